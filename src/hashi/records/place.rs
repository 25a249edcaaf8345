//! Where the player was: the last puzzle played (for `/hashi` and the hub's "continue"), and
//! the technique counts of generated puzzles (their labels when resumed from a save).

use crate::shell::not_saved::{NotSaved, Unsaved};
use crate::shell::storage;
use std::collections::BTreeMap;

pub const LAST_PUZZLE: &str = "hashi:v1:lastPuzzle";
pub const USES_PREFIX: &str = "hashi:v1:uses:";

/// Remembers the puzzle being played, for `/hashi` and the hub's "continue".
pub fn remember_last_puzzle(path: &str) -> Result<(), NotSaved> {
    storage::set(LAST_PUZZLE, &path.to_string()).map_err(|why| NotSaved {
        what: Unsaved::Place,
        why,
    })
}

/// The path of the last puzzle played, if any.
pub fn last_puzzle() -> Option<String> {
    storage::read::<Option<String>>(LAST_PUZZLE).filter(|p| p.starts_with("/hashi/"))
}

/// The technique counts of a generated puzzle's rating, kept when it was generated (empty
/// when they were not).
pub fn technique_uses(id: &str) -> BTreeMap<String, usize> {
    storage::read(&format!("{USES_PREFIX}{id}"))
}

/// Keeps a generated puzzle's technique counts for when it is resumed from its save. Where the
/// browser will not store them, the player is not troubled: a resumed puzzle only lacks its
/// technique labels.
pub fn keep_technique_uses(id: &str, uses: &BTreeMap<String, usize>) {
    let _ = storage::set(&format!("{USES_PREFIX}{id}"), uses);
}
