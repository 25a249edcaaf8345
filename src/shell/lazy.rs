//! Pages and panels off the critical path. In the release build each `split_chunk!` is cut into
//! a wasm chunk of its own (by `cargo xtask finish-build`), fetched the first time it is shown;
//! a fetch that fails (offline before it was cached, a deploy in between) says so, with Retry.

use leptos::prelude::*;
use std::future::Future;

pub use leptos::wasm_split::SplitLoaderError;

/// What a chunk hands back once it is loaded: the function that draws its page or panel. A
/// plain function pointer (not a view) so that the loaded result can be kept and drawn again.
pub type Page = fn() -> AnyView;

/// Declares `async fn NAME() -> Result<Page, SplitLoaderError>` whose page lives in the chunk
/// `CHUNK`. Only the release build of the app (`split` feature, no debug assertions) really
/// splits: there `finish-build` cuts the wasm at these points. Everywhere else (debug builds,
/// tests, the worker) the function answers at once with the page in the one module.
#[macro_export]
macro_rules! split_chunk {
    ($(#[$doc:meta])* $vis:vis fn $name:ident in $chunk:ident => $page:expr) => {
        $(#[$doc])*
        #[cfg(all(feature = "split", not(debug_assertions)))]
        #[::leptos::wasm_split::wasm_split(
            $chunk,
            wasm_split_path = ::leptos::wasm_split,
            fallible
        )]
        $vis fn $name() -> ::std::result::Result<
            $crate::shell::lazy::Page,
            ::leptos::wasm_split::SplitLoaderError,
        > {
            ::std::result::Result::Ok($page)
        }

        $(#[$doc])*
        #[cfg(not(all(feature = "split", not(debug_assertions))))]
        $vis async fn $name() -> ::std::result::Result<
            $crate::shell::lazy::Page,
            ::leptos::wasm_split::SplitLoaderError,
        > {
            ::std::result::Result::Ok($page)
        }
    };
}

/// Shows the page of a chunk: a quiet "Loading…" while it downloads, the page once it is
/// there, or what went wrong with a Retry. `what` names it in those lines ("the editor").
#[component]
pub fn Lazy<L, F>(load: L, what: &'static str) -> impl IntoView
where
    L: Fn() -> F + Copy + 'static,
    F: Future<Output = Result<Page, SplitLoaderError>> + 'static,
{
    let chunk = LocalResource::new(load);
    move || match chunk.get() {
        None => view! {
            <p class="chunk-loading" role="status" aria-busy="true" data-testid="chunk-loading">
                {format!("Loading {what}…")}
            </p>
        }
        .into_any(),
        Some(Ok(page)) => page(),
        Some(Err(_)) => view! { <ChunkFailed what retry=move || chunk.refetch() /> }.into_any(),
    }
}

/// A chunk that could not be fetched. The loader keeps no failure, so Retry fetches again.
#[component]
fn ChunkFailed(what: &'static str, retry: impl Fn() + 'static) -> impl IntoView {
    view! {
        <div class="chunk-failed" role="alert" data-testid="chunk-failed">
            <p>
                {format!(
                    "Hashi could not download {what}. Check the connection and press Retry; if it keeps failing, a new version may be out: reload the page. Your progress is saved.",
                )}
            </p>
            <button data-testid="chunk-retry" on:click=move |_| retry()>
                "Retry"
            </button>
        </div>
    }
}
