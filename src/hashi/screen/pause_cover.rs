//! The pause screen: what stands in the board's place while the clock is stopped, and the
//! way back to the board (Resume, or P again).

use crate::hashi::screen::state::ScreenContext;
use crate::i18n::{tr, PauseMsg};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

/// Gives the focus back to the board, where the P that paused was pressed.
fn focus_board() {
    let board = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-testid=board]").ok().flatten())
        .and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(board) = board {
        let _ = board.focus();
    }
}

#[component]
pub fn PauseCover() -> impl IntoView {
    let screen = expect_context::<ScreenContext>();
    let resume = move || {
        screen.set_paused(false);
        // The board is shown again on the next frame; only then can it take the focus.
        request_animation_frame(focus_board);
    };
    let keys = move |event: KeyboardEvent| {
        let plain = !(event.ctrl_key() || event.meta_key() || event.alt_key());
        if plain && matches!(event.key().as_str(), "p" | "P") {
            event.prevent_default();
            resume();
        }
    };
    let button = NodeRef::<leptos::html::Button>::new();
    // The board had the focus and is now hidden: the focus would fall to the page's start.
    button.on_load(|button| {
        request_animation_frame(move || {
            let _ = button.focus();
        })
    });
    view! {
        // The focus moves to Resume, so a reader says where it is ("Paused"), the button and
        // why the board went away.
        <section class="pause-cover" data-testid="pause-cover" aria-label=tr(PauseMsg::Paused) on:keydown=keys>
            <p class="pause-title">{tr(PauseMsg::Paused)}</p>
            <p id="pause-why">{tr(PauseMsg::Why)}</p>
            <button
                node_ref=button
                data-testid="pause-resume"
                title=tr(PauseMsg::ResumeTitle)
                aria-describedby="pause-why"
                on:click=move |_| resume()
            >
                {tr(PauseMsg::Resume)}
            </button>
        </section>
    }
}

crate::split_chunk! {
    /// The pause screen, downloaded the first time the game is paused.
    pub fn pause_chunk in pause => || view! { <PauseCover /> }.into_any()
}
