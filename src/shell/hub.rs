//! The hub: the games on offer and what brings players back: today's daily puzzle, the puzzle
//! in progress, one-tap new puzzles, the packs with solved counts, and Slide's state.

use crate::hashi::continue_card::ContinueCard;
use crate::hashi::daily_link::DailyLink;
use crate::hashi::learn::offer::LearnLink;
use crate::hashi::pack_progress::PackProgress;
use crate::hashi::quick_start::QuickStart;
use crate::shell::lazy::Lazy;
use crate::slide::summary::summary_chunk;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn Hub() -> impl IntoView {
    view! {
        <section class="hub">
            <h1>"Puzzles between meetings"</h1>
            <ul class="games">
                <li class="game-card">
                    <h2>
                        <A href="/hashi">"Hashi"</A>
                    </h2>
                    <p>"Join the islands with bridges until every number is met and all are connected."</p>
                    <LearnLink />
                    <DailyLink />
                    <ContinueCard />
                    <QuickStart />
                    <PackProgress />
                    <p class="hub-more">
                        <A href="/hashi/edit" attr:data-testid="editor">"Make your own puzzle"</A>
                        " — the editor tells you, as you type, whether it has exactly one solution."
                    </p>
                </li>
                <li class="game-card">
                    <h2>
                        <A href="/slide" attr:data-testid="slide-link">"Slide"</A>
                    </h2>
                    <p>"Slide the pieces of a picture, small and large, back into place through two gaps."</p>
                    <Lazy load=summary_chunk what="Slide's progress" quiet=true later=true />
                </li>
            </ul>
        </section>
    }
}

crate::split_chunk! {
    /// The hub, a chunk of its own: a puzzle link never needs it.
    pub fn hub_chunk in hub => || view! { <Hub /> }.into_any()
}
