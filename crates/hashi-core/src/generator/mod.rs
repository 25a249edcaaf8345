//! The seeded generator: grows a connected, non-crossing bridge network, derives the numbers,
//! repairs ambiguity where two solutions differ (`repair`), and keeps only puzzles whose
//! measured rating falls in the requested band, steering the network's shape (`style`)
//! towards it; under single-bridge rules a puzzle below the band is climbed towards it by
//! moving bridges (`harden`). Every rule set: the network follows `Params::rules` (counts up
//! to the most, a tree where loops are forbidden, growth across the seams of a wrapped board).
//!
//! Several versions are made, so that a puzzle once shared never changes: version 7 (`v7`) grows
//! its network island by island; version 8 (`v8`) lays islands out in orbits of a symmetry,
//! as densely and evenly as hand-made puzzles, with short bridges; versions 9 and 10
//! (`picked`; 10 is the current one) make several of version 8's and pick the one that looks
//! most hand-made.

mod chance;
mod draws;
mod ease;
mod harden;
mod layout;
mod network;
mod orbit;
mod params;
mod picked;
mod plain;
mod repair;
mod search;
mod style;
mod symmetry;
mod v7;
mod v8;
mod version;

#[cfg(test)]
mod tests;

pub use params::{GenerateError, Params, MAX_GENERATED_SIDE, MIN_SIDE, MIN_WRAPPED_SIDE};
pub use style::double_share;
pub use symmetry::LAID_OUT_SIDE;
pub use symmetry::{Symmetry, SymmetryRefusal, UnknownSymmetry};

pub use search::Generated;
pub(crate) use search::CHECK_BUDGET;
pub use version::{GENERATOR_VERSION, OLDEST_VERSION};

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
        9 => picked::version_9(params, seed),
        10 => picked::version_10(params, seed),
        _ => Err(GenerateError::UnknownVersion { version }),
    }
}
