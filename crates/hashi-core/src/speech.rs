//! What a screen reader is told about an island, as data: each way out of it (its bridges or
//! no-bridge mark that way, and whether that way crosses a wrapped board's seam) and the group
//! a highlight puts it in. `hashi_words::speech` says them, and the sentence after a change.

use crate::geom::{Direction, Pos};
use crate::puzzle::{IslandId, Puzzle};
use crate::state::State;

/// One way out of an island, as its name says it: the bridges toward the neighbour that way,
/// or the player's no-bridge mark there, and whether that way crosses the board's seam.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Way {
    pub dir: Direction,
    pub count: u8,
    pub marked: bool,
    pub wraps: bool,
}

/// Where a group highlight puts an island, so that its name says what the eye sees.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grouping {
    /// In the group the player outlined.
    pub outlined: bool,
    /// While groups are coloured, the place of the group's first island (its name for the ear).
    pub coloured: Option<Pos>,
    /// Highlighted by the hint on show: the ear learns where to look as the eye does.
    pub hinted: bool,
}

/// Every way out of `island` that has a neighbour, in `Direction::ALL`'s order.
pub fn ways(puzzle: &Puzzle, state: &State, island: IslandId) -> Vec<Way> {
    Direction::ALL
        .into_iter()
        .filter_map(|dir| {
            let edge = puzzle.edge_towards(island, dir)?;
            Some(Way {
                dir,
                count: state.count(edge),
                marked: state.marked(edge),
                wraps: puzzle.edges()[edge].wraps,
            })
        })
        .collect()
}
