//! A clear message with a way back, for URLs and puzzles that cannot be opened.

use crate::i18n::{tr, ShellMsg, WordsMsg};
use leptos::prelude::*;
use leptos_router::components::A;

/// The problem page for a sentence worded already, by a view that follows the language.
#[component]
pub fn SaidProblem(message: String) -> impl IntoView {
    problem_page(message)
}

/// The page for `message` (a view, so that it can follow the language).
pub fn problem_page(message: impl IntoView + 'static) -> impl IntoView {
    view! {
        <section class="problem" role="alert">
            <h1>{tr(ShellMsg::ProblemTitle)}</h1>
            <p data-testid="notice">{message}</p>
            <p>
                <A href="/">{tr(ShellMsg::BackToGames)}</A>
                " · "
                <A href="/hashi">{tr(WordsMsg::PlayHashi)}</A>
            </p>
        </section>
    }
}
