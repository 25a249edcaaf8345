//! The line under a learning board that says whether the move was right, and why: the same
//! for a tutorial step and a drill. The verdict is kept as data (`Said`) and worded when it is
//! shown, in the language of the moment, by the lessons' words (`lesson_words`).

use super::voice::Voice;
use crate::worker::client::JobFailure;
use crate::worker::protocol::Refusal;
use hashi_core::learn::Verdict;
use hashi_core::Puzzle;
use leptos::prelude::*;
use std::sync::Arc;

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

/// What the line says: a verdict on a move on its puzzle, or why there is none.
#[derive(Clone, Debug)]
pub enum Said {
    Verdict(Verdict, Arc<Puzzle>),
    Unjudged(Unjudged),
}

impl Said {
    pub fn is_right(&self) -> bool {
        matches!(self, Said::Verdict(v, _) if v.is_right())
    }

    /// Its sentence in the current language.
    fn text(&self, voice: &Voice) -> String {
        match self {
            Said::Verdict(verdict, puzzle) => (voice.lesson.verdict)(verdict, puzzle, &voice.aid),
            Said::Unjudged(why) => (voice.lesson.unjudged)(why),
        }
    }
}

#[component]
pub fn VerdictLine(
    verdict: RwSignal<Option<Said>>,
    /// `drill-result` or `tutorial-result`.
    testid: &'static str,
    voice: Voice,
) -> impl IntoView {
    move || {
        verdict.get().map(|said| {
            let right = said.is_right();
            view! {
                <p
                    class="verdict"
                    class:right=right
                    class:wrong=!right
                    data-testid=testid
                    data-verdict=if right { "right" } else { "wrong" }
                    role="status"
                >
                    <strong>{move || (voice.lesson.lead)(right)}</strong>
                    " "
                    {move || said.text(&voice)}
                    {(!right).then_some(move || format!(" {}", (voice.lesson.taken_back)()))}
                </p>
            }
        })
    }
}
