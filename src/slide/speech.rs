//! What a screen reader hears of the Slide board, in the player's language: the pieces' and
//! gaps' names, the board's, and the news of each change and hint, as `hashi_words::slide`
//! writes them in the current language.

use crate::i18n::with_catalog;
use hashi_words::slide;
use slide_core::{Board, Cell, Move, PieceId};

/// A piece's accessible name when its top-left cell is `at`.
pub fn piece_label(piece: PieceId, at: Cell) -> String {
    with_catalog(|w| slide::piece_label(w, piece, at))
}

/// A gap's accessible name when it is at `at`.
pub fn gap_label(at: Cell) -> String {
    with_catalog(|w| slide::gap_label(w, at))
}

/// The board's accessible name: how to play it and where the outlined gap is.
pub fn board_label(selected: Cell) -> String {
    with_catalog(|w| slide::board_label(w, selected))
}

/// What a hint outlines on `board`.
pub fn hint(board: &Board, mv: Move) -> String {
    with_catalog(|w| slide::hint(w, board, mv))
}

/// The news of a change from `before` to `after`, with the outlined gap's place if the player
/// switched gaps (`switched`); empty when nothing is to be said.
pub fn announce(before: &Board, after: &Board, switched: Option<Cell>) -> String {
    with_catalog(|w| slide::announce(w, before, after, switched))
}
