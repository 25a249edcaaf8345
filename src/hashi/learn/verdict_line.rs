//! The line under a learning board that says whether the move was right, and why: the same
//! for a tutorial step and a drill.

use hashi_core::learn::Verdict;
use leptos::prelude::*;

#[component]
pub fn VerdictLine(
    verdict: RwSignal<Option<Verdict>>,
    /// `drill-result` or `tutorial-result`.
    testid: &'static str,
) -> impl IntoView {
    move || {
        verdict.get().map(|v| {
            let right = v.is_right();
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
                    {v.text().to_string()}
                    {(!right).then_some(" The move was taken back: try again.")}
                </p>
            }
        })
    }
}
