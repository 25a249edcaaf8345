//! One line on the hub about the Slide game as saved: a challenge under way, won, or free play.

use super::records;
use crate::i18n::{t, t_count, SlideMsg};
use leptos::prelude::*;
use slide_core::Mode;

#[component]
pub fn SlideSummary() -> impl IntoView {
    // A damaged save is reported on the Slide page itself, where it is set aside.
    let (game, _, _) = records::resume();
    let moves = game.moves() as u64;
    let text = move || match game.mode() {
        Mode::Challenge(_) if game.is_won() => t_count(SlideMsg::SummaryWon, moves, &[]),
        Mode::Challenge(_) => t_count(SlideMsg::SummaryChallenge, moves, &[]),
        Mode::Free => t(SlideMsg::SummaryFree),
    };
    view! { <p class="slide-summary" data-testid="slide-summary">{text}</p> }
}

crate::split_chunk! {
    /// The hub's Slide line, downloaded once the hub is up (it replays Slide's save, which
    /// only Slide's own page needs otherwise).
    pub fn summary_chunk in slide_summary => || view! { <SlideSummary /> }.into_any()
}
