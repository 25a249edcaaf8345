//! One line on the hub about the Slide game as saved: a challenge under way, won, or free play.

use super::storage;
use leptos::prelude::*;
use slide_core::Mode;

#[component]
pub fn SlideSummary() -> impl IntoView {
    // A damaged save is reported on the Slide page itself, where it is set aside.
    let (game, _) = storage::resume();
    let text = match game.mode() {
        Mode::Challenge(_) if game.is_won() => format!("Challenge won in {} moves", game.moves()),
        Mode::Challenge(_) => format!("Challenge: {} moves in progress", game.moves()),
        Mode::Free => "Free play".to_string(),
    };
    view! { <p class="slide-summary" data-testid="slide-summary">{format!("Slide: {text}")}</p> }
}

crate::split_chunk! {
    /// The hub's Slide line, downloaded once the hub is up (it replays Slide's save, which
    /// only Slide's own page needs otherwise).
    pub fn summary_chunk in slide_summary => || view! { <SlideSummary /> }.into_any()
}
