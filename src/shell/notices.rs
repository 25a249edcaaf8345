//! Lasting notices (unreadable saves, storage problems, links from other versions), each
//! dismissible: a board of messages that every screen keeps, and its view.

use crate::i18n::{tr, WordsMsg};
use leptos::prelude::*;

/// The messages a screen shows until the player dismisses them; each is shown once.
#[derive(Clone, Copy)]
pub struct NoticeBoard(RwSignal<Vec<String>>);

impl NoticeBoard {
    pub fn new(initial: Vec<String>) -> Self {
        let board = Self(RwSignal::new(Vec::new()));
        for message in initial {
            board.push(message);
        }
        board
    }

    /// Shows `message` in place of `before` (the same notice worded again, as in another
    /// language), unless the player dismissed it.
    pub fn reword(&self, before: &str, message: String) {
        self.0.update(|shown| {
            if let Some(at) = shown.iter().position(|m| m == before) {
                shown[at] = message;
            }
        });
    }

    /// Shows the notice `words` writes, worded again whenever the language changes (its
    /// catalog may arrive after the page that has something to say).
    pub fn follow_language(self, words: impl Fn() -> String + 'static) {
        Effect::new(move |before: Option<String>| {
            let text = words();
            match &before {
                None => self.push(text.clone()),
                Some(before) => self.reword(before, text.clone()),
            }
            text
        });
    }

    /// Adds a message unless it is already shown.
    pub fn push(&self, message: String) {
        self.0.update(|shown| {
            if !shown.contains(&message) {
                shown.push(message)
            }
        });
    }
}

#[component]
pub fn Notices(board: NoticeBoard) -> impl IntoView {
    let notices = board.0;
    view! {
        <ul class="notices" aria-live="polite">
            <For
                each=move || notices.get()
                key=|message| message.clone()
                children=move |message| {
                    let dismissed = message.clone();
                    view! {
                        <li class="notice" data-testid="notice" role="status">
                            <span>{message}</span>
                            <button
                                class="dismiss"
                                aria-label=tr(WordsMsg::Dismiss)
                                on:click=move |_| {
                                    notices.update(|n| n.retain(|m| *m != dismissed))
                                }
                            >
                                "×"
                            </button>
                        </li>
                    }
                }
            />
        </ul>
    }
}
