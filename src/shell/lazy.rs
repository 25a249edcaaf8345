//! Pages and panels off the critical path, drawn once their chunk (see `chunk.rs`) arrives:
//! a fetch that fails (offline before it was cached) says so, with Retry; one that fails because
//! a deploy renamed the chunks reloads the tab into the new build (`deploy`).

use super::arriving::Arriving;
use crate::i18n::{t, t_with, tr, ChunksMsg, ShellMsg, WordsMsg};
use leptos::prelude::*;

pub use super::chunk::Loader;

/// Shows the page of a chunk: a quiet "Loading…" while it downloads, the page once it is
/// there, or what went wrong with a Retry. `what` names it in those lines ("the editor"). A
/// route's whole page is `first_screen`: once drawn, the visit's first screen is up. A `quiet`
/// part (controls in a bar) shows nothing while it downloads; a `later` one waits for the first
/// screen to be up before it downloads, so it never delays that screen. `on_shown` runs once
/// the page is drawn (a panel moves the focus into it then).
#[component]
pub fn Lazy(
    load: Loader,
    what: ChunksMsg,
    #[prop(optional)] first_screen: bool,
    #[prop(optional)] quiet: bool,
    #[prop(optional)] later: bool,
    #[prop(optional, into)] on_shown: Option<Callback<()>>,
) -> impl IntoView {
    let chunk = Arriving::new(move || {
        let arrival = load();
        async move {
            if later {
                super::settled::page_up().await;
            }
            // Only whether it came matters here.
            arrival.await.map_err(drop)
        }
    });
    move || match chunk.get() {
        None if quiet => ().into_any(),
        None => view! {
            <p class="chunk-loading" role="status" aria-busy="true" data-testid="chunk-loading">
                {move || t_with(ShellMsg::Loading, &[("what", &t(what))])}
            </p>
        }
        .into_any(),
        Some(Ok(page)) => {
            if first_screen {
                super::settled::page_is_up();
            }
            if let Some(shown) = on_shown {
                request_animation_frame(move || shown.run(()));
            }
            page()
        }
        Some(Err(_)) => {
            // A release since this tab opened renamed its chunks: the tab moves to it.
            leptos::task::spawn_local(async {
                super::deploy::reload_into_new_build().await;
            });
            view! { <ChunkFailed what retry=move || chunk.again() /> }.into_any()
        }
    }
}

/// A chunk that could not be fetched. The loader keeps no failure, so Retry fetches again.
#[component]
pub fn ChunkFailed(what: ChunksMsg, retry: impl Fn() + 'static) -> impl IntoView {
    view! {
        <div class="chunk-failed" role="alert" data-testid="chunk-failed">
            <p>{move || t_with(ShellMsg::ChunkFailed, &[("what", &t(what))])}</p>
            <button data-testid="chunk-retry" on:click=move |_| retry()>
                {tr(WordsMsg::Retry)}
            </button>
        </div>
    }
}
