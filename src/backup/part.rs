//! The small trait through which the backup composes each game's records: a game's part of
//! the file is exported from this browser, written back as its records, checked and merged
//! by the game's records home; the backup itself knows none of the game's components.

use super::error::BackupError;
use std::collections::BTreeMap;

/// What a merge took from the file: puzzles whose save came from it, and those saved in
/// both places whose copy here was newer and stayed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub from_file: usize,
    pub kept_here: usize,
}

/// One game's part of a backup.
pub trait Part: Sized {
    /// Everything of the game this browser keeps now, as stored (not yet checked).
    fn export() -> Self;
    /// Each record as its key and the JSON to store under it; records still at their default
    /// are left out, so that a browser that never had them keeps not having them.
    fn entries(&self) -> Vec<(String, String)>;
    /// Passes when every record would be accepted where it is used.
    fn validate(&self) -> Result<(), BackupError>;
    /// Leaves out each record [`Part::validate`] would refuse, so that a backup always restores.
    fn drop_refused(&mut self);
    /// Joins the records `here` with a file's: nothing present on either side is lost.
    fn merge(here: Self, file: Self) -> (Self, Tally);
}

/// Every key of both maps; `both` decides a key present in each (ours first).
pub fn join_maps<V>(
    ours: BTreeMap<String, V>,
    theirs: BTreeMap<String, V>,
    both: impl Fn(V, V) -> V,
) -> BTreeMap<String, V> {
    let mut joined = ours;
    for (key, value) in theirs {
        let value = match joined.remove(&key) {
            Some(mine) => both(mine, value),
            None => value,
        };
        joined.insert(key, value);
    }
    joined
}
