//! The refusals' terse `Display`s, for logs and tests: a player reads them as
//! `hashi_words::aid::refusal` words them, or as the page's own sentences.

use crate::protocol::{DrillerRefusal, MakerRefusal, Refusal, Sent};
use hashi_core::hint::PathError;
use hashi_core::words::sentence;
use std::fmt;

/// A job sent to a worker that does not do it: `whose` names the one that does.
fn not_mine(f: &mut fmt::Formatter<'_>, whose: &str) -> fmt::Result {
    write!(
        f,
        "This worker does not do that job: {whose}. Reload the page."
    )
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotMine => not_mine(f, "the maker and the driller make puzzles"),
            Refusal::Unreadable(Sent::Puzzle) => f.write_str("The puzzle could not be read."),
            Refusal::Unreadable(Sent::Position) => f.write_str("The position could not be read."),
            Refusal::Unreadable(Sent::Draft) => f.write_str("The draft could not be read."),
            Refusal::Unreadable(Sent::Move(text)) => {
                write!(f, "The move “{text}” could not be read.")
            }
            Refusal::Unreadable(Sent::TutorialStep(index)) => {
                write!(f, "The tutorial has no step {}.", index.saturating_add(1))
            }
            Refusal::Unreadable(Sent::TutorialBoard) => {
                f.write_str("The tutorial step's board could not be read.")
            }
            Refusal::Unreadable(Sent::Drill) => f.write_str("This drill is damaged."),
            Refusal::Unreadable(Sent::SlideBoard) => {
                f.write_str("The Slide board could not be read.")
            }
            Refusal::CannotJudge => f.write_str("This step cannot judge that move."),
            // Terse, for logs: a player reads these two as `hashi_words::aid::refusal` words them.
            Refusal::NoPath(why) => write!(f, "no logical path: the puzzle {why}"),
            Refusal::Path(why @ PathError::GaveUp { .. }) => write!(f, "no logical path: {why}"),
            Refusal::Path(why) => write!(f, "The logical path could not be followed: {why}."),
        }
    }
}

impl fmt::Display for MakerRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MakerRefusal::NotMine => not_mine(f, "the driller makes drills"),
            MakerRefusal::NotADifficulty(band) => write!(f, "“{band}” is not a difficulty."),
            MakerRefusal::NotRules(text) => write!(f, "“{text}” are not rules."),
            MakerRefusal::NotSymmetry(text) => write!(f, "“{text}” is not a symmetry."),
            MakerRefusal::NoWeekly(week) => write!(f, "“{week}” has no puzzle of the week."),
            MakerRefusal::Generate(e) => write!(f, "{e}."),
        }
    }
}

impl fmt::Display for DrillerRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrillerRefusal::NotMine => not_mine(f, "the maker makes puzzles"),
            DrillerRefusal::NotATechnique(id) => write!(f, "“{id}” is not a technique."),
            DrillerRefusal::Drill(e) => f.write_str(&sentence(&e.to_string())),
        }
    }
}
