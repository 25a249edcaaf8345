//! Keeps the screen on while a puzzle is open and unsolved, when the player asked for it: the
//! lock is let go on the win, when the page is hidden (and taken again when it is back), and
//! when the screen closes (the hub, another page, the setting turned off).

use crate::hashi::play::context::GameContext;
use crate::shell::wake_lock::{self, Sentinel};
use hashi_core::Game;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

fn page_visible() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_none_or(|d| d.visibility_state() == web_sys::VisibilityState::Visible)
}

#[component]
pub fn KeepAwake() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let solved = Memo::new(move |_| ctx.game().with(Game::is_solved));
    let visible = RwSignal::new(page_visible());
    let document = web_sys::window().and_then(|w| w.document());
    let on_change = Closure::<dyn Fn()>::new(move || {
        visible.try_set(page_visible());
    });
    if let Some(document) = &document {
        let _ = document.add_event_listener_with_callback(
            "visibilitychange",
            on_change.as_ref().unchecked_ref(),
        );
    }
    let listener = StoredValue::new_local(Some((document, on_change)));
    let held = StoredValue::new_local(None::<Sentinel>);
    // Each wish gets a number, so that a lock granted after the wish changed is let go.
    let wish = StoredValue::new(0u32);
    let let_go = move || {
        if let Some(sentinel) = held.try_update_value(Option::take).flatten() {
            wake_lock::release(sentinel);
        }
    };
    Effect::new(move |_| {
        let wanted = visible.get() && !solved.get();
        wish.update_value(|n| *n += 1);
        let_go();
        if wanted {
            let asked = wish.get_value();
            leptos::task::spawn_local(async move {
                if let Some(sentinel) = wake_lock::acquire().await {
                    if wish.try_get_value() == Some(asked) {
                        held.try_set_value(Some(sentinel));
                    } else {
                        wake_lock::release(sentinel);
                    }
                }
            });
        }
    });
    on_cleanup(move || {
        wish.try_update_value(|n| *n += 1);
        let_go();
        if let Some((Some(document), on_change)) = listener.try_update_value(Option::take).flatten()
        {
            let _ = document.remove_event_listener_with_callback(
                "visibilitychange",
                on_change.as_ref().unchecked_ref(),
            );
        }
    });
}

crate::split_chunk! {
    /// Downloaded once the board is up, only for a player who turned the setting on.
    pub fn keep_awake_chunk in keep_awake => || view! { <KeepAwake /> }.into_any()
}
