//! Hashi's per-puzzle saves: progress restored by replaying its moves through the core (so a
//! bad one is refused), written only over the revision a tab last saw.

use crate::i18n::{t_with, PlayMsg};
use crate::shell::not_saved::{NotSaved, Unsaved};
use crate::shell::revision::next_revision;
use crate::shell::storage::{self, find, Lost, Stored};
use hashi_core::{Game, Mode, Puzzle, Save, SaveError};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub const SAVE_PREFIX: &str = "hashi:v1:save:";

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
    /// When it was written (ms since 1970): of two copies of one puzzle's save, a restored
    /// backup keeps the newer. Saves from before it have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved_ms: Option<u64>,
    /// The solution that came with the puzzle (the generator's, a pack's), one digit per pair
    /// (`State::counts_text`): a resumed puzzle keeps it instead of searching again. Saves
    /// from before it, and imported puzzles', have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solution: Option<String>,
    /// Counts the writes of this save, from any tab: a tab writes only over the revision it
    /// last saw (`shell::revision`). Saves from before it read as 0.
    #[serde(default)]
    pub revision: u64,
}

/// The outcome of looking for a saved game.
pub enum Resumed {
    Fresh(Game),
    Restored(Game, StoredGame),
    /// The save was unusable; the game starts afresh and the player is told why.
    Discarded(Game, Lost<SaveError>),
}

/// What the player is told when a puzzle's saved progress was set aside (the reason inside
/// is the reader's or the rules', in English).
pub fn lost(why: &Lost<SaveError>) -> String {
    match why {
        Lost::Unreadable(why) => t_with(PlayMsg::SaveUnreadable, &[("why", why)]),
        Lost::Damaged(why) => t_with(PlayMsg::SaveDamaged, &[("why", &why.to_string())]),
    }
}

pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// Loads the saved game for `id`, replaying it through the rules.
pub fn resume(id: &str, puzzle: Arc<Puzzle>, mode: Mode) -> Resumed {
    let fresh = || Game::new(puzzle.clone(), mode);
    match find::<StoredGame>(&save_key(id)) {
        Stored::Absent => Resumed::Fresh(fresh()),
        Stored::Unreadable(why) => Resumed::Discarded(fresh(), Lost::Unreadable(why)),
        Stored::Found(stored) => match Game::restore_for(puzzle.clone(), &stored.save, mode) {
            Ok(game) => Resumed::Restored(game, stored),
            Err(e) => Resumed::Discarded(fresh(), Lost::Damaged(e)),
        },
    }
}

/// The puzzle (task string) that progress saved under `id` was made on, if any, with the
/// solution kept beside it: a generated puzzle opens from them without being generated again.
pub fn saved_start(id: &str) -> Option<(String, Option<String>)> {
    match find::<StoredGame>(&save_key(id)) {
        Stored::Found(stored) => Some((stored.save.start, stored.solution)),
        _ => None,
    }
}

/// The progress saved under `id`, as stored (not yet replayed: the caller replays it).
pub fn stored_game(id: &str) -> Option<StoredGame> {
    match find::<StoredGame>(&save_key(id)) {
        Stored::Found(stored) => Some(stored),
        _ => None,
    }
}

fn not_saved(what: Unsaved, why: impl ToString) -> NotSaved {
    NotSaved {
        what,
        why: why.to_string(),
    }
}

/// Why progress was not written.
#[derive(Debug)]
pub enum NotStored {
    /// The browser refused (storage full).
    Refused(NotSaved),
    /// Another tab saved a newer position this tab has not seen: it is kept, not overwritten.
    MovedOn,
}

/// Stores progress over the revision `seen` (the newest this tab saw), as the next revision,
/// which it returns; refuses when another tab stored a newer one.
pub fn store(id: &str, stored: &StoredGame, seen: u64) -> Result<u64, NotStored> {
    // The whole save is read (not its revision alone): the reader is on the first load already.
    let now = stored_game(id).map(|s| s.revision);
    let revision = next_revision(now, seen).map_err(|_| NotStored::MovedOn)?;
    let stored = StoredGame {
        revision,
        ..stored.clone()
    };
    storage::set(&save_key(id), &stored)
        .map_err(|why| NotStored::Refused(not_saved(Unsaved::Progress, why)))?;
    Ok(revision)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_keeps_the_solution_that_came_with_its_puzzle() {
        let puzzle = hashi_core::formats::parse_task("7x7:a2b4a2g1c5i2a3a7a4g1c3b").unwrap();
        let solution = hashi_core::solver::solve(&puzzle, 2).solutions[0].clone();
        let game = Game::new(Arc::new(puzzle.clone()), Mode::Free);
        let stored = StoredGame {
            save: game.save(),
            elapsed_ms: 1_000,
            counted: false,
            marked: Vec::new(),
            saved_ms: None,
            solution: Some(solution.counts_text()),
            revision: 3,
        };
        let read: StoredGame =
            serde_json::from_str(&serde_json::to_string(&stored).unwrap()).unwrap();
        let kept = read.solution.as_deref().unwrap();
        assert_eq!(
            hashi_core::State::solution_from_text(&puzzle, kept),
            Some(solution)
        );
        // A save written before solutions were kept reads as having none.
        let mut old = serde_json::to_value(&stored).unwrap();
        old.as_object_mut().unwrap().remove("solution");
        old.as_object_mut().unwrap().remove("revision");
        let read: StoredGame = serde_json::from_value(old).unwrap();
        assert_eq!(read.solution, None);
        assert_eq!(
            read.revision, 0,
            "saves from before revisions take any write"
        );
    }

    #[test]
    fn a_save_stored_in_the_first_format_still_loads_and_replays() {
        // As the first version stored it: the puzzle and plain moves, no game name, no
        // revision, no save time, no solution.
        let old = r#"{"save":{"puzzle":"7x7:a2b4a2g1c5i2a3a7a4g1c3b",
            "actions":["0,1-0,4=1"],"position":1,"hints_used":0},
            "elapsed_ms":12000,"counted":false}"#;
        let stored: StoredGame = serde_json::from_str(old).unwrap();
        assert_eq!((stored.revision, stored.saved_ms), (0, None));
        assert!(stored.marked.is_empty());
        let puzzle = hashi_core::formats::parse_task(&stored.save.start).unwrap();
        let game = Game::restore_for(Arc::new(puzzle), &stored.save, Mode::Strict).unwrap();
        assert_eq!(game.state().bridges(), 1);
        // Written again, it reads back the same.
        let again: StoredGame =
            serde_json::from_str(&serde_json::to_string(&stored).unwrap()).unwrap();
        assert_eq!(again, stored);
    }
}
