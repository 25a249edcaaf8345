//! Everything the browser keeps for the Slide puzzle: the game in progress (replayed through the core on
//! load), the best move count per challenge, and the player's own picture.

use crate::backup::error::{BackupError, Odd};
use crate::backup::json;
use crate::backup::part::{join_maps, Part, Tally};
use crate::i18n::{t_with, SlidePageMsg as Msg};
use crate::shell::revision::{next_revision, revision_of, with_revision};
use crate::shell::storage::{self, find, Lost, Stored};
use serde::{Deserialize, Serialize};
use slide_core::{Challenge, Game, Save, SaveError};
use std::collections::BTreeMap;

pub const SAVE: &str = "hashi:v1:slide:save";
pub const BEST: &str = "hashi:v1:slide:best";
pub const PICTURE: &str = "hashi:v1:slide:picture";

/// What the player is told when the saved Slide board was set aside.
pub fn lost(why: &Lost<SaveError>) -> String {
    match why {
        Lost::Unreadable(why) => t_with(Msg::SaveUnreadable, &[("why", why)]),
        Lost::Damaged(why) => t_with(Msg::SaveDamaged, &[("why", &why.to_string())]),
    }
}

/// The saved game, the revision it was stored as (0 when none), or a fresh free-play game and
/// why the save was unusable.
pub fn resume() -> (Game, u64, Option<Lost<SaveError>>) {
    let revision = storage::get_text(SAVE)
        .ok()
        .flatten()
        .map_or(0, |text| revision_of(&text));
    match find::<Save>(SAVE) {
        Stored::Absent => (Game::new(), 0, None),
        Stored::Found(save) => match Game::restore(&save) {
            Ok(game) => (game, revision, None),
            Err(why) => (Game::new(), revision, Some(Lost::Damaged(why))),
        },
        Stored::Unreadable(why) => (Game::new(), revision, Some(Lost::Unreadable(why))),
    }
}

/// A board another tab stored (the text of the `storage` event), with its revision, when it
/// replays through the rules.
pub fn board_from(text: &str) -> Option<(Game, u64)> {
    let save: Save = plain_json::from_str(text).ok()?;
    Some((Game::restore(&save).ok()?, revision_of(text)))
}

/// The board stored now, with its revision, when it replays.
pub fn stored_board() -> Option<(Game, u64)> {
    board_from(&storage::get_text(SAVE).ok().flatten()?)
}

/// A record the browser would not store, with the browser's reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotSaved {
    Board(String),
    Best(String),
    Picture(String),
}

impl NotSaved {
    /// What the player is told.
    pub fn sentence(&self) -> String {
        let (msg, why) = match self {
            NotSaved::Board(why) => (Msg::BoardNotSaved, why),
            NotSaved::Best(why) => (Msg::BestNotSaved, why),
            NotSaved::Picture(why) => (Msg::PictureNotKept, why),
        };
        t_with(msg, &[("why", why)])
    }
}

/// Why the board was not written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotStored {
    Refused(NotSaved),
    /// Another tab stored a newer board this tab has not seen: it is kept, not overwritten.
    MovedOn,
}

/// Stores the game over the revision `seen` (the newest this tab saw), as the next revision,
/// which it returns; refuses when another tab stored a newer one.
pub fn store(game: &Game, seen: u64) -> Result<u64, NotStored> {
    let now = storage::get_text(SAVE)
        .ok()
        .flatten()
        .map(|text| revision_of(&text));
    let revision = next_revision(now, seen).map_err(|_| NotStored::MovedOn)?;
    let text = plain_json::to_string(&game.save());
    storage::set_text(SAVE, &with_revision(&text, revision))
        .map_err(|why| NotStored::Refused(NotSaved::Board(why)))?;
    Ok(revision)
}

fn best_key(challenge: Challenge) -> String {
    format!("{}/{}", challenge.seed, challenge.steps)
}

/// The fewest moves a challenge was won in, if it ever was.
pub fn best(challenge: Challenge) -> Option<u32> {
    storage::read::<BTreeMap<String, u32>>(BEST)
        .get(&best_key(challenge))
        .copied()
}

/// Records a win, keeping the lower count.
pub fn record_win(challenge: Challenge, moves: u32) -> Result<(), NotSaved> {
    let mut all: BTreeMap<String, u32> = storage::read(BEST);
    let entry = all.entry(best_key(challenge)).or_insert(moves);
    *entry = (*entry).min(moves);
    storage::set(BEST, &all).map_err(NotSaved::Best)
}

/// The player's own picture as a data URL, if they chose one.
pub fn picture() -> Option<String> {
    storage::read::<Option<String>>(PICTURE).filter(|url| url.starts_with("data:image/"))
}

/// Keeps the player's picture, or forgets it with `None`.
pub fn store_picture(url: Option<&str>) -> Result<(), NotSaved> {
    match url {
        Some(url) => storage::set(PICTURE, &url.to_string()).map_err(NotSaved::Picture),
        None => {
            storage::remove(PICTURE);
            Ok(())
        }
    }
}

/// The Slide puzzle's part of a backup.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SlideRecords {
    #[serde(default)]
    pub save: Option<Save>,
    /// The fewest moves per challenge ("seed/steps").
    #[serde(default)]
    pub best: BTreeMap<String, u32>,
    /// The player's own picture, as a data URL.
    #[serde(default)]
    pub picture: Option<String>,
}

/// The record under `key`, read by the backup's own JSON code; `None` when absent or
/// unreadable.
fn backed_up<T: serde::de::DeserializeOwned>(key: &str) -> Option<T> {
    json::from_text(&storage::get_text(key).ok().flatten()?).ok()
}

fn is_picture(url: &str) -> bool {
    url.starts_with("data:image/")
}

impl Part for SlideRecords {
    fn export() -> Self {
        SlideRecords {
            save: backed_up(SAVE),
            best: backed_up(BEST).unwrap_or_default(),
            picture: backed_up(PICTURE),
        }
    }

    fn entries(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        if let Some(save) = &self.save {
            out.push((SAVE.into(), json::compact(save)));
        }
        if !self.best.is_empty() {
            out.push((BEST.into(), json::compact(&self.best)));
        }
        if let Some(picture) = &self.picture {
            out.push((PICTURE.into(), json::compact(picture)));
        }
        out
    }

    fn validate(&self) -> Result<(), BackupError> {
        if let Some(save) = &self.save {
            Game::restore(save).map_err(|e| BackupError::SlideSave {
                reason: e.to_string(),
            })?;
        }
        if self.picture.as_deref().is_some_and(|p| !is_picture(p)) {
            return Err(BackupError::Value {
                what: Odd::SlidePicture,
            });
        }
        Ok(())
    }

    fn drop_refused(&mut self) {
        self.save = self.save.take().filter(|save| Game::restore(save).is_ok());
        self.picture = self.picture.take().filter(|p| is_picture(p));
    }

    /// What is here stays where only one side can win (the board, the picture); of two best
    /// counts of a challenge, the lower.
    fn merge(here: Self, file: Self) -> (Self, Tally) {
        let slide = SlideRecords {
            save: here.save.or(file.save),
            best: join_maps(here.best, file.best, u32::min),
            picture: here.picture.or(file.picture),
        };
        (slide, Tally::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_stored_with_its_revision_reads_back_and_old_boards_still_load() {
        let mut game = Game::challenge(Challenge { seed: 7, steps: 20 });
        let before = game.save();
        let text = serde_json::to_string(&before).unwrap();
        // As stored before revisions: read as revision 0.
        let (old, revision) = board_from(&text).unwrap();
        assert_eq!((old.save(), revision), (before.clone(), 0));
        // As stored now: the same board, with its revision.
        let (read, revision) = board_from(&with_revision(&text, 4)).unwrap();
        assert_eq!((read.save(), revision), (before, 4));
        // A board that does not replay is not taken in.
        game = Game::new();
        let mut damaged = serde_json::to_value(game.save()).unwrap();
        damaged["position"] = 99.into();
        assert!(board_from(&damaged.to_string()).is_none());
    }
}
