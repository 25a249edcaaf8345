//! The seeded generator: grows a connected, non-crossing bridge network, derives the numbers,
//! repairs ambiguity where two solutions differ (`repair`), and keeps only puzzles whose
//! measured rating falls in the requested band, steering the network's shape (`style`)
//! towards it; under single-bridge rules a puzzle below the band is climbed towards it by
//! moving bridges (`harden`). Every rule set: the network follows `Params::rules` (counts up
//! to the most, a tree where loops are forbidden, growth across the seams of a wrapped board).
//!
//! Two versions are made, so that a puzzle once shared never changes: version 7 (`v7`) grows
//! its network island by island; version 8 (`v8`, the current one) lays islands out in
//! orbits of a symmetry, as densely and evenly as hand-made puzzles, with short bridges.

mod chance;
mod ease;
mod harden;
mod layout;
mod network;
mod orbit;
mod params;
mod repair;
mod style;
mod symmetry;
mod v7;
mod v8;

#[cfg(test)]
mod tests;

pub use params::{GenerateError, Params, MAX_GENERATED_SIDE, MIN_SIDE, MIN_WRAPPED_SIDE};
pub use symmetry::{Symmetry, SymmetryRefusal, UnknownSymmetry};
pub use v8::LAID_OUT_SIDE;

use crate::puzzle::Puzzle;
use crate::rating::{rate_solved, Rating};
use crate::solver::Budget;
use crate::state::State;
use network::Network;
use rand_chacha::ChaCha8Rng;
use style::Style;

/// Bumped whenever the algorithm changes what a (params, seed) pair produces. Shared URLs carry
/// it, and every version from [`OLDEST_VERSION`] is still made, so an old link opens the
/// puzzle it always did. The solver's search heuristics are part of it: repairs start from
/// the two solutions the search finds first, so a change to how it branches or hands over
/// needs a new version. What each version changed is in the crate's `CHANGELOG.md`.
pub const GENERATOR_VERSION: u32 = 8;

/// The oldest version this build still makes, for links that name it (`?v=`).
pub const OLDEST_VERSION: u32 = 7;

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
pub(crate) const MAX_ATTEMPTS: u32 = 400;

/// Work allowed to each uniqueness check and each rating of a candidate puzzle. Far above
/// what the generator's own puzzles need (measured over 1,500 puzzles at the bands' sizes
/// and 125 at 50x50: at most 51,000 units for a check and 131,000 for a rating, about a
/// hundredth of it), so that it never changes what a seed gives, while still bounding the
/// time a pathological network could take. A check that runs out counts as not unique (a
/// second solution found before it ran out is repaired against; otherwise the network is
/// dropped), a rating that runs out as a rejected puzzle.
pub(crate) const CHECK_BUDGET: Budget = Budget::work(4 * Budget::DEFAULT.units());

/// Generates a puzzle with exactly one solution whose rating is in `params.difficulty`, with
/// the current version.
///
/// ```
/// use hashi_core::generator::{generate, Params};
/// use hashi_core::rating::Band;
/// let g = generate(&Params::for_band(Band::Easy), 42).unwrap();
/// assert_eq!(g.rating.band, Band::Easy);
/// assert_eq!(g, generate(&Params::for_band(Band::Easy), 42).unwrap());
/// // Under other rules: up to 4 bridges a pair, no loops, on a torus.
/// let params = Params { rules: "m4Lt".parse().unwrap(), ..Params::for_band(Band::Easy) };
/// let g = generate(&params, 42).unwrap();
/// assert_eq!(g.puzzle.rules().to_string(), "m4Lt");
/// ```
pub fn generate(params: &Params, seed: u64) -> Result<Generated, GenerateError> {
    generate_as(params, seed, GENERATOR_VERSION)
}

/// Generates the puzzle that generator `version` makes for (`params`, `seed`).
///
/// ```
/// use hashi_core::generator::{generate_as, GenerateError, Params};
/// use hashi_core::rating::Band;
/// let old = generate_as(&Params::for_band(Band::Easy), 42, 7).unwrap();
/// assert_eq!(old.rating.band, Band::Easy);
/// assert_eq!(
///     generate_as(&Params::for_band(Band::Easy), 42, 6),
///     Err(GenerateError::UnknownVersion { version: 6 })
/// );
/// ```
pub fn generate_as(params: &Params, seed: u64, version: u32) -> Result<Generated, GenerateError> {
    match version {
        7 => v7::generate(params, seed),
        8 => v8::generate(params, seed),
        _ => Err(GenerateError::UnknownVersion { version }),
    }
}

/// The search both versions share: grows networks with `grow`, makes each unique, rates it and
/// steers the style towards the band until one lands in it, or `attempts` networks have been
/// grown. `keeps` vets a finished puzzle
/// (version 8: that its layout still has the symmetry asked for).
fn search(
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
