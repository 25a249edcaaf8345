//! The line under a learning board that says whether the move was right, and why: the same
//! for a tutorial step and a drill. The verdict arrives as data; `Said` holds its sentence,
//! written by the core's lesson English (`Verdict::text`).

use hashi_core::learn::Verdict;
use hashi_core::Puzzle;
use leptos::prelude::*;

/// What the line says: a verdict on the move, or why it could not be judged (which reads as a
/// wrong move: the move is taken back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    right: bool,
    text: String,
}

impl Said {
    /// `verdict` on a move on `puzzle`, in words.
    pub fn verdict(verdict: &Verdict, puzzle: &Puzzle) -> Said {
        Said {
            right: verdict.is_right(),
            text: verdict.text(puzzle),
        }
    }

    /// The move was not judged, and why.
    pub fn unjudged(why: String) -> Said {
        Said {
            right: false,
            text: why,
        }
    }

    pub fn is_right(&self) -> bool {
        self.right
    }
}

#[component]
pub fn VerdictLine(
    verdict: RwSignal<Option<Said>>,
    /// `drill-result` or `tutorial-result`.
    testid: &'static str,
) -> impl IntoView {
    move || {
        verdict.get().map(|Said { right, text }| {
            view! {
                <p
                    class="verdict"
                    class:right=right
                    class:wrong=!right
                    data-testid=testid
                    data-verdict=if right { "right" } else { "wrong" }
                    role="status"
                >
                    <strong>{if right { "Right. " } else { "Not quite. " }}</strong>
                    {text}
                    {(!right).then_some(" The move was taken back: try again.")}
                </p>
            }
        })
    }
}
