//! Why a change to a draft is refused, as the typed error's `Display` (for logs and tests; a
//! player reads `hashi_words::editor`'s words).

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
