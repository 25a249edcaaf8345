//! The page a hand-off link opens (`/hashi/continue#h1.…`): it reads the fragment, lets the
//! browser decompress it, and opens the puzzle with the link's bridges as one undoable action
//! (the `?moves=` of a shared-progress link). Where this device has progress of its own on
//! that puzzle it asks first; a damaged or foreign link gets a sentence saying what is wrong.

use super::format::{compressed_of, Handoff, HandoffError};
use crate::hashi::records;
use crate::i18n::{t, t_with, tr, HandoffMsg as Msg};
use crate::shell::deflate;
use crate::shell::navigation::use_replace;
use leptos::prelude::*;
use leptos_router::components::A;

/// Where the page stands.
#[derive(Clone)]
enum Step {
    Reading,
    /// This device has progress on the puzzle: open the link's position, or keep this one?
    Ask(Handoff),
    Refused(HandoffError),
}

/// What is wrong with a link, in the player's language.
pub fn sentence(why: &HandoffError) -> String {
    match why {
        HandoffError::NotHandoff => t(Msg::NotHandoff),
        HandoffError::Damaged => t(Msg::Damaged),
        HandoffError::Newer { version } => t_with(Msg::Newer, &[("version", version)]),
        HandoffError::NotAPuzzle { path } => t_with(Msg::NotAPuzzle, &[("path", path)]),
        HandoffError::BadMoves { why } => t_with(Msg::BadMoves, &[("why", why)]),
    }
}

/// The fragment read, decompressed and checked.
async fn read(fragment: &str) -> Result<Handoff, HandoffError> {
    let compressed = compressed_of(fragment)?;
    let payload = deflate::decompress(&compressed)
        .await
        .map_err(|_| HandoffError::Damaged)?;
    Handoff::from_payload(&payload)
}

/// Whether this device keeps bridges of its own on the puzzle.
fn has_progress_here(handoff: &Handoff) -> bool {
    records::stored_game(&handoff.reference.storage_id()).is_some_and(|s| s.save.position > 0)
}

#[component]
pub fn HandoffPage() -> impl IntoView {
    let step = RwSignal::new(Step::Reading);
    let replace = use_replace();
    let fragment = window().location().hash().unwrap_or_default();
    let open = replace.clone();
    leptos::task::spawn_local(async move {
        match read(&fragment).await {
            Ok(handoff) if has_progress_here(&handoff) => step.set(Step::Ask(handoff)),
            Ok(handoff) => open(&handoff.opening_path()),
            Err(why) => step.set(Step::Refused(why)),
        }
    });
    view! {
        <section class="handoff-page" data-testid="handoff-page">
            <h1>{tr(Msg::Heading)}</h1>
            {move || match step.get() {
                Step::Reading => view! { <p role="status">{tr(Msg::Reading)}</p> }.into_any(),
                Step::Ask(handoff) => {
                    let (take, keep) = (handoff.opening_path(), handoff.reference.path());
                    let (replace_take, replace_keep) = (replace.clone(), replace.clone());
                    view! {
                        <p data-testid="handoff-ask" role="status">{tr(Msg::Ask)}</p>
                        <p class="handoff-choices">
                            <button data-testid="handoff-take" on:click=move |_| replace_take(&take)>
                                {tr(Msg::Take)}
                            </button>
                            " "
                            <button data-testid="handoff-keep" on:click=move |_| replace_keep(&keep)>
                                {tr(Msg::Keep)}
                            </button>
                        </p>
                    }
                    .into_any()
                }
                Step::Refused(why) => view! {
                    <p class="error" data-testid="handoff-problem" role="alert">{sentence(&why)}</p>
                    <p><A href="/">{tr(Msg::Games)}</A></p>
                }
                .into_any(),
            }}
        </section>
    }
}

crate::split_chunk! {
    /// This page, downloaded when a hand-off link is opened.
    pub fn handoff_chunk in handoff => || view! { <HandoffPage /> }.into_any()
}
