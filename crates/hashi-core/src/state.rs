//! A position in play: the bridge count on every edge, the player's no-bridge marks, each
//! island's running total and, while pencil bridges are being tried, the position they branched
//! from; and `Setting`, what one edge holds.

use crate::puzzle::{EdgeId, IslandId, Puzzle};
use std::fmt;

/// Bridge counts per edge (0, 1 or 2) with island totals kept in step, and per edge whether
/// the player marked it "no bridge here" (only ever on an edge with no bridge). Marks are
/// part of the position (undo restores them, saves keep them) but never of the solved check.
/// Build one with [`State::empty`]; change it only through [`crate::apply`].
///
/// While a trial is open (pencil bridges), the counts and marks are what the board shows, and
/// the position the trial branched from is kept beside them: every edge that differs from it
/// is a trial edge. The rules that judge the player's work (solved, mistakes, hints) read
/// [`State::committed`], so trial bridges count for nothing until they are accepted.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    counts: Vec<u8>,
    totals: Vec<u8>,
    marks: Vec<bool>,
    branch: Option<Box<State>>,
}

impl State {
    /// No bridges at all.
    pub fn empty(puzzle: &Puzzle) -> Self {
        Self {
            counts: vec![0; puzzle.edges().len()],
            totals: vec![0; puzzle.islands().len()],
            marks: vec![false; puzzle.edges().len()],
            branch: None,
        }
    }

    /// Whether a trial is open: the board shows pencil bridges on top of [`State::committed`].
    pub fn in_trial(&self) -> bool {
        self.branch.is_some()
    }

    /// The position the player has committed to: the branch point while a trial is open,
    /// otherwise the position itself.
    pub fn committed(&self) -> &State {
        self.branch.as_deref().unwrap_or(self)
    }

    /// Whether `edge` was changed inside the open trial (drawn as a pencil bridge).
    pub fn is_trial(&self, edge: EdgeId) -> bool {
        self.branch
            .as_deref()
            .is_some_and(|from| from.setting(edge) != self.setting(edge))
    }

    /// The edges changed inside the open trial, in edge order.
    pub fn trial_edges(&self) -> Vec<EdgeId> {
        (0..self.counts.len())
            .filter(|&e| self.is_trial(e))
            .collect()
    }

    /// Opens a trial here: this position becomes the branch point. False if one is open.
    pub(crate) fn open_trial(&mut self) -> bool {
        if self.in_trial() {
            return false;
        }
        self.branch = Some(Box::new(self.clone()));
        true
    }

    /// Keeps the trial's bridges as the player's own. False if no trial is open.
    pub(crate) fn accept_trial(&mut self) -> bool {
        self.branch.take().is_some()
    }

    /// Drops the trial's bridges: back to the branch point. False if no trial is open.
    pub(crate) fn reject_trial(&mut self) -> bool {
        match self.branch.take() {
            Some(from) => {
                *self = *from;
                true
            }
            None => false,
        }
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

/// What a move leaves on its pair of islands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Setting {
    /// Exactly this many bridges (and no no-bridge mark).
    Bridges(u8),
    /// No bridge, and the player's mark saying "no bridge here". Text form `x`.
    NoBridge,
}

impl Setting {
    /// The bridges it leaves: none for a mark.
    pub fn count(self) -> u8 {
        match self {
            Setting::Bridges(count) => count,
            Setting::NoBridge => 0,
        }
    }
}

impl fmt::Display for Setting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Setting::Bridges(count) => write!(f, "{count}"),
            Setting::NoBridge => f.write_str("x"),
        }
    }
}
