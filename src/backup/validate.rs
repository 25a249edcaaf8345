//! The checks every part of a backup passes before anything is written: each save is
//! replayed through the rules (as when a puzzle opens), each snapshot set on its puzzle, each
//! draft rebuilt as the editor would, the Slide board replayed. Nothing is trusted as read.

use super::error::BackupError;
use super::format::Backup;
use crate::hashi::editor::drafts;
use crate::hashi::panels::snapshots::Snapshot;
use crate::hashi::storage::StoredGame;
use hashi_core::editor::Draft;
use hashi_core::game::parse_action;
use hashi_core::{Game, Mode};
use std::sync::Arc;

/// Passes when every part of `backup` would be accepted where it is used.
pub fn check(backup: &Backup) -> Result<(), BackupError> {
    let hashi = &backup.hashi;
    for (id, stored) in &hashi.saves {
        let game = check_save(id, stored)?;
        if let Some(list) = hashi.snapshots.get(id) {
            check_snapshots(id, list, Some(&game))?;
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
                what: format!("the last puzzle played, \"{path}\","),
                reason: "is not the address of a Hashi puzzle".into(),
            });
        }
    }
    if let Some(save) = &backup.slide.save {
        slide_core::Game::restore(save).map_err(|e| BackupError::SlideSave {
            reason: e.to_string(),
        })?;
    }
    if let Some(picture) = &backup.slide.picture {
        if !picture.starts_with("data:image/") {
            return Err(BackupError::Value {
                what: "the Slide picture".into(),
                reason: "is not a picture (a data:image/ address)".into(),
            });
        }
    }
    Ok(())
}

/// Replays a save as a puzzle's screen does when it opens, and checks the islands marked done.
fn check_save(id: &str, stored: &StoredGame) -> Result<Game, BackupError> {
    let refused = |reason: String| BackupError::Save {
        id: id.to_string(),
        reason,
    };
    if id.is_empty() {
        return Err(refused("it names no puzzle".into()));
    }
    let game = Game::restore(&stored.save, Mode::Strict).map_err(|e| refused(e.to_string()))?;
    let islands = game.puzzle().islands().len();
    if let Some(&island) = stored.marked.iter().find(|&&i| i >= islands) {
        return Err(refused(format!(
            "island {} is marked done, but the puzzle has {islands} islands",
            island + 1
        )));
    }
    Ok(game)
}

/// Reads each snapshot's bridges and, when the backup holds the puzzle's save (and so the
/// puzzle), sets them on it as the snapshot panel would.
fn check_snapshots(id: &str, list: &[Snapshot], game: Option<&Game>) -> Result<(), BackupError> {
    for snapshot in list {
        let refused = |reason: String| BackupError::Snapshot {
            id: id.to_string(),
            name: snapshot.name.clone(),
            reason,
        };
        let moves = parse_action(&snapshot.position).map_err(|e| refused(e.to_string()))?;
        if let Some(game) = game {
            let mut fresh = Game::new(Arc::clone(game.puzzle()), Mode::Strict);
            fresh
                .restore_snapshot(&moves)
                .map_err(|e| refused(e.to_string()))?;
        }
    }
    Ok(())
}
