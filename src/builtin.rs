//! The puzzle the app opens with until packs ship: small, with exactly one solution.

use hashi_core::formats::parse_task;
use hashi_core::Puzzle;

/// A 7x7 starter puzzle (its uniqueness is checked by the core's tests of this string).
pub const STARTER_TASK: &str = "7x7:3b5b2j3a3a3a3j2h24b31";

/// The starter puzzle, parsed.
pub fn starter() -> Puzzle {
    parse_task(STARTER_TASK).unwrap_or_else(|e| panic!("the built-in puzzle is valid: {e}"))
}
