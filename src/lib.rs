//! The Hashi web app: routes to the hub and the games. Game rules live in the core crates;
//! this crate only binds signals to them.

mod components;
mod navigation;
mod packs;
mod pages;
mod puzzle_ref;
mod slide_picture;
mod slide_storage;
mod storage;

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

pub use components::game_screen::GameScreen;
pub use puzzle_ref::PuzzleRef;

/// The whole app: a router over the hub and the game pages.
#[component]
pub fn App() -> impl IntoView {
    let settings: storage::Settings = storage::read(storage::SETTINGS);
    storage::apply_theme(settings.theme.as_deref());
    view! {
        <Router>
            <main class="app">
                <Routes fallback=pages::not_found::NotFound>
                    <Route path=path!("/") view=pages::hub::Hub />
                    <Route path=path!("/hashi") view=pages::hashi::Resume />
                    <Route path=path!("/hashi/p/:id") view=pages::hashi::PackPuzzle />
                    <Route
                        path=path!("/hashi/g/:difficulty/:size/:seed")
                        view=pages::hashi::GeneratedPuzzle
                    />
                    <Route path=path!("/hashi/i/:task") view=pages::hashi::ImportedPuzzle />
                    <Route path=path!("/slide") view=pages::slide::Slide />
                </Routes>
            </main>
        </Router>
    }
}
