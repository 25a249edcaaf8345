//! Culling the numbers of a big board by tiles: which tiles of the board are near the view,
//! a signal per tile, so that a move of the view wakes only the islands it brings near or takes
//! away.

use leptos::prelude::*;

/// Side of a tile of the board, in cells: numbers are drawn or not a tile at a time.
const TILE: usize = 4;

/// Boards with fewer islands draw every number: laying them all out again at a change of
/// scale takes a few milliseconds; a 100x100 board's 2,500 take longer than a frame.
pub(super) const CULL_FROM: usize = 1000;

/// Whether the numbers of each tile of the board are drawn, a signal per tile so that a move
/// of the view wakes only the islands of the tiles it brings near or takes away.
#[derive(Clone, Copy)]
pub(super) struct Tiles {
    across: usize,
    near: StoredValue<Vec<RwSignal<bool>>>,
}

impl Tiles {
    pub(super) fn new(width: usize, height: usize, near: bool) -> Tiles {
        let across = width.div_ceil(TILE);
        let count = across * height.div_ceil(TILE);
        Tiles {
            across,
            near: StoredValue::new((0..count).map(|_| RwSignal::new(near)).collect()),
        }
    }

    /// The signal of the tile holding the cell at row `r`, column `c` of the board (one of
    /// its own cells: the tiles cover the board).
    pub(super) fn of(&self, (r, c): (usize, usize)) -> RwSignal<bool> {
        self.near
            .with_value(|near| near[(r / TILE) * self.across + c / TILE])
    }

    /// Draws the tiles within a cell of `shown` (x, y, width, height in cells) and stops
    /// drawing those a tile further away: between the two a tile stays as it was, so a view
    /// moving to and fro across a tile's edge does not draw and drop it each time. Every
    /// number drawn is laid out again at each change of scale, so the margin is small; the
    /// tiles a move brings near are drawn in the same frame.
    pub(super) fn show_near(&self, (x, y, w, h): (f64, f64, f64, f64)) {
        let margin = 1.0;
        let span = |from: f64, len: f64, m: f64, tile: usize| {
            let start = (tile * TILE) as f64;
            start + TILE as f64 > from - m && start < from + len + m
        };
        self.near.with_value(|near| {
            for (at, tile) in near.iter().enumerate() {
                let (tx, ty) = (at % self.across, at / self.across);
                let inside = |m: f64| span(x, w, m, tx) && span(y, h, m, ty);
                let was = tile.get_untracked();
                let now = if inside(margin) {
                    true
                } else if inside(margin + TILE as f64) {
                    was
                } else {
                    false
                };
                if now != was {
                    tile.set(now);
                }
            }
        });
    }
}

#[cfg(test)]
mod tests;
