//! localStorage primitives shared by every game: read a record (falling back to its default)
//! and write one, with errors turned into messages a player can read.

use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

/// Reads a record, falling back to its default when absent or unreadable.
pub fn read<T: for<'de> Deserialize<'de> + Default>(key: &str) -> T {
    LocalStorage::get(key).unwrap_or_default()
}

/// Writes a record; the error is a message for the player, naming `what` was not kept.
pub fn write<T: Serialize>(key: &str, value: &T, what: &str) -> Result<(), String> {
    LocalStorage::set(key, value)
        .map_err(|e| format!("{what} cannot be saved ({e}); the game still plays."))
}

/// Writes a record; the error is only the browser's reason, for a caller that words the
/// sentence around it in the player's language.
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

/// Reads a saved game's record without judging its contents (the game replays it).
pub fn find<T: for<'de> Deserialize<'de>>(key: &str) -> Stored<T> {
    use gloo_storage::errors::StorageError;
    match LocalStorage::get::<T>(key) {
        Ok(value) => Stored::Found(value),
        Err(StorageError::KeyNotFound(_)) => Stored::Absent,
        Err(why) => Stored::Unreadable(why.to_string()),
    }
}
