//! Why a change to a draft is refused, as the typed error's terse `Display` (for logs and
//! tests; a player reads `hashi_words::editor::refusal`'s words).

use super::draft::DraftError;
use crate::generator::{MAX_GENERATED_SIDE, MIN_SIDE};
use crate::rule_set::RuleSet;
use crate::words::{places, Place};
use std::fmt;

const MAX_BRIDGES: u8 = RuleSet::STANDARD.max_bridges();
const MAX_TARGET: u8 = RuleSet::STANDARD.max_target();

impl fmt::Display for DraftError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DraftError::Size { width, height } => write!(
                f,
                "grid {width}x{height}: sides {MIN_SIDE} to {MAX_GENERATED_SIDE}"
            ),
            DraftError::Outside { pos } => write!(f, "{} outside the grid", Place(pos)),
            DraftError::Number { pos, number } => {
                write!(f, "number at {}: {number} > {MAX_TARGET}", Place(pos))
            }
            DraftError::NoIsland { pos } => write!(f, "no island at {}", Place(pos)),
            DraftError::OnBridge { pos } => write!(f, "{} is on a bridge", Place(pos)),
            DraftError::NotInLine { a, b } => {
                let (a, b) = places((a, b));
                write!(f, "{a} and {b} not in line")
            }
            DraftError::IslandBetween { a, b, between } => {
                let (a, b, between) = (Place(a), Place(b), Place(between));
                write!(f, "island at {between} between {a} and {b}")
            }
            DraftError::Crossing { a, b } => {
                let (a, b) = places((a, b));
                write!(f, "bridge {a} to {b} crosses a bridge")
            }
            DraftError::BridgeCount { a, b, count } => {
                let (a, b) = places((a, b));
                write!(f, "{count} bridges {a} to {b}: 1 to {MAX_BRIDGES}")
            }
            DraftError::NumberFollowsBridges { pos } => {
                write!(f, "number at {} follows its bridges", Place(pos))
            }
        }
    }
}

impl std::error::Error for DraftError {}
