//! The puzzle: grid size, islands and their targets, with the bridge topology derived once.

use crate::geom::{Direction, Pos};
pub use crate::island::{EdgeId, Island, IslandId};
use crate::rule_set::RuleSet;
use crate::topology::{self, Edge, Topology};
use crate::words::Place;
use std::fmt;

/// Largest width or height accepted, so a hostile file cannot make us allocate without bound.
pub const MAX_SIDE: usize = 100;
/// Largest island number under any rules: four directions, four bridges each. A puzzle's own
/// limit is [`RuleSet::max_target`].
pub const MAX_TARGET: u8 = 16;

/// Why a set of islands is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    SizeOutOfRange {
        width: usize,
        height: usize,
    },
    NoIslands,
    IslandOutside {
        pos: Pos,
        width: usize,
        height: usize,
    },
    TargetOutOfRange {
        pos: Pos,
        target: u32,
        /// The largest number the puzzle's rules allow.
        max: u8,
    },
    DuplicateIsland {
        pos: Pos,
    },
}

/// Terse, for logs and tests: a player reads `hashi_words::parse`'s words.
impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::SizeOutOfRange { width, height } => {
                write!(f, "grid {width}x{height}: sides 1 to {MAX_SIDE}")
            }
            PuzzleError::NoIslands => write!(f, "no islands"),
            PuzzleError::IslandOutside { pos, width, height } => write!(
                f,
                "island at {} outside the {width}x{height} grid",
                Place(*pos)
            ),
            PuzzleError::TargetOutOfRange { pos, target, max } => {
                write!(f, "number at {}: {target} > {max}", Place(*pos))
            }
            PuzzleError::DuplicateIsland { pos } => {
                write!(f, "two islands at {}", Place(*pos))
            }
        }
    }
}

impl std::error::Error for PuzzleError {}

/// A validated Hashi puzzle. Build it with [`Puzzle::new`]; it never changes afterwards.
///
/// ```
/// use hashi_core::{Pos, Puzzle};
/// let p = Puzzle::new(3, 1, [(Pos::new(0, 0), 2), (Pos::new(0, 2), 2)]).unwrap();
/// assert_eq!(p.edges().len(), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    width: usize,
    height: usize,
    islands: Vec<Island>,
    rules: RuleSet,
    topology: Topology,
}

/// `islands` (all on the board) by position, row by row, or the first position that holds two.
/// Placed on a grid rather than sorted: the board is small, and a sort would link the standard
/// library's stable sort (some 4 KB of code) into every wasm that reads a puzzle.
fn in_reading_order(
    islands: Vec<Island>,
    width: usize,
    height: usize,
) -> Result<Vec<Island>, PuzzleError> {
    // Each cell holds the index of its island in `islands`: a 100x100 board is rebuilt at
    // every repair the generator makes, and a cell of four bytes keeps this pass small.
    const WATER: u32 = u32::MAX;
    let mut cells = vec![WATER; width * height];
    let mut twice: Option<Pos> = None;
    for (index, island) in islands.iter().enumerate() {
        let cell = &mut cells[island.pos.r * width + island.pos.c];
        if *cell != WATER {
            twice = Some(twice.map_or(island.pos, |t| t.min(island.pos)));
        }
        *cell = index as u32;
    }
    match twice {
        Some(pos) => Err(PuzzleError::DuplicateIsland { pos }),
        None => Ok(cells
            .into_iter()
            .filter(|&index| index != WATER)
            .map(|index| islands[index as usize])
            .collect()),
    }
}

impl Puzzle {
    /// A puzzle under the standard rules; see [`Puzzle::with_rules`].
    pub fn new(
        width: usize,
        height: usize,
        islands: impl IntoIterator<Item = (Pos, u32)>,
    ) -> Result<Self, PuzzleError> {
        Self::with_rules(width, height, RuleSet::STANDARD, islands)
    }

    /// Checks the size, positions and numbers against `rules`, then derives neighbours,
    /// edges and crossings (across the seams of a wrapped board).
    pub fn with_rules(
        width: usize,
        height: usize,
        rules: RuleSet,
        islands: impl IntoIterator<Item = (Pos, u32)>,
    ) -> Result<Self, PuzzleError> {
        if !(1..=MAX_SIDE).contains(&width) || !(1..=MAX_SIDE).contains(&height) {
            return Err(PuzzleError::SizeOutOfRange { width, height });
        }
        let mut list = Vec::new();
        for (pos, target) in islands {
            if pos.r >= height || pos.c >= width {
                return Err(PuzzleError::IslandOutside { pos, width, height });
            }
            if !(1..=u32::from(rules.max_target())).contains(&target) {
                return Err(PuzzleError::TargetOutOfRange {
                    pos,
                    target,
                    max: rules.max_target(),
                });
            }
            list.push(Island {
                pos,
                target: target as u8,
            });
        }
        if list.is_empty() {
            return Err(PuzzleError::NoIslands);
        }
        let list = in_reading_order(list, width, height)?;
        let topology = topology::build(width, height, rules.wrap(), &list);
        Ok(Self {
            width,
            height,
            islands: list,
            rules,
            topology,
        })
    }

    /// The rules the puzzle is played under.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// Most bridges between one pair of islands, from [`Puzzle::rules`].
    pub fn max_bridges(&self) -> u8 {
        self.rules.max_bridges()
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// Islands in row-major order; an [`IslandId`] indexes this slice.
    pub fn islands(&self) -> &[Island] {
        &self.islands
    }

    /// Every pair of islands that can see each other, once each.
    pub fn edges(&self) -> &[Edge] {
        &self.topology.edges
    }

    /// The island standing on `pos`, if any.
    pub fn island_at(&self, pos: Pos) -> Option<IslandId> {
        if pos.r >= self.height || pos.c >= self.width {
            return None;
        }
        self.topology.island_in_cell(pos.r * self.width + pos.c)
    }

    /// The nearest island from `island` in direction `dir`.
    pub fn neighbour(&self, island: IslandId, dir: Direction) -> Option<IslandId> {
        self.topology.neighbours[island][dir.index()]
    }

    /// The island a player means by "from `island`, go `dir`": its neighbour that way, or else
    /// the closest island on that side, favouring ones nearly in line.
    pub fn nearest_towards(&self, island: IslandId, dir: Direction) -> Option<IslandId> {
        if let Some(n) = self.neighbour(island, dir) {
            return Some(n);
        }
        let from = self.islands.get(island)?.pos;
        let (fr, fc) = (from.r as isize, from.c as isize);
        self.islands
            .iter()
            .enumerate()
            .filter_map(|(id, other)| {
                let (dr, dc) = (other.pos.r as isize - fr, other.pos.c as isize - fc);
                let (ahead, aside) = match dir {
                    Direction::Up => (-dr, dc.abs()),
                    Direction::Down => (dr, dc.abs()),
                    Direction::Left => (-dc, dr.abs()),
                    Direction::Right => (dc, dr.abs()),
                };
                (ahead > 0).then_some((ahead + 2 * aside, id))
            })
            .min()
            .map(|(_, id)| id)
    }

    /// The edge leaving `island` in direction `dir`.
    pub fn edge_towards(&self, island: IslandId, dir: Direction) -> Option<EdgeId> {
        self.topology.edge_in_slot(island, dir.index())
    }

    /// The edge slot of each direction at `island` (None where it has no neighbour), in the
    /// order of [`Direction::ALL`]: indexable, for walks that keep a position per island.
    pub(crate) fn edge_slots(&self, island: IslandId) -> [Option<EdgeId>; 4] {
        std::array::from_fn(|slot| self.edge_in_slot(island, slot))
    }

    /// The edge in one slot of [`Puzzle::edge_slots`]: for walks that look at one at a time.
    // Inlined in the maker's build, as `Bounds`' accessors are (`solver::bounds`).
    #[inline]
    pub(crate) fn edge_in_slot(&self, island: IslandId, slot: usize) -> Option<EdgeId> {
        self.topology.edge_in_slot(island, slot)
    }

    /// The edges at `island`, in direction order, skipping directions with no neighbour.
    #[inline]
    pub fn edges_of(&self, island: IslandId) -> impl Iterator<Item = EdgeId> + '_ {
        self.topology.island_edges[island]
            .iter()
            .filter(|&&edge| edge != topology::NO_EDGE)
            .map(|&edge| edge as EdgeId)
    }

    /// The edge joining two islands, if they are neighbours. On a wrapped board a pair alone
    /// in its row can be joined twice, directly and across the seam: the edge written from `a`
    /// to `b` (leaving `a` rightwards or downwards, see [`Edge`]) is preferred, so the order
    /// of the ends picks one; on a flat board the order does not matter.
    pub fn edge_between(&self, a: IslandId, b: IslandId) -> Option<EdgeId> {
        if a >= self.islands.len() {
            return None;
        }
        let mut found = None;
        for e in self.edges_of(a) {
            let edge = &self.topology.edges[e];
            if edge.a == a && edge.b == b {
                return Some(e);
            }
            if edge.other(a) == Some(b) {
                found = Some(e);
            }
        }
        found
    }

    /// The edges that `edge` would cross: at most one of them can carry bridges.
    #[inline]
    pub fn crossings(&self, edge: EdgeId) -> &[EdgeId] {
        self.topology.crossings(edge)
    }

    /// How many unordered pairs of edges cross.
    pub fn crossing_pairs(&self) -> usize {
        self.topology.crossed.len() / 2
    }

    /// The water cells a bridge on `edge` passes over, in order from its `a` end (across the
    /// seam for an edge that wraps).
    pub fn edge_cells(&self, edge: EdgeId) -> Vec<Pos> {
        topology::edge_cells(
            self.width,
            self.height,
            &self.islands,
            &self.topology.edges[edge],
        )
    }

    /// The two end positions of an edge.
    pub fn edge_ends(&self, edge: EdgeId) -> (Pos, Pos) {
        let e = &self.topology.edges[edge];
        (self.islands[e.a].pos, self.islands[e.b].pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn islands_are_kept_in_reading_order_and_a_shared_cell_is_named() {
        let p = Puzzle::new(
            3,
            2,
            [
                (Pos::new(1, 2), 1),
                (Pos::new(0, 2), 2),
                (Pos::new(1, 0), 1),
            ],
        )
        .unwrap();
        let order: Vec<Pos> = p.islands().iter().map(|i| i.pos).collect();
        assert_eq!(order, [Pos::new(0, 2), Pos::new(1, 0), Pos::new(1, 2)]);
        // Of two shared cells, the first in reading order is named.
        let twice = [
            (Pos::new(1, 1), 1),
            (Pos::new(0, 1), 1),
            (Pos::new(1, 1), 2),
            (Pos::new(0, 1), 2),
        ];
        assert_eq!(
            Puzzle::new(3, 2, twice).unwrap_err(),
            PuzzleError::DuplicateIsland {
                pos: Pos::new(0, 1)
            }
        );
    }
}
