//! A clear message with a way back, for URLs and puzzles that cannot be opened.

use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn Problem(message: String) -> impl IntoView {
    view! {
        <section class="problem" role="alert">
            <h1>"This puzzle cannot be opened"</h1>
            <p data-testid="notice">{message}</p>
            <p>
                <A href="/">"Back to the games"</A>
                " · "
                <A href="/hashi">"Play Hashi"</A>
            </p>
        </section>
    }
}
