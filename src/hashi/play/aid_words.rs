//! The aids' sentences in the player's language: each kind of reason, hint, what "find my
//! mistake" finds, each step of the logical path, why an aid has no solution to work from, and
//! the words of a graduated hint, written from the core's data with the `hints` and
//! `techniques` messages. In English they are byte for byte what `hashi_core::hint::explain`
//! writes (the CLI's English; a unit test holds them together).
//!
//! A chunk of its own ([`aid_words`]), loaded by the chunks that show these sentences (a press
//! of Hint, the menu's aids, the logical path): the groups are used from its code only, so
//! their English travels in it and not in the main module.

use crate::i18n::{t, t_count, t_with, HintsMsg as Msg, TechniquesMsg};
use crate::worker::protocol::Refusal;
use hashi_core::hint::{Aid, Finding, Found, Hint, Mistake, PathError};
use hashi_core::ladder::{HintLevel, LookAt};
use hashi_core::solver::techniques::{Deduction, Reason, Technique};
use hashi_core::solver::Unsolved;
use hashi_core::words::capitalise;
use hashi_core::{EdgeId, IslandId, Pos, Puzzle};

/// The writers, handed out by the chunk.
#[derive(Clone, Copy)]
pub struct AidWords {
    /// A hint's sentence: a step is its technique's title, then its reason.
    pub hint: fn(&Hint, &Puzzle) -> String,
    /// What a graduated hint shows at `level`, given its sentence, whether it has moves and
    /// the islands a look names.
    pub level: fn(HintLevel, &str, bool, Option<LookAt>) -> String,
    /// What "find my mistake" found.
    pub finding: fn(&Finding, &Puzzle) -> String,
    /// A step of the logical path.
    pub path_step: fn(&Found, &Puzzle) -> String,
    /// Why `aid` cannot help.
    pub unsolved: fn(Unsolved, Aid) -> String,
    /// "No mistakes so far", with the marks' clause when the board has some.
    pub no_mistakes: fn(bool) -> String,
    /// The helper's refusal, where a player can meet it.
    pub refusal: fn(&Refusal) -> String,
    /// A technique's title ("Every direction"), for labels, chips and the learn pages.
    pub title: fn(Technique) -> String,
    /// A technique's name inside a sentence ("every direction").
    pub name: fn(Technique) -> String,
    /// A technique's title and a reason, as a step says them ("Capacity: The 4 at …"): what
    /// a lesson teaches.
    pub technique_reason: fn(Technique, &Reason, &Puzzle) -> String,
    /// A reason's sentence alone.
    pub reason: fn(&Reason, &Puzzle) -> String,
    /// A cell: "row 2, column 5".
    pub place: fn(Pos) -> String,
    /// "no bridges", "one bridge", "two bridges", "5 bridges".
    pub bridges: fn(u32) -> String,
}

pub const WORDS: AidWords = AidWords {
    hint,
    level,
    finding,
    path_step,
    unsolved,
    no_mistakes,
    refusal,
    title,
    name,
    technique_reason,
    reason,
    place,
    bridges,
};

crate::split_chunk! {
    /// The aids' sentences, fetched by the first aid that speaks.
    pub fn aid_words in aid_words -> AidWords => WORDS
}

/// A cell as the language names it: "row 2, column 5", counted from 1.
fn place(pos: Pos) -> String {
    let (r, c) = (pos.r.saturating_add(1), pos.c.saturating_add(1));
    t_with(
        Msg::Place,
        &[("row", &r.to_string()), ("column", &c.to_string())],
    )
}

/// The two ends of `edge` as places.
fn ends(puzzle: &Puzzle, edge: EdgeId) -> (String, String) {
    let (a, b) = puzzle.edge_ends(edge);
    (place(a), place(b))
}

/// " across the edge" for a bridge over the seam of a wrapped board, else nothing.
fn seam(puzzle: &Puzzle, edge: EdgeId) -> String {
    if puzzle.edges()[edge].wraps {
        t(Msg::Seam)
    } else {
        String::new()
    }
}

/// "no bridges", "one bridge", "two bridges", "5 bridges".
fn bridges(n: u32) -> String {
    match n {
        0 => t(Msg::BridgesNone),
        1 => t(Msg::BridgesOne),
        2 => t(Msg::BridgesTwo),
        n => t_count(Msg::BridgesMany, u64::from(n), &[]),
    }
}

/// A technique's title as the language writes it.
fn title(technique: Technique) -> String {
    t(match technique {
        Technique::Crossing => TechniquesMsg::TitleCrossing,
        Technique::Capacity => TechniquesMsg::TitleCapacity,
        Technique::EveryDirection => TechniquesMsg::TitleEveryDirection,
        Technique::NoLoop => TechniquesMsg::TitleNoLoop,
        Technique::Isolation => TechniquesMsg::TitleIsolation,
        Technique::Connectivity => TechniquesMsg::TitleConnectivity,
        Technique::Lookahead => TechniquesMsg::TitleLookahead,
    })
}

/// A technique's name inside a sentence as the language writes it.
fn name(technique: Technique) -> String {
    t(match technique {
        Technique::Crossing => TechniquesMsg::NameCrossing,
        Technique::Capacity => TechniquesMsg::NameCapacity,
        Technique::EveryDirection => TechniquesMsg::NameEveryDirection,
        Technique::NoLoop => TechniquesMsg::NameNoLoop,
        Technique::Isolation => TechniquesMsg::NameIsolation,
        Technique::Connectivity => TechniquesMsg::NameConnectivity,
        Technique::Lookahead => TechniquesMsg::NameLookahead,
    })
}

/// The sentence for `reason` on `puzzle`.
fn reason(reason: &Reason, puzzle: &Puzzle) -> String {
    let at = |island: IslandId| place(puzzle.islands()[island].pos);
    let pair = |edge: EdgeId| {
        let (a, b) = ends(puzzle, edge);
        (a, b, seam(puzzle, edge))
    };
    match *reason {
        Reason::Blocks { edge, crossed } => {
            let (a, b, seam) = pair(edge);
            let (c, d, crossed_seam) = pair(crossed);
            t_with(
                Msg::ReasonBlocks,
                &[
                    ("a", &a),
                    ("b", &b),
                    ("seam", &seam),
                    ("c", &c),
                    ("d", &d),
                    ("crossed_seam", &crossed_seam),
                ],
            )
        }
        Reason::Full { island, target } => t_with(
            Msg::ReasonFull,
            &[("target", &target.to_string()), ("island", &at(island))],
        ),
        Reason::ExactlyEnough { island, target } => t_with(
            Msg::ReasonExactlyEnough,
            &[
                ("target", &target.to_string()),
                ("island", &at(island)),
                ("bridges", &bridges(u32::from(target))),
            ],
        ),
        Reason::OnlyNeeds {
            island,
            target,
            more,
        } => {
            // With two bridges a pair, room for more than is needed is room for a double.
            let msg = if puzzle.max_bridges() == 2 {
                Msg::ReasonOnlyNeeds
            } else {
                Msg::ReasonOnlyNeedsCapped
            };
            t_with(
                msg,
                &[
                    ("target", &target.to_string()),
                    ("island", &at(island)),
                    ("bridges", &bridges(more)),
                ],
            )
        }
        Reason::OneToEach {
            island,
            target,
            neighbours,
        } => t_count(
            Msg::ReasonOneToEach,
            neighbours as u64,
            &[("target", &target.to_string()), ("island", &at(island))],
        ),
        Reason::AtLeast {
            island,
            target,
            from_others,
            edge,
            at_least,
        } => {
            let e = puzzle.edges()[edge];
            let other = place(puzzle.islands()[e.other(island).unwrap_or(e.a)].pos);
            t_with(
                Msg::ReasonAtLeast,
                &[
                    ("target", &target.to_string()),
                    ("island", &at(island)),
                    ("from_others", &bridges(from_others)),
                    ("at_least", &bridges(u32::from(at_least))),
                    ("other", &other),
                    ("seam", &seam(puzzle, edge)),
                ],
            )
        }
        Reason::WouldIsolate {
            edge,
            count,
            group_size,
        } => {
            let e = puzzle.edges()[edge];
            let (a, b, seam) = pair(edge);
            let (ta, tb) = (puzzle.islands()[e.a].target, puzzle.islands()[e.b].target);
            let count_words = bridges(u32::from(count));
            // A pair whose numbers the refused count would both fill: the pattern players
            // learn by name.
            if group_size == 2 && ta == tb && count == ta {
                match ta {
                    1 => t_with(Msg::ReasonIsolatesOnes, &[("a", &a), ("b", &b)]),
                    2 if puzzle.max_bridges() == 2 => {
                        t_with(Msg::ReasonIsolatesDouble, &[("a", &a), ("b", &b)])
                    }
                    _ => capitalise(&t_with(
                        Msg::ReasonIsolatesPair,
                        &[
                            ("bridges", &count_words),
                            ("target", &ta.to_string()),
                            ("a", &a),
                            ("b", &b),
                        ],
                    )),
                }
            } else {
                capitalise(&t_count(
                    Msg::ReasonIsolatesGroup,
                    group_size as u64,
                    &[
                        ("bridges", &count_words),
                        ("a", &a),
                        ("b", &b),
                        ("seam", &seam),
                    ],
                ))
            }
        }
        Reason::ClosesLoop { edge } => {
            let (a, b, seam) = pair(edge);
            t_with(
                Msg::ReasonClosesLoop,
                &[("a", &a), ("b", &b), ("seam", &seam)],
            )
        }
        Reason::NeededForConnection { edge } => {
            let (a, b, seam) = pair(edge);
            t_with(Msg::ReasonNeeded, &[("a", &a), ("b", &b), ("seam", &seam)])
        }
        Reason::Refuted { edge, count } => {
            let (a, b, seam) = pair(edge);
            t_with(
                Msg::ReasonRefuted,
                &[
                    ("bridges", &bridges(u32::from(count))),
                    ("a", &a),
                    ("b", &b),
                    ("seam", &seam),
                ],
            )
        }
        // A kind of reason newer than these words: its technique's title says what it is.
        _ => String::new(),
    }
}

fn hint(hint: &Hint, puzzle: &Puzzle) -> String {
    match hint {
        Hint::Solved => t(Msg::Solved),
        Hint::Mistakes(wrong) => mistakes(wrong, puzzle),
        Hint::Step(d) => step(d, puzzle),
        Hint::Reveal { edge, count } => reveal(*edge, *count, puzzle),
        Hint::Unsolvable(why) => unsolved(*why, Aid::Hint),
    }
}

fn level(level: HintLevel, reason: &str, has_moves: bool, look: Option<LookAt>) -> String {
    match level {
        HintLevel::Look => match look {
            None => t(Msg::LookHere),
            Some(at) => {
                let vars = [("target", at.target.to_string()), ("island", place(at.pos))];
                let vars: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (*k, v.as_str())).collect();
                match at.others {
                    0 => t_with(Msg::LookAt, &vars),
                    n => t_count(Msg::LookAtWith, n as u64, &vars),
                }
            }
        },
        HintLevel::Reason if has_moves => t_with(Msg::ApplyNext, &[("reason", reason)]),
        HintLevel::Reason | HintLevel::Move => reason.to_string(),
    }
}

fn finding(finding: &Finding, puzzle: &Puzzle) -> String {
    match finding {
        Finding::Mistakes(wrong) => mistakes(wrong, puzzle),
        Finding::NoMistakes { marked } => no_mistakes(*marked),
        Finding::Unsolvable(why) => unsolved(*why, Aid::Compare),
    }
}

fn path_step(found: &Found, puzzle: &Puzzle) -> String {
    match found {
        Found::Deduced(d) => step(d, puzzle),
        Found::Taken { edge, count } => reveal(*edge, *count, puzzle),
    }
}

fn unsolved(why: Unsolved, aid: Aid) -> String {
    t(match (why, aid) {
        (Unsolved::GaveUp, _) => Msg::TooLarge,
        (Unsolved::None, Aid::Hint) => Msg::NoHintNone,
        (_, Aid::Hint) => Msg::NoHintSeveral,
        (_, Aid::Compare) => Msg::NoSingleCompare,
        (_, Aid::Reveal) => Msg::NoSingleReveal,
        (_, Aid::Follow) => Msg::NoSingleFollow,
    })
}

fn no_mistakes(marked: bool) -> String {
    t(if marked {
        Msg::NoMistakesMarked
    } else {
        Msg::NoMistakes
    })
}

/// The refusals of the logical path in the player's language; the others (parts of a job the
/// page wrote itself that could not be read back) stay as the worker's English names them.
fn refusal(why: &Refusal) -> String {
    match why {
        Refusal::NoPath(why) => unsolved(*why, Aid::Follow),
        Refusal::Path(PathError::GaveUp { .. }) => t(Msg::PathTooLong),
        other => other.to_string(),
    }
}

/// The first of `wrong` named, with how many there are in all.
fn mistakes(wrong: &[Mistake], puzzle: &Puzzle) -> String {
    let Some(&first) = wrong.first() else {
        return no_mistakes(false);
    };
    let (a, b) = ends(puzzle, first.edge());
    let seam = seam(puzzle, first.edge());
    let args = [
        ("a", a.as_str()),
        ("b", b.as_str()),
        ("seam", seam.as_str()),
    ];
    let (one, more) = match first {
        Mistake::Bridge(_) => (Msg::MistakeBridge, Msg::MistakeBridgeMore),
        Mistake::NoBridgeMark(_) => (Msg::MistakeMark, Msg::MistakeMarkMore),
    };
    match wrong.len() {
        1 => t_with(one, &args),
        n => t_count(more, n as u64, &args),
    }
}

fn step(d: &Deduction, puzzle: &Puzzle) -> String {
    technique_reason(d.technique, &d.reason, puzzle)
}

fn technique_reason(technique: Technique, why: &Reason, puzzle: &Puzzle) -> String {
    t_with(
        Msg::Step,
        &[
            ("technique", &title(technique)),
            ("reason", &reason(why, puzzle)),
        ],
    )
}

fn reveal(edge: EdgeId, count: u8, puzzle: &Puzzle) -> String {
    let (a, b) = ends(puzzle, edge);
    t_count(
        Msg::Reveal,
        u64::from(count),
        &[("a", &a), ("b", &b), ("seam", &seam(puzzle, edge))],
    )
}

#[cfg(test)]
mod tests;
