//! The problem page for a trouble: a clear message with a way back, worded in the language at
//! hand (which may arrive after it).

use super::parse_words::parse_words;
use super::trouble::Trouble;
use crate::shell::problem::problem_page;
use leptos::prelude::*;

/// The page for `trouble`.
#[component]
pub fn Problem(trouble: Trouble) -> impl IntoView {
    // What the core could not read is said in the parse errors' words once they arrive (the
    // core's terse words until then, and where they cannot be downloaded).
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
