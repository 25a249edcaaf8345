//! Why a backup file is refused: what is wrong, where in the file, and why, in words for the
//! player. A refused file changes nothing.

use crate::i18n::{t, t_with, BackupMsg as Msg};
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
    Value { what: Odd },
}

/// A part of a backup with a value no version of the app writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Odd {
    /// The format's version is not a number from 1 up.
    Version,
    /// The last puzzle played is not the address of a Hashi puzzle.
    LastPuzzle(String),
    /// The Slide picture is not a `data:image/` address.
    SlidePicture,
}

/// The sentence in the player's language (English where no app provides one, as in the
/// unit tests); the reasons underneath come from the readers and the rules, in English.
impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |line: &usize, column: &usize| [line.to_string(), column.to_string()];
        let text = match self {
            BackupError::TooLarge { bytes, most } => t_with(
                Msg::TooLarge,
                &[
                    ("size", &bytes.div_ceil(1_000_000).to_string()),
                    ("most", &(most / 1_000_000).to_string()),
                ],
            ),
            BackupError::NotJson {
                line,
                column,
                reason,
            } => {
                let [line, column] = at(line, column);
                t_with(
                    Msg::NotJson,
                    &[("line", &line), ("column", &column), ("reason", reason)],
                )
            }
            BackupError::Foreign => t(Msg::Foreign),
            BackupError::TooNew { version } => t_with(
                Msg::TooNew,
                &[
                    ("version", &version.to_string()),
                    ("current", &super::format::VERSION.to_string()),
                ],
            ),
            BackupError::Shape {
                line,
                column,
                reason,
            } => {
                let [line, column] = at(line, column);
                t_with(
                    Msg::DamagedAt,
                    &[("line", &line), ("column", &column), ("reason", reason)],
                )
            }
            BackupError::Save { id, reason } => {
                t_with(Msg::DamagedSave, &[("id", id), ("reason", reason)])
            }
            BackupError::Snapshot { id, name, reason } => t_with(
                Msg::DamagedSnapshot,
                &[("id", id), ("name", name), ("reason", reason)],
            ),
            BackupError::Draft { id, reason } => {
                t_with(Msg::DamagedDraft, &[("id", id), ("reason", reason)])
            }
            BackupError::SlideSave { reason } => t_with(Msg::DamagedSlide, &[("reason", reason)]),
            BackupError::Value { what } => match what {
                Odd::Version => t(Msg::DamagedVersion),
                Odd::LastPuzzle(path) => t_with(Msg::DamagedLastPuzzle, &[("path", path)]),
                Odd::SlidePicture => t(Msg::DamagedPicture),
            },
        };
        f.write_str(&text)
    }
}

impl std::error::Error for BackupError {}
