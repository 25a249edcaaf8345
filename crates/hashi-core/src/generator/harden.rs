//! Hardening single-bridge networks. Under one bridge a pair, a random network's numbers give
//! most bridges away (an island whose number is the count of islands it sees takes them all),
//! and re-drawing networks almost never reaches the upper bands. Instead a puzzle that rates
//! below the band is climbed towards it: one bridge at a time is moved to another pair that
//! sees each other, keeping the network connected (a tree stays a tree), and the move is kept
//! while the puzzle stays unique and rates no easier.

use super::network::{below, Bridge, Cell, Network};
use super::CHECK_BUDGET;
use crate::puzzle::Puzzle;
use crate::rating::{rate_solved, Band, Rating};
use crate::solver::{second_solution_within, Second};
use crate::state::State;
use crate::union_find::UnionFind;
use rand_chacha::ChaCha8Rng;

/// Moves tried on one network before a new one is grown.
pub(super) const HARDEN_STEPS: u32 = 60;

/// A unique puzzle with its solution and rating.
pub(super) type Rated = (Puzzle, State, Rating);

impl Network {
    /// Climbs `current` (this network's puzzle, rated below `band`) towards `band`. Returns
    /// the first puzzle rated in it, or None after `HARDEN_STEPS` moves.
    pub(super) fn harden(
        &mut self,
        mut current: Rated,
        band: Band,
        rng: &mut ChaCha8Rng,
    ) -> Option<Rated> {
        // The network's island for each of the puzzle's: islands never move here.
        let index = self.index_in(&current.0)?;
        for _ in 0..HARDEN_STEPS {
            let (cells, bridges) = (self.cells.clone(), self.bridges.clone());
            if let Some(next) = self
                .move_bridge(&current.0, &index, rng)
                .then(|| self.rated(band))
                .flatten()
            {
                if next.2.band == band {
                    return Some(next);
                }
                if (next.2.band, next.2.score) >= (current.2.band, current.2.score) {
                    current = next;
                    continue;
                }
            }
            self.cells = cells;
            self.bridges = bridges;
        }
        None
    }

    /// This network's puzzle if it has one solution and rates no higher than `band`.
    fn rated(&self, band: Band) -> Option<Rated> {
        let puzzle = self.as_puzzle()?;
        let intended = self.as_state(&puzzle)?;
        let rating = rate_solved(&puzzle, &intended, band, CHECK_BUDGET).ok()??;
        // A rating that never guessed deduced every bridge, so the solution is the only one;
        // one that guessed (extreme) needs the search to say so.
        if rating.backtracks > 0
            && second_solution_within(&puzzle, &intended, CHECK_BUDGET) != Second::None
        {
            return None;
        }
        Some((puzzle, intended, rating))
    }

    /// Removes a random bridge and, where that splits the network, bridges another pair across
    /// the split (where it stays whole, which only a loop allows, the bridge is just dropped:
    /// a loop makes a single-bridge puzzle easier). Returns whether the network changed.
    fn move_bridge(&mut self, puzzle: &Puzzle, index: &[usize], rng: &mut ChaCha8Rng) -> bool {
        if self.bridges.is_empty() {
            return false;
        }
        let removed = self.bridges.swap_remove(below(rng, self.bridges.len()));
        let Some(old) = self.edge_of(puzzle, &removed) else {
            return false;
        };
        for p in puzzle.edge_cells(old) {
            self.set(p, Cell::Water);
        }
        let mut groups = UnionFind::new(self.islands.len());
        for b in &self.bridges {
            groups.union(b.a, b.b);
        }
        if groups.find(removed.a) == groups.find(removed.b) {
            return true;
        }
        let across: Vec<usize> = (0..puzzle.edges().len())
            .filter(|&e| e != old)
            .filter(|&e| {
                let edge = puzzle.edges()[e];
                let (a, b) = (index[edge.a], index[edge.b]);
                let (pa, pb) = puzzle.edge_ends(e);
                groups.find(a) != groups.find(b)
                    && puzzle
                        .edge_cells(e)
                        .iter()
                        .all(|&p| self.cell(p) == Cell::Water)
                    && !self.sees_both_ways(pa, edge.dir, pb)
            })
            .collect();
        if across.is_empty() {
            return false;
        }
        let e = across[below(rng, across.len())];
        let edge = puzzle.edges()[e];
        for p in puzzle.edge_cells(e) {
            self.set(p, Cell::Bridge);
        }
        self.bridges.push(Bridge {
            a: index[edge.a],
            b: index[edge.b],
            dir: edge.dir,
            count: 1,
        });
        true
    }
}
