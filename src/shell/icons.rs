//! Small line icons of our own drawing for the frequent controls; they take the text colour,
//! and the button around each one carries its accessible name.

use leptos::prelude::*;

/// An icon: paths on a 24x24 grid, stroked in the current colour.
fn icon(paths: &'static [&'static str]) -> impl IntoView {
    view! {
        <svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {paths.iter().map(|d| view! { <path d=*d /> }).collect_view()}
        </svg>
    }
}

pub fn undo() -> impl IntoView {
    icon(&["M9 14 4 9l5-5", "M4 9h10a6 6 0 0 1 0 12h-3"])
}

pub fn redo() -> impl IntoView {
    icon(&["m15 14 5-5-5-5", "M20 9H10a6 6 0 0 0 0 12h3"])
}

/// A light bulb.
pub fn hint() -> impl IntoView {
    icon(&[
        "M9 18h6",
        "M10 22h4",
        "M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z",
    ])
}

/// A tick in a circle.
pub fn check() -> impl IntoView {
    icon(&["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "m8 12 3 3 5-6"])
}

/// Three lines.
pub fn menu() -> impl IntoView {
    icon(&["M4 6h16", "M4 12h16", "M4 18h16"])
}
