//! The browser's side of a backup: gathers every record from localStorage into a [`Backup`],
//! and writes a merged one back, all of it or, when the browser refuses a write (storage
//! full), none of it.

use super::format::{Backup, HashiRecords, SlideRecords};
use super::json;
use crate::hashi::editor::drafts::{self, StoredDraft};
use crate::hashi::storage::{self as hashi_storage, StoredGame};
use crate::hashi::{learn::progress, panels::snapshots};
use crate::shell::prefs;
use crate::shell::storage;
use crate::slide::storage as slide_storage;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::collections::BTreeMap;

/// The record under `key`, read by the backup's own JSON code (see `json`); `None` when absent
/// or unreadable.
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

/// Everything this browser keeps, as one backup made at `now_ms`. Records the checks refuse
/// are left out (the game would set them aside on opening), so that every backup restores.
pub fn gather(now_ms: u64) -> Backup {
    let keys = storage::keys();
    let mut drafts: Vec<StoredDraft> = read(drafts::KEY);
    drafts.sort_by(|a, b| b.updated_ms.total_cmp(&a.updated_ms));
    let saves: BTreeMap<String, StoredGame> = under(&keys, hashi_storage::SAVE_PREFIX);
    // The hub's offer keeps its dismissal under a key of its own; the learn record still reads
    // it, so the backup carries it there.
    let mut learn: progress::Learned = read(progress::LEARN);
    learn.offer_dismissed |= read::<bool>(progress::OFFER_DISMISSED);
    let mut backup = Backup::new(
        now_ms,
        HashiRecords {
            saves,
            snapshots: under(&keys, snapshots::PREFIX),
            stats: read(hashi_storage::STATS),
            technique_uses: under(&keys, hashi_storage::USES_PREFIX),
            last_puzzle: optional(hashi_storage::LAST_PUZZLE),
            drafts,
            learn,
        },
        SlideRecords {
            save: optional(slide_storage::SAVE),
            best: read(slide_storage::BEST),
            picture: optional(slide_storage::PICTURE),
        },
        optional(prefs::KEY),
    );
    super::validate::drop_refused(&mut backup);
    backup
}

/// Every record of `records` as a key and its stored JSON.
fn entries(records: &Backup) -> Vec<(String, String)> {
    fn json(value: &impl Serialize) -> String {
        json::compact(value)
    }
    let hashi = &records.hashi;
    let mut out = Vec::new();
    for (id, stored) in &hashi.saves {
        out.push((format!("{}{id}", hashi_storage::SAVE_PREFIX), json(stored)));
    }
    for (id, list) in &hashi.snapshots {
        out.push((format!("{}{id}", snapshots::PREFIX), json(list)));
    }
    for (id, uses) in &hashi.technique_uses {
        out.push((format!("{}{id}", hashi_storage::USES_PREFIX), json(uses)));
    }
    // Records that are still their defaults are not written: a browser that never had them
    // keeps not having them.
    if hashi.stats != Default::default() {
        out.push((hashi_storage::STATS.into(), json(&hashi.stats)));
    }
    if let Some(path) = &hashi.last_puzzle {
        out.push((hashi_storage::LAST_PUZZLE.into(), json(path)));
    }
    if !hashi.drafts.is_empty() {
        out.push((drafts::KEY.into(), json(&hashi.drafts)));
    }
    if hashi.learn != Default::default() {
        out.push((progress::LEARN.into(), json(&hashi.learn)));
    }
    if let Some(save) = &records.slide.save {
        out.push((slide_storage::SAVE.into(), json(save)));
    }
    if !records.slide.best.is_empty() {
        out.push((slide_storage::BEST.into(), json(&records.slide.best)));
    }
    if let Some(picture) = &records.slide.picture {
        out.push((slide_storage::PICTURE.into(), json(picture)));
    }
    if let Some(settings) = &records.settings {
        out.push((prefs::KEY.into(), json(settings)));
    }
    out
}

/// Writes every record of `records`. When the browser refuses one, each key written so far
/// gets its earlier value back and the error is the browser's reason, when it gives one: a
/// restore changes all or nothing.
pub fn write(records: &Backup) -> Result<(), Option<String>> {
    let mut before: Vec<(String, Option<String>)> = Vec::new();
    for (key, value) in entries(records) {
        before.push((key.clone(), storage::get_text(&key).ok().flatten()));
        if let Err(why) = storage::set_text(&key, &value) {
            for (key, old) in before.into_iter().rev() {
                match old {
                    Some(old) => {
                        let _ = storage::set_text(&key, &old);
                    }
                    None => storage::remove(&key),
                }
            }
            return Err(Some(why));
        }
    }
    Ok(())
}
