//! Shown for any address the app does not know.

use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn NotFound() -> impl IntoView {
    view! {
        <section class="not-found" data-testid="notice">
            <h1>"Page not found"</h1>
            <p>"There is no puzzle at this address."</p>
            <A href="/">"Back to the games"</A>
        </section>
    }
}
