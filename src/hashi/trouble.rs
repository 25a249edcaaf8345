//! What stands between the player and a Hashi puzzle or a save (an address that names no
//! puzzle, a pack that could not be had, a record the browser would not store), kept as data
//! and worded where it is shown, so that it reads in the language at hand even when that
//! arrives later. Hashi's own: the shell below tells sentences, not troubles.

use crate::hashi::packs::{Failure, PackError};
use crate::hashi::parse_words::ReadWords;
use crate::hashi::query::{RULES_PARAM, SYMMETRY_PARAM};
use crate::hashi::words::band_name;
use crate::i18n::{t, t_count, t_with, PlayMsg, ShellMsg};
use crate::shell::not_saved::NotSaved;
use crate::shell::notices::NoticeBoard;
use hashi_core::daily::{Date, DateError};
use hashi_core::formats::ParseError;
use hashi_core::generator::GENERATOR_VERSION;
use hashi_core::rating::Band;
use hashi_core::rule_set::RuleSetError;
use hashi_core::weekly::{Week, WeekError, FIRST_WEEK};
use std::sync::Arc;

/// Why an address opens no puzzle, or what went wrong beside one. A text the core could not
/// read is shared rather than copied with its trouble (a memo and a page each hold one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    NothingHere,
    NoPuzzles,
    NoPuzzleAddress,
    NotDifficulty(String),
    NotSize(String),
    NotSeed(String),
    /// The `sym` query as written, which names no symmetry.
    NotSymmetry(String),
    /// The `rules` query as written, and what is wrong with it.
    BadRules {
        text: String,
        error: RuleSetError,
    },
    NoDaily(DateError),
    DailyNotOut {
        date: Date,
        today: Date,
    },
    /// A weekly puzzle's address that names no ISO week.
    NoWeek(WeekError),
    /// A week before the first puzzle of the week.
    WeeklyBefore(Week),
    /// A week still to come, seen in `now`.
    WeeklyNotOut {
        week: Week,
        now: Week,
    },
    /// A generated puzzle's link from another generator version (`link` as written there).
    OtherGenerator {
        link: String,
    },
    NoPackPuzzle(String),
    NotPack,
    PackEntryDamaged {
        id: String,
        error: Arc<ParseError>,
    },
    Pack(PackError),
    LinkBroken(Arc<ParseError>),
    NotSaved(NotSaved),
}

impl Trouble {
    /// Tells of it on `board`, worded again whenever the language changes.
    pub fn tell(self, board: NoticeBoard) {
        board.follow_language(move || self.sentence(None));
    }

    /// Whether its sentence quotes what the core could not read, which the parse errors' words
    /// (a chunk of their own) say in the player's language.
    pub fn quotes_unread_text(&self) -> bool {
        matches!(
            self,
            Trouble::BadRules { .. }
                | Trouble::NoDaily(_)
                | Trouble::PackEntryDamaged { .. }
                | Trouble::LinkBroken(_)
        )
    }

    /// The sentence in the current language; what the core could not read is in the core's
    /// terse words until `read` has arrived, or where it cannot be downloaded.
    pub fn sentence(&self, read: Option<ReadWords>) -> String {
        let read = read.unwrap_or(ReadWords::TERSE);
        match self {
            Trouble::NothingHere => t(ShellMsg::NothingHere),
            Trouble::NoPuzzles => t(ShellMsg::NoPuzzles),
            Trouble::NoPuzzleAddress => t(ShellMsg::NoPuzzleAddress),
            Trouble::NotDifficulty(text) => t_with(PlayMsg::NotDifficulty, &[("text", text)]),
            Trouble::NotSize(text) => t_with(PlayMsg::NotSize, &[("text", text)]),
            Trouble::NotSeed(text) => t_with(PlayMsg::NotSeed, &[("text", text)]),
            Trouble::NotSymmetry(text) => t_with(
                PlayMsg::NotSymmetry,
                &[("param", SYMMETRY_PARAM), ("text", text)],
            ),
            Trouble::BadRules { text, error } => t_with(
                PlayMsg::BadRules,
                &[
                    ("param", RULES_PARAM),
                    ("text", text),
                    ("why", &(read.rules)(error)),
                    ("at", &(error.at() + 1).to_string()),
                ],
            ),
            Trouble::NoDaily(error) => t_with(PlayMsg::NoDaily, &[("why", &(read.date)(error))]),
            // The day is written as the address writes it, which every language reads.
            Trouble::DailyNotOut { date, today } => {
                let days = (date.days_since_epoch() - today.days_since_epoch()).max(1);
                let days = t_count(ShellMsg::OpensInDays, days as u64, &[]);
                t_with(
                    ShellMsg::DailyNotOut,
                    &[("date", &date.to_string()), ("days", &days)],
                )
            }
            Trouble::NoWeek(WeekError::Form(text)) => t_with(PlayMsg::NotAWeek, &[("text", text)]),
            Trouble::NoWeek(WeekError::NoSuchWeek {
                year,
                number,
                weeks,
            }) => t_with(
                PlayMsg::NoSuchWeek,
                &[
                    ("year", &year.to_string()),
                    ("number", &number.to_string()),
                    ("weeks", &weeks.to_string()),
                ],
            ),
            Trouble::WeeklyBefore(week) => t_with(
                PlayMsg::WeeklyBefore,
                &[
                    ("week", &week.to_string()),
                    ("first", &FIRST_WEEK.to_string()),
                ],
            ),
            Trouble::WeeklyNotOut { week, now } => t_with(
                PlayMsg::WeeklyNotOut,
                &[
                    ("week", &week.to_string()),
                    ("now", &now.to_string()),
                    ("monday", &week.monday().to_string()),
                ],
            ),
            Trouble::OtherGenerator { link } => t_with(
                ShellMsg::OtherGenerator,
                &[("link", link), ("ours", &GENERATOR_VERSION.to_string())],
            ),
            Trouble::NoPackPuzzle(id) => t_with(PlayMsg::NoPackPuzzle, &[("id", id)]),
            Trouble::NotPack => t(PlayMsg::NotPack),
            Trouble::PackEntryDamaged { id, error } => t_with(
                PlayMsg::PackDamaged,
                &[("id", id), ("why", &(read.text)(error))],
            ),
            Trouble::Pack(error) => {
                let msg = match error.failure {
                    Failure::NotDownloaded(_) => ShellMsg::PackNotDownloaded,
                    Failure::Damaged(_) => ShellMsg::PackDamaged,
                };
                let band = Band::from_id(error.band)
                    .map_or_else(|| error.band.to_string(), |b| t(band_name(b)));
                t_with(msg, &[("band", &band), ("why", &error.reason())])
            }
            Trouble::LinkBroken(error) => {
                t_with(PlayMsg::LinkBroken, &[("why", &(read.text)(error))])
            }
            Trouble::NotSaved(not_saved) => not_saved.sentence(),
        }
    }
}

#[cfg(test)]
mod tests;
