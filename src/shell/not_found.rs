//! Shown for any address the app does not know.

use super::problem::Problem;
use crate::i18n::{t, ShellMsg};
use leptos::prelude::*;

#[component]
pub fn NotFound() -> impl IntoView {
    view! { <Problem message=t(ShellMsg::NothingHere) /> }
}
