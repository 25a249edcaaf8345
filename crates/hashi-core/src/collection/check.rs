//! Checking one puzzle of a collection: its one solution (or why there is none) and its
//! rating as a pack keeps it, within a work budget.

use crate::flow::triple_of;
use crate::hint::logical_path;
use crate::packs::{uses_by_id, PackRating, PackTriple};
use crate::rating::{rate_solved, Band, RatingError};
use crate::solver::{solve_within, Budget, Uniqueness, Unsolved};
use crate::Puzzle;
use serde::{Deserialize, Serialize};

/// A puzzle with one solution: the solution as a pack keeps it (`State::counts_text`) and
/// its rating.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Checked {
    pub solution: String,
    pub rating: PackRating,
}

/// The puzzle's one solution and rating, or why it has none to keep: no solution, several, or
/// `budget` spent before the search or the rating could tell.
///
/// ```
/// use hashi_core::collection::check_puzzle;
/// use hashi_core::formats::parse_task;
/// use hashi_core::solver::{Budget, Unsolved};
/// let checked = check_puzzle(&parse_task("3x1:2a2").unwrap(), Budget::DEFAULT).unwrap();
/// assert_eq!(checked.solution, "2");
/// assert_eq!(checked.rating.band, "easy");
/// let several = check_puzzle(&parse_task("3x3:3a3c3a3").unwrap(), Budget::DEFAULT);
/// assert_eq!(several, Err(Unsolved::Several));
/// ```
pub fn check_puzzle(puzzle: &Puzzle, budget: Budget) -> Result<Checked, Unsolved> {
    let found = solve_within(puzzle, 2, budget).map_err(|_| Unsolved::GaveUp)?;
    let spent = found.stats.work;
    let solution = found.into_unique().map_err(|uniqueness| match uniqueness {
        Uniqueness::Several => Unsolved::Several,
        _ => Unsolved::None,
    })?;
    let left = Budget::work(budget.units().saturating_sub(spent));
    let rating = match rate_solved(puzzle, &solution, Band::Extreme, left) {
        Ok(Some(rating)) => rating,
        Ok(None) | Err(RatingError::GaveUp { .. }) => return Err(Unsolved::GaveUp),
        Err(RatingError::NoSolution) => return Err(Unsolved::None),
        Err(RatingError::SeveralSolutions) => return Err(Unsolved::Several),
    };
    // The triple is the pack list's line on how the solve goes; a puzzle whose logical path
    // runs out of budget is still kept, without one.
    let triple = logical_path(puzzle, &solution, left)
        .ok()
        .and_then(|steps| triple_of(&steps))
        .map(|triple| PackTriple::of(&triple));
    Ok(Checked {
        solution: solution.counts_text(),
        rating: PackRating {
            band: rating.band.id().to_string(),
            score: rating.score,
            steps: rating.steps,
            lookaheads: rating.lookaheads,
            uses: uses_by_id(&rating.uses),
            triple,
        },
    })
}
