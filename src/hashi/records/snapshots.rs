//! Snapshots: the named positions kept per puzzle beside its save, newest first.

use crate::shell::storage;
use serde::{Deserialize, Serialize};

/// Snapshots kept per puzzle at most; the oldest go first.
pub const MAX_SNAPSHOTS: usize = 30;

/// Where the snapshots of a puzzle are kept.
pub const PREFIX: &str = "hashi:v1:snapshots:";

/// One saved position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub name: String,
    /// The bridges, as moves (`r,c-r,c=n` joined by `;`).
    pub position: String,
    pub bridges: usize,
}

fn key(storage_id: &str) -> String {
    format!("{PREFIX}{storage_id}")
}

/// The snapshots of the puzzle stored under `storage_id` (none when absent or unreadable).
pub fn read(storage_id: &str) -> Vec<Snapshot> {
    storage::read(&key(storage_id))
}

/// Keeps `list` as the puzzle's snapshots; the browser's reason when it cannot.
pub fn keep(storage_id: &str, list: &[Snapshot]) -> Result<(), String> {
    storage::set(&key(storage_id), &list)
}
