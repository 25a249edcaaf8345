//! The one versioned save for every game, restored by replaying its moves through the rules,
//! and the one error that says why a save is refused.
//!
//! Version 1 saves predate the session: each game wrote its own, as a start, a plain list of
//! move texts and a position (Hashi named them `puzzle` and `actions`, and wrote no version).
//! They still load: their moves are read as [`EntryKind::Play`] entries.

use crate::entry::EntryKind;
use crate::rules::Rules;
use crate::session::Session;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The save format written now.
pub const SAVE_VERSION: u32 = 2;

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
    pub revealed: bool,
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
    revealed: bool,
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
            revealed: any.revealed,
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
            revealed: self.is_revealed(),
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
        while session.position() > save.position {
            session.undo();
        }
        session.set_sticky(save.revealed, save.hints_used);
        Ok(session)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entry::EntryKind;

    /// Count up to a target without passing it; the start is the target.
    #[derive(Clone, Debug, PartialEq)]
    struct CountUp;

    impl Rules for CountUp {
        const GAME: &'static str = "count-up";
        type Start = u32;
        type State = u32;
        type Move = u32;
        type Error = String;
        fn start(_target: &u32) -> u32 {
            0
        }
        fn apply(target: &u32, count: &u32, step: &u32) -> Result<u32, String> {
            let next = count.saturating_add(*step);
            if next > *target {
                return Err(format!("{next} is past {target}"));
            }
            Ok(next)
        }
        fn is_solved(target: &u32, count: &u32) -> bool {
            count == target
        }
        fn write_start(target: &u32) -> String {
            target.to_string()
        }
        fn read_start(text: &str) -> Result<u32, String> {
            text.trim()
                .parse()
                .map_err(|_| format!("{text:?} is not a number"))
        }
    }

    fn sample() -> Save {
        let mut session = Session::<CountUp>::new(5);
        session.play(EntryKind::Play, 2).unwrap();
        session.play(EntryKind::Hint, 1).unwrap();
        session.undo();
        session.save(())
    }

    fn refusal(change: impl FnOnce(&mut Save)) -> SaveError {
        let mut save = sample();
        change(&mut save);
        match Session::<CountUp>::restore(&save) {
            Ok(session) => panic!("restored {session:?}"),
            Err(error) => error,
        }
    }

    #[test]
    fn a_save_restores_its_entries_kinds_and_position() {
        let save = sample();
        let session = Session::<CountUp>::restore(&save).unwrap();
        assert_eq!(*session.state(), 2);
        assert_eq!(session.entries()[1].kind, EntryKind::Hint);
        assert_eq!(session.save(()), save);
    }

    #[test]
    fn every_refusal_says_what_where_and_why() {
        let cases = [
            (
                refusal(|s| s.game = "slide".into()),
                "the save belongs to slide, not count-up",
            ),
            (
                refusal(|s| s.game = String::new()),
                "the save does not say which game it belongs to (this is count-up)",
            ),
            (
                refusal(|s| s.version = 7),
                "the save is in format version 7, but this game reads versions 1 to 2",
            ),
            (
                refusal(|s| s.start = "five".into()),
                "the saved starting position is unreadable: \"five\" is not a number",
            ),
            (
                refusal(|s| s.position = 3),
                "the save is at move 3 but holds only 2 moves",
            ),
            (
                refusal(|s| s.entries[1].mv = "one".into()),
                "saved move 2 is unreadable: invalid digit found in string",
            ),
            (
                refusal(|s| s.entries[1].mv = "4".into()),
                "saved move 2 (4) breaks the rules: 6 is past 5",
            ),
            (
                refusal(|s| s.entries[1].mv = "0".into()),
                "saved move 2 (0) changes nothing",
            ),
        ];
        for (error, message) in cases {
            assert_eq!(error.to_string(), message, "{error:?}");
        }
        let other = Session::<CountUp>::restore_onto(6, &sample()).unwrap_err();
        assert_eq!(other, SaveError::OtherStart);
        assert_eq!(other.to_string(), "the save belongs to a different puzzle");
        let extra = SaveError::BadExtra {
            what: "selected gap",
            reason: "there is no gap 2".into(),
        };
        assert_eq!(
            extra.to_string(),
            "the saved selected gap is wrong: there is no gap 2"
        );
    }

    #[test]
    fn a_start_is_compared_by_its_text_form() {
        let mut save = sample();
        save.start = " 5".into();
        assert!(Session::<CountUp>::restore_onto(5, &save).is_ok());
    }

    #[test]
    fn sticky_facts_survive_undo_and_a_save() {
        let mut session = Session::<CountUp>::new(5);
        session.note_hint();
        session.play(EntryKind::Reveal, 5).unwrap();
        session.undo();
        session.play(EntryKind::Play, 1).unwrap();
        assert!(
            session.is_revealed(),
            "the reveal entry is gone, the fact is not"
        );
        let back = Session::<CountUp>::restore(&session.save(())).unwrap();
        assert!(back.is_revealed());
        assert_eq!(back.hints_used(), 1);
        assert_eq!(back, session);
    }

    #[test]
    fn version_1_saves_read_their_plain_moves_as_play_entries() {
        let hashi_v1: Save =
            serde_json::from_str(r#"{"puzzle":"5","actions":["2","3"],"position":1}"#).unwrap();
        assert_eq!(hashi_v1.version, 1);
        assert_eq!(hashi_v1.start, "5");
        assert_eq!(
            hashi_v1.entries,
            [SavedEntry::play("2"), SavedEntry::play("3")]
        );
        let session = Session::<CountUp>::restore(&hashi_v1).unwrap();
        assert_eq!((*session.state(), session.position()), (2, 1));
        // A version 2 save must name its game.
        let mut unnamed = hashi_v1;
        unnamed.version = 2;
        assert!(matches!(
            Session::<CountUp>::restore(&unnamed),
            Err(SaveError::WrongGame { .. })
        ));
    }

    #[test]
    fn a_save_with_both_or_neither_move_lists_is_unreadable() {
        let both = r#"{"start":"5","entries":[],"moves":[],"position":0}"#;
        let neither = r#"{"start":"5","position":0}"#;
        assert!(serde_json::from_str::<Save>(both).is_err());
        assert!(serde_json::from_str::<Save>(neither).is_err());
    }
}
