//! Lasting notices (unreadable saves, storage problems), each dismissible.

use leptos::prelude::*;

#[component]
pub fn Notices(notices: RwSignal<Vec<String>>) -> impl IntoView {
    view! {
        <ul class="notices" aria-live="polite">
            <For
                each=move || notices.get()
                key=|message| message.clone()
                children=move |message| {
                    let dismissed = message.clone();
                    view! {
                        <li class="notice" data-testid="notice" role="status">
                            <span>{message}</span>
                            <button
                                class="dismiss"
                                aria-label="Dismiss"
                                on:click=move |_| {
                                    notices.update(|n| n.retain(|m| *m != dismissed))
                                }
                            >
                                "×"
                            </button>
                        </li>
                    }
                }
            />
        </ul>
    }
}
