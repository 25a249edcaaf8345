//! The Slide board's voice for a screen reader: a polite live region that says which piece
//! each change moved, which way and where to, whether it is home, and when the picture is
//! whole again; which gap is outlined when the player switches gaps; and what a hint outlines.

use super::context::SlideContext;
use super::speech;
use crate::shell::live_region::{announce_changes, LiveText};
use leptos::prelude::*;

#[component]
pub fn SlideLiveRegion() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let said = RwSignal::new(String::new());
    announce_changes(
        said,
        move || ctx.game.with(|g| (g.board().clone(), g.selected())),
        // A shuffle plays hundreds of moves: none of them is the player's news.
        move || ctx.shuffling.get_untracked(),
        |(before, was), (after, now)| {
            speech::announce(before, after, (was != now).then(|| after.gap(*now)))
        },
    );
    announce_changes(
        said,
        move || ctx.hint.get(),
        || false,
        move |_, hinted| {
            hinted
                .map(|mv| ctx.game.with_untracked(|g| speech::hint(g.board(), mv)))
                .unwrap_or_default()
        },
    );
    view! { <LiveText said=said /> }
}
