//! Changing the address without a new history entry: corrections and redirects that the
//! Back button should skip.

use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;

/// A function that replaces the current address with a path (from inside a component).
pub fn use_replace() -> impl Fn(&str) + Clone + Send + Sync + 'static {
    let navigate = use_navigate();
    move |path: &str| {
        navigate(
            path,
            NavigateOptions {
                replace: true,
                scroll: false,
                ..Default::default()
            },
        )
    }
}
