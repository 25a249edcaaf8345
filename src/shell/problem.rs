//! A clear message with a way back, for URLs and puzzles that cannot be opened.

use crate::i18n::{tr, ShellMsg};
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn Problem(message: String) -> impl IntoView {
    view! {
        <section class="problem" role="alert">
            <h1>{tr(ShellMsg::ProblemTitle)}</h1>
            <p data-testid="notice">{message}</p>
            <p>
                <A href="/">{tr(ShellMsg::BackToGames)}</A>
                " · "
                <A href="/hashi">{tr(ShellMsg::PlayHashi)}</A>
            </p>
        </section>
    }
}
