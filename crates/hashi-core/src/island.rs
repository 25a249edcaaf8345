//! Islands and the ids that name islands and candidate bridges, below both the puzzle and
//! the topology built from it.

use crate::geom::Pos;

/// Index of an island in [`crate::Puzzle::islands`] (islands are kept in row-major order).
pub type IslandId = usize;
/// Index of a candidate bridge in [`crate::Puzzle::edges`].
pub type EdgeId = usize;

/// A numbered cell: it needs exactly `target` bridge ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Island {
    pub pos: Pos,
    pub target: u8,
}
