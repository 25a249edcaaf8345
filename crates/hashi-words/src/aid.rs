//! The aids' sentences: each kind of reason, hint, what "find my mistake" finds, each step of
//! the logical path, why an aid has no solution to work from, the words of a graduated hint
//! and the techniques' names, written from the core's data with the `hints` and `techniques`
//! messages. The page's `aid_words` chunk and the CLI speak through these.

use crate::catalog::Catalog;
use crate::common::{self, bridges, place};
use crate::HintsMsg as Msg;
use hashi_core::hint::{Aid, Finding, Found, Hint, Mistake, PathError};
use hashi_core::ladder::{HintLevel, LookAt};
use hashi_core::solver::techniques::{Deduction, Reason, Technique};
use hashi_core::solver::Unsolved;
use hashi_core::words::capitalise;
use hashi_core::{EdgeId, IslandId, Puzzle};
use hashi_worker::protocol::Refusal;

/// The two ends of `edge` as places.
fn ends(words: &Catalog, puzzle: &Puzzle, edge: EdgeId) -> (String, String) {
    let (a, b) = puzzle.edge_ends(edge);
    (place(words, a), place(words, b))
}

/// " across the edge" for a bridge over the seam of a wrapped board, else nothing.
fn seam(words: &Catalog, puzzle: &Puzzle, edge: EdgeId) -> String {
    if puzzle.edges()[edge].wraps {
        words.say(Msg::Seam)
    } else {
        String::new()
    }
}

/// The sentence for `reason` on `puzzle`.
pub fn reason(words: &Catalog, reason: &Reason, puzzle: &Puzzle) -> String {
    let at = |island: IslandId| place(words, puzzle.islands()[island].pos);
    let pair = |edge: EdgeId| {
        let (a, b) = ends(words, puzzle, edge);
        (a, b, seam(words, puzzle, edge))
    };
    match *reason {
        Reason::Blocks { edge, crossed } => {
            let (a, b, seam) = pair(edge);
            let (c, d, crossed_seam) = pair(crossed);
            words.say_with(
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
        Reason::Full { island, target } => words.say_with(
            Msg::ReasonFull,
            &[("target", &target.to_string()), ("island", &at(island))],
        ),
        Reason::ExactlyEnough { island, target } => words.say_with(
            Msg::ReasonExactlyEnough,
            &[
                ("target", &target.to_string()),
                ("island", &at(island)),
                ("bridges", &bridges(words, u32::from(target))),
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
            words.say_with(
                msg,
                &[
                    ("target", &target.to_string()),
                    ("island", &at(island)),
                    ("bridges", &bridges(words, more)),
                ],
            )
        }
        Reason::OneToEach {
            island,
            target,
            neighbours,
        } => words.say_count(
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
            let other = place(words, puzzle.islands()[e.other(island).unwrap_or(e.a)].pos);
            words.say_with(
                Msg::ReasonAtLeast,
                &[
                    ("target", &target.to_string()),
                    ("island", &at(island)),
                    ("from_others", &bridges(words, from_others)),
                    ("at_least", &bridges(words, u32::from(at_least))),
                    ("other", &other),
                    ("seam", &seam(words, puzzle, edge)),
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
            let count_words = bridges(words, u32::from(count));
            // A pair whose numbers the refused count would both fill: the pattern players
            // learn by name.
            if group_size == 2 && ta == tb && count == ta {
                match ta {
                    1 => words.say_with(Msg::ReasonIsolatesOnes, &[("a", &a), ("b", &b)]),
                    2 if puzzle.max_bridges() == 2 => {
                        words.say_with(Msg::ReasonIsolatesDouble, &[("a", &a), ("b", &b)])
                    }
                    _ => capitalise(&words.say_with(
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
                capitalise(&words.say_count(
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
            words.say_with(
                Msg::ReasonClosesLoop,
                &[("a", &a), ("b", &b), ("seam", &seam)],
            )
        }
        Reason::NeededForConnection { edge } => {
            let (a, b, seam) = pair(edge);
            words.say_with(Msg::ReasonNeeded, &[("a", &a), ("b", &b), ("seam", &seam)])
        }
        Reason::Refuted { edge, count } => {
            let (a, b, seam) = pair(edge);
            words.say_with(
                Msg::ReasonRefuted,
                &[
                    ("bridges", &bridges(words, u32::from(count))),
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

/// A hint's sentence: a step is its technique's title, then its reason.
pub fn hint(words: &Catalog, hint: &Hint, puzzle: &Puzzle) -> String {
    match hint {
        Hint::Solved => words.say(Msg::Solved),
        Hint::Mistakes(wrong) => mistakes(words, wrong, puzzle),
        Hint::Step(d) => step(words, d, puzzle),
        Hint::Reveal { edge, count } => reveal(words, *edge, *count, puzzle),
        Hint::Unsolvable(why) => unsolved(words, *why, Aid::Hint),
    }
}

/// What a graduated hint shows at `level`, given its sentence (`reason`), whether it has
/// moves and the islands a look names: a look names no technique, only where to look.
pub fn level(
    words: &Catalog,
    level: HintLevel,
    reason: &str,
    has_moves: bool,
    look: Option<LookAt>,
) -> String {
    match level {
        HintLevel::Look => match look {
            None => words.say(Msg::LookHere),
            Some(at) => {
                let vars = [
                    ("target", at.target.to_string()),
                    ("island", place(words, at.pos)),
                ];
                let vars: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (*k, v.as_str())).collect();
                match at.others {
                    0 => words.say_with(Msg::LookAt, &vars),
                    n => words.say_count(Msg::LookAtWith, n as u64, &vars),
                }
            }
        },
        HintLevel::Reason if has_moves => words.say_with(Msg::ApplyNext, &[("reason", reason)]),
        HintLevel::Reason | HintLevel::Move => reason.to_string(),
    }
}

/// What "find my mistake" found.
pub fn finding(words: &Catalog, finding: &Finding, puzzle: &Puzzle) -> String {
    match finding {
        Finding::Mistakes(wrong) => mistakes(words, wrong, puzzle),
        Finding::NoMistakes { marked } => no_mistakes(words, *marked),
        Finding::Unsolvable(why) => unsolved(words, *why, Aid::Compare),
    }
}

/// A step of the logical path: the hint's wording for the same deduction, or for the bridge
/// taken from the solution.
pub fn path_step(words: &Catalog, found: &Found, puzzle: &Puzzle) -> String {
    match found {
        Found::Deduced(d) => step(words, d, puzzle),
        Found::Taken { edge, count } => reveal(words, *edge, *count, puzzle),
    }
}

/// Why `aid` cannot help: the puzzle has no single solution, or is too large to check.
pub fn unsolved(words: &Catalog, why: Unsolved, aid: Aid) -> String {
    words.say(match (why, aid) {
        (Unsolved::GaveUp, _) => Msg::TooLarge,
        (Unsolved::None, Aid::Hint) => Msg::NoHintNone,
        (_, Aid::Hint) => Msg::NoHintSeveral,
        (_, Aid::Compare) => Msg::NoSingleCompare,
        (_, Aid::Reveal) => Msg::NoSingleReveal,
        (_, Aid::Follow) => Msg::NoSingleFollow,
    })
}

/// "No mistakes so far", with the marks' clause when the board has some.
pub fn no_mistakes(words: &Catalog, marked: bool) -> String {
    words.say(if marked {
        Msg::NoMistakesMarked
    } else {
        Msg::NoMistakes
    })
}

/// A refusal of the logical path in `words`' language; the others (parts of a job the page
/// wrote itself that could not be read back) stay as the worker's English names them.
pub fn refusal(words: &Catalog, why: &Refusal) -> String {
    match why {
        Refusal::NoPath(why) => unsolved(words, *why, Aid::Follow),
        Refusal::Path(PathError::GaveUp { .. }) => words.say(Msg::PathTooLong),
        other => other.to_string(),
    }
}

/// The first of `wrong` named, with how many there are in all.
fn mistakes(words: &Catalog, wrong: &[Mistake], puzzle: &Puzzle) -> String {
    let Some(&first) = wrong.first() else {
        return no_mistakes(words, false);
    };
    let (a, b) = ends(words, puzzle, first.edge());
    let seam = seam(words, puzzle, first.edge());
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
        1 => words.say_with(one, &args),
        n => words.say_count(more, n as u64, &args),
    }
}

fn step(words: &Catalog, d: &Deduction, puzzle: &Puzzle) -> String {
    technique_reason(words, d.technique, &d.reason, puzzle)
}

/// A technique's title and a reason, as a step says them ("Capacity: The 4 at …").
pub fn technique_reason(
    words: &Catalog,
    technique: Technique,
    why: &Reason,
    puzzle: &Puzzle,
) -> String {
    words.say_with(
        Msg::Step,
        &[
            ("technique", &words.say(common::title(technique))),
            ("reason", &reason(words, why, puzzle)),
        ],
    )
}

fn reveal(words: &Catalog, edge: EdgeId, count: u8, puzzle: &Puzzle) -> String {
    let (a, b) = ends(words, puzzle, edge);
    words.say_count(
        Msg::Reveal,
        u64::from(count),
        &[("a", &a), ("b", &b), ("seam", &seam(words, puzzle, edge))],
    )
}

#[cfg(test)]
mod reasons;
#[cfg(test)]
mod tests;
