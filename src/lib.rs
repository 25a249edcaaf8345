//! The Hashi web app: routes to the hub and the games. Game rules live in the core crates;
//! this crate only binds signals to them.

mod builtin;
mod components;
mod pages;

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

pub use pages::hashi::HashiPage;

/// The whole app: a router over the hub and the game pages.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <Router>
            <main class="app">
                <Routes fallback=pages::not_found::NotFound>
                    <Route path=path!("/") view=pages::hub::Hub />
                    <Route path=path!("/hashi") view=HashiPage />
                </Routes>
            </main>
        </Router>
    }
}
