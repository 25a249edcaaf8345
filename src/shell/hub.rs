//! The hub: the games on offer, and a way back to the last puzzle.

use crate::hashi::storage;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn Hub() -> impl IntoView {
    let last = storage::last_puzzle();
    view! {
        <section class="hub">
            <h1>"Puzzles between meetings"</h1>
            <ul class="games">
                <li class="game-card">
                    <h2>
                        <A href="/hashi">"Hashi"</A>
                    </h2>
                    <p>"Join the islands with bridges until every number is met and all are connected."</p>
                    {last
                        .map(|path| {
                            view! {
                                <A href=path attr:class="continue" attr:data-testid="continue">
                                    "Continue your last puzzle"
                                </A>
                            }
                        })}
                </li>
                <li class="game-card">
                    <h2>
                        <A href="/slide" attr:data-testid="slide-link">"Slide"</A>
                    </h2>
                    <p>"Slide the pieces of a picture, small and large, back into place through two gaps."</p>
                </li>
            </ul>
        </section>
    }
}
