//! Which generator versions this build makes: the current one, and every older one that a
//! shared link, a pack or a past daily may still name.

/// Bumped whenever the algorithm changes what a (params, seed) pair produces. Shared URLs carry
/// it, and every version from [`OLDEST_VERSION`] is still made, so an old link opens the
/// puzzle it always did. The solver's search heuristics are part of it: repairs start from
/// the two solutions the search finds first, so a change to how it branches or hands over
/// needs a new version. What each version changed is in the crate's `CHANGELOG.md`.
pub const GENERATOR_VERSION: u32 = 10;

/// The oldest version this build still makes, for links that name it (`?v=`).
pub const OLDEST_VERSION: u32 = 7;
