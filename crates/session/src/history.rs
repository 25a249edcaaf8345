//! A generic undo/redo history: the entries recorded so far plus a position in them.
//!
//! A [`crate::Session`] keeps its entries here. Recording a new entry after some undos
//! drops the undone ones, as players expect from any editor.
//!
//! ```
//! use session::History;
//! let mut h = History::new();
//! h.record("a");
//! h.record("b");
//! assert_eq!(h.undo(), Some(&"b"));
//! h.record("c");
//! assert_eq!(h.done(), &["a", "c"]);
//! assert_eq!(h.redo(), None);
//! ```

use serde::{Deserialize, Serialize};

/// Entries in the order they were recorded, and how many of them are currently applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct History<E> {
    entries: Vec<E>,
    position: usize,
}

impl<E> Default for History<E> {
    fn default() -> Self {
        Self::new()
    }
}

impl<E> History<E> {
    /// An empty history.
    pub fn new() -> Self {
        Self {
            entries: Vec::new(),
            position: 0,
        }
    }

    /// Records a newly applied entry, discarding anything that could have been redone.
    pub fn record(&mut self, entry: E) {
        self.entries.truncate(self.position);
        self.entries.push(entry);
        self.position += 1;
    }

    /// Every entry, to change what is not the history's own (a restored entry's time).
    pub(crate) fn entries_mut(&mut self) -> &mut [E] {
        &mut self.entries
    }

    /// Steps back over the last applied entry and returns it, so the caller can revert it.
    pub fn undo(&mut self) -> Option<&E> {
        if self.position == 0 {
            return None;
        }
        self.position -= 1;
        self.entries.get(self.position)
    }

    /// Steps forward over the next undone entry and returns it, so the caller can reapply it.
    pub fn redo(&mut self) -> Option<&E> {
        let entry = self.entries.get(self.position)?;
        self.position += 1;
        Some(entry)
    }

    /// The entries currently applied, oldest first.
    pub fn done(&self) -> &[E] {
        &self.entries[..self.position]
    }

    /// Every entry, including those undone and still redoable.
    pub fn entries(&self) -> &[E] {
        &self.entries
    }

    /// How many entries are applied.
    pub fn position(&self) -> usize {
        self.position
    }

    /// Whether there is anything to undo.
    pub fn can_undo(&self) -> bool {
        self.position > 0
    }

    /// Whether there is anything to redo.
    pub fn can_redo(&self) -> bool {
        self.position < self.entries.len()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.clear();
        self.position = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn undo_and_redo_walk_the_entries() {
        let mut h = History::new();
        assert!(!h.can_undo());
        h.record(1);
        h.record(2);
        assert_eq!(h.undo(), Some(&2));
        assert_eq!(h.undo(), Some(&1));
        assert_eq!(h.undo(), None);
        assert_eq!(h.redo(), Some(&1));
        assert_eq!(h.position(), 1);
        assert!(h.can_redo());
        assert_eq!(h.entries(), &[1, 2]);
    }

    #[test]
    fn recording_after_undo_drops_the_redo_tail() {
        let mut h = History::new();
        h.record(1);
        h.record(2);
        h.undo();
        h.record(3);
        assert_eq!(h.entries(), &[1, 3]);
        assert!(!h.can_redo());
        h.clear();
        assert_eq!(h.position(), 0);
    }

    proptest! {
        #[test]
        fn position_never_exceeds_entries(ops in proptest::collection::vec(0u8..3, 0..60)) {
            let mut h = History::new();
            for (i, op) in ops.iter().enumerate() {
                match op {
                    0 => h.record(i),
                    1 => { h.undo(); }
                    _ => { h.redo(); }
                }
                prop_assert!(h.position() <= h.entries().len());
                prop_assert_eq!(h.done().len(), h.position());
            }
        }
    }
}
