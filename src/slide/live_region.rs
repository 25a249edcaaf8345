//! The Slide board's voice for a screen reader: a polite live region that says which piece
//! each change moved, which way and where to, whether it is home, and when the picture is
//! whole again; which gap is outlined when the player switches gaps; and what a hint outlines.

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
        move || ctx.game.with(|g| (g.board().clone(), g.selected())),
        // A shuffle plays hundreds of moves: none of them is the player's news.
        move || ctx.shuffling.get_untracked(),
        |(before, was), (after, now)| {
            let moved = speech::announce_change(before, after);
            let switched = (was != now).then(|| speech::selected_gap(after.gap(*now)));
            match (moved.is_empty(), switched) {
                (true, Some(switched)) => switched,
                (false, Some(switched)) if moved.ends_with(['.', '!']) => {
                    format!("{moved} {switched}")
                }
                (false, Some(switched)) => format!("{moved}. {switched}"),
                (_, None) => moved,
            }
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
