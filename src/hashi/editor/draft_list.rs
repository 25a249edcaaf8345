//! The drafts kept in this browser, newest first: each opens in the editor or is forgotten.

use crate::hashi::records::drafts::{self, NotKept, StoredDraft};
use crate::i18n::{t, t_count, t_with, tr, EditorMsg};
use crate::shell::tab_sync::listen;
use leptos::prelude::*;

#[component]
pub fn DraftList(
    /// The draft on screen, shown as current.
    current: Signal<String>,
    /// Bumped whenever the list in storage changes.
    revision: Signal<u32>,
) -> impl IntoView {
    let forgotten = RwSignal::new(0u32);
    // The browser's reason the list could not be kept, worded where it is shown.
    let error = RwSignal::new(None::<NotKept>);
    // Drafts kept or forgotten in another tab show here as it happens.
    listen(drafts::KEY.to_string(), move |_| {
        forgotten.update(|n| *n += 1)
    });
    let list = move || {
        revision.track();
        forgotten.track();
        drafts::all()
    };
    let item = move |d: StoredDraft| {
        let id = d.id.clone();
        let is_current = move || current.with(|c| *c == id);
        let href = format!("/hashi/edit?d={}", d.id);
        let (width, height) = (d.draft.width.to_string(), d.draft.height.to_string());
        let islands = d.draft.islands.len() as u64;
        let label = move || {
            t_count(
                EditorMsg::DraftSize,
                islands,
                &[("width", &width), ("height", &height)],
            )
        };
        let status = match d.status.as_str() {
            "unique" => Some(EditorMsg::DraftUnique),
            "several" => Some(EditorMsg::DraftSeveral),
            "none" => Some(EditorMsg::DraftNone),
            _ => None,
        };
        let status = move || status.map(t).unwrap_or_default();
        let (forget_id, seen) = (d.id.clone(), d.revision);
        view! {
            <li class="editor-draft" data-testid="editor-draft" class:current=is_current>
                <a href=href>{label}</a>
                <span class="muted">{status}</span>
                <button
                    class="link-button"
                    aria-label=tr(EditorMsg::ForgetLabel)
                    on:click=move |_| {
                        error.set(drafts::forget(&forget_id, seen).err());
                        forgotten.update(|n| *n += 1);
                    }
                >
                    {tr(EditorMsg::Forget)}
                </button>
            </li>
        }
    };
    view! {
        <section class="panel editor-drafts" data-testid="editor-drafts">
            <h2>{tr(EditorMsg::Drafts)}</h2>
            <ul>{move || list().into_iter().map(item).collect_view()}</ul>
            <p class="error" role="alert" hidden=move || error.with(Option::is_none)>
                {move || {
                    error.get().map(|why| match why {
                        NotKept::Refused(why) => t_with(EditorMsg::ListSaveFailed, &[("why", &why)]),
                        NotKept::Stale => t(EditorMsg::ForgetMovedOn),
                    })
                }}
            </p>
        </section>
    }
}
