//! What a screen reader says on the board (group `speech`): each island's name ("3 at row 2,
//! column 5, 1 more needed, bridges: 2 right, 0 down"), the sentence after a change ("1 bridge
//! from row 2 column 5 to row 2 column 9; 3 is complete") and why a move was refused. Rows and
//! columns are counted from 1, as people count them aloud. The page's `board_voice` chunk
//! speaks through these.

use crate::catalog::Catalog;
use crate::{SpeechMsg, WordsMsg};
use hashi_core::rules::{self, IslandStatus};
use hashi_core::speech::{Grouping, Way};
use hashi_core::ui::Refusal;
use hashi_core::{Direction, IslandId, MoveError, Pos, Puzzle, Setting, State};

/// "row 2, column 5": rows and columns counted from 1, as people count them aloud.
fn place(words: &Catalog, pos: Pos, msg: SpeechMsg) -> String {
    let (r, c) = (pos.r.saturating_add(1), pos.c.saturating_add(1));
    words.say_with(msg, &[("row", &r.to_string()), ("column", &c.to_string())])
}

fn direction(words: &Catalog, dir: Direction) -> String {
    words.say(match dir {
        Direction::Up => SpeechMsg::Up,
        Direction::Right => SpeechMsg::Right,
        Direction::Down => SpeechMsg::Down,
        Direction::Left => SpeechMsg::Left,
    })
}

/// The island's accessible name: its number and place, what it still needs, and its bridges
/// (or no-bridge marks) in every direction it has a neighbour.
pub fn label(
    words: &Catalog,
    target: u8,
    pos: Pos,
    total: u8,
    ways: &[Way],
    grouping: Grouping,
) -> String {
    let need = match IslandStatus::of(total, target) {
        IslandStatus::Satisfied => words.say(SpeechMsg::Complete),
        IslandStatus::Under => words.say_count(SpeechMsg::MoreNeeded, (target - total).into(), &[]),
        IslandStatus::Over => words.say_count(SpeechMsg::TooMany, (total - target).into(), &[]),
    };
    let bridges = if ways.is_empty() {
        words.say(SpeechMsg::NoNeighbours)
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
                words.say_with(
                    msg,
                    &[
                        ("count", &way.count.to_string()),
                        ("dir", &direction(words, way.dir)),
                    ],
                )
            })
            .collect();
        words.say_with(
            SpeechMsg::Bridges,
            &[("list", &each.join(&words.say(WordsMsg::ListSep)))],
        )
    };
    let mut name = words.say_with(
        SpeechMsg::Island,
        &[
            ("target", &target.to_string()),
            ("place", &place(words, pos, SpeechMsg::Place)),
            ("need", &need),
            ("bridges", &bridges),
        ],
    );
    if grouping.outlined {
        name.push_str(&words.say(SpeechMsg::Outlined));
    }
    if let Some(first) = grouping.coloured {
        name.push_str(&words.say_with(
            SpeechMsg::Coloured,
            &[("place", &place(words, first, SpeechMsg::PlaceShort))],
        ));
    }
    if grouping.hinted {
        name.push_str(&words.say(SpeechMsg::Hinted));
    }
    name
}

/// What changed from `before` to `after`, in one sentence: each pair's new count (or "no
/// bridge", or its no-bridge mark), then each island at its ends that became complete or
/// over-full, then "Solved!". Empty when nothing changed.
pub fn announce_change(words: &Catalog, puzzle: &Puzzle, before: &State, after: &State) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut touched: Vec<IslandId> = Vec::new();
    for (edge, e) in puzzle.edges().iter().enumerate() {
        let (was, now) = (before.setting(edge), after.setting(edge));
        if was == now {
            continue;
        }
        let (a, b) = puzzle.edge_ends(edge);
        let what = match now {
            Setting::NoBridge => words.say(SpeechMsg::NoBridgeMark),
            Setting::Bridges(0) if was == Setting::NoBridge => words.say(SpeechMsg::MarkRemoved),
            Setting::Bridges(0) => words.say(SpeechMsg::NoBridge),
            Setting::Bridges(n) => words.say_count(WordsMsg::BridgeCount, n.into(), &[]),
        };
        let msg = if e.wraps {
            SpeechMsg::ChangeAcross
        } else {
            SpeechMsg::Change
        };
        parts.push(words.say_with(
            msg,
            &[
                ("what", &what),
                ("from", &place(words, a, SpeechMsg::PlaceShort)),
                ("to", &place(words, b, SpeechMsg::PlaceShort)),
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
            1 => parts.push(words.say_with(one, &[("number", &numbers[0])])),
            _ => parts.push(words.say_with(
                several,
                &[("numbers", &numbers.join(&words.say(SpeechMsg::And)))],
            )),
        }
    }
    if rules::forbidden_loops(puzzle, before).is_empty()
        && !rules::forbidden_loops(puzzle, after).is_empty()
    {
        parts.push(words.say(SpeechMsg::ClosesLoop));
    }
    let sentence = parts.join(&words.say(SpeechMsg::PartSep));
    if rules::is_solved(puzzle, after) {
        words.say_with(SpeechMsg::SolvedEnd, &[("sentence", &sentence)])
    } else {
        sentence
    }
}

/// Why a move was refused, as a sentence of its own ("The bridge would cross the bridge
/// between row 1, column 2 and row 3, column 2.").
pub fn refusal(words: &Catalog, why: &MoveError) -> String {
    let at = |pos: Pos| place(words, pos, SpeechMsg::Place);
    match why {
        MoveError::NoIsland(p) => words.say_with(SpeechMsg::NoIsland, &[("place", &at(*p))]),
        MoveError::NotNeighbours(a, b) => {
            words.say_with(SpeechMsg::NotNeighbours, &[("a", &at(*a)), ("b", &at(*b))])
        }
        MoveError::CountOutOfRange { count, max } => words.say_with(
            SpeechMsg::CountOutOfRange,
            &[("count", &count.to_string()), ("max", &max.to_string())],
        ),
        MoveError::WouldCross { blocked_by: (a, b) } => {
            words.say_with(SpeechMsg::WouldCross, &[("a", &at(*a)), ("b", &at(*b))])
        }
        MoveError::OverTarget {
            island,
            target,
            total,
        } => words.say_count(
            SpeechMsg::OverTarget,
            (*target).into(),
            &[
                ("place", &at(*island)),
                ("target", &target.to_string()),
                ("total", &total.to_string()),
            ],
        ),
        MoveError::MarkOnBridges { a, b, count } => words.say_count(
            SpeechMsg::MarkOnBridges,
            (*count).into(),
            &[("a", &at(*a)), ("b", &at(*b))],
        ),
        MoveError::TrialOpen => words.say(SpeechMsg::TrialOpen),
        MoveError::NoTrial => words.say(SpeechMsg::NoTrial),
    }
}

/// Why the board refused a key before it reached the rules.
pub fn ui_refusal(words: &Catalog, why: Refusal) -> String {
    match why {
        Refusal::NoIslandThatWay => words.say(SpeechMsg::NoIslandThatWay),
    }
}

#[cfg(test)]
mod tests;
