//! The backup file: versioned, human-readable JSON holding every record this browser keeps.
//! [`Backup::to_json`] writes it; `super::read` takes it back.

pub use crate::hashi::records::backup::HashiRecords;
use crate::shell::prefs::Prefs;
pub use crate::slide::records::SlideRecords;
use serde::{Deserialize, Serialize};

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
