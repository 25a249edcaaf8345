//! A position in play: the bridge count on every edge, the player's no-bridge marks, and each
//! island's running total.

use crate::moves::{apply_mut, Mode, Move, MoveError, Setting};
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use std::fmt;

/// Bridge counts per edge (0, 1 or 2) with island totals kept in step, and per edge whether
/// the player marked it "no bridge here" (only ever on an edge with no bridge). Marks are
/// part of the position (undo restores them, saves keep them) but never of the solved check.
/// Build one with [`State::empty`]; change it only through [`crate::apply`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    counts: Vec<u8>,
    totals: Vec<u8>,
    marks: Vec<bool>,
}

impl State {
    /// No bridges at all.
    pub fn empty(puzzle: &Puzzle) -> Self {
        Self {
            counts: vec![0; puzzle.edges().len()],
            totals: vec![0; puzzle.islands().len()],
            marks: vec![false; puzzle.edges().len()],
        }
    }

    /// Rebuilds a position from its edge counts (as [`State::counts`] gives them), placing
    /// each bridge through the rules: positions cross from the page to the solver's worker
    /// as plain counts, and a damaged list must be refused, not trusted.
    pub fn from_counts(puzzle: &Puzzle, counts: &[u8]) -> Result<State, CountsError> {
        if counts.len() != puzzle.edges().len() {
            return Err(CountsError::Length {
                expected: puzzle.edges().len(),
                found: counts.len(),
            });
        }
        let mut state = State::empty(puzzle);
        for (edge, &count) in counts.iter().enumerate().filter(|(_, &c)| c > 0) {
            apply_mut(
                puzzle,
                &mut state,
                &Move::on_edge(puzzle, edge, count),
                Mode::Free,
            )
            .map_err(|error| CountsError::Move { edge, error })?;
        }
        Ok(state)
    }

    /// Like [`State::from_counts`], then marks the edges listed in `marks` (as
    /// [`State::marked_edges`] gives them) "no bridge": the worker's form of a position.
    pub fn from_counts_and_marks(
        puzzle: &Puzzle,
        counts: &[u8],
        marks: &[EdgeId],
    ) -> Result<State, CountsError> {
        let mut state = State::from_counts(puzzle, counts)?;
        for &edge in marks {
            match state.counts.get(edge) {
                None => {
                    return Err(CountsError::NoSuchPair {
                        edge,
                        pairs: counts.len(),
                    })
                }
                Some(&count) if count > 0 => {
                    let (a, b) = puzzle.edge_ends(edge);
                    return Err(CountsError::Move {
                        edge,
                        error: MoveError::MarkOnBridges { a, b, count },
                    });
                }
                Some(_) => state.set(puzzle, edge, Setting::NoBridge),
            }
        }
        Ok(state)
    }

    /// Bridges on `edge`.
    pub fn count(&self, edge: EdgeId) -> u8 {
        self.counts[edge]
    }

    /// Whether the player marked `edge` "no bridge here".
    pub fn marked(&self, edge: EdgeId) -> bool {
        self.marks[edge]
    }

    /// The edges marked "no bridge here", in edge order.
    pub fn marked_edges(&self) -> Vec<EdgeId> {
        (0..self.marks.len()).filter(|&e| self.marks[e]).collect()
    }

    /// What is on `edge`: its bridges, or a no-bridge mark.
    pub fn setting(&self, edge: EdgeId) -> Setting {
        if self.marks[edge] {
            Setting::NoBridge
        } else {
            Setting::Bridges(self.counts[edge])
        }
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
    /// A count clears the edge's mark; a mark leaves it without bridges.
    pub(crate) fn set(&mut self, puzzle: &Puzzle, edge: EdgeId, setting: Setting) {
        let e = puzzle.edges()[edge];
        let old = self.counts[edge];
        let count = setting.count();
        self.counts[edge] = count;
        self.marks[edge] = setting == Setting::NoBridge;
        for island in [e.a, e.b] {
            self.totals[island] = self.totals[island] - old + count;
        }
    }
}

/// Why a list of edge counts is not a position of this puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountsError {
    /// The puzzle has `expected` edges, the list `found` counts.
    Length { expected: usize, found: usize },
    /// The count on `edge` breaks a rule.
    Move { edge: EdgeId, error: MoveError },
    /// A mark names pair `edge`, but the puzzle has only `pairs` pairs.
    NoSuchPair { edge: EdgeId, pairs: usize },
}

impl fmt::Display for CountsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountsError::Length { expected, found } => write!(
                f,
                "the position lists {found} bridge counts but the puzzle has {expected} pairs"
            ),
            CountsError::Move { edge, error } => write!(f, "pair {edge}: {error}"),
            CountsError::NoSuchPair { edge, pairs } => write!(
                f,
                "a no-bridge mark is on pair {edge} but the puzzle has only {pairs} pairs"
            ),
        }
    }
}

impl std::error::Error for CountsError {}
