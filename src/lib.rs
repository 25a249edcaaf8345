//! The Hashi web app: routes to the hub and the games. Game rules live in the core crates;
//! this crate only binds signals to them.

mod backup;
mod hashi;
mod hub;
mod i18n;
mod shell;
mod slide;
pub mod worker;

use crate::i18n::ChunksMsg;
use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;
use shell::lazy::Lazy;
use shell::prefs::PrefsStoreFields;

pub use hashi::loading::GameScreen;
pub use hashi::puzzle_ref::PuzzleRef;

/// The whole app: a router over the hub and the game pages.
#[component]
pub fn App() -> impl IntoView {
    let notices = shell::notices::NoticeBoard::new(Vec::new());
    let prefs = shell::prefs::provide(move |why| notices.push(why.sentence()));
    let kept_language = Signal::derive(move || prefs.language().get());
    i18n::provide(kept_language, move |why| notices.push(why));
    // An embed is the one page another site may frame. It keeps nothing, so it says nothing of
    // storage, of the installed app or of updates; its chunk brings its own router, so that
    // the first download of every other page carries no route of its.
    if hashi::embed::address::is_embed(&window().location().pathname().unwrap_or_default()) {
        return view! {
            <main class="app embedded">
                <shell::notices::Notices board=notices />
                <Lazy load=hashi::embed::embed_chunk what=ChunksMsg::Embed first_screen=true />
            </main>
        }
        .into_any();
    }
    if shell::framing::framed_elsewhere() {
        return view! { <shell::framing::FramedElsewhere /> }.into_any();
    }
    view! {
        <Router>
            <main class="app">
                <shell::notices::Notices board=notices />
                <shell::storage_refused::StorageRefused />
                <shell::standalone::StandaloneStart />
                <shell::offline::UpdateReady />
                <Routes fallback=shell::not_found::NotFound>
                    <Route
                        path=path!("/")
                        view=|| view! { <Lazy load=hub::hub_chunk what=ChunksMsg::Games first_screen=true /> }
                    />
                    <Route path=path!("/hashi") view=hashi::routes::Resume />
                    <Route path=path!("/hashi/p/:id") view=hashi::routes::PackPuzzle />
                    <Route
                        path=path!("/hashi/g/:difficulty/:size/:seed")
                        view=hashi::routes::GeneratedPuzzle
                    />
                    <Route path=path!("/hashi/i/:task") view=hashi::routes::ImportedPuzzle />
                    <Route
                        path=path!("/hashi/edit")
                        view=|| view! { <Lazy load=hashi::editor::editor_chunk what=ChunksMsg::Editor first_screen=true /> }
                    />
                    <Route
                        path=path!("/hashi/continue")
                        view=|| view! { <Lazy load=hashi::handoff::page::handoff_chunk what=ChunksMsg::Handoff first_screen=true /> }
                    />
                    <Route path=path!("/hashi/daily") view=hashi::routes::DailyToday />
                    <Route path=path!("/hashi/daily/:date") view=hashi::routes::DailyPuzzle />
                    <Route
                        path=path!("/hashi/weekly")
                        view=|| view! { <Lazy load=hashi::weekly::weekly_chunk what=ChunksMsg::Weekly first_screen=true /> }
                    />
                    <Route
                        path=path!("/hashi/weekly/:week")
                        view=|| view! { <Lazy load=hashi::weekly::weekly_chunk what=ChunksMsg::Weekly first_screen=true /> }
                    />
                    <Route
                        path=path!("/hashi/learn")
                        // Their pages say when they are up themselves: once the lessons' words are there, and
                        // for a drill once its board is (the driller's download comes first).
                        view=|| view! { <Lazy load=hashi::learn::learn_chunk what=ChunksMsg::Lessons /> }
                    />
                    <Route
                        path=path!("/hashi/learn/:technique")
                        view=|| view! { <Lazy load=hashi::learn::drill_chunk what=ChunksMsg::Drill /> }
                    />
                    <Route
                        path=path!("/backup")
                        view=|| view! { <Lazy load=backup::page::backup_chunk what=ChunksMsg::Progress first_screen=true /> }
                    />
                    <Route
                        path=path!("/slide")
                        view=|| view! { <Lazy load=slide::slide_chunk what=ChunksMsg::Slide first_screen=true /> }
                    />
                </Routes>
            </main>
        </Router>
    }
    .into_any()
}
