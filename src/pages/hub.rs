//! The hub: the games on offer.

use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn Hub() -> impl IntoView {
    view! {
        <section class="hub">
            <h1>"Hashi"</h1>
            <ul class="games">
                <li>
                    <A href="/hashi">"Hashi"</A>
                    " — join the islands with bridges until every number is met."
                </li>
            </ul>
        </section>
    }
}
