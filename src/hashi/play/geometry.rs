//! Where things are on the Hashi board: board units per cell, cell centres, and the sizes
//! that keep numbers legible at any zoom.

use hashi_core::number::bounded;

/// Board units per grid cell; the SVG scales to fit its box.
pub const CELL: f64 = 40.0;

/// The centre of a grid cell in board units.
pub fn centre(r: usize, c: usize) -> (f64, f64) {
    ((c as f64 + 0.5) * CELL, (r as f64 + 0.5) * CELL)
}

/// Sizes that keep numbers and marks legible however far the board is zoomed out, in board
/// units for `px` CSS px per unit: numbers of at least 12 px (the drawn 18 units, larger when
/// the board is shown small) whatever the cell size, and circles that never reach a diagonal
/// neighbour (at most 0.7 of a cell; generated puzzles never put islands side by side). On a
/// 40x40 board at 375 px a cell is 9 px: a 12 px digit (about 7 by 9 px) still fits its 13 px
/// circle, and digits of diagonal neighbours, 9 px apart each way, do not touch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Legible {
    pub number: f64,
    pub radius: f64,
    pub remaining: f64,
    pub pip: f64,
    pub bridge: f64,
}

impl Legible {
    pub fn at(px: f64) -> Legible {
        // Before the board has a size, the style sheet's own sizes.
        let px = if px > 0.0 { px } else { 1.0 };
        let number = (12.0 / px).max(18.0);
        Legible {
            number,
            radius: bounded(number * 0.85, 15.2, CELL * 0.7),
            remaining: bounded(9.0 / px, 11.0, CELL * 0.45),
            pip: bounded(1.5 / px, 2.4, CELL * 0.1),
            bridge: bounded(1.5 / px, 3.0, CELL * 0.12),
        }
    }
}
