//! Repairing ambiguity: while the network's puzzle has a second solution, change the network
//! where the two differ (a new island, or a bridge raised to the most or dropped) until only
//! the intended one fits. Every repair keeps a tree a tree, for rules without loops.

use super::chance::chance;
use super::network::{below, Bridge, Cell, Network};
use super::symmetry::Symmetry;
use super::CHECK_BUDGET;
use crate::puzzle::Puzzle;
use crate::solver::{second_solution_within, Second};
use crate::state::State;
use crate::union_find::UnionFind;
use rand_chacha::ChaCha8Rng;

/// Ambiguity repairs tried on one network before starting over.
const MAX_REPAIRS: u32 = 24;

impl Network {
    /// Solves the puzzle; while a second solution exists, adds an island where the two differ
    /// so that it no longer fits. Returns the unique puzzle and its solution.
    pub(super) fn make_unique(&mut self, rng: &mut ChaCha8Rng) -> Option<(Puzzle, State)> {
        for _ in 0..MAX_REPAIRS.max(self.islands.len() as u32 / 3) {
            let puzzle = self.as_puzzle()?;
            let intended = self.as_state(&puzzle)?;
            // Not `unique_solution`: a second solution is what shows where to repair. If the
            // check cannot finish (never seen on the generator's own puzzles: the budget is far
            // above what they need), the puzzle is not known to be unique: repair against a
            // second solution if one was found, else start over.
            let other = match second_solution_within(&puzzle, &intended, CHECK_BUDGET) {
                Second::None => return Some((puzzle, intended)),
                Second::Other(other) => other,
                Second::Unknown => return None,
            };
            if !self.separate(&puzzle, &intended, &other, rng) {
                return None;
            }
        }
        None
    }

    /// Changes the network wherever `intended` and `other` differ so that `other`, and the
    /// same swap of bridges around that loop, no longer fits. Each separate region where they
    /// differ is repaired at once, so one solve can fix several. Returns whether any was.
    fn separate(
        &mut self,
        puzzle: &Puzzle,
        intended: &State,
        other: &State,
        rng: &mut ChaCha8Rng,
    ) -> bool {
        let differing: Vec<usize> = (0..puzzle.edges().len())
            .filter(|&e| intended.count(e) != other.count(e))
            .collect();
        let mut regions = UnionFind::new(puzzle.islands().len());
        for &edge in &differing {
            let e = puzzle.edges()[edge];
            regions.union(e.a, e.b);
        }
        let mut by_region: Vec<(usize, Vec<usize>)> = Vec::new();
        for &edge in &differing {
            let root = regions.find(puzzle.edges()[edge].a);
            match by_region.iter_mut().find(|(r, _)| *r == root) {
                Some((_, edges)) => edges.push(edge),
                None => by_region.push((root, vec![edge])),
            }
        }
        let mut repaired = false;
        for (_, mut edges) in by_region {
            shuffle(&mut edges, rng);
            let fixed = edges
                .iter()
                .any(|&edge| self.split_edge_in_orbit(puzzle, intended, edge, rng))
                || edges
                    .iter()
                    .any(|&edge| self.pin_edge(puzzle, intended, other, edge))
                || (self.wide_repairs
                    && edges
                        .iter()
                        .any(|&edge| self.bridge_edge(puzzle, intended, other, edge)));
            repaired |= fixed;
        }
        repaired
    }

    /// [`Network::split_edge`], with the new island's images under the network's symmetry;
    /// the network is left as it was where an image cannot be placed.
    pub(super) fn split_edge_in_orbit(
        &mut self,
        puzzle: &Puzzle,
        intended: &State,
        edge: usize,
        rng: &mut ChaCha8Rng,
    ) -> bool {
        if self.symmetry == Symmetry::None || self.orbit_share < 1.0 {
            return self.split_edge(puzzle, intended, edge, rng);
        }
        let saved = self.clone();
        let before = self.islands.len();
        if !self.split_edge(puzzle, intended, edge, rng) {
            return false;
        }
        let spot = self.islands[before];
        if self.place_images(spot, rng) {
            return true;
        }
        *self = saved;
        false
    }

    /// Adds an island on a water or bridge cell of `edge`, joined so that `intended` stays a
    /// solution: a bridge is split in two, an unbridged pair is blocked by a new island hung
    /// from one end (a new leaf, so a tree stays one). Needs a cell with no island beside it, so the edge must be at least four
    /// cells long.
    pub(super) fn split_edge(
        &mut self,
        puzzle: &Puzzle,
        intended: &State,
        edge: usize,
        rng: &mut ChaCha8Rng,
    ) -> bool {
        let (a, b) = puzzle.edge_ends(edge);
        // From `a` across the seam where the edge wraps; on a flat board left to right or top
        // to bottom, the order the random pick below has always used.
        let inner = puzzle.edge_cells(edge);
        let dir = puzzle.edges()[edge].dir;
        // A cell that touches neither end, so that no bridge has length zero.
        let spot = match inner.len() {
            0..=2 => return false,
            n => inner[1 + below(rng, n - 2)],
        };
        if !self.has_room_for_island(spot) {
            return false;
        }
        let count = intended.count(edge);
        let (Some(ia), Some(ib)) = (self.island_index(a), self.island_index(b)) else {
            return false;
        };
        if count > 0 {
            let Some(slot) = self.bridge_on(puzzle, edge) else {
                return false;
            };
            // Split the bridge: a - spot - b, each part as strong as before.
            self.bridges.remove(slot);
            self.set(spot, Cell::Island);
            self.islands.push(spot);
            let new = self.islands.len() - 1;
            for (x, y) in [(ia, new), (new, ib)] {
                self.bridges.push(Bridge {
                    a: x,
                    b: y,
                    dir,
                    count,
                });
            }
            return true;
        }
        if self.cell(spot) != Cell::Water {
            return false;
        }
        // The intended solution leaves this pair unbridged: a single bridge from the nearer
        // end to a new island blocks the pair and pins a number the other solution lacks.
        let (from, way) = if chance(rng, 0.5) {
            (ia, dir)
        } else {
            (ib, dir.opposite())
        };
        let anchor = self.islands[from];
        if self
            .path(anchor, way, spot)
            .iter()
            .all(|&p| self.cell(p) == Cell::Water)
        {
            self.attach(from, way, spot, 1);
            return true;
        }
        false
    }

    /// For a bridge of `intended` on `edge` below the rules' most that `other` raises, raises it
    /// to the most; one that `other` lowers, removes (when the network stays connected, so a
    /// tree is never cut). The numbers at both ends change with it, and the swap of bridges
    /// that led from `intended` to `other` would now need more than the most, or fewer than
    /// none, on this edge. This is the repair for tight loops whose edges are too short to
    /// hold a new island. Under the standard rules that is a single made double or dropped.
    pub(super) fn pin_edge(
        &mut self,
        puzzle: &Puzzle,
        intended: &State,
        other: &State,
        edge: usize,
    ) -> bool {
        let (count, most) = (intended.count(edge), self.rules.max_bridges());
        // Single-bridge rules can only drop a bridge; otherwise one at the most is left alone.
        if count == 0 || (count >= most && most > 1) {
            return false;
        }
        let Some(slot) = self.bridge_on(puzzle, edge) else {
            return false;
        };
        if other.count(edge) > count {
            self.bridges[slot].count = most;
            return true;
        }
        let removed = self.bridges.swap_remove(slot);
        if self.is_connected() {
            for p in puzzle.edge_cells(edge) {
                self.set(p, Cell::Water);
            }
            return true;
        }
        self.bridges.push(removed);
        let last = self.bridges.len() - 1;
        self.bridges.swap(slot, last);
        false
    }

    /// For a pair that `intended` leaves unbridged and `other` bridges, bridges it with the
    /// rules' most, closing a loop (so only where loops are allowed): the swap that led to
    /// `other` would now need more than the most on this edge. The repair for a ring too
    /// tight for a new island whose bridged sides are already at the most, such as doubles on
    /// the short sides of a 3x4 block with its long sides empty, which the other repairs leave
    /// alone. Returns whether the network changed.
    pub(super) fn bridge_edge(
        &mut self,
        puzzle: &Puzzle,
        intended: &State,
        other: &State,
        edge: usize,
    ) -> bool {
        if !self.rules.allows_loops() || intended.count(edge) > 0 || other.count(edge) == 0 {
            return false;
        }
        let (a, b) = puzzle.edge_ends(edge);
        let dir = puzzle.edges()[edge].dir;
        let cells = puzzle.edge_cells(edge);
        if !cells.iter().all(|&p| self.cell(p) == Cell::Water) || self.sees_both_ways(a, dir, b) {
            return false;
        }
        let (Some(ia), Some(ib)) = (self.island_index(a), self.island_index(b)) else {
            return false;
        };
        for p in cells {
            self.set(p, Cell::Bridge);
        }
        self.bridges.push(Bridge {
            a: ia,
            b: ib,
            dir,
            count: self.rules.max_bridges(),
        });
        true
    }
}

/// Fisher-Yates with the generator's portable `below`.
pub(super) fn shuffle<T>(items: &mut [T], rng: &mut ChaCha8Rng) {
    for i in 0..items.len() {
        let j = i + below(rng, items.len() - i);
        items.swap(i, j);
    }
}
