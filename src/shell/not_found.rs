//! Shown for any address the app does not know.

use super::problem::problem_page;
use crate::i18n::{tr, ShellMsg};
use leptos::prelude::*;

#[component]
pub fn NotFound() -> impl IntoView {
    problem_page(tr(ShellMsg::NothingHere))
}
