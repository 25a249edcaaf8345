//! Shown for any address the app does not know.

use super::problem::Problem;
use super::trouble::Trouble;
use leptos::prelude::*;

#[component]
pub fn NotFound() -> impl IntoView {
    view! { <Problem trouble=Trouble::NothingHere /> }
}
