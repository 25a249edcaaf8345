//! The search both generator versions share: grow a network, make it unique, rate it, steer
//! the style towards the band, and again, until a puzzle lands in the band.

use super::network::Network;
use super::style::Style;
use super::{GenerateError, Params};
use crate::puzzle::Puzzle;
use crate::rating::{rate_solved, Rating};
use crate::solver::Budget;
use crate::state::State;
use rand_chacha::ChaCha8Rng;

/// A generated puzzle with its unique solution and rating. Carry the solution along: hints,
/// mistake checks and reveals need it, and solving again costs time it already took.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    pub puzzle: Puzzle,
    pub solution: State,
    pub rating: Rating,
    /// Networks built before one was accepted.
    pub attempts: u32,
}

/// Attempts before giving up on a band.
pub(super) const MAX_ATTEMPTS: u32 = 400;

/// Work allowed to each uniqueness check and each rating of a candidate puzzle. Far above
/// what the generator's own puzzles need (measured over 1,500 puzzles at the bands' sizes
/// and 125 at 50x50: at most 51,000 units for a check and 131,000 for a rating, about a
/// hundredth of it), so that it never changes what a seed gives, while still bounding the
/// time a pathological network could take. A check that runs out counts as not unique (a
/// second solution found before it ran out is repaired against; otherwise the network is
/// dropped), a rating that runs out as a rejected puzzle.
pub(crate) const CHECK_BUDGET: Budget = Budget::work(4 * Budget::DEFAULT.units());

/// The search both versions share: grows networks with `grow`, makes each unique, rates it and
/// steers the style towards the band until one lands in it, or `attempts` networks have been
/// grown. `keeps` vets a finished puzzle
/// (version 8: that its layout still has the symmetry asked for).
pub(super) fn search(
    params: &Params,
    attempts: u32,
    rng: &mut ChaCha8Rng,
    mut style: Style,
    mut grow: impl FnMut(&Style, &mut ChaCha8Rng) -> Option<Network>,
    keeps: impl Fn(&Puzzle) -> bool,
) -> Result<Generated, GenerateError> {
    let made = |(puzzle, solution, rating): (Puzzle, State, Rating), attempt| {
        keeps(&puzzle).then_some(Generated {
            puzzle,
            solution,
            rating,
            attempts: attempt,
        })
    };
    for attempt in 1..=attempts {
        let Some(mut network) = grow(&style, rng) else {
            continue;
        };
        let Some((puzzle, solution)) = network.make_unique(rng) else {
            continue;
        };
        // Steer the next network toward the band: loops and singles make puzzles harder. A
        // puzzle above the band is known as soon as its rating passes it.
        let rating = match rate_solved(&puzzle, &solution, params.difficulty, CHECK_BUDGET) {
            Ok(Some(rating)) => rating,
            Ok(None) => {
                if network.wide_repairs {
                    if let Some(eased) = network.ease(puzzle, solution, params.difficulty, rng) {
                        if let Some(g) = made(eased, attempt) {
                            return Ok(g);
                        }
                    }
                }
                style.adjust(0.8);
                continue;
            }
            Err(_) => continue,
        };
        if rating.band < params.difficulty {
            // Single-bridge networks are climbed towards the band instead (see `harden`).
            if params.rules.max_bridges() == 1 {
                if let Some(hardened) =
                    network.harden((puzzle, solution, rating), params.difficulty, rng)
                {
                    if let Some(g) = made(hardened, attempt) {
                        return Ok(g);
                    }
                }
                continue;
            }
            style.adjust(1.25);
        }
        if rating.band == params.difficulty {
            if let Some(g) = made((puzzle, solution, rating), attempt) {
                return Ok(g);
            }
        }
    }
    Err(GenerateError::GaveUp { attempts })
}
