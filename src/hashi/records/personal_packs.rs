//! The personal packs kept in this browser: collections the player imported, each with its
//! name and its puzzles (sorted by rating, each with its solution, band, score and triple), all
//! in one record with one revision. A pack's puzzles open at their own import
//! address (`/hashi/i/<task>`), so their saves and statistics are keyed by the puzzle itself
//! and outlive the pack. Every change reads the record and writes it back at once (storage is
//! synchronous), so no other tab's pack is lost; the revision tells a backup's restore which
//! side is newer.

use crate::shell::storage;
use hashi_core::formats::{parse_task, ParseError};
use hashi_core::{Puzzle, State};
use serde::{Deserialize, Serialize};

pub const KEY: &str = "hashi.packs.mine";

/// Every personal pack, in the order they were imported.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PersonalPacks {
    /// Counts the writes of this record, from any tab (`shell::revision`).
    #[serde(default)]
    pub revision: u64,
    #[serde(default)]
    pub packs: Vec<StoredPack>,
}

/// One personal pack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredPack {
    /// `m1`, `m2`...: never given twice while the pack it names is kept.
    pub id: String,
    /// The name the player gave it.
    pub name: String,
    pub puzzles: Vec<StoredPuzzle>,
}

/// One puzzle of a personal pack: what its list, its print and its board need. Its own type
/// rather than a pack file's `PackPuzzle`, whose reader the first board holds: a second user
/// of that reader (and of the technique counts' map within it) in a chunk made the compiler
/// move its parts out of line in the main module, 0.8 KB of brotli on the first board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredPuzzle {
    /// Its place in the pack, from 1, easiest first.
    pub number: usize,
    /// The puzzle as a task string: its address is `/hashi/i/<task>`.
    pub task: String,
    pub w: usize,
    pub h: usize,
    /// Its rating's band id (`easy`...) and score.
    pub band: String,
    pub score: f64,
    /// Its solve's triple as a pack keeps it (`PackTriple`); empty when the rating had none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub triple: String,
    /// Its one solution, one digit per pair (`State::counts_text`).
    pub solution: String,
}

impl StoredPuzzle {
    pub fn puzzle(&self) -> Result<Puzzle, ParseError> {
        parse_task(&self.task)
    }

    /// Its solution, when that solves `puzzle` (its own).
    pub fn solution(&self, puzzle: &Puzzle) -> Option<State> {
        State::solution_from_text(puzzle, &self.solution)
    }
}

impl PersonalPacks {
    /// An id no kept pack has: one past the highest `m<number>`.
    pub fn fresh_id(&self) -> String {
        let highest = self
            .packs
            .iter()
            .filter_map(|p| p.id.strip_prefix('m')?.parse::<u64>().ok())
            .max()
            .unwrap_or(0);
        format!("m{}", highest + 1)
    }

    /// These packs with `pack` added last (at `at`, when given: an undone removal), as the
    /// next revision.
    pub fn with(mut self, pack: StoredPack, at: Option<usize>) -> Self {
        self.revision = self.revision.saturating_add(1);
        let at = at.unwrap_or(self.packs.len()).min(self.packs.len());
        self.packs.insert(at, pack);
        self
    }

    /// These packs without `id`, with where it stood and the pack, as the next revision.
    pub fn without(mut self, id: &str) -> (Self, Option<(usize, StoredPack)>) {
        self.revision = self.revision.saturating_add(1);
        let removed = self
            .packs
            .iter()
            .position(|p| p.id == id)
            .map(|at| (at, self.packs.remove(at)));
        (self, removed)
    }
}

/// The packs as stored now (none when absent or unreadable).
pub fn all() -> PersonalPacks {
    storage::read(KEY)
}

/// Keeps a new pack named `name`; gives the pack as kept, or the browser's reason for
/// refusing the write (storage full, storage off).
pub fn add(name: &str, puzzles: Vec<StoredPuzzle>) -> Result<StoredPack, String> {
    let stored = all();
    let pack = StoredPack {
        id: stored.fresh_id(),
        name: name.to_string(),
        puzzles,
    };
    storage::set(KEY, &stored.with(pack.clone(), None))?;
    Ok(pack)
}

/// Removes the pack `id`; gives where it stood and the pack, for an undo.
pub fn remove(id: &str) -> Result<Option<(usize, StoredPack)>, String> {
    let (packs, removed) = all().without(id);
    storage::set(KEY, &packs)?;
    Ok(removed)
}

/// Puts a removed pack back where it stood.
pub fn put_back(at: usize, pack: StoredPack) -> Result<(), String> {
    storage::set(KEY, &all().with(pack, Some(at)))
}

/// Joins the packs kept here with those of a backup: every pack of either side is kept once
/// (by id; of one id on both sides with other puzzles, the file's gets a fresh id), past both
/// revisions when both sides bring packs, so that an open tab takes them in.
pub fn join(here: PersonalPacks, file: PersonalPacks) -> PersonalPacks {
    // Nothing new on one side: the other stays as it is, so a restore of the same file twice
    // changes nothing.
    if here.packs.is_empty() {
        return PersonalPacks {
            revision: here.revision.max(file.revision),
            packs: file.packs,
        };
    }
    if file.packs.iter().all(|theirs| here.packs.contains(theirs)) {
        return here;
    }
    let revision = here.revision.max(file.revision).saturating_add(1);
    let mut joined = PersonalPacks {
        revision,
        packs: here.packs,
    };
    for mut theirs in file.packs {
        match joined.packs.iter().find(|p| p.id == theirs.id) {
            Some(ours) if *ours == theirs => {}
            Some(_) => {
                theirs.id = joined.fresh_id();
                joined.packs.push(theirs);
            }
            None => joined.packs.push(theirs),
        }
    }
    joined
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack(id: &str, name: &str) -> StoredPack {
        StoredPack {
            id: id.into(),
            name: name.into(),
            puzzles: Vec::new(),
        }
    }

    #[test]
    fn packs_are_added_removed_and_put_back_in_place_with_fresh_ids() {
        let none = PersonalPacks::default();
        assert_eq!(none.fresh_id(), "m1");
        let one = none.with(pack("m1", "A"), None);
        let two = one.with(pack("m2", "B"), None);
        assert_eq!(two.revision, 2);
        assert_eq!(two.fresh_id(), "m3");
        let (left, removed) = two.without("m1");
        let (at, removed) = removed.unwrap();
        assert_eq!((at, removed.name.as_str()), (0, "A"));
        assert_eq!(left.fresh_id(), "m3");
        let back = left.with(removed, Some(at));
        let names: Vec<&str> = back.packs.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["A", "B"]);
        assert_eq!(back.revision, 4);
    }

    #[test]
    fn a_backup_s_packs_join_those_here_without_loss() {
        let here = PersonalPacks {
            revision: 3,
            packs: vec![pack("m1", "A"), pack("m2", "B")],
        };
        let file = PersonalPacks {
            revision: 5,
            packs: vec![pack("m1", "A"), pack("m2", "Other"), pack("m7", "C")],
        };
        let joined = join(here, file);
        assert_eq!(joined.revision, 6);
        let kept: Vec<(&str, &str)> = joined
            .packs
            .iter()
            .map(|p| (p.id.as_str(), p.name.as_str()))
            .collect();
        assert_eq!(
            kept,
            [("m1", "A"), ("m2", "B"), ("m3", "Other"), ("m7", "C")]
        );
    }
}
