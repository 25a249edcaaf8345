//! The backup file: versioned, human-readable JSON holding every record this browser keeps.
//! [`Backup::to_json`] writes it; [`read`] takes it back, refusing anything that is not a
//! Hashi backup of a version this app knows, or whose parts do not pass the checks of
//! [`super::validate`].

use super::error::{BackupError, Odd};
use crate::hashi::editor::drafts::StoredDraft;
use crate::hashi::learn::progress::Learned;
use crate::hashi::panels::snapshots::Snapshot;
use crate::hashi::storage::{Stats, StoredGame};
use crate::shell::prefs::Prefs;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What the first field of every backup says, so that another app's JSON is told apart.
pub const FORMAT: &str = "hashi-backup";
/// The format written now; a reader refuses a higher one rather than guess at it.
pub const VERSION: u32 = 1;
/// Files above this are refused unread: 200 saves take well under 1 MB, and a Slide picture
/// (a data URL kept in localStorage, itself limited to about 5 MB) is the largest part.
pub const MOST_BYTES: u64 = 12_000_000;

/// Everything this browser keeps, by game. Parts added in later versions must default, so
/// that every older file still reads.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Backup {
    pub format: String,
    pub version: u32,
    /// When the file was written (ms since 1970), for the player's eyes.
    #[serde(default)]
    pub made_ms: u64,
    #[serde(default)]
    pub hashi: HashiRecords,
    #[serde(default)]
    pub slide: SlideRecords,
    /// The preferences; none when this browser never stored any.
    #[serde(default)]
    pub settings: Option<Prefs>,
}

/// Hashi's records, by the storage id of each puzzle where they are per puzzle.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct HashiRecords {
    #[serde(default)]
    pub saves: BTreeMap<String, StoredGame>,
    #[serde(default)]
    pub snapshots: BTreeMap<String, Vec<Snapshot>>,
    /// Solves, best times, the daily puzzles solved (the streak) and hints used.
    #[serde(default)]
    pub stats: Stats,
    /// The technique counts of generated puzzles, for their labels.
    #[serde(default)]
    pub technique_uses: BTreeMap<String, BTreeMap<String, usize>>,
    #[serde(default)]
    pub last_puzzle: Option<String>,
    #[serde(default)]
    pub drafts: Vec<StoredDraft>,
    #[serde(default)]
    pub learn: Learned,
}

/// The Slide puzzle's records.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SlideRecords {
    #[serde(default)]
    pub save: Option<slide_core::Save>,
    /// The fewest moves per challenge ("seed/steps").
    #[serde(default)]
    pub best: BTreeMap<String, u32>,
    /// The player's own picture, as a data URL.
    #[serde(default)]
    pub picture: Option<String>,
}

impl Backup {
    /// A backup of these records, stamped with this format and version.
    pub fn new(
        made_ms: u64,
        hashi: HashiRecords,
        slide: SlideRecords,
        settings: Option<Prefs>,
    ) -> Self {
        Backup {
            format: FORMAT.to_string(),
            version: VERSION,
            made_ms,
            hashi,
            slide,
            settings,
        }
    }

    /// The file's text: an outline (a section per game, a line per record), so that a player
    /// can read what it holds.
    pub fn to_json(&self) -> String {
        super::json::outline(self)
    }

    /// How many puzzles' saves it holds, for the lines that report on it.
    pub fn save_count(&self) -> usize {
        self.hashi.saves.len()
    }
}

/// Reads a backup file's text: its kind and version first (so that a foreign or newer file
/// is named as such, not as damaged), then its shape, then every part through the same
/// checks as the records it restores.
pub fn read(text: &str) -> Result<Backup, BackupError> {
    if text.len() as u64 > MOST_BYTES {
        return Err(BackupError::TooLarge {
            bytes: text.len() as u64,
            most: MOST_BYTES,
        });
    }
    let value: serde_json::Value =
        super::json::from_text(text).map_err(|e| BackupError::NotJson {
            line: e.line(),
            column: e.column(),
            reason: reason(&e),
        })?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(BackupError::Foreign);
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v > u64::from(VERSION) => {
            return Err(BackupError::TooNew {
                version: u32::try_from(v).unwrap_or(u32::MAX),
            })
        }
        Some(v) if v >= 1 => {}
        _ => return Err(BackupError::Value { what: Odd::Version }),
    }
    // Read again from the text, not the value, so that a wrong part is placed by line.
    let backup: Backup = super::json::from_text(text).map_err(|e| BackupError::Shape {
        line: e.line(),
        column: e.column(),
        reason: reason(&e),
    })?;
    super::validate::check(&backup)?;
    Ok(backup)
}

/// serde's reason without the position it appends (the error says it once).
fn reason(error: &serde_json::Error) -> String {
    let text = error.to_string();
    match text.rfind(" at line ") {
        Some(cut) => text[..cut].to_string(),
        None => text,
    }
}
