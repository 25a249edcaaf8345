//! localStorage primitives shared by every game: read a record (falling back to its default)
//! and write one (the browser's reason when it cannot be), and why a saved game was set aside.

use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

/// Reads a record, falling back to its default when absent or unreadable.
pub fn read<T: for<'de> Deserialize<'de> + Default>(key: &str) -> T {
    LocalStorage::get(key).unwrap_or_default()
}

/// Writes a record; the error is only the browser's reason, for the caller to word its whole
/// sentence around (each record's own: no sentence is put together from a name for it).
pub fn set<T: Serialize>(key: &str, value: &T) -> Result<(), String> {
    LocalStorage::set(key, value).map_err(|e| e.to_string())
}

/// What was found under a saved game's key.
pub enum Stored<T> {
    Absent,
    Found(T),
    /// The record is there but cannot be read; the text says why.
    Unreadable(String),
}

/// Why a saved game was set aside when it was loaded: its record could not be read (the
/// storage's own words), or replaying it through the rules failed (the game's save error).
/// Each game says it in sentences of its own (`hashi::storage::lost`, `slide::storage::lost`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lost<E> {
    Unreadable(String),
    Damaged(E),
}

/// Reads a saved game's record without judging its contents (the game replays it).
pub fn find<T: for<'de> Deserialize<'de>>(key: &str) -> Stored<T> {
    use gloo_storage::errors::StorageError;
    match LocalStorage::get::<T>(key) {
        Ok(value) => Stored::Found(value),
        Err(StorageError::KeyNotFound(_)) => Stored::Absent,
        Err(why) => Stored::Unreadable(why.to_string()),
    }
}
