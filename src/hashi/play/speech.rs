//! What a screen reader says on the board, in the player's language: each island's name ("3 at
//! row 2, column 5, 1 more needed, bridges: 2 right, 0 down") and the sentence after a change
//! ("1 bridge from row 2 column 5 to row 2 column 9; 3 is complete"). The core's
//! `hashi_core::speech` says the same in English from the same data; the page makes its
//! sentences here, from the catalog.
//!
//! A chunk of its own ([`board_voice`]), fetched as the board comes up (`voice.rs`): the
//! `speech` group is used from its code only, so its English stays out of the first download.

use crate::i18n::{t, t_count, t_with, SpeechMsg};
use hashi_core::rules::{self, IslandStatus};
use hashi_core::speech::{Grouping, Way};
use hashi_core::ui::Refusal;
use hashi_core::{Direction, IslandId, MoveError, Pos, Puzzle, Setting, State};

// The vtable's type lives with the writers it lists (not with its loader in `voice.rs`), so
// that the loader imports the chunk and the chunk imports nothing of its loader.
/// The writers of the board's sentences.
#[derive(Clone, Copy)]
pub struct Voice {
    /// An island's name: its number, place, what it still needs and its bridges.
    pub label: fn(u8, Pos, u8, &[Way], Grouping) -> String,
    /// What a change from one position to the next did.
    pub announce_change: fn(&Puzzle, &State, &State) -> String,
    /// Why the rules refused a move.
    pub refusal: fn(&MoveError) -> String,
    /// Why the board refused a key before it reached the rules.
    pub ui_refusal: fn(Refusal) -> String,
}

/// "row 2, column 5": rows and columns counted from 1, as people count them aloud.
fn place(pos: Pos, msg: SpeechMsg) -> String {
    let (r, c) = (pos.r.saturating_add(1), pos.c.saturating_add(1));
    t_with(msg, &[("row", &r.to_string()), ("column", &c.to_string())])
}

fn direction(dir: Direction) -> String {
    t(match dir {
        Direction::Up => SpeechMsg::Up,
        Direction::Right => SpeechMsg::Right,
        Direction::Down => SpeechMsg::Down,
        Direction::Left => SpeechMsg::Left,
    })
}

/// The island's accessible name: its number and place, what it still needs, and its bridges
/// (or no-bridge marks) in every direction it has a neighbour.
pub fn label(target: u8, pos: Pos, total: u8, ways: &[Way], grouping: Grouping) -> String {
    let need = match IslandStatus::of(total, target) {
        IslandStatus::Satisfied => t(SpeechMsg::Complete),
        IslandStatus::Under => t_count(SpeechMsg::MoreNeeded, (target - total).into(), &[]),
        IslandStatus::Over => t_count(SpeechMsg::TooMany, (total - target).into(), &[]),
    };
    let bridges = if ways.is_empty() {
        t(SpeechMsg::NoNeighbours)
    } else {
        let each: Vec<String> = ways
            .iter()
            .map(|way| {
                let msg = match (way.marked, way.wraps) {
                    (true, false) => SpeechMsg::WayMarked,
                    (true, true) => SpeechMsg::WayMarkedAcross,
                    (false, false) => SpeechMsg::Way,
                    (false, true) => SpeechMsg::WayAcross,
                };
                t_with(
                    msg,
                    &[
                        ("count", &way.count.to_string()),
                        ("dir", &direction(way.dir)),
                    ],
                )
            })
            .collect();
        t_with(
            SpeechMsg::Bridges,
            &[("list", &each.join(&t(SpeechMsg::ListSep)))],
        )
    };
    let mut name = t_with(
        SpeechMsg::Island,
        &[
            ("target", &target.to_string()),
            ("place", &place(pos, SpeechMsg::Place)),
            ("need", &need),
            ("bridges", &bridges),
        ],
    );
    if grouping.outlined {
        name.push_str(&t(SpeechMsg::Outlined));
    }
    if let Some(first) = grouping.coloured {
        name.push_str(&t_with(
            SpeechMsg::Coloured,
            &[("place", &place(first, SpeechMsg::PlaceShort))],
        ));
    }
    if grouping.hinted {
        name.push_str(&t(SpeechMsg::Hinted));
    }
    name
}

/// What changed from `before` to `after`, in one sentence: each pair's new count (or "no
/// bridge", or its no-bridge mark), then each island at its ends that became complete or
/// over-full, then "Solved!". Empty when nothing changed.
pub fn announce_change(puzzle: &Puzzle, before: &State, after: &State) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut touched: Vec<IslandId> = Vec::new();
    for (edge, e) in puzzle.edges().iter().enumerate() {
        let (was, now) = (before.setting(edge), after.setting(edge));
        if was == now {
            continue;
        }
        let (a, b) = puzzle.edge_ends(edge);
        let what = match now {
            Setting::NoBridge => t(SpeechMsg::NoBridgeMark),
            Setting::Bridges(0) if was == Setting::NoBridge => t(SpeechMsg::MarkRemoved),
            Setting::Bridges(0) => t(SpeechMsg::NoBridge),
            Setting::Bridges(n) => t_count(SpeechMsg::BridgeCount, n.into(), &[]),
        };
        let msg = if e.wraps {
            SpeechMsg::ChangeAcross
        } else {
            SpeechMsg::Change
        };
        parts.push(t_with(
            msg,
            &[
                ("what", &what),
                ("from", &place(a, SpeechMsg::PlaceShort)),
                ("to", &place(b, SpeechMsg::PlaceShort)),
            ],
        ));
        for island in [e.a, e.b] {
            if !touched.contains(&island) {
                touched.push(island);
            }
        }
    }
    if parts.is_empty() {
        return String::new();
    }
    // The move names both ends' places, so an island is named by its number alone.
    let changed = |status: IslandStatus| -> Vec<String> {
        (touched.iter().copied())
            .filter(|&i| {
                rules::island_status(puzzle, after, i) == status
                    && rules::island_status(puzzle, before, i) != status
            })
            .map(|i| puzzle.islands()[i].target.to_string())
            .collect()
    };
    for (status, one, several) in [
        (
            IslandStatus::Satisfied,
            SpeechMsg::IsComplete,
            SpeechMsg::AreComplete,
        ),
        (
            IslandStatus::Over,
            SpeechMsg::HasTooMany,
            SpeechMsg::HaveTooMany,
        ),
    ] {
        let numbers = changed(status);
        match numbers.len() {
            0 => {}
            1 => parts.push(t_with(one, &[("number", &numbers[0])])),
            _ => parts.push(t_with(
                several,
                &[("numbers", &numbers.join(&t(SpeechMsg::And)))],
            )),
        }
    }
    if rules::forbidden_loops(puzzle, before).is_empty()
        && !rules::forbidden_loops(puzzle, after).is_empty()
    {
        parts.push(t(SpeechMsg::ClosesLoop));
    }
    let sentence = parts.join(&t(SpeechMsg::PartSep));
    if rules::is_solved(puzzle, after) {
        t_with(SpeechMsg::SolvedEnd, &[("sentence", &sentence)])
    } else {
        sentence
    }
}

/// Why a move was refused, as a sentence of its own ("The bridge would cross the bridge
/// between row 1, column 2 and row 3, column 2.").
pub fn refusal(why: &MoveError) -> String {
    let at = |pos: Pos| place(pos, SpeechMsg::Place);
    match why {
        MoveError::NoIsland(p) => t_with(SpeechMsg::NoIsland, &[("place", &at(*p))]),
        MoveError::NotNeighbours(a, b) => {
            t_with(SpeechMsg::NotNeighbours, &[("a", &at(*a)), ("b", &at(*b))])
        }
        MoveError::CountOutOfRange { count, max } => t_with(
            SpeechMsg::CountOutOfRange,
            &[("count", &count.to_string()), ("max", &max.to_string())],
        ),
        MoveError::WouldCross { blocked_by: (a, b) } => {
            t_with(SpeechMsg::WouldCross, &[("a", &at(*a)), ("b", &at(*b))])
        }
        MoveError::OverTarget {
            island,
            target,
            total,
        } => t_count(
            SpeechMsg::OverTarget,
            (*target).into(),
            &[
                ("place", &at(*island)),
                ("target", &target.to_string()),
                ("total", &total.to_string()),
            ],
        ),
        MoveError::MarkOnBridges { a, b, count } => t_count(
            SpeechMsg::MarkOnBridges,
            (*count).into(),
            &[("a", &at(*a)), ("b", &at(*b))],
        ),
        MoveError::TrialOpen => t(SpeechMsg::TrialOpen),
        MoveError::NoTrial => t(SpeechMsg::NoTrial),
    }
}

/// Why the board refused a key before it reached the rules.
pub fn ui_refusal(why: Refusal) -> String {
    match why {
        Refusal::NoIslandThatWay => t(SpeechMsg::NoIslandThatWay),
    }
}

/// The writers the chunk hands out.
pub const VOICE: Voice = Voice {
    label,
    announce_change,
    refusal,
    ui_refusal,
};

crate::split_chunk! {
    /// The board's voice, fetched once a board is up.
    pub fn board_voice in board_voice -> Voice => VOICE
}

#[cfg(test)]
mod tests {
    use super::*;
    use hashi_core::formats::parse_task;
    use hashi_core::{apply, Mode, Move};

    /// In English the page says what the core says, word for word.
    #[test]
    fn the_english_is_the_cores() {
        let puzzle = parse_task("5x3:3c2e1c1").unwrap();
        let empty = State::empty(&puzzle);
        let state = apply(
            &puzzle,
            &empty,
            &Move::new(Pos::new(0, 0), Pos::new(0, 4), 2),
            Mode::Free,
        )
        .unwrap();
        for s in [&empty, &state] {
            for island in 0..puzzle.islands().len() {
                let i = puzzle.islands()[island];
                let ways: Vec<Way> = Direction::ALL
                    .into_iter()
                    .filter_map(|dir| {
                        let edge = puzzle.edge_towards(island, dir)?;
                        Some(Way {
                            dir,
                            count: s.count(edge),
                            marked: s.marked(edge),
                            wraps: puzzle.edges()[edge].wraps,
                        })
                    })
                    .collect();
                let grouping = Grouping {
                    outlined: true,
                    coloured: Some(i.pos),
                    hinted: island % 2 == 0,
                };
                assert_eq!(
                    label(i.target, i.pos, s.total(island), &ways, grouping),
                    hashi_core::speech::label(i.target, i.pos, s.total(island), &ways, grouping)
                );
            }
        }
        assert_eq!(
            announce_change(&puzzle, &empty, &state),
            hashi_core::speech::announce_change(&puzzle, &empty, &state)
        );
        assert_eq!(
            announce_change(&puzzle, &state, &empty),
            hashi_core::speech::announce_change(&puzzle, &state, &empty)
        );
        assert_eq!(announce_change(&puzzle, &state, &state), "");
        let refusals = [
            MoveError::NoIsland(Pos::new(1, 2)),
            MoveError::NotNeighbours(Pos::new(0, 0), Pos::new(2, 2)),
            MoveError::CountOutOfRange { count: 3, max: 2 },
            MoveError::WouldCross {
                blocked_by: (Pos::new(0, 1), Pos::new(2, 1)),
            },
            MoveError::OverTarget {
                island: Pos::new(0, 0),
                target: 1,
                total: 2,
            },
            MoveError::OverTarget {
                island: Pos::new(0, 0),
                target: 3,
                total: 4,
            },
            MoveError::MarkOnBridges {
                a: Pos::new(0, 0),
                b: Pos::new(0, 4),
                count: 1,
            },
            MoveError::MarkOnBridges {
                a: Pos::new(0, 0),
                b: Pos::new(0, 4),
                count: 3,
            },
            MoveError::TrialOpen,
            MoveError::NoTrial,
        ];
        for why in refusals {
            assert_eq!(refusal(&why), hashi_core::words::sentence(&why.to_string()));
        }
        assert_eq!(
            ui_refusal(Refusal::NoIslandThatWay),
            Refusal::NoIslandThatWay.to_string()
        );
    }
}
