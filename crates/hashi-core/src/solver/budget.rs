//! How much work a search may do before it gives up, counted in deterministic work units
//! rather than wall time, so that the same puzzle and budget give the same answer on every
//! machine, in the browser as natively.
//!
//! A unit is roughly one position of a small puzzle's search: a guess tried and propagated, a
//! dead end, a lookahead trial. On a big puzzle each of those costs more (the rules over the
//! whole bridge graph are checked at every one), so a step is charged one unit plus one per
//! 64 islands and edges. The clause-learning search is charged per conflict (a step and a
//! little more), per decision (one unit) and per connectivity check of the whole graph (a
//! step). Measured natively, a unit then takes 0.2 to 0.55 µs on every shape of puzzle tried,
//! from 7x7 to 100x100, so a budget bounds the time a search takes on a big board about as
//! well as on a small one.

use crate::puzzle::Puzzle;
use crate::state::State;
use std::fmt;

/// A limit on the work a search may do, in work units (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    units: u64,
}

impl Budget {
    /// A budget of `units` work units.
    pub const fn work(units: u64) -> Budget {
        Budget { units }
    }

    /// What the CLI and the app use. Large enough that every puzzle of the coelho2019
    /// benchmark set (up to 400 islands; the hardest needs 191,000 units, about 6% of it)
    /// and every generated puzzle (at most 131,000 measured, up to 50x50) is settled; small
    /// enough that any puzzle up to 100x100 is answered, or given up on, within about 1.6 s
    /// natively (a unit takes 0.2 to 0.55 µs on every shape measured).
    pub const DEFAULT: Budget = Budget::work(3_000_000);

    /// No limit: for benchmarks, tests and the generator's own puzzles, which must finish.
    pub const UNLIMITED: Budget = Budget::work(u64::MAX);

    /// The work units this budget allows.
    pub const fn units(self) -> u64 {
        self.units
    }
}

impl Default for Budget {
    fn default() -> Self {
        Budget::DEFAULT
    }
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Budget::UNLIMITED {
            f.write_str("unlimited")
        } else {
            write!(f, "{} work units", self.units)
        }
    }
}

/// The search ran out of budget before it could settle the question it was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GaveUp {
    /// Work units spent (at least the budget).
    pub work: u64,
    /// Solutions found before the budget ran out (fewer than the limit asked for).
    pub found: Vec<State>,
}

impl fmt::Display for GaveUp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "gave up after {} work units: this puzzle is too hard to settle within the budget",
            self.work
        )
    }
}

impl std::error::Error for GaveUp {}

/// The budget ran out: the caller stops and reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOfWork;

/// Work spent against a budget, shared by every stage of one search.
#[derive(Clone, Debug)]
pub(crate) struct Meter {
    limit: u64,
    spent: u64,
    /// Units charged per step on this puzzle.
    step_cost: u64,
}

/// Islands plus edges that one unit of a step's cost stands for.
const SIZE_PER_UNIT: u64 = 64;

/// What analysing a conflict and learning its clause costs beyond a step, in units: measured,
/// a conflict of the clause-learning search on a small puzzle takes about as long as four
/// small positions of the plain search.
const CONFLICT_EXTRA: u64 = 4;

impl Meter {
    pub fn new(puzzle: &Puzzle, budget: Budget) -> Self {
        let size = (puzzle.islands().len() + puzzle.edges().len()) as u64;
        Self {
            limit: budget.units,
            spent: 0,
            // A step's work grows with the number of islands and edges, since the
            // connectivity and isolation rules look at the whole graph each time.
            step_cost: 1 + size / SIZE_PER_UNIT,
        }
    }

    /// What one step costs on this puzzle: a position propagated, a lookahead trial, or a
    /// sweep of the whole graph.
    pub fn step_cost(&self) -> u64 {
        self.step_cost
    }

    /// What one conflict of the clause-learning search costs on this puzzle.
    pub fn conflict_cost(&self) -> u64 {
        self.step_cost + CONFLICT_EXTRA
    }

    /// Charges `steps` steps; fails once the budget is spent.
    pub fn charge(&mut self, steps: u64) -> Result<(), OutOfWork> {
        self.charge_units(steps.saturating_mul(self.step_cost))
    }

    /// Charges `units` units; fails once the budget is spent.
    pub fn charge_units(&mut self, units: u64) -> Result<(), OutOfWork> {
        self.spent = self.spent.saturating_add(units);
        if self.exhausted() {
            Err(OutOfWork)
        } else {
            Ok(())
        }
    }

    /// Whether the budget is spent.
    pub fn exhausted(&self) -> bool {
        self.spent > self.limit
    }

    /// Units still allowed.
    pub fn units_left(&self) -> u64 {
        self.limit.saturating_sub(self.spent)
    }

    /// Units spent so far.
    pub fn spent(&self) -> u64 {
        self.spent
    }
}
