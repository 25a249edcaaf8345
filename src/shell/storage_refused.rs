//! The one sentence a page says where the browser keeps nothing for the site (storage
//! blocked): this visit's progress lasts while the tab is open, and how to take it along.

use super::lazy::Lazy;
use super::records;
use crate::i18n::{around_link, tr, ChunksMsg, ShellMsg, WordsMsg};
use leptos::prelude::*;

/// Where the backup file is made (the hub's "Back up or restore your progress").
const BACKUP: &str = "/backup";

/// Says it once per visit, dismissible; nothing at all (not even its chunk) where the browser
/// keeps records.
#[component]
pub fn StorageRefused() -> impl IntoView {
    (!records::kept()).then(|| {
        view! { <Lazy load=storage_refused_chunk what=ChunksMsg::StorageNotice quiet=true /> }
    })
}

crate::split_chunk! {
    /// The sentence, downloaded only where the browser refuses storage.
    pub fn storage_refused_chunk in storage_refused => || view! { <Sentence /> }.into_any()
}

#[component]
fn Sentence() -> impl IntoView {
    let shown = RwSignal::new(true);
    move || {
        shown.get().then(|| {
            view! {
                <p class="notice storage-refused" data-testid="storage-refused" role="status">
                    <span>
                        {move || around_link(ShellMsg::StorageRefused).0}
                        <a href=BACKUP>{tr(ShellMsg::StorageRefusedLink)}</a>
                        {move || around_link(ShellMsg::StorageRefused).1}
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
