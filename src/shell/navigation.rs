//! Changing the address without a new history entry: corrections and redirects that the
//! Back button should skip.

use leptos::prelude::Effect;
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

/// Replaces the current address with `path` once the page is drawn (from inside a component):
/// one effect's code for every redirect and correction.
pub fn replace_soon(path: String) {
    let replace = use_replace();
    Effect::new(move |_| replace(&path));
}
