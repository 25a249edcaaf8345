//! The English of the editor, all in one place: the status line for a report, why a draft has
//! no solution, the suggestion that removes an ambiguity and why a change to a draft is
//! refused, written from their data.

use super::draft::{Change, DraftError};
use super::report::{Judgement, Rated, Report};
use super::suggest::Suggestion;
use super::verdict::{Shortfall, Why};
use crate::generator::{MAX_GENERATED_SIDE, MIN_SIDE};
use crate::geom::Pos;
use crate::rule_set::RuleSet;
use crate::words::{bridges, capitalise, places, Place};
use std::fmt;

const MAX_BRIDGES: u8 = RuleSet::STANDARD.max_bridges();
const MAX_TARGET: u8 = RuleSet::STANDARD.max_target();

impl Report {
    /// The status line.
    pub fn text(&self) -> String {
        match &self.judgement {
            Judgement::Empty => "Place islands to begin.".into(),
            Judgement::GaveUp => "This draft is too large to check here.".into(),
            Judgement::NoSolution(why) => format!("No solution. {}", why.text()),
            Judgement::Unique(Some(Rated { band, techniques })) => {
                let needs: Vec<&str> = techniques.iter().map(|(t, _)| t.name()).collect();
                let needs = match needs.len() {
                    0 => String::new(),
                    _ => format!(", needs {}", needs.join(", ")),
                };
                format!("Exactly one solution — rated {band}{needs}.")
            }
            Judgement::Unique(None) => {
                "Exactly one solution (too hard to rate within the budget).".into()
            }
            Judgement::Several(_) => {
                "Several solutions: two of them differ at the highlighted islands.".into()
            }
        }
    }
}

impl Why<Pos> {
    /// Why a draft has no solution, as a sentence of its own.
    pub fn text(&self) -> String {
        match *self {
            Why::Stuck {
                island,
                target,
                short,
            } => {
                let why = match short {
                    Shortfall::TooFew { most: 0 } => {
                        "cannot take a single bridge from its neighbours".to_string()
                    }
                    Shortfall::TooFew { most } => {
                        format!("can take at most {} from its neighbours", bridges(most))
                    }
                    Shortfall::TooMany { least } => {
                        format!("is forced to take at least {}", bridges(least))
                    }
                };
                format!("The {target} at {} {why}.", Place(island))
            }
            Why::Contradiction(technique) => format!(
                "{} leads to a contradiction around these islands.",
                technique.title()
            ),
            Why::CutOff => "These islands can no longer be joined to the rest.".into(),
            Why::Deductions => "The deductions reach a contradiction.".into(),
            Why::Counting(refuted) => capitalise(&format!("{refuted}.")),
            Why::Unexplained => {
                "Every way to complete it fails, though no single deduction shows where.".into()
            }
        }
    }
}

impl Suggestion {
    /// The sentence offered to the author.
    pub fn text(&self) -> String {
        let after = match self.solutions_after {
            1 => "exactly one solution".to_string(),
            n => format!("{n} solutions"),
        };
        let what: Vec<String> = self
            .changes
            .iter()
            .enumerate()
            .map(|(i, change)| {
                let text = match *change {
                    Change::AddIsland { pos, number } => {
                        format!("add a {number} at {}", Place(pos))
                    }
                    Change::SetNumber { pos, number } => {
                        format!("make the island at {} a {number}", Place(pos))
                    }
                    Change::Bridge { a, b, to, .. } => {
                        format!(
                            "draw {} between {} and {}",
                            bridges(u32::from(to)),
                            Place(a),
                            Place(b)
                        )
                    }
                };
                if i == 0 {
                    capitalise(&text)
                } else {
                    text
                }
            })
            .collect();
        format!("{} to leave {after}.", what.join(" and "))
    }
}

impl fmt::Display for DraftError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DraftError::Size { width, height } => write!(
                f,
                "a {width}x{height} grid cannot be edited: width and height must each be {MIN_SIDE} to {MAX_GENERATED_SIDE}"
            ),
            DraftError::Outside { pos } => write!(f, "{} is outside the grid", Place(pos)),
            DraftError::Number { pos, number } => {
                let pos = Place(pos);
                write!(
                f,
                "{number} cannot be the number at {pos}: island numbers are 1 to {MAX_TARGET}"
                )
            }
            DraftError::NoIsland { pos } => write!(f, "there is no island at {}", Place(pos)),
            DraftError::OnBridge { pos } => {
                let pos = Place(pos);
                write!(
                f,
                "a drawn bridge runs through {pos}: remove it before placing an island there"
                )
            }
            DraftError::NotInLine { a, b } => {
                let (a, b) = places((a, b));
                write!(
                f,
                "{a} and {b} are not in the same row or column, so no bridge can join them"
                )
            }
            DraftError::IslandBetween { a, b, between } => {
                let (a, b, between) = (Place(a), Place(b), Place(between));
                write!(
                f,
                "the island at {between} stands between {a} and {b}, so no bridge can join them"
                )
            }
            DraftError::Crossing { a, b } => {
                let (a, b) = places((a, b));
                write!(
                f,
                "a bridge from {a} to {b} would cross a drawn bridge, and bridges never cross"
                )
            }
            DraftError::BridgeCount { a, b, count } => {
                let (a, b) = places((a, b));
                write!(
                f,
                "{count} bridges between {a} and {b}: a pair takes 1 to {MAX_BRIDGES}"
                )
            }
            DraftError::NumberFollowsBridges { pos } => {
                let pos = Place(pos);
                write!(
                f,
                "the number at {pos} follows its drawn bridges: change those, or remove them first"
                )
            }
        }
    }
}

impl std::error::Error for DraftError {}

impl DraftError {
    /// The message as a sentence of its own, for the status line.
    pub fn sentence(&self) -> String {
        crate::words::sentence(&self.to_string())
    }
}
