//! Why a backup file is refused: what is wrong, where in the file, and why, in words for the
//! player. A refused file changes nothing.

use std::fmt;

/// The one error of reading a backup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupError {
    /// Larger than any backup this app writes: refused before it is read.
    TooLarge { bytes: u64, most: u64 },
    /// Not JSON at all (or cut short), at this line and column.
    NotJson {
        line: usize,
        column: usize,
        reason: String,
    },
    /// JSON, but not a Hashi backup (another app's file, or a save copied by hand).
    Foreign,
    /// Written by a newer version of the app, whose format this one cannot know.
    TooNew { version: u32 },
    /// A Hashi backup whose parts have the wrong shape, at this line and column.
    Shape {
        line: usize,
        column: usize,
        reason: String,
    },
    /// A puzzle's save that does not replay through the rules.
    Save { id: String, reason: String },
    /// A snapshot that does not fit its puzzle.
    Snapshot {
        id: String,
        name: String,
        reason: String,
    },
    /// An editor draft the editor would refuse.
    Draft { id: String, reason: String },
    /// The Slide board's save that does not replay.
    SlideSave { reason: String },
    /// Anything else that no version of the app writes: `what` names it.
    Value { what: String, reason: String },
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::TooLarge { bytes, most } => write!(
                f,
                "This file is {} MB, larger than any Hashi backup (at most {} MB), so it was not read.",
                bytes.div_ceil(1_000_000),
                most / 1_000_000
            ),
            BackupError::NotJson {
                line,
                column,
                reason,
            } => write!(
                f,
                "This file is not a Hashi backup: it is not readable JSON (line {line}, column {column}: {reason})."
            ),
            BackupError::Foreign => f.write_str(
                "This file is not a Hashi backup: it does not start with \"format\": \"hashi-backup\". Choose a file that \"Back up\" wrote.",
            ),
            BackupError::TooNew { version } => write!(
                f,
                "This backup was written by a newer version of Hashi (format {version}; this one reads format {}). Reload the page to update, then restore again.",
                super::format::VERSION
            ),
            BackupError::Shape {
                line,
                column,
                reason,
            } => write!(
                f,
                "This backup is damaged at line {line}, column {column}: {reason}."
            ),
            BackupError::Save { id, reason } => {
                write!(f, "This backup is damaged: the save of {id} does not replay ({reason}).")
            }
            BackupError::Snapshot { id, name, reason } => write!(
                f,
                "This backup is damaged: the snapshot \"{name}\" of {id} does not fit its puzzle ({reason})."
            ),
            BackupError::Draft { id, reason } => {
                write!(f, "This backup is damaged: the editor draft {id} is refused ({reason}).")
            }
            BackupError::SlideSave { reason } => {
                write!(f, "This backup is damaged: the Slide board does not replay ({reason}).")
            }
            BackupError::Value { what, reason } => {
                write!(f, "This backup is damaged: {what} {reason}.")
            }
        }
    }
}

impl std::error::Error for BackupError {}
