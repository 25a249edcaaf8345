//! Shown for any address the app does not know.

use super::problem::Problem;
use leptos::prelude::*;

#[component]
pub fn NotFound() -> impl IntoView {
    view! { <Problem message="There is nothing at this address.".to_string() /> }
}
