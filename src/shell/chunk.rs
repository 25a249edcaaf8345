//! Chunks off the critical path: `split_chunk!` declares what lives in one, and in Trunk's
//! builds each is cut into a wasm chunk of its own (by xtask's split step), fetched the
//! first time it is needed. This file words nothing, so that every floor (i18n included) can
//! declare a chunk without standing on the words.

use leptos::prelude::AnyView;
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
/// feature) really split: there xtask's split cuts the wasm at these points. Everywhere else
/// (tests, the CLI's checks) the value is in the one module and arrives at once. Without
/// `-> T`, the value is a [`Page`].
#[macro_export]
macro_rules! split_chunk {
    ($(#[$doc:meta])* $vis:vis fn $name:ident in $chunk:ident => $page:expr) => {
        $crate::split_chunk! {
            $(#[$doc])*
            $vis fn $name in $chunk -> $crate::shell::chunk::Page => $page
        }
    };
    ($(#[$doc:meta])* $vis:vis fn $name:ident in $chunk:ident -> $value_type:ty => $value:expr) => {
        $(#[$doc])*
        $vis fn $name() -> $crate::shell::chunk::Arrival<$value_type> {
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
