//! Snapshots: the named positions kept per puzzle beside its save, newest first.

use crate::shell::storage;
use serde::{Deserialize, Serialize};

/// Snapshots kept per puzzle at most; the oldest go first.
pub const MAX_SNAPSHOTS: usize = 30;

/// Where the snapshots of a puzzle are kept.
pub const PREFIX: &str = "hashi:v1:snapshots:";

/// One saved position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub name: String,
    /// The bridges, as moves (`r,c-r,c=n` joined by `;`).
    pub position: String,
    pub bridges: usize,
}

/// The key of the puzzle's snapshots, for hearing another tab's changes.
pub fn key(storage_id: &str) -> String {
    format!("{PREFIX}{storage_id}")
}

/// The snapshots of the puzzle stored under `storage_id` (none when absent or unreadable).
pub fn read(storage_id: &str) -> Vec<Snapshot> {
    storage::read(&key(storage_id))
}

/// The snapshots another tab stored (the text of the `storage` event).
pub fn list_from(text: &str) -> Vec<Snapshot> {
    serde_json::from_str(text).unwrap_or_default()
}

/// `stored` with `snapshot` first, at most [`MAX_SNAPSHOTS`]: a change is made to the list as
/// stored now, never to a tab's older copy, so that no other tab's snapshot is lost.
pub fn with_added(mut stored: Vec<Snapshot>, snapshot: Snapshot) -> Vec<Snapshot> {
    stored.insert(0, snapshot);
    stored.truncate(MAX_SNAPSHOTS);
    stored
}

/// `stored` without one copy of `snapshot` (another tab may have removed it already).
pub fn without(mut stored: Vec<Snapshot>, snapshot: &Snapshot) -> Vec<Snapshot> {
    if let Some(at) = stored.iter().position(|s| s == snapshot) {
        stored.remove(at);
    }
    stored
}

/// Applies `change` to the puzzle's snapshots as stored now and keeps the result, which it
/// returns; the browser's reason when it cannot.
pub fn change(
    storage_id: &str,
    change: impl FnOnce(Vec<Snapshot>) -> Vec<Snapshot>,
) -> Result<Vec<Snapshot>, (Vec<Snapshot>, String)> {
    let list = change(read(storage_id));
    match storage::set(&key(storage_id), &list) {
        Ok(()) => Ok(list),
        Err(why) => Err((list, why)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn snapshot(name: &str) -> Snapshot {
        Snapshot {
            name: name.into(),
            position: String::new(),
            bridges: 0,
        }
    }

    #[test]
    fn a_stale_tab_never_loses_another_tabs_snapshot() {
        // Tab one shows [a]; tab two added b since. One adds c to the list as stored.
        let stored = vec![snapshot("b"), snapshot("a")];
        let after = with_added(stored, snapshot("c"));
        assert_eq!(after, vec![snapshot("c"), snapshot("b"), snapshot("a")]);
        // One deletes a: only a goes, b stays; deleting what another tab deleted is nothing.
        let after = without(after, &snapshot("a"));
        assert_eq!(after, vec![snapshot("c"), snapshot("b")]);
        assert_eq!(without(after.clone(), &snapshot("a")), after);
        // Old lists still load; a damaged one reads as none.
        assert_eq!(
            list_from(r#"[{"name":"x","position":"","bridges":0}]"#),
            vec![snapshot("x")]
        );
        assert!(list_from("not json").is_empty());
        let full =
            (0..MAX_SNAPSHOTS).fold(Vec::new(), |l, i| with_added(l, snapshot(&i.to_string())));
        assert_eq!(with_added(full, snapshot("new")).len(), MAX_SNAPSHOTS);
    }
}
