//! Hashi's part of a backup: every record of the game, by the storage id of each puzzle where
//! they are per puzzle, gathered from this browser and written back as stored records.

use super::drafts::{self, StoredDraft};
use super::learn::{self, Learned};
use super::pace::{PaceRecord, PACE};
use super::personal_packs::{self, PersonalPacks};
use super::place::{LAST_PUZZLE, USES_PREFIX};
use super::saves::{StoredGame, SAVE_PREFIX};
use super::snapshots::{self, Snapshot};
use super::stats::{Stats, STATS};
use crate::backup::json;
use crate::shell::storage;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Hashi's records. Parts added in later versions must default, so that every older file
/// still reads.
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
    /// The solves the time model learns from (issue 49; older files have none).
    #[serde(default)]
    pub pace: PaceRecord,
    /// The player's imported packs (backups from before them have none).
    #[serde(default)]
    pub personal_packs: PersonalPacks,
}

/// The record under `key`, read by the backup's own JSON code (see `backup::json`); `None`
/// when absent or unreadable.
fn optional<T: DeserializeOwned>(key: &str) -> Option<T> {
    let text = storage::get_text(key).ok().flatten()?;
    json::from_text(&text).ok()
}

/// The record under `key`, or its default.
fn read<T: DeserializeOwned + Default>(key: &str) -> T {
    optional(key).unwrap_or_default()
}

/// The records under `prefix`, by the rest of their key. One that cannot be read is left
/// out: the game would set it aside too, and the backup must restore.
fn under<T: DeserializeOwned>(keys: &[String], prefix: &str) -> BTreeMap<String, T> {
    keys.iter()
        .filter_map(|key| Some((key.strip_prefix(prefix)?.to_string(), optional(key)?)))
        .collect()
}

impl HashiRecords {
    /// Every Hashi record this browser keeps, as stored.
    pub fn gather() -> HashiRecords {
        let keys = storage::keys();
        let mut drafts: Vec<StoredDraft> = read(drafts::KEY);
        drafts.sort_by(|a, b| b.updated_ms.total_cmp(&a.updated_ms));
        // The hub's offer keeps its dismissal under a key of its own; the learn record still
        // reads it, so the backup carries it there.
        let mut learn: Learned = read(learn::LEARN);
        learn.offer_dismissed |= read::<bool>(learn::OFFER_DISMISSED);
        HashiRecords {
            saves: under(&keys, SAVE_PREFIX),
            snapshots: under(&keys, snapshots::PREFIX),
            stats: read(STATS),
            technique_uses: under(&keys, USES_PREFIX),
            last_puzzle: optional(LAST_PUZZLE),
            drafts,
            learn,
            pace: read(PACE),
            personal_packs: read(personal_packs::KEY),
        }
    }

    /// Every record as a key and its stored JSON.
    pub fn stored(&self) -> Vec<(String, String)> {
        fn json(value: &impl Serialize) -> String {
            json::compact(value)
        }
        let mut out = Vec::new();
        for (id, stored) in &self.saves {
            out.push((format!("{SAVE_PREFIX}{id}"), json(stored)));
        }
        for (id, list) in &self.snapshots {
            out.push((format!("{}{id}", snapshots::PREFIX), json(list)));
        }
        for (id, uses) in &self.technique_uses {
            out.push((format!("{USES_PREFIX}{id}"), json(uses)));
        }
        // Records that are still their defaults are not written: a browser that never had
        // them keeps not having them.
        if self.stats != Stats::default() {
            out.push((STATS.into(), json(&self.stats)));
        }
        if let Some(path) = &self.last_puzzle {
            out.push((LAST_PUZZLE.into(), json(path)));
        }
        if !self.drafts.is_empty() {
            out.push((drafts::KEY.into(), json(&self.drafts)));
        }
        if !self.personal_packs.packs.is_empty() {
            out.push((personal_packs::KEY.into(), json(&self.personal_packs)));
        }
        if self.learn != Learned::default() {
            out.push((learn::LEARN.into(), json(&self.learn)));
        }
        if !self.pace.solves.is_empty() {
            out.push((PACE.into(), json(&self.pace)));
        }
        out
    }
}
