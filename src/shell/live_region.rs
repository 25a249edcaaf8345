//! What both games' screen-reader voices share: the polite live region itself, and the
//! effect that describes each change of a position from the one before it.

use leptos::prelude::*;

/// Says `describe(before, now)` in `said` whenever `read` gives a new position (and
/// `describe` has something to say); `quiet` positions are passed over but remembered.
pub fn announce_changes<T: Clone + PartialEq + Send + Sync + 'static>(
    said: RwSignal<String>,
    read: impl Fn() -> T + 'static,
    quiet: impl Fn() -> bool + 'static,
    describe: impl Fn(&T, &T) -> String + 'static,
) {
    Effect::new(move |before: Option<T>| {
        let now = read();
        if let Some(before) = before.filter(|b| *b != now && !quiet()) {
            let text = describe(&before, &now);
            if !text.is_empty() {
                said.set(text);
            }
        }
        now
    });
}

/// The region a screen reader listens to, visually hidden.
#[component]
pub fn LiveText(said: RwSignal<String>) -> impl IntoView {
    view! {
        <p class="visually-hidden" data-testid="live-region" role="status" aria-live="polite">
            {move || said.get()}
        </p>
    }
}
