//! The lessons' sentences in the player's language: the verdict on a move in the tutorial or a
//! drill (why it is right, or how it breaks the puzzle), what an exercise teaches, each
//! technique's one line, a drill record and the lines around a verdict, written from the
//! core's data with the `lesson` messages and the aids' words (places, counts of bridges,
//! reasons, techniques' names): the verdicts and the techniques' lines are
//! `hashi_words::lesson`'s (the CLI's writer too), in the current language.
//!
//! A chunk of its own ([`lesson_words`]) that the learn page and the drill pages both load,
//! with the aids' words: the group is used from its code only, so its English travels in it.

use crate::hashi::records::learn::DrillRecord;
use crate::i18n::{t, t_count, t_with, with_catalog, LessonMsg as Msg, WordsMsg};
use crate::worker::client::JobFailure;
use crate::worker::protocol::Refusal;
use hashi_core::learn::Verdict;
use hashi_core::solver::techniques::Technique;
use hashi_core::Puzzle;
use hashi_words::lesson;

// Defined with the words that write it (not with the line that shows it), so that this
// chunk imports nothing of the pages that load it.
/// Why a move could not be judged (which reads as a wrong move: the move is taken back).
#[derive(Clone, Debug)]
pub enum Unjudged {
    /// The judge's position could not be read back, and why.
    Unreadable(String),
    /// The worker refused the job (the page's own mistake).
    Refused(Refusal),
    /// The worker answered another kind of job.
    OutOfTurn,
    Cancelled,
    TimedOut,
    /// The worker failed, and its reason.
    Failed(JobFailure),
}

/// The writers, handed out by the chunk.
#[derive(Clone, Copy)]
pub struct LessonWords {
    /// The verdict on a move.
    pub verdict: fn(&Verdict, &Puzzle) -> String,
    /// The line that opens a verdict: "Right." or "Not quite.".
    pub lead: fn(bool) -> String,
    /// What follows a wrong verdict: the move was taken back.
    pub taken_back: fn() -> String,
    /// Why a move was not judged.
    pub unjudged: fn(&Unjudged) -> String,
    /// One line on what a technique says, for the list of drills and a drill's page.
    pub describe: fn(Technique) -> String,
    /// "12 done · 83% right first time", or that none is done yet.
    pub summary: fn(&DrillRecord) -> String,
    /// The learning progress could not be kept, and the storage's reason.
    pub save_failed: fn(&str) -> String,
}

pub const WORDS: LessonWords = LessonWords {
    verdict,
    lead,
    taken_back,
    unjudged,
    describe,
    summary,
    save_failed,
};

crate::split_chunk! {
    /// The lessons' sentences, fetched by the learn page and the drill pages.
    pub fn lesson_words in lesson_words -> LessonWords => WORDS
}

/// The verdict on a move, as `hashi_words::lesson` writes it in the current language.
fn verdict(verdict: &Verdict, puzzle: &Puzzle) -> String {
    with_catalog(|w| lesson::verdict(w, verdict, puzzle))
}

fn lead(right: bool) -> String {
    t(if right { Msg::Right } else { Msg::NotQuite })
}

fn taken_back() -> String {
    t(Msg::TakenBack)
}

fn unjudged(why: &Unjudged) -> String {
    match why {
        Unjudged::Unreadable(why) => t_with(Msg::AnswerUnreadable, &[("why", why)]),
        // The page's own mistakes, which a player does not meet: the worker's English.
        Unjudged::Refused(why) => why.to_string(),
        Unjudged::OutOfTurn => t(WordsMsg::SolverOutOfTurn),
        Unjudged::Cancelled => t(Msg::JudgeCancelled),
        Unjudged::TimedOut => t(Msg::JudgeTimedOut),
        Unjudged::Failed(why) => t_with(Msg::JudgeFailed, &[("why", &why.reason())]),
    }
}

fn describe(technique: Technique) -> String {
    with_catalog(|w| lesson::describe(w, technique))
}

fn summary(record: &DrillRecord) -> String {
    if record.done == 0 {
        return t(Msg::NoneDone);
    }
    t_count(
        Msg::Done,
        u64::from(record.done),
        &[("share", &record.first_try_share().to_string())],
    )
}

fn save_failed(why: &str) -> String {
    t_with(Msg::SaveFailed, &[("why", why)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drill_record_and_a_verdicts_lead_are_said() {
        assert_eq!((WORDS.summary)(&DrillRecord::default()), "None done yet");
        let record = DrillRecord {
            done: 3,
            first_try: 2,
            next_seed: 3,
        };
        assert_eq!((WORDS.summary)(&record), "3 done · 67% right first time");
        assert_eq!((WORDS.lead)(true), "Right.");
        assert_eq!((WORDS.lead)(false), "Not quite.");
    }
}
