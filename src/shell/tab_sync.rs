//! Records shared by several tabs: a record another tab stores reaches this one (the `storage`
//! event), and a tab that missed a newer write says so plainly, with one button that loads
//! the newer one. The rule itself is `revision`'s; each game words its own sentence.

use leptos::prelude::*;

/// Calls `heard` with the text another tab stores under `key`, for as long as the calling
/// component lives (a removal is not passed on: nothing newer is there to show).
pub fn listen(key: String, heard: impl Fn(String) + 'static) {
    listen_boxed(key, Box::new(heard));
}

/// [`listen`]'s one body, whatever the caller's closure (a copy per caller costs every page).
fn listen_boxed(key: String, heard: Box<dyn Fn(String)>) {
    let handle = window_event_listener(leptos::ev::storage, move |event| {
        if event.key().as_deref() != Some(key.as_str()) {
            return;
        }
        if let Some(text) = event.new_value() {
            heard(text);
        }
    });
    on_cleanup(move || handle.remove());
}

/// What a stale tab says and does, provided as context by the screen that shows it.
#[derive(Clone, Copy)]
pub struct MovedOn {
    /// Another tab stored a newer record this tab missed: writes are refused until the player
    /// loads it.
    pub stale: RwSignal<bool>,
    /// "This puzzle moved on in another tab", in the game's own words (in the language shown).
    pub sentence: fn() -> String,
    /// The button's label.
    pub button: fn() -> String,
    /// Loads the newer record.
    pub load_newer: Callback<()>,
}

impl MovedOn {
    /// The notice while this tab is stale, for pages that are chunks already (Slide, the
    /// editor). Hashi's play screen, on the first board's path, has a chunk of its own.
    pub fn view(self) -> impl IntoView {
        view! {
            <Show when=move || self.stale.get()>
                <Notice notice=self />
            </Show>
        }
    }
}

/// The sentence, with the one button that loads the newer record.
#[component]
fn Notice(notice: MovedOn) -> impl IntoView {
    view! {
        <p class="notice moved-on" data-testid="moved-on" role="alert">
            <span>{notice.sentence}</span>
            " "
            <button
                class="primary"
                data-testid="load-newer"
                on:click=move |_| notice.load_newer.run(())
            >
                {notice.button}
            </button>
        </p>
    }
}
