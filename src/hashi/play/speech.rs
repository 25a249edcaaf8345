//! What a screen reader says on the board, in the player's language: each island's name ("3 at
//! row 2, column 5, 1 more needed, bridges: 2 right, 0 down") and the sentence after a change
//! ("1 bridge from row 2 column 5 to row 2 column 9; 3 is complete"), as `hashi_words::speech`
//! writes them from the core's data in the current language.
//!
//! A chunk of its own ([`board_voice`]), fetched as the board comes up (`voice.rs`): the
//! `speech` group is used from its code only, so its English stays out of the first download.

use crate::i18n::with_catalog;
use hashi_core::speech::{Grouping, Way};
use hashi_core::ui::Refusal;
use hashi_core::{MoveError, Pos, Puzzle, State};
use hashi_words::speech;

// The vtable's type lives with the writers it lists (not with its loader in `voice.rs`), so
// that the loader imports the chunk and the chunk imports nothing of its loader.
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

// Each writer is `hashi_words::speech`'s, handed the current language.
fn label(target: u8, pos: Pos, total: u8, ways: &[Way], grouping: Grouping) -> String {
    with_catalog(|w| speech::label(w, target, pos, total, ways, grouping))
}

fn announce_change(puzzle: &Puzzle, before: &State, after: &State) -> String {
    with_catalog(|w| speech::announce_change(w, puzzle, before, after))
}

fn refusal(why: &MoveError) -> String {
    with_catalog(|w| speech::refusal(w, why))
}

fn ui_refusal(why: Refusal) -> String {
    with_catalog(|w| speech::ui_refusal(w, why))
}

/// The writers the chunk hands out.
pub const VOICE: Voice = Voice {
    label,
    announce_change,
    refusal,
    ui_refusal,
};

crate::split_chunk! {
    /// The board's voice, fetched once a board is up.
    pub fn board_voice in board_voice -> Voice => VOICE
}
