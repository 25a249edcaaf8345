//! The editor's verdicts (group `editor`): the status line for a report, why a draft has no
//! solution, the suggestion that removes an ambiguity and why an edit was refused, each
//! written from the core's data. The page's editor and the worker's golden test speak through
//! these. The techniques' names are the `techniques` group's, repeated here (a group is one
//! chunk's) and held equal to it by a unit test.

use crate::catalog::Catalog;
use crate::common::{self, bridges, place};
use crate::EditorMsg as Msg;
use hashi_core::editor::{
    Change, DraftError, Judgement, Rated, Report, Shortfall, Suggestion, Why,
};
use hashi_core::generator::{MAX_GENERATED_SIDE, MIN_SIDE};
use hashi_core::rule_set::RuleSet;
use hashi_core::solver::counting::Refutation;
use hashi_core::words::capitalise;
use hashi_core::Pos;

/// The status line for `report`.
pub fn report(words: &Catalog, report: &Report) -> String {
    match &report.judgement {
        Judgement::Empty => words.say(Msg::Empty),
        Judgement::GaveUp => words.say(Msg::TooLarge),
        Judgement::NoSolution(why_not) => {
            words.say_with(Msg::NoSolution, &[("why", &why(words, why_not))])
        }
        Judgement::Unique(Some(Rated { band, techniques })) => {
            let band = words.say(common::band(*band));
            if techniques.is_empty() {
                words.say_with(Msg::Unique, &[("band", &band)])
            } else {
                let needs: Vec<String> = techniques
                    .iter()
                    .map(|(t, _)| words.say(common::name(*t)))
                    .collect();
                words.say_with(
                    Msg::UniqueNeeds,
                    &[
                        ("band", &band),
                        (
                            "techniques",
                            &needs.join(&words.say(crate::WordsMsg::SeriesSep)),
                        ),
                    ],
                )
            }
        }
        Judgement::Unique(None) => words.say(Msg::UniqueUnrated),
        Judgement::Several(_) => words.say(Msg::Several),
    }
}

/// Why a draft has no solution, as a sentence of its own.
pub fn why(words: &Catalog, why: &Why<Pos>) -> String {
    match *why {
        Why::Stuck {
            island,
            target,
            short,
        } => {
            let at = [
                ("target", target.to_string()),
                ("place", place(words, island)),
            ];
            let (msg, bridges) = match short {
                Shortfall::TooFew { most: 0 } => (Msg::StuckNone, None),
                Shortfall::TooFew { most } => (Msg::StuckTooFew, Some(bridges(words, most))),
                Shortfall::TooMany { least } => (Msg::StuckTooMany, Some(bridges(words, least))),
            };
            let mut args: Vec<(&str, &str)> = at.iter().map(|(k, v)| (*k, v.as_str())).collect();
            if let Some(bridges) = &bridges {
                args.push(("bridges", bridges));
            }
            words.say_with(msg, &args)
        }
        Why::Contradiction(technique) => words.say_with(
            Msg::Contradiction,
            &[("technique", &words.say(common::title(technique)))],
        ),
        Why::CutOff => words.say(Msg::CutOff),
        Why::Deductions => words.say(Msg::Deductions),
        Why::Counting(refuted) => words.say(match refuted {
            Refutation::Disconnected => Msg::CountingDisconnected,
            Refutation::OddTotal => Msg::CountingOdd,
            Refutation::TooFewToConnect => Msg::CountingTooFew,
            Refutation::TooManyForTree => Msg::CountingTooMany,
            Refutation::Unbalanced => Msg::CountingUnbalanced,
        }),
        Why::Unexplained => words.say(Msg::Unexplained),
    }
}

/// The sentence offered to the author: the changes, then what they leave.
pub fn suggestion(words: &Catalog, suggestion: &Suggestion) -> String {
    let after = match suggestion.solutions_after {
        1 => words.say(Msg::LeaveOne),
        n => words.say_count(Msg::LeaveMany, n as u64, &[]),
    };
    let changes: Vec<String> = suggestion
        .changes
        .iter()
        .map(|&c| change(words, c))
        .collect();
    let changes = capitalise(&changes.join(&words.say(Msg::ChangeAnd)));
    words.say_with(Msg::Suggestion, &[("changes", &changes), ("after", &after)])
}

fn change(words: &Catalog, change: Change) -> String {
    match change {
        Change::AddIsland { pos, number } => words.say_with(
            Msg::AddIsland,
            &[
                ("number", &number.to_string()),
                ("place", &place(words, pos)),
            ],
        ),
        Change::SetNumber { pos, number } => words.say_with(
            Msg::SetNumber,
            &[
                ("place", &place(words, pos)),
                ("number", &number.to_string()),
            ],
        ),
        Change::Bridge { a, b, to, .. } => words.say_with(
            Msg::Draw,
            &[
                ("bridges", &bridges(words, u32::from(to))),
                ("a", &place(words, a)),
                ("b", &place(words, b)),
            ],
        ),
    }
}

/// Why an edit was refused (or a draft could not be made), as a sentence of its own.
pub fn refusal(words: &Catalog, error: &DraftError) -> String {
    let max_target = RuleSet::STANDARD.max_target().to_string();
    let text = match *error {
        DraftError::Size { width, height } => words.say_with(
            Msg::ErrSize,
            &[
                ("width", &width.to_string()),
                ("height", &height.to_string()),
                ("min", &MIN_SIDE.to_string()),
                ("max", &MAX_GENERATED_SIDE.to_string()),
            ],
        ),
        DraftError::Outside { pos } => {
            words.say_with(Msg::ErrOutside, &[("place", &place(words, pos))])
        }
        DraftError::Number { pos, number } => words.say_with(
            Msg::ErrNumber,
            &[
                ("number", &number.to_string()),
                ("place", &place(words, pos)),
                ("max", &max_target),
            ],
        ),
        DraftError::NoIsland { pos } => {
            words.say_with(Msg::ErrNoIsland, &[("place", &place(words, pos))])
        }
        DraftError::OnBridge { pos } => {
            words.say_with(Msg::ErrOnBridge, &[("place", &place(words, pos))])
        }
        DraftError::NotInLine { a, b } => words.say_with(
            Msg::ErrNotInLine,
            &[("a", &place(words, a)), ("b", &place(words, b))],
        ),
        DraftError::IslandBetween { a, b, between } => words.say_with(
            Msg::ErrBetween,
            &[
                ("between", &place(words, between)),
                ("a", &place(words, a)),
                ("b", &place(words, b)),
            ],
        ),
        DraftError::Crossing { a, b } => words.say_with(
            Msg::ErrCrossing,
            &[("a", &place(words, a)), ("b", &place(words, b))],
        ),
        DraftError::BridgeCount { a, b, count } => words.say_with(
            Msg::ErrBridgeCount,
            &[
                ("asked", &count.to_string()),
                ("a", &place(words, a)),
                ("b", &place(words, b)),
                ("max", &RuleSet::STANDARD.max_bridges().to_string()),
            ],
        ),
        DraftError::NumberFollowsBridges { pos } => {
            words.say_with(Msg::ErrFollows, &[("place", &place(words, pos))])
        }
    };
    capitalise(&text)
}

#[cfg(test)]
mod tests;
