//! The hub: the games on offer, each with its own card. It stands above the games (the shell
//! below them knows neither).

use crate::hashi::hub::HashiCard;
use crate::slide::hub_card::SlideCard;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn Hub() -> impl IntoView {
    view! {
        <section class="hub">
            <h1>"Puzzles between meetings"</h1>
            <ul class="games">
                <li class="game-card">
                    <HashiCard />
                </li>
                <li class="game-card">
                    <SlideCard />
                </li>
            </ul>
            <p class="hub-progress">
                <A href="/backup" attr:data-testid="backup-link">
                    "Back up or restore your progress"
                </A>
            </p>
        </section>
    }
}

crate::split_chunk! {
    /// The hub, a chunk of its own: a puzzle link never needs it.
    pub fn hub_chunk in hub => || view! { <Hub /> }.into_any()
}
