//! Drafts kept in this browser: each with its id, when it last changed and what the editor
//! last said about it, listed newest first. A draft is rebuilt through the core's checks when
//! opened, so a damaged record is reported, never trusted.

use crate::shell::storage;
use hashi_core::editor::{Draft, DraftError, SavedDraft};
use serde::{Deserialize, Serialize};

pub const KEY: &str = "hashi.editor.drafts";

/// Drafts kept at most; the oldest go first.
pub const MAX_DRAFTS: usize = 50;

/// One kept draft.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredDraft {
    pub id: String,
    pub draft: SavedDraft,
    /// Milliseconds since 1970 at the last change.
    pub updated_ms: f64,
    /// The last status the editor gave it (`unique`, `several`…), empty before the first.
    #[serde(default)]
    pub status: String,
}

/// Every kept draft, newest first.
pub fn all() -> Vec<StoredDraft> {
    let mut drafts: Vec<StoredDraft> = storage::read(KEY);
    drafts.sort_by(|a, b| b.updated_ms.total_cmp(&a.updated_ms));
    drafts
}

/// The draft kept under `id`: None if there is none, else the draft or why it is unreadable.
pub fn open(id: &str) -> Option<Result<Draft, DraftError>> {
    let stored = all().into_iter().find(|d| d.id == id)?;
    Some(Draft::from_saved(&stored.draft))
}

/// Keeps `draft` under `id`, with `status` when known (else the last one kept); the browser's
/// reason when it cannot (the page words the sentence around it).
pub fn keep(id: &str, draft: &Draft, status: Option<&str>) -> Result<(), String> {
    let mut drafts = all();
    let previous = drafts
        .iter()
        .position(|d| d.id == id)
        .map(|i| drafts.remove(i));
    let status = status
        .map(str::to_string)
        .or(previous.map(|p| p.status))
        .unwrap_or_default();
    drafts.insert(
        0,
        StoredDraft {
            id: id.to_string(),
            draft: draft.to_saved(),
            updated_ms: js_sys::Date::now(),
            status,
        },
    );
    drafts.truncate(MAX_DRAFTS);
    storage::set(KEY, &drafts)
}

/// Forgets the draft kept under `id`; the browser's reason when the list cannot be kept.
pub fn forget(id: &str) -> Result<(), String> {
    let mut drafts = all();
    drafts.retain(|d| d.id != id);
    storage::set(KEY, &drafts)
}

/// Whether `text` is a draft id as [`new_id`] makes them (`d` and up to 12 digits): an
/// address naming anything else opens a new draft instead.
pub fn is_id(text: &str) -> bool {
    text.strip_prefix('d')
        .is_some_and(|n| (1..=12).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()))
}

/// A new draft's id, unique in this browser.
pub fn new_id() -> String {
    let taken: Vec<String> = all().into_iter().map(|d| d.id).collect();
    let mut n = js_sys::Date::now() as u64 % 100_000_000;
    while taken.contains(&format!("d{n}")) {
        n += 1;
    }
    format!("d{n}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drafts_stored_before_their_status_still_load() {
        let draft = Draft::new(5, 5).unwrap().to_saved();
        let mut old = serde_json::to_value(vec![StoredDraft {
            id: "d12".into(),
            draft,
            updated_ms: 1.0,
            status: "unique".into(),
        }])
        .unwrap();
        old[0].as_object_mut().unwrap().remove("status");
        let read: Vec<StoredDraft> = serde_json::from_value(old).unwrap();
        assert_eq!(read[0].status, "");
        assert!(Draft::from_saved(&read[0].draft).is_ok());
    }
}
