//! The solver. Every edge carries an interval of possible bridge counts that only narrows.
//! `solve` first tries counting arguments that refute a puzzle in one pass (`counting`), then
//! propagates the rules to a fixpoint, then searches: a backtracking search settles most
//! puzzles within a small budget of dead ends, and hands the rest to a clause-learning
//! (CDCL) search that remembers why each guess failed. It counts solutions up to a limit, so
//! a limit of 2 is the uniqueness check ([`unique_solution`] wraps it). `techniques` finds
//! single deductions, each with its reason as data, for hints and ratings.
//!
//! Every rule set is honoured: each edge's interval runs up to the rules' most bridges, and
//! under rules without loops propagation closes edges whose ends are already joined, clause
//! learning rules out each loop a model has, and counting refutes numbers too large for a tree.
//!
//! Some puzzles take any complete search exponentially long, so every search that may meet
//! untrusted input runs within a [`Budget`] of deterministic work units and answers
//! [`GaveUp`] (or [`Unsolved::GaveUp`]) when it runs out, instead of freezing the page.

mod bounds;
mod budget;
mod cdcl;
pub mod counting;
mod cut_sketch;
mod glance;
mod graph;
mod options;
mod propagate;
mod search;
pub mod techniques;
mod trials;

#[cfg(test)]
mod technique_tests;

pub use bounds::{Bounds, BrokenIsland, Contradiction};
pub use budget::{Budget, GaveUp};
pub use cdcl::ClauseStats;
pub use propagate::propagate;
pub use search::SearchStats;

pub(crate) use budget::{Meter, OutOfWork};

use crate::puzzle::Puzzle;
use crate::state::State;
use std::fmt;

/// How many solutions a puzzle has, as far as the search was asked to look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Uniqueness {
    None,
    Unique,
    /// At least two.
    Several,
}

impl Uniqueness {
    pub fn name(self) -> &'static str {
        match self {
            Uniqueness::None => "none",
            Uniqueness::Unique => "unique",
            Uniqueness::Several => "several",
        }
    }
}

/// What [`solve`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Solutions found, as full positions (at most the limit asked for).
    pub solutions: Vec<State>,
    pub stats: SearchStats,
}

impl Solution {
    /// None, unique, or several (meaningful for a limit of 2 or more).
    pub fn uniqueness(&self) -> Uniqueness {
        match self.solutions.len() {
            0 => Uniqueness::None,
            1 => Uniqueness::Unique,
            _ => Uniqueness::Several,
        }
    }

    /// The one solution found, or whether there were none or several (meaningful for a
    /// limit of 2 or more).
    pub fn into_unique(mut self) -> Result<State, Uniqueness> {
        match self.uniqueness() {
            Uniqueness::Unique => Ok(self.solutions.swap_remove(0)),
            other => Err(other),
        }
    }
}

/// Why a puzzle has no one solution to steer towards: none, several, or the search gave up
/// before it could tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Unsolved {
    None,
    Several,
    /// The budget ran out first (see [`Budget`]).
    GaveUp,
}

impl Unsolved {
    /// A stable name (used in JSON and the CLI): `none`, `several` or `gave-up`.
    pub fn name(self) -> &'static str {
        match self {
            Unsolved::None => "none",
            Unsolved::Several => "several",
            Unsolved::GaveUp => "gave-up",
        }
    }

    /// A small number for it, as the worker's collection check writes it (the page's import
    /// reads it with no text of its own): 0 none, 1 several, 2 gave up.
    ///
    /// ```
    /// use hashi_core::solver::Unsolved;
    /// for why in [Unsolved::None, Unsolved::Several, Unsolved::GaveUp] {
    ///     assert_eq!(Unsolved::from_code(why.code()), Some(why));
    /// }
    /// assert_eq!(Unsolved::from_code(3), None);
    /// ```
    pub fn code(self) -> u8 {
        match self {
            Unsolved::None => 0,
            Unsolved::Several => 1,
            Unsolved::GaveUp => 2,
        }
    }

    /// The reason numbered `code` by [`Unsolved::code`].
    pub fn from_code(code: u8) -> Option<Unsolved> {
        match code {
            0 => Some(Unsolved::None),
            1 => Some(Unsolved::Several),
            2 => Some(Unsolved::GaveUp),
            _ => None,
        }
    }
}

/// Completes "This puzzle …".
impl fmt::Display for Unsolved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unsolved::None => "has no solution",
            Unsolved::Several => "has more than one solution",
            Unsolved::GaveUp => "is too large to check here",
        })
    }
}

impl std::error::Error for Unsolved {}

/// Finds up to `limit` solutions with no limit on the work: for puzzles known to be sound
/// (tests, benchmarks, the generator's own). It may run for minutes on hostile input; anything
/// a user typed in goes through [`solve_within`]. With `limit` 2 this is the uniqueness check.
///
/// ```
/// use hashi_core::{formats::parse_task, solver::{solve, Uniqueness}};
/// let p = parse_task("3x3:3a3c3a3").unwrap();
/// assert_eq!(solve(&p, 2).uniqueness(), Uniqueness::Several);
/// let p = parse_task("3x1:2a2").unwrap();
/// assert_eq!(solve(&p, 2).uniqueness(), Uniqueness::Unique);
/// ```
pub fn solve(puzzle: &Puzzle, limit: usize) -> Solution {
    solve_from(puzzle, Bounds::open(puzzle), limit)
}

/// Finds up to `limit` solutions within `budget`, or gives up with the solutions found so far.
/// A puzzle that counting refutes is answered at once, whatever the budget.
///
/// ```
/// use hashi_core::{formats::parse_task, solver::{solve_within, Budget, Uniqueness}};
/// let p = parse_task("3x3:3a3c3a3").unwrap();
/// let found = solve_within(&p, 2, Budget::DEFAULT).unwrap();
/// assert_eq!(found.uniqueness(), Uniqueness::Several);
/// // Five light islands and four dark ones, each wanting 2: no search needed.
/// let p = parse_task("3x3:222222222").unwrap();
/// assert_eq!(solve_within(&p, 2, Budget::work(0)).unwrap().uniqueness(), Uniqueness::None);
/// ```
pub fn solve_within(puzzle: &Puzzle, limit: usize, budget: Budget) -> Result<Solution, GaveUp> {
    solve_from_within(puzzle, Bounds::open(puzzle), limit, budget)
}

/// The puzzle's one solution, or why not, within [`Budget::DEFAULT`]: the uniqueness check
/// that hints, ratings, the app and the CLI need, without spelling out the limit.
///
/// ```
/// use hashi_core::{formats::parse_task, solver::{unique_solution, Unsolved}};
/// let p = parse_task("3x1:2a2").unwrap();
/// assert_eq!(unique_solution(&p).unwrap().bridges(), 2);
/// let p = parse_task("3x3:3a3c3a3").unwrap();
/// assert_eq!(unique_solution(&p), Err(Unsolved::Several));
/// ```
pub fn unique_solution(puzzle: &Puzzle) -> Result<State, Unsolved> {
    unique_solution_within(puzzle, Budget::DEFAULT)
}

/// The puzzle's one solution, or whether it has none or several, or that `budget` ran out
/// before the search could tell.
pub fn unique_solution_within(puzzle: &Puzzle, budget: Budget) -> Result<State, Unsolved> {
    match solve_within(puzzle, 2, budget) {
        Ok(found) => found.into_unique().map_err(|uniqueness| match uniqueness {
            Uniqueness::Several => Unsolved::Several,
            _ => Unsolved::None,
        }),
        // A solution found before the budget ran out says nothing about a second one.
        Err(_) => Err(Unsolved::GaveUp),
    }
}

/// Like [`solve`] with the clause-learning search alone, from nothing known and with no
/// limit on the work: the engine [`solve`] hands hard puzzles to, on its own so that tests
/// and benchmarks can check it.
pub fn solve_with_clauses(puzzle: &Puzzle, limit: usize) -> Solution {
    let mut meter = Meter::new(puzzle, Budget::UNLIMITED);
    let never = |_: &Bounds| false;
    let outcome = cdcl::solve(
        puzzle,
        &Bounds::open(puzzle),
        &[],
        (limit, &never),
        &mut meter,
    );
    Solution {
        solutions: outcome.found.iter().map(|b| b.to_state(puzzle)).collect(),
        stats: SearchStats {
            clause_learning: outcome.stats,
            work: meter.spent(),
            ..SearchStats::default()
        },
    }
}

/// Like [`solve`] (no limit on the work), starting from what is already known.
pub fn solve_from(puzzle: &Puzzle, bounds: Bounds, limit: usize) -> Solution {
    match solve_from_within(puzzle, bounds, limit, Budget::UNLIMITED) {
        Ok(solution) => solution,
        // An unlimited meter cannot run out (it saturates at u64::MAX units).
        Err(gave_up) => Solution {
            solutions: gave_up.found,
            stats: SearchStats::default(),
        },
    }
}

/// Like [`solve_within`], starting from what is already known.
pub fn solve_from_within(
    puzzle: &Puzzle,
    bounds: Bounds,
    limit: usize,
    budget: Budget,
) -> Result<Solution, GaveUp> {
    if counting::refutation(puzzle, &bounds).is_some() {
        return Ok(Solution {
            solutions: Vec::new(),
            stats: SearchStats::default(),
        });
    }
    let search = search::Search::new(puzzle, limit.max(1), Meter::new(puzzle, budget));
    finish(puzzle, search, bounds)
}

/// What [`second_solution_within`] found out about a puzzle and one solution of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Second {
    /// The solution is the only one.
    None,
    /// Another solution: the first one the search for two solutions finds that differs from
    /// the one known.
    Other(State),
    /// Neither shown: the budget ran out first, or the solution given is not one.
    Unknown,
}

/// Whether `puzzle`, known to have a solution (such as the generator's own, built from one),
/// has one other than `intended`, within `budget`: what [`solve_within`] with a limit of 2
/// says, read against `intended` (unique, the first solution found that is not `intended`,
/// or neither), with less work. Counting can never refute such a puzzle, so its linear passes
/// (two per solve, a tenth of the time a 100x100 board's uniqueness check took) are skipped.
/// And once `intended` is known to be a solution, the first other one the search meets
/// settles the question, so the search stops there rather than going on to a second solution
/// it would not use. Where `intended` does not solve the puzzle, the full search runs.
pub(crate) fn second_solution_within(puzzle: &Puzzle, intended: &State, budget: Budget) -> Second {
    let mut search = search::Search::new(puzzle, 2, Meter::new(puzzle, budget));
    search.skip_counting();
    let stops = crate::rules::is_solved(puzzle, intended);
    if stops {
        search.stop_at_other(intended.clone());
    }
    let (found, complete) = match finish(puzzle, search, Bounds::open(puzzle)) {
        Ok(found) => (found.solutions, true),
        Err(gave_up) => (gave_up.found, false),
    };
    // One solution in a complete search: unique, unless it is the other one the search
    // stopped at.
    if complete && found.len() == 1 && (!stops || found[0] == *intended) {
        return Second::None;
    }
    match found.into_iter().find(|s| s != intended) {
        Some(other) => Second::Other(other),
        None => Second::Unknown,
    }
}

/// Runs `search` from `bounds` and reports what it found.
fn finish(
    puzzle: &Puzzle,
    mut search: search::Search<'_>,
    bounds: Bounds,
) -> Result<Solution, GaveUp> {
    search.run(bounds);
    let solutions: Vec<State> = search
        .solutions
        .iter()
        .map(|b| b.to_state(puzzle))
        .collect();
    match search.out_of_work {
        None => Ok(Solution {
            solutions,
            stats: search.stats,
        }),
        Some(OutOfWork) => Err(GaveUp {
            work: search.stats.work,
            found: solutions,
        }),
    }
}
