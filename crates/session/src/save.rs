//! The one versioned save for every game, restored by replaying its moves through the rules,
//! and the one error that says why a save is refused.
//!
//! Version 1 saves predate the session: each game wrote its own, as a start, a plain list of
//! move texts and a position (Hashi named them `puzzle` and `actions`, and wrote no version).
//! They still load: their moves are read as [`EntryKind::Play`] entries.

use crate::entry::EntryKind;
use crate::rules::Rules;
use crate::session::Session;
use crate::times;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The save format written now. Version 3 added the time track (`times`), which versions 1
/// and 2 lack: their entries load with no time.
pub const SAVE_VERSION: u32 = 3;

/// A game as plain data: the start and every entry as text, so a save is readable, portable
/// and checked by the same rules as play when it is restored.
///
/// `X` is the game's own extra data (Slide's move counter and selected gap), written beside
/// the common fields in the same JSON object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "AnyVersion<X>")]
#[serde(bound(deserialize = "X: Deserialize<'de>"))]
pub struct Save<X = ()> {
    pub version: u32,
    /// [`Rules::GAME`] of the game that wrote it (empty in version 1 saves).
    pub game: String,
    /// The start's text form ([`Rules::write_start`]).
    pub start: String,
    /// Every entry, including undone ones that could be redone.
    pub entries: Vec<SavedEntry>,
    /// How many entries are applied.
    pub position: usize,
    pub hints_used: u32,
    /// Hinted steps by the deepest level of a graduated hint each reached (index 0: depth
    /// 1); absent from saves written before the levels, whose hints have no depth.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints_by_depth: Vec<usize>,
    pub revealed: bool,
    /// How long the player took before each entry ([`crate::times`]); empty when no entry's
    /// time is known. A track that does not fit the entries is dropped when restoring: the
    /// moves are the save, the times only describe them.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub times: String,
    #[serde(flatten)]
    pub extra: X,
}

impl<X> Save<X> {
    pub const VERSION: u32 = SAVE_VERSION;
}

/// One entry of a save: its kind and its move's text form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedEntry {
    pub kind: EntryKind,
    #[serde(rename = "move")]
    pub mv: String,
}

impl SavedEntry {
    /// The player's own move, as version 1 saves hold every entry.
    pub fn play(mv: impl Into<String>) -> Self {
        Self {
            kind: EntryKind::Play,
            mv: mv.into(),
        }
    }
}

/// What JSON a save may arrive as: today's, or a version 1 save with plain moves.
#[derive(Deserialize)]
struct AnyVersion<X> {
    /// Hashi's version 1 saves wrote none.
    #[serde(default = "first_version")]
    version: u32,
    #[serde(default)]
    game: String,
    #[serde(alias = "puzzle")]
    start: String,
    #[serde(default)]
    entries: Option<Vec<SavedEntry>>,
    /// Version 1's plain moves: Slide's `moves`, Hashi's `actions`.
    #[serde(default, alias = "actions")]
    moves: Option<Vec<String>>,
    position: usize,
    #[serde(default)]
    hints_used: u32,
    #[serde(default)]
    hints_by_depth: Vec<usize>,
    #[serde(default)]
    revealed: bool,
    #[serde(default)]
    times: String,
    #[serde(flatten)]
    extra: X,
}

fn first_version() -> u32 {
    1
}

impl<X> TryFrom<AnyVersion<X>> for Save<X> {
    type Error = &'static str;

    fn try_from(any: AnyVersion<X>) -> Result<Self, Self::Error> {
        let entries = match (any.entries, any.moves) {
            (Some(entries), None) => entries,
            (None, Some(moves)) => moves.into_iter().map(SavedEntry::play).collect(),
            (Some(_), Some(_)) => return Err("a save lists either entries or moves, not both"),
            (None, None) => return Err("the save lists no moves"),
        };
        Ok(Save {
            version: any.version,
            game: any.game,
            start: any.start,
            entries,
            position: any.position,
            hints_used: any.hints_used,
            hints_by_depth: any.hints_by_depth,
            revealed: any.revealed,
            times: any.times,
            extra: any.extra,
        })
    }
}

/// Why a save could not be restored. The message says what is wrong, where and why, in
/// words for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The save was written by another game.
    WrongGame {
        expected: &'static str,
        found: String,
    },
    /// A save format this version cannot read (written by a newer version, or damaged).
    UnsupportedVersion { found: u32 },
    /// The start's text form is unreadable.
    BadStart { reason: String },
    /// The save starts from another puzzle than the one being opened.
    OtherStart,
    /// The save is at a position beyond its entries.
    Position { position: usize, entries: usize },
    /// Entry `index` (from 0) holds no readable move.
    BadMove { index: usize, reason: String },
    /// Entry `index`'s move breaks the rules where it is replayed.
    IllegalMove {
        index: usize,
        text: String,
        reason: String,
    },
    /// Entry `index`'s move changes nothing, which play never records.
    NoChange { index: usize, text: String },
    /// The hints tallied by depth are more than the hints counted.
    HintDepths { counted: u32, by_depth: usize },
    /// The game's own data beside the moves is refused: `what` names it.
    BadExtra { what: &'static str, reason: String },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::WrongGame { expected, found } if found.is_empty() => write!(
                f,
                "the save does not say which game it belongs to (this is {expected})"
            ),
            SaveError::WrongGame { expected, found } => {
                write!(f, "the save belongs to {found}, not {expected}")
            }
            SaveError::UnsupportedVersion { found } => write!(
                f,
                "the save is in format version {found}, but this game reads versions 1 to {SAVE_VERSION}"
            ),
            SaveError::BadStart { reason } => {
                write!(f, "the saved starting position is unreadable: {reason}")
            }
            SaveError::OtherStart => write!(f, "the save belongs to a different puzzle"),
            SaveError::Position { position, entries } => write!(
                f,
                "the save is at move {position} but holds only {entries} moves"
            ),
            SaveError::BadMove { index, reason } => {
                write!(f, "saved move {} is unreadable: {reason}", index + 1)
            }
            SaveError::IllegalMove {
                index,
                text,
                reason,
            } => write!(
                f,
                "saved move {} ({text}) breaks the rules: {reason}",
                index + 1
            ),
            SaveError::NoChange { index, text } => {
                write!(f, "saved move {} ({text}) changes nothing", index + 1)
            }
            SaveError::HintDepths { counted, by_depth } => write!(
                f,
                "the save counts {counted} hints but tallies {by_depth} by how deep they went"
            ),
            SaveError::BadExtra { what, reason } => write!(f, "the saved {what} is wrong: {reason}"),
        }
    }
}

impl std::error::Error for SaveError {}

impl<R: Rules> Session<R> {
    /// The session as plain data, with the game's own `extra` data beside it.
    pub fn save<X>(&self, extra: X) -> Save<X> {
        Save {
            version: SAVE_VERSION,
            game: R::GAME.to_string(),
            start: R::write_start(self.start()),
            entries: self
                .entries()
                .iter()
                .map(|entry| SavedEntry {
                    kind: entry.kind,
                    mv: entry.mv.to_string(),
                })
                .collect(),
            position: self.position(),
            hints_used: self.hints_used(),
            hints_by_depth: self.hints_by_depth().to_vec(),
            revealed: self.is_revealed(),
            times: if self.entries().iter().any(|e| e.since.is_some()) {
                times::write(self.entries().iter().map(|e| e.since))
            } else {
                String::new()
            },
            extra,
        }
    }

    /// Rebuilds a session by replaying a save's moves through [`Rules::apply`]. Anything
    /// the rules would not have recorded is refused, never trusted.
    pub fn restore<X>(save: &Save<X>) -> Result<Self, SaveError> {
        let start = Self::read_start(save)?;
        Self::replay(start, save)
    }

    /// Like [`Session::restore`], for a start the caller already holds: a save that starts
    /// elsewhere is refused. Starts are compared by their text forms, so two spellings of
    /// one puzzle match.
    pub fn restore_onto<X>(start: R::Start, save: &Save<X>) -> Result<Self, SaveError> {
        let saved = Self::read_start(save)?;
        if R::write_start(&saved) != R::write_start(&start) {
            return Err(SaveError::OtherStart);
        }
        Self::replay(start, save)
    }

    fn read_start<X>(save: &Save<X>) -> Result<R::Start, SaveError> {
        if !(1..=SAVE_VERSION).contains(&save.version) {
            return Err(SaveError::UnsupportedVersion {
                found: save.version,
            });
        }
        // Version 1 saves name no game; each game kept its own under its own key.
        let unnamed_first_version = save.version == 1 && save.game.is_empty();
        if !unnamed_first_version && save.game != R::GAME {
            return Err(SaveError::WrongGame {
                expected: R::GAME,
                found: save.game.clone(),
            });
        }
        R::read_start(&save.start).map_err(|reason| SaveError::BadStart { reason })
    }

    fn replay<X>(start: R::Start, save: &Save<X>) -> Result<Self, SaveError> {
        if save.position > save.entries.len() {
            return Err(SaveError::Position {
                position: save.position,
                entries: save.entries.len(),
            });
        }
        let by_depth = save
            .hints_by_depth
            .iter()
            .fold(0usize, |sum, &n| sum.saturating_add(n));
        if by_depth > save.hints_used as usize {
            return Err(SaveError::HintDepths {
                counted: save.hints_used,
                by_depth,
            });
        }
        let mut session = Self::new(start);
        for (index, entry) in save.entries.iter().enumerate() {
            let mv: R::Move = entry.mv.parse().map_err(|error| SaveError::BadMove {
                index,
                reason: format!("{error}"),
            })?;
            match session.play(entry.kind, mv) {
                Ok(true) => {}
                Ok(false) => {
                    return Err(SaveError::NoChange {
                        index,
                        text: entry.mv.clone(),
                    })
                }
                Err(error) => {
                    return Err(SaveError::IllegalMove {
                        index,
                        text: entry.mv.clone(),
                        reason: error.to_string(),
                    })
                }
            }
        }
        if let Some(times) = times::read(&save.times, save.entries.len()) {
            session.set_times(&times);
        }
        while session.position() > save.position {
            session.undo();
        }
        session.set_sticky(save.revealed, save.hints_used, &save.hints_by_depth);
        Ok(session)
    }
}

#[cfg(test)]
mod tests;
