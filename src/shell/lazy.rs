//! Pages and panels off the critical path. In Trunk's builds each `split_chunk!` is cut into a
//! wasm chunk of its own (by `cargo xtask finish-build`), fetched the first time it is shown;
//! a fetch that fails (offline before it was cached, a deploy in between) says so, with Retry.

use crate::i18n::{t, t_with, tr, ChunksMsg, ShellMsg};
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;

pub use leptos::wasm_split::SplitLoaderError;

/// What a chunk hands back once it is loaded: the function that draws its page or panel. A
/// plain function pointer (not a view) so that the loaded result can be kept and drawn again.
pub type Page = fn() -> AnyView;

/// How a chunk arrives: a boxed future, so that `Lazy` (and its resource) is built once for
/// every chunk rather than once per chunk's function type.
pub type Arrival<T = Page> = Pin<Box<dyn Future<Output = Result<T, SplitLoaderError>>>>;

/// What `split_chunk!` declares: the function that fetches a chunk's page.
pub type Loader = fn() -> Arrival;

/// Declares `fn NAME() -> Arrival<T>`: `VALUE` (a page, or functions to call) lives in the chunk
/// `CHUNK`, with everything only it reaches. Only Trunk's builds of the app (the `split`
/// feature) really split: there `finish-build` cuts the wasm at these points. Everywhere else
/// (tests, the CLI's checks) the value is in the one module and arrives at once. Without
/// `-> T`, the value is a [`Page`].
#[macro_export]
macro_rules! split_chunk {
    ($(#[$doc:meta])* $vis:vis fn $name:ident in $chunk:ident => $page:expr) => {
        $crate::split_chunk! {
            $(#[$doc])*
            $vis fn $name in $chunk -> $crate::shell::lazy::Page => $page
        }
    };
    ($(#[$doc:meta])* $vis:vis fn $name:ident in $chunk:ident -> $value_type:ty => $value:expr) => {
        $(#[$doc])*
        $vis fn $name() -> $crate::shell::lazy::Arrival<$value_type> {
            #[cfg(feature = "split")]
            #[::leptos::wasm_split::wasm_split(
                $chunk,
                wasm_split_path = ::leptos::wasm_split,
                fallible
            )]
            fn $name() -> ::std::result::Result<$value_type, ::leptos::wasm_split::SplitLoaderError> {
                ::std::result::Result::Ok($value)
            }

            #[cfg(not(feature = "split"))]
            async fn $name() -> ::std::result::Result<$value_type, ::leptos::wasm_split::SplitLoaderError> {
                ::std::result::Result::Ok($value)
            }

            ::std::boxed::Box::pin($name())
        }
    };
}

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
    let chunk = LocalResource::new(move || {
        let arrival = load();
        async move {
            if later {
                super::settled::page_up().await;
            }
            arrival.await
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
        Some(Err(_)) => view! { <ChunkFailed what retry=move || chunk.refetch() /> }.into_any(),
    }
}

/// A chunk that could not be fetched. The loader keeps no failure, so Retry fetches again.
#[component]
pub fn ChunkFailed(what: ChunksMsg, retry: impl Fn() + 'static) -> impl IntoView {
    view! {
        <div class="chunk-failed" role="alert" data-testid="chunk-failed">
            <p>{move || t_with(ShellMsg::ChunkFailed, &[("what", &t(what))])}</p>
            <button data-testid="chunk-retry" on:click=move |_| retry()>
                {tr(ShellMsg::Retry)}
            </button>
        </div>
    }
}
