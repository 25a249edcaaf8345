//! The seeded generator: grows a connected, non-crossing bridge network (`network`), derives
//! the numbers, repairs ambiguity where two solutions differ (`repair`), and keeps only
//! puzzles whose measured rating falls in the requested band, steering the network's shape
//! (`style`) towards it; under single-bridge rules a puzzle below the band is climbed
//! towards it by moving bridges (`harden`). Every rule set: the network follows `Params::rules` (counts up to
//! the most, a tree where loops are forbidden, growth across the seams of a wrapped board).

mod chance;
mod ease;
mod harden;
mod network;
mod params;
mod repair;
mod style;

#[cfg(test)]
mod tests;

pub use params::{GenerateError, Params, MAX_GENERATED_SIDE, MIN_SIDE, MIN_WRAPPED_SIDE};

use crate::puzzle::Puzzle;
use crate::rating::{rate_solved, Rating};
use crate::solver::Budget;
use crate::state::State;
use network::Network;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use style::Style;

/// Bumped whenever the algorithm changes what a (params, seed) pair produces. Shared URLs carry
/// it, so an old link can say it was made by another version instead of silently changing.
/// The solver's search heuristics are part of it: repairs start from the two solutions the
/// search finds first, so a change to how it branches or hands over needs a new version.
/// What each version changed is in the crate's `CHANGELOG.md`.
pub const GENERATOR_VERSION: u32 = 7;

/// The version whose random streams this one draws. Kept when a new version only changes
/// what is done with the numbers, so that most seeds still give the puzzle they gave before.
const STREAM_VERSION: u32 = 3;

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
const MAX_ATTEMPTS: u32 = 400;

/// Work allowed to each uniqueness check and each rating of a candidate puzzle. Far above
/// what the generator's own puzzles need (measured over 1,500 puzzles at the bands' sizes
/// and 125 at 50x50: at most 51,000 units for a check and 131,000 for a rating, about a
/// hundredth of it), so that it never changes what a seed gives, while still bounding the
/// time a pathological network could take. A check that runs out counts as not unique (a
/// second solution found before it ran out is repaired against; otherwise the network is
/// dropped), a rating that runs out as a rejected puzzle.
pub(crate) const CHECK_BUDGET: Budget = Budget::work(4 * Budget::DEFAULT.units());

/// The random stream for (stream version, params, seed): the same everywhere.
fn stream(params: &Params, seed: u64) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    key[8..12].copy_from_slice(&STREAM_VERSION.to_le_bytes());
    key[12..16].copy_from_slice(&(params.width as u32).to_le_bytes());
    key[16..20].copy_from_slice(&(params.height as u32).to_le_bytes());
    key[20] = params.difficulty as u8;
    // The standard rules leave this byte 0, so their seeds give what they gave before rules
    // existed; every other rule set draws a stream of its own.
    let rules = params.rules;
    if !rules.is_standard() {
        key[21] = 1
            + rules.max_bridges()
            + if rules.allows_loops() { 0 } else { 8 }
            + 16 * rules.wrap() as u8;
    }
    key[24..32].copy_from_slice(&params.density().to_bits().to_le_bytes());
    ChaCha8Rng::from_seed(key)
}

/// Generates a puzzle with exactly one solution whose rating is in `params.difficulty`.
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
    params.validate()?;
    let mut rng = stream(params, seed);
    let mut style = Style::for_params(params);
    for attempt in 1..=MAX_ATTEMPTS {
        let Some(mut network) = Network::grow(params, &style, &mut rng) else {
            continue;
        };
        let Some((puzzle, solution)) = network.make_unique(&mut rng) else {
            continue;
        };
        // Steer the next network toward the band: loops and singles make puzzles harder. A
        // puzzle above the band is known as soon as its rating passes it.
        let rating = match rate_solved(&puzzle, &solution, params.difficulty, CHECK_BUDGET) {
            Ok(Some(rating)) => rating,
            Ok(None) => {
                if network.wide_repairs {
                    if let Some((puzzle, solution, rating)) =
                        network.ease(puzzle, solution, params.difficulty, &mut rng)
                    {
                        return Ok(Generated {
                            puzzle,
                            solution,
                            rating,
                            attempts: attempt,
                        });
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
                if let Some((puzzle, solution, rating)) =
                    network.harden((puzzle, solution, rating), params.difficulty, &mut rng)
                {
                    return Ok(Generated {
                        puzzle,
                        solution,
                        rating,
                        attempts: attempt,
                    });
                }
                continue;
            }
            style.adjust(1.25);
        }
        if rating.band == params.difficulty {
            return Ok(Generated {
                puzzle,
                solution,
                rating,
                attempts: attempt,
            });
        }
    }
    Err(GenerateError::GaveUp {
        attempts: MAX_ATTEMPTS,
    })
}
