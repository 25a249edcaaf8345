//! The words the learn pages speak in: the aids' (places, counts of bridges, reasons,
//! techniques' names) and the lessons' own, two chunks fetched together as a learn page
//! opens. The page is drawn once both are there; every sentence is worded when shown, so it
//! follows the language.

use super::lesson_words::{lesson_words, LessonWords};
use crate::hashi::play::aid_words::{aid_words, AidWords};
use crate::i18n::{t, t_with, ChunksMsg, ShellMsg};
use crate::shell::arriving::Arriving;
use crate::shell::lazy::ChunkFailed;
use leptos::prelude::*;

/// Both writers.
#[derive(Clone, Copy)]
pub struct Voice {
    pub aid: AidWords,
    pub lesson: LessonWords,
}

/// `page` once the words have arrived; a quiet line while they download, and what went wrong
/// with a Retry if they cannot be had. `what` names the page in those lines. A `first_screen`
/// page is the visit's first screen once drawn (see `shell::lazy::Lazy`).
#[component]
pub fn Voiced(
    what: ChunksMsg,
    page: fn(Voice) -> AnyView,
    #[prop(optional)] first_screen: bool,
) -> impl IntoView {
    let words = Arriving::new(|| async {
        let (aid, lesson) = futures::future::join(aid_words(), lesson_words()).await;
        match (aid, lesson) {
            (Ok(aid), Ok(lesson)) => Some(Voice { aid, lesson }),
            _ => None,
        }
    });
    move || match words.get() {
        None => view! {
            <p class="chunk-loading" role="status" aria-busy="true" data-testid="chunk-loading">
                {move || t_with(ShellMsg::Loading, &[("what", &t(what))])}
            </p>
        }
        .into_any(),
        Some(Some(voice)) => {
            if first_screen {
                crate::shell::settled::page_is_up();
            }
            page(voice)
        }
        Some(None) => view! { <ChunkFailed what retry=move || words.again() /> }.into_any(),
    }
}
