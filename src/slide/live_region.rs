//! The Slide board's voice for a screen reader: a polite live region that says which piece
//! each change moved, which way and where to, whether it is home, and when the picture is
//! whole again.

use super::context::SlideContext;
use leptos::prelude::*;
use slide_core::{speech, Board};

#[component]
pub fn SlideLiveRegion() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let said = RwSignal::new(String::new());
    Effect::new(move |before: Option<Board>| {
        let now = ctx.game.with(|g| g.board().clone());
        // A shuffle plays hundreds of moves: none of them is the player's news.
        if ctx.shuffling.get_untracked() {
            return now;
        }
        if let Some(before) = before {
            let text = speech::announce_change(&before, &now);
            if !text.is_empty() {
                said.set(text);
            }
        }
        now
    });
    view! {
        <p class="visually-hidden" data-testid="live-region" role="status" aria-live="polite">
            {move || said.get()}
        </p>
    }
}
