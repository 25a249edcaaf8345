//! A clear message with a way back, for URLs and puzzles that cannot be opened.

use crate::hashi::parse_words::parse_words;
use crate::i18n::{tr, ShellMsg};
use crate::shell::trouble::Trouble;
use leptos::prelude::*;
use leptos_router::components::A;

/// The page for `trouble`, worded in the language at hand (which may arrive after it).
#[component]
pub fn Problem(trouble: Trouble) -> impl IntoView {
    // What the core could not read is said in the parse errors' words once they arrive (the
    // core's own English until then, and where they cannot be downloaded).
    let read = RwSignal::new(None);
    if trouble.quotes_unread_text() {
        leptos::task::spawn_local(async move {
            if let Ok(words) = parse_words().await {
                read.try_set(Some(words));
            }
        });
    }
    problem_page(move || trouble.sentence(read.get()))
}

/// The problem page for a sentence worded already, by a view that follows the language.
#[component]
pub fn SaidProblem(message: String) -> impl IntoView {
    problem_page(message)
}

fn problem_page(message: impl IntoView + 'static) -> impl IntoView {
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
