//! A position in play: the bridge count on every edge and each island's running total.

use crate::puzzle::{EdgeId, IslandId, Puzzle};

/// Bridge counts per edge (0, 1 or 2) with island totals kept in step.
/// Build one with [`State::empty`]; change it only through [`crate::apply`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    counts: Vec<u8>,
    totals: Vec<u8>,
}

impl State {
    /// No bridges at all.
    pub fn empty(puzzle: &Puzzle) -> Self {
        Self {
            counts: vec![0; puzzle.edges().len()],
            totals: vec![0; puzzle.islands().len()],
        }
    }

    /// Bridges on `edge`.
    pub fn count(&self, edge: EdgeId) -> u8 {
        self.counts[edge]
    }

    /// Every edge's count, indexed by [`EdgeId`].
    pub fn counts(&self) -> &[u8] {
        &self.counts
    }

    /// Bridge ends at `island` (a double counts 2).
    pub fn total(&self, island: IslandId) -> u8 {
        self.totals[island]
    }

    /// How many bridges are drawn, counting a double as two.
    pub fn bridges(&self) -> usize {
        self.counts.iter().map(|&c| usize::from(c)).sum()
    }

    /// Sets one edge and updates the totals at both ends; the caller has checked the rules.
    pub(crate) fn set(&mut self, puzzle: &Puzzle, edge: EdgeId, count: u8) {
        let e = puzzle.edges()[edge];
        let old = self.counts[edge];
        self.counts[edge] = count;
        for island in [e.a, e.b] {
            self.totals[island] = self.totals[island] - old + count;
        }
    }
}
