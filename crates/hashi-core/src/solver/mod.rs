//! The solver. Every edge carries an interval of possible bridge counts that only narrows.
//! `solve` propagates the rules to a fixpoint, then searches: a backtracking search settles
//! most puzzles within a small budget of dead ends, and hands the rest to a clause-learning
//! (CDCL) search that remembers why each guess failed. It counts solutions up to a limit, so
//! a limit of 2 is the uniqueness check ([`unique_solution`] wraps it). `techniques` finds
//! single deductions, each with its reason as data, for hints and ratings.

mod bounds;
mod cdcl;
mod graph;
mod propagate;
mod search;
pub mod techniques;

#[cfg(test)]
mod technique_tests;

pub use bounds::{Bounds, Contradiction};
pub use cdcl::ClauseStats;
pub use propagate::propagate;
pub use search::SearchStats;

use crate::puzzle::Puzzle;
use crate::state::State;

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

/// Finds up to `limit` solutions. With `limit` 2 this is the uniqueness check.
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

/// The puzzle's one solution, or whether it has none or several: the uniqueness check that
/// hints, ratings and the CLI need, without spelling out the limit.
///
/// ```
/// use hashi_core::{formats::parse_task, solver::{unique_solution, Uniqueness}};
/// let p = parse_task("3x1:2a2").unwrap();
/// assert_eq!(unique_solution(&p).unwrap().bridges(), 2);
/// let p = parse_task("3x3:3a3c3a3").unwrap();
/// assert_eq!(unique_solution(&p), Err(Uniqueness::Several));
/// ```
pub fn unique_solution(puzzle: &Puzzle) -> Result<State, Uniqueness> {
    solve(puzzle, 2).into_unique()
}

/// Like [`solve`] with the clause-learning search alone, from nothing known: the engine
/// [`solve`] hands hard puzzles to, on its own so that tests and benchmarks can check it.
pub fn solve_with_clauses(puzzle: &Puzzle, limit: usize) -> Solution {
    let (found, clause_learning) = cdcl::solve(puzzle, &Bounds::open(puzzle), &[], limit);
    Solution {
        solutions: found.iter().map(|b| b.to_state(puzzle)).collect(),
        stats: SearchStats {
            clause_learning,
            ..SearchStats::default()
        },
    }
}

/// Like [`solve`], starting from what is already known.
pub fn solve_from(puzzle: &Puzzle, bounds: Bounds, limit: usize) -> Solution {
    let mut search = search::Search::new(puzzle, limit.max(1));
    search.run(bounds);
    Solution {
        solutions: search
            .solutions
            .iter()
            .map(|b| b.to_state(puzzle))
            .collect(),
        stats: search.stats,
    }
}
