//! The checks Hashi's part of a backup passes before anything is written: each save is
//! replayed through the rules (as when a puzzle opens), each snapshot set on its puzzle, each
//! draft rebuilt as the editor would. Nothing is trusted as read.

use super::backup::HashiRecords;
use super::drafts;
use super::saves::StoredGame;
use super::snapshots::Snapshot;
use crate::backup::error::{BackupError, Odd};
use hashi_core::editor::Draft;
use hashi_core::game::parse_action;
use hashi_core::{Hashi, Mode, Puzzle, State};
use serde::{Deserialize, Serialize};
use session::{Save, Session};
use std::sync::Arc;

/// A save's extra data as the check reads it: none, as Hashi's. A type of its own gives the
/// replay an instance in the backup's chunk (the screen's is shared with the first load).
#[derive(Clone, Copy, Default, Serialize, Deserialize)]
struct Checked {}

/// Passes when every record of `hashi` would be accepted where it is used.
pub fn validate(hashi: &HashiRecords) -> Result<(), BackupError> {
    for (id, stored) in &hashi.saves {
        let puzzle = check_save(id, stored)?;
        if let Some(list) = hashi.snapshots.get(id) {
            check_snapshots(id, list, Some(&puzzle))?;
        }
    }
    for (id, list) in &hashi.snapshots {
        if !hashi.saves.contains_key(id) {
            check_snapshots(id, list, None)?;
        }
    }
    for stored in &hashi.drafts {
        if !drafts::is_id(&stored.id) {
            return Err(BackupError::Draft {
                id: stored.id.clone(),
                reason: "its name is not one the editor gives (d and up to 12 digits)".into(),
            });
        }
        Draft::from_saved(&stored.draft).map_err(|e| BackupError::Draft {
            id: stored.id.clone(),
            reason: e.to_string(),
        })?;
    }
    if let Some(path) = &hashi.last_puzzle {
        if !path.starts_with("/hashi/") {
            return Err(BackupError::Value {
                what: Odd::LastPuzzle(path.clone()),
            });
        }
    }
    Ok(())
}

/// Replays a save as a puzzle's screen does when it opens, and checks the islands marked done;
/// gives the puzzle it was played on.
fn check_save(id: &str, stored: &StoredGame) -> Result<Arc<Puzzle>, BackupError> {
    let refused = |reason: String| BackupError::Save {
        id: id.to_string(),
        reason,
    };
    if id.is_empty() {
        return Err(refused("it names no puzzle".into()));
    }
    let save = &stored.save;
    let probe = Save {
        version: save.version,
        game: save.game.clone(),
        start: save.start.clone(),
        entries: save.entries.clone(),
        position: save.position,
        hints_used: save.hints_used,
        hints_by_depth: save.hints_by_depth.clone(),
        revealed: save.revealed,
        times: save.times.clone(),
        extra: Checked {},
    };
    let session = Session::<Hashi>::restore(&probe).map_err(|e| refused(e.to_string()))?;
    let puzzle = Arc::clone(session.start());
    let islands = puzzle.islands().len();
    if let Some(&island) = stored.marked.iter().find(|&&i| i >= islands) {
        return Err(refused(format!(
            "island {} is marked done, but the puzzle has {islands} islands",
            island + 1
        )));
    }
    Ok(puzzle)
}

/// Reads each snapshot's bridges and, when the backup holds the puzzle's save (and so the
/// puzzle), places them on its empty board by the rules.
fn check_snapshots(
    id: &str,
    list: &[Snapshot],
    puzzle: Option<&Arc<Puzzle>>,
) -> Result<(), BackupError> {
    for snapshot in list {
        let refused = |reason: String| BackupError::Snapshot {
            id: id.to_string(),
            name: snapshot.name.clone(),
            reason,
        };
        let moves = parse_action(&snapshot.position).map_err(|e| refused(e.to_string()))?;
        if let Some(puzzle) = puzzle {
            let mut board = State::empty(puzzle);
            for mv in &moves {
                // A snapshot is a position of the game, set as a reveal is: in free mode.
                board = hashi_core::apply(puzzle, &board, mv, Mode::Free)
                    .map_err(|e| refused(e.to_string()))?;
            }
        }
    }
    Ok(())
}

/// Leaves out of `hashi` each record [`validate`] would refuse (the game sets such records
/// aside when it meets them anyway).
pub fn drop_refused(hashi: &mut HashiRecords) {
    let mut puzzles = std::collections::BTreeMap::new();
    hashi
        .saves
        .retain(|id, stored| match check_save(id, stored) {
            Ok(puzzle) => {
                puzzles.insert(id.clone(), puzzle);
                true
            }
            Err(_) => false,
        });
    hashi
        .snapshots
        .retain(|id, list| check_snapshots(id, list, puzzles.get(id)).is_ok());
    hashi
        .drafts
        .retain(|d| drafts::is_id(&d.id) && Draft::from_saved(&d.draft).is_ok());
    hashi.last_puzzle = hashi
        .last_puzzle
        .take()
        .filter(|p| p.starts_with("/hashi/"));
    // A personal pack's puzzle that does not read would open as a broken link: left out, and
    // a pack left with none goes with it.
    for pack in &mut hashi.personal_packs.packs {
        pack.puzzles.retain(|p| p.puzzle().is_ok());
    }
    hashi.personal_packs.packs.retain(|p| !p.puzzles.is_empty());
}
