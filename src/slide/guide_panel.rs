//! What the solver's help says on the Slide screen: the search under way (with its Cancel),
//! then why it could not help, if it could not.

use super::guide::{Guide, Note};
use crate::shell::job_progress::JobProgress;
use leptos::prelude::*;

#[component]
pub fn GuidePanel() -> impl IntoView {
    let guide = expect_context::<Guide>();
    let message = guide.message;
    view! {
        <JobProgress jobs=guide.slot() />
        <p
            class="hint-text"
            data-testid="slide-guide-text"
            aria-live="polite"
            hidden=move || message.with(Option::is_none)
        >
            {move || message.with(|m| m.as_ref().map(Note::text)).unwrap_or_default()}
        </p>
    }
}
