//! The order in which the staged search places the pieces, and where its bands (the large
//! pieces, the pockets, the final region) begin in it.

use crate::board::{Board, PieceId, PIECE_COUNT};

/// Home cells (top-left corners) in the order pieces are placed; the rest follow in reading
/// order. Why this order: each band of rows is filled from the left, and the last piece of a
/// band is one whose hole can be entered from below (a large piece, or a one-row cell), so
/// the search never has to lift a placed piece out and back. The bottom large pieces go home
/// before the middle band because below it only three rows remain, where two large pieces can
/// no longer pass each other.
pub(super) const PLACEMENT: [(u8, u8); PIECE_COUNT] = [
    // The top right corner first: once the large pieces are home, column 7 above row 3 and
    // (6, 2) form a dead end four cells long, and with two gaps its two deepest pieces can
    // never leave it.
    (7, 0),
    (7, 1),
    // Large pieces next, walls before the middle: small pieces are interchangeable for
    // movement, so while only large pieces matter the search is over large pieces and gaps.
    // Each goes home while two sides of its home are still open: a 2x2 hole closed on both
    // sides can only be entered from below, which takes four free cells, and there are two
    // gaps. So the top right one comes before the top middle one, whose left side (the
    // column-2 pocket) stays open.
    (5, 6),
    (0, 6),
    (0, 3),
    (0, 0),
    (5, 0),
    (3, 0),
    (6, 3),
    (3, 3),
    // Then dead-end pockets, deepest cell first: a dead end longer than the two gaps traps
    // its deepest pieces, so none is filled from a dead end that deep.
    (2, 0),
    (2, 1),
    (0, 2),
    (1, 2),
    (7, 2),
    (6, 2),
    (0, 5),
    (1, 5),
    // The cycle through rows 2 to 5, from the cell opposite the bottom block, both ways, so
    // what is left stays one open path.
    (2, 2),
    (3, 2),
    (2, 3),
    (4, 2),
    (2, 4),
    (5, 2),
    (5, 3),
    (5, 4),
    // The final region, whose pieces stay free: the gaps' tail, whose pieces keep their order
    // along it, so they come first while the 3x3 block beside it can still reorder them; then
    // that block, bottom up.
    (7, 5),
    (6, 5),
    (5, 5),
    (2, 7),
    (3, 7),
    (4, 7),
    (2, 6),
    (3, 6),
    (4, 6),
    (2, 5),
    (3, 5),
    (4, 5),
];

/// Pieces from this place in [`PLACEMENT`] on make up the final region (the cycle through rows
/// 2 to 5 and the tail to the gaps' homes): placed ones there may still be moved.
pub(super) const FINAL_FROM: usize = PIECE_COUNT - 12;

/// Where the large pieces end in [`PLACEMENT`]: the small pieces placed before them (the top
/// right corner) are frozen only from here on, since a large piece on its way home may have
/// to push through them.
pub(super) const LARGES_END: usize = 10;

/// Where the dead-end pockets sit in [`PLACEMENT`], after the large pieces.
pub(super) const POCKETS: std::ops::Range<usize> = LARGES_END..LARGES_END + 8;

/// Where the 3x3 block's bottom row sits in [`PLACEMENT`].
pub(super) const BOTTOM_ROW: std::ops::Range<usize> = FINAL_FROM + 3..FINAL_FROM + 6;

pub(super) fn placement_order() -> Vec<PieceId> {
    let mut order: Vec<PieceId> = PLACEMENT
        .iter()
        .filter_map(|&(x, y)| {
            PieceId::all().find(|&id| Board::home(id) == crate::board::Cell::new(x, y))
        })
        .collect();
    for id in PieceId::all() {
        if !order.contains(&id) {
            order.push(id);
        }
    }
    order
}
