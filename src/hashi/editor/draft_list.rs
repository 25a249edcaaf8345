//! The drafts kept in this browser, newest first: each opens in the editor or is forgotten.

use super::drafts::{self, StoredDraft};
use leptos::prelude::*;

#[component]
pub fn DraftList(
    /// The draft on screen, shown as current.
    current: Signal<String>,
    /// Bumped whenever the list in storage changes.
    revision: Signal<u32>,
) -> impl IntoView {
    let forgotten = RwSignal::new(0u32);
    let error = RwSignal::new(None::<String>);
    let list = move || {
        revision.track();
        forgotten.track();
        drafts::all()
    };
    let item = move |d: StoredDraft| {
        let id = d.id.clone();
        let is_current = move || current.with(|c| *c == id);
        let href = format!("/hashi/edit?d={}", d.id);
        let label = format!(
            "{}x{}, {} islands",
            d.draft.width,
            d.draft.height,
            d.draft.islands.len()
        );
        let status = match d.status.as_str() {
            "unique" => "one solution",
            "several" => "several solutions",
            "none" => "no solution",
            _ => "",
        };
        let forget_id = d.id.clone();
        view! {
            <li class="editor-draft" data-testid="editor-draft" class:current=is_current>
                <a href=href>{label}</a>
                <span class="muted">{status}</span>
                <button
                    class="link-button"
                    aria-label="Forget this draft"
                    on:click=move |_| {
                        error.set(drafts::forget(&forget_id).err());
                        forgotten.update(|n| *n += 1);
                    }
                >
                    "Forget"
                </button>
            </li>
        }
    };
    view! {
        <section class="panel editor-drafts" data-testid="editor-drafts">
            <h2>"Your drafts"</h2>
            <ul>{move || list().into_iter().map(item).collect_view()}</ul>
            <p class="error" role="alert" hidden=move || error.with(Option::is_none)>
                {move || error.get().unwrap_or_default()}
            </p>
        </section>
    }
}
