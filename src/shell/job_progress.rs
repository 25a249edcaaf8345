//! The line that shows a search under way in the solver's worker, with its Cancel. It fades in
//! only after a moment (see style), so a quick answer never flashes it.

use crate::i18n::{tr, WordsMsg};
use crate::worker::slot::JobSlot;
use leptos::prelude::*;

#[component]
pub fn JobProgress(jobs: JobSlot) -> impl IntoView {
    view! {
        {move || {
            jobs.underway()
                .map(|job| {
                    view! {
                        <div class="job-progress" data-testid="job-progress" role="status">
                            <span class="spinner" aria-hidden="true"></span>
                            <span data-testid="job-label">{job.label}</span>
                            <button data-testid="job-cancel" on:click=move |_| jobs.cancel()>
                                {tr(WordsMsg::Cancel)}
                            </button>
                        </div>
                    }
                })
        }}
    }
}
