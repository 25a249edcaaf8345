//! The installed app's first start. An app added to the home screen (display-mode
//! standalone) may not see the browser's storage (Safari on iOS keeps them apart), so one that
//! starts with no progress says, once, in the player's language, how to bring the progress
//! over from the browser: a puzzle's hand-off link, or the backup file.

use super::lazy::Lazy;
use super::records;
use crate::i18n::{around_link, tr, ChunksMsg, StandaloneMsg, WordsMsg};
use leptos::prelude::*;

/// Where the backup file is made and restored.
const BACKUP: &str = "/backup";

/// Whether the page runs as an installed app (or iOS's home-screen web app).
fn standalone() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let by_media = window
        .match_media("(display-mode: standalone)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches());
    let by_ios = js_sys::Reflect::get(&window.navigator(), &"standalone".into())
        .is_ok_and(|value| value.is_truthy());
    by_media || by_ios
}

/// The sentence where it is due; nothing at all (not even its chunk) elsewhere.
#[component]
pub fn StandaloneStart() -> impl IntoView {
    let due = standalone() && !records::has_progress() && !records::standalone_told();
    due.then(
        || view! { <Lazy load=standalone_chunk what=ChunksMsg::StandaloneNotice quiet=true /> },
    )
}

crate::split_chunk! {
    /// The sentence, downloaded only by an installed app's first start.
    pub fn standalone_chunk in standalone => || view! { <Sentence /> }.into_any()
}

#[component]
fn Sentence() -> impl IntoView {
    records::note_standalone_told();
    let shown = RwSignal::new(true);
    move || {
        shown.get().then(|| {
            view! {
                <p class="notice standalone-notice" data-testid="standalone-notice" role="status">
                    <span>
                        {move || around_link(StandaloneMsg::Said).0}
                        <a href=BACKUP>{tr(StandaloneMsg::Link)}</a>
                        {move || around_link(StandaloneMsg::Said).1}
                    </span>
                    <button
                        class="dismiss"
                        aria-label=tr(WordsMsg::Dismiss)
                        on:click=move |_| shown.set(false)
                    >
                        "×"
                    </button>
                </p>
            }
        })
    }
}
