//! The board's voice for a screen reader (each island's name, what a change did, why a move
//! was refused), as the page holds it: the sentences are written by the `board_voice` chunk
//! (`speech.rs`), fetched once per visit just after the first board is drawn, so that their
//! English and their code (and the small chunks they share with other pages) are not in the
//! first download of every route, nor in the requests before the board.

use crate::hashi::play::speech::board_voice;
pub use crate::hashi::play::speech::Voice;
use leptos::prelude::*;
use std::cell::Cell;

thread_local! {
    /// Kept for the visit once fetched: every later board speaks at once.
    static LOADED: Cell<Option<Voice>> = const { Cell::new(None) };
}

/// The voice, if it has arrived.
pub fn voice() -> Option<Voice> {
    LOADED.with(Cell::get)
}

/// Fetches the voice, once the page is up, if it has not arrived yet, and sets `ready` once it
/// is here: a screen reader meets the board a frame later than sight does. Until then
/// an island is named by its number, a change is not announced, and a refused move gives the
/// short sentence of the `play` group.
pub fn load(ready: RwSignal<bool>) {
    if voice().is_some() {
        ready.set(true);
        return;
    }
    leptos::task::spawn_local(async move {
        crate::shell::settled::page_up().await;
        if let Ok(arrived) = board_voice().await {
            LOADED.with(|loaded| loaded.set(Some(arrived)));
            ready.try_set(true);
        }
    });
}
