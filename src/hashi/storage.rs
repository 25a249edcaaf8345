//! Versioned localStorage records: per-puzzle saves, the last puzzle, settings and statistics.
//! Saves are restored by replaying their moves through the core, so a bad one is refused.

use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use hashi_core::{Game, Mode, Puzzle, Save};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

const SAVE_PREFIX: &str = "hashi:v1:save:";
pub const LAST_PUZZLE: &str = "hashi:v1:lastPuzzle";
pub const SETTINGS: &str = "hashi:v1:settings";
pub const STATS: &str = "hashi:v1:stats";

/// A puzzle's progress as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredGame {
    pub save: Save,
    pub elapsed_ms: u64,
    /// Whether this puzzle was already counted in the statistics.
    #[serde(default)]
    pub counted: bool,
    /// Islands the player marked as done.
    #[serde(default)]
    pub marked: Vec<usize>,
}

/// Player settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Default)]
pub struct Settings {
    /// Allow islands to take more bridges than their number.
    #[serde(default)]
    pub free_mode: bool,
    /// Show error marks while playing; None follows the difficulty (on below hard).
    #[serde(default)]
    pub show_errors: Option<bool>,
    /// "light" or "dark"; None follows the system.
    #[serde(default)]
    pub theme: Option<String>,
    /// Pips toward the directions where an island can still take a bridge.
    #[serde(default)]
    pub show_pips: bool,
    /// Each island's count of bridges still needed.
    #[serde(default)]
    pub show_remaining: bool,
}

/// Applies a theme choice to the page (None follows the system).
pub fn apply_theme(theme: Option<&str>) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = match theme {
            Some(t) => root.set_attribute("data-theme", t),
            None => root.remove_attribute("data-theme"),
        };
    }
}

/// One line of the statistics: puzzles of a difficulty and size.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Default)]
pub struct Record {
    pub solved: u32,
    pub best_ms: Option<u64>,
}

/// Solved counts and best times per "difficulty size", and which puzzles were solved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Default)]
pub struct Stats {
    #[serde(default)]
    pub records: BTreeMap<String, Record>,
    #[serde(default)]
    pub solved_ids: Vec<String>,
}

impl Stats {
    /// Counts a solve once.
    pub fn record(&mut self, key: &str, puzzle_id: &str, elapsed_ms: u64) {
        let r = self.records.entry(key.to_string()).or_default();
        r.solved += 1;
        r.best_ms = Some(r.best_ms.map_or(elapsed_ms, |b| b.min(elapsed_ms)));
        if !self.solved_ids.iter().any(|id| id == puzzle_id) {
            self.solved_ids.push(puzzle_id.to_string());
        }
    }

    pub fn is_solved(&self, puzzle_id: &str) -> bool {
        self.solved_ids.iter().any(|id| id == puzzle_id)
    }
}

/// The outcome of looking for a saved game.
pub enum Resumed {
    Fresh(Game),
    Restored(Game, StoredGame),
    /// The save was unusable; the game starts afresh and the player is told why.
    Discarded(Game, String),
}

fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// Loads the saved game for `id`, replaying it through the rules.
pub fn resume(id: &str, puzzle: Arc<Puzzle>, mode: Mode) -> Resumed {
    let fresh = || Game::new(puzzle.clone(), mode);
    match LocalStorage::get::<StoredGame>(save_key(id)) {
        Err(StorageError::KeyNotFound(_)) => Resumed::Fresh(fresh()),
        Err(StorageError::SerdeError(e)) => Resumed::Discarded(
            fresh(),
            format!(
                "Your saved progress on this puzzle could not be read ({e}), so it starts afresh."
            ),
        ),
        Err(e) => Resumed::Discarded(
            fresh(),
            format!("Saved progress is unavailable ({e}); this puzzle starts afresh."),
        ),
        Ok(stored) => match Game::restore_for(puzzle.clone(), &stored.save, mode) {
            Ok(game) => Resumed::Restored(game, stored),
            Err(e) => Resumed::Discarded(
                fresh(),
                format!(
                    "Your saved progress on this puzzle was damaged ({e}), so it starts afresh."
                ),
            ),
        },
    }
}

/// Stores progress; the error is a message for the player.
pub fn store(id: &str, stored: &StoredGame) -> Result<(), String> {
    LocalStorage::set(save_key(id), stored).map_err(|e| {
        format!("Progress cannot be saved ({e}); the game still plays, but a reload will lose it.")
    })
}

/// Reads a record, falling back to its default when absent or unreadable.
pub fn read<T: for<'de> Deserialize<'de> + Default>(key: &str) -> T {
    LocalStorage::get(key).unwrap_or_default()
}

/// Writes a record; the error is a message for the player.
pub fn write<T: Serialize>(key: &str, value: &T) -> Result<(), String> {
    LocalStorage::set(key, value)
        .map_err(|e| format!("Your settings cannot be saved ({e}); the game still plays."))
}

/// The path of the last puzzle played, if any.
pub fn last_puzzle() -> Option<String> {
    LocalStorage::get::<String>(LAST_PUZZLE)
        .ok()
        .filter(|p| p.starts_with("/hashi/"))
}
