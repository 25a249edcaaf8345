//! The line under a learning board that says whether the move was right, and why: the same
//! for a tutorial step and a drill. The verdict is kept as data (`Said`) and worded when it is
//! shown, in the language of the moment, by the lessons' words (`lesson_words`).

pub use super::lesson_words::Unjudged;
use super::voice::Voice;
use hashi_core::learn::Verdict;
use hashi_core::Puzzle;
use leptos::prelude::*;
use std::sync::Arc;

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
            Said::Verdict(verdict, puzzle) => (voice.lesson.verdict)(verdict, puzzle),
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
