//! The one sentence a page says where the browser keeps nothing for the site (storage
//! blocked): this visit's progress lasts while the tab is open, and how to take it along.

use super::storage;
use crate::i18n::{around_link, tr, ShellMsg};
use leptos::prelude::*;

/// Where the backup file is made (the hub's "Back up or restore your progress").
const BACKUP: &str = "/backup";

/// Says it once per visit, dismissible; nothing at all where the browser keeps records.
#[component]
pub fn StorageRefused() -> impl IntoView {
    let shown = RwSignal::new(!storage::kept());
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
                        aria-label=tr(ShellMsg::Dismiss)
                        on:click=move |_| shown.set(false)
                    >
                        "×"
                    </button>
                </p>
            }
        })
    }
}
