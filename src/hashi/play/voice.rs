//! The board's voice for a screen reader (each island's name, what a change did, why a move
//! was refused), as the page holds it: the sentences are written by the `board_voice` chunk
//! (`speech.rs`), fetched once per visit as the first board comes up, so that their English
//! and their code are not in the first download of every route.

use crate::hashi::play::speech::board_voice;
use hashi_core::speech::{Grouping, Way};
use hashi_core::ui::Refusal;
use hashi_core::{MoveError, Pos, Puzzle, State};
use leptos::prelude::*;
use std::cell::Cell;

/// The writers of the board's sentences.
#[derive(Clone, Copy)]
pub struct Voice {
    /// An island's name: its number, place, what it still needs and its bridges.
    pub label: fn(u8, Pos, u8, &[Way], Grouping) -> String,
    /// What a change from one position to the next did.
    pub announce_change: fn(&Puzzle, &State, &State) -> String,
    /// Why the rules refused a move.
    pub refusal: fn(&MoveError) -> String,
    /// Why the board refused a key before it reached the rules.
    pub ui_refusal: fn(Refusal) -> String,
}

thread_local! {
    /// Kept for the visit once fetched: every later board speaks at once.
    static LOADED: Cell<Option<Voice>> = const { Cell::new(None) };
}

/// The voice, if it has arrived.
pub fn voice() -> Option<Voice> {
    LOADED.with(Cell::get)
}

/// Fetches the voice if it has not arrived yet and sets `ready` once it is here. Until then
/// an island is named by its number, a change is not announced, and a refused move gives the
/// short sentence of the `play` group.
pub fn load(ready: RwSignal<bool>) {
    if voice().is_some() {
        ready.set(true);
        return;
    }
    leptos::task::spawn_local(async move {
        if let Ok(arrived) = board_voice().await {
            LOADED.with(|loaded| loaded.set(Some(arrived)));
            ready.try_set(true);
        }
    });
}
