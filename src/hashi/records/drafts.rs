//! Drafts kept in this browser: each with its id, when it last changed and what the editor
//! last said about it, listed newest first. A draft is rebuilt through the core's checks when
//! opened, so a damaged record is reported, never trusted.

use crate::shell::revision::{next_revision, Stale};
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
    /// Counts the writes of this draft, from any tab: a tab writes only over the revision it
    /// last saw (`shell::revision`). Drafts from before it read as 0.
    #[serde(default)]
    pub revision: u64,
}

/// Why a draft was not written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotKept {
    /// Another tab stored a newer copy of this draft, which this tab has not seen: it is kept.
    Stale,
    /// The browser's reason.
    Refused(String),
}

/// The revision the draft `id` is stored as (0 when it is not).
pub fn revision(id: &str) -> u64 {
    all().iter().find(|d| d.id == id).map_or(0, |d| d.revision)
}

/// The draft `id` in a list another tab stored (the text of the `storage` event), with its
/// revision, when it is there and rebuilds.
pub fn draft_from(text: &str, id: &str) -> Option<(Draft, u64)> {
    let drafts: Vec<StoredDraft> = serde_json::from_str(text).ok()?;
    let stored = drafts.into_iter().find(|d| d.id == id)?;
    Some((Draft::from_saved(&stored.draft).ok()?, stored.revision))
}

/// The draft `id` as stored now, with its revision, when it rebuilds.
pub fn stored_draft(id: &str) -> Option<(Draft, u64)> {
    let stored = all().into_iter().find(|d| d.id == id)?;
    Some((Draft::from_saved(&stored.draft).ok()?, stored.revision))
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

/// `drafts` (as stored now) with `draft` first as the next revision over `seen`, the newest
/// revision of it this tab saw, keeping the last status when it has none of its own; every
/// other draft stays as stored. Refused when another tab stored a newer copy.
pub fn kept_over(
    mut drafts: Vec<StoredDraft>,
    mut draft: StoredDraft,
    seen: u64,
) -> Result<(Vec<StoredDraft>, u64), Stale> {
    let previous = drafts
        .iter()
        .position(|d| d.id == draft.id)
        .map(|i| drafts.remove(i));
    draft.revision = next_revision(previous.as_ref().map(|p| p.revision), seen)?;
    if draft.status.is_empty() {
        draft.status = previous.map(|p| p.status).unwrap_or_default();
    }
    let revision = draft.revision;
    drafts.insert(0, draft);
    drafts.truncate(MAX_DRAFTS);
    Ok((drafts, revision))
}

/// `drafts` without `id`, unless another tab stored a copy newer than `seen`.
pub fn forgotten(
    mut drafts: Vec<StoredDraft>,
    id: &str,
    seen: u64,
) -> Result<Vec<StoredDraft>, Stale> {
    if let Some(stored) = drafts.iter().find(|d| d.id == id) {
        next_revision(Some(stored.revision), seen)?;
    }
    drafts.retain(|d| d.id != id);
    Ok(drafts)
}

/// Keeps `draft` under `id` over the revision `seen`, with `status` when known (else the last
/// one kept), and gives its new revision; refused when another tab stored a newer copy, and the
/// browser's reason when it cannot store it (the page words the sentence around it).
pub fn keep(id: &str, draft: &Draft, status: Option<&str>, seen: u64) -> Result<u64, NotKept> {
    let draft = StoredDraft {
        id: id.to_string(),
        draft: draft.to_saved(),
        updated_ms: js_sys::Date::now(),
        status: status.unwrap_or_default().to_string(),
        revision: 0,
    };
    let (drafts, revision) = kept_over(all(), draft, seen).map_err(|_| NotKept::Stale)?;
    storage::set(KEY, &drafts).map_err(NotKept::Refused)?;
    Ok(revision)
}

/// Forgets the draft kept under `id`, unless another tab changed it since revision `seen`.
pub fn forget(id: &str, seen: u64) -> Result<(), NotKept> {
    let drafts = forgotten(all(), id, seen).map_err(|_| NotKept::Stale)?;
    storage::set(KEY, &drafts).map_err(NotKept::Refused)
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
            revision: 3,
        }])
        .unwrap();
        old[0].as_object_mut().unwrap().remove("status");
        old[0].as_object_mut().unwrap().remove("revision");
        let read: Vec<StoredDraft> = serde_json::from_value(old).unwrap();
        assert_eq!(read[0].status, "");
        assert_eq!(
            read[0].revision, 0,
            "drafts from before revisions take any write"
        );
        assert!(Draft::from_saved(&read[0].draft).is_ok());
    }

    fn stored(id: &str, revision: u64, status: &str) -> StoredDraft {
        StoredDraft {
            id: id.into(),
            draft: Draft::new(5, 5).unwrap().to_saved(),
            updated_ms: 1.0,
            status: status.into(),
            revision,
        }
    }

    #[test]
    fn a_stale_tab_never_overwrites_or_deletes_a_newer_draft() {
        // Another tab wrote d1 as revision 4; this tab last saw 3.
        let list = vec![stored("d2", 1, ""), stored("d1", 4, "unique")];
        assert_eq!(
            kept_over(list.clone(), stored("d1", 0, ""), 3),
            Err(Stale { stored: 4, seen: 3 })
        );
        assert!(forgotten(list.clone(), "d1", 3).is_err());
        // Having seen 4, it writes 5 first, keeping the status and the other draft.
        let (after, revision) = kept_over(list.clone(), stored("d1", 0, ""), 4).unwrap();
        assert_eq!(revision, 5);
        assert_eq!(after[0], stored("d1", 5, "unique"));
        assert_eq!(after[1], stored("d2", 1, ""));
        // A draft another tab made is never touched by a write of this one's.
        let (after, _) = kept_over(after, stored("d3", 0, "none"), 0).unwrap();
        assert_eq!(after.len(), 3);
        // Forgetting what it saw, or what is gone already, works.
        assert_eq!(forgotten(after.clone(), "d1", 5).unwrap().len(), 2);
        assert_eq!(forgotten(after.clone(), "d9", 0).unwrap().len(), 3);
    }
}
