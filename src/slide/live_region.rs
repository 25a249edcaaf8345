//! The Slide board's voice for a screen reader: a polite live region that says which piece
//! each change moved, which way and where to, whether it is home, and when the picture is
//! whole again.

use super::context::SlideContext;
use crate::shell::live_region::{announce_changes, LiveText};
use leptos::prelude::*;
use slide_core::speech;

#[component]
pub fn SlideLiveRegion() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let said = RwSignal::new(String::new());
    announce_changes(
        said,
        move || ctx.game.with(|g| g.board().clone()),
        // A shuffle plays hundreds of moves: none of them is the player's news.
        move || ctx.shuffling.get_untracked(),
        speech::announce_change,
    );
    view! { <LiveText said=said /> }
}
