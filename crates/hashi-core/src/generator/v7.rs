//! Version 7 of the generator, kept so that every link, pack and daily made with it opens the
//! same puzzle: a network grown island by island from one start, packed to the band's
//! density, repaired, rated and steered into the band.

use super::network::Network;
use super::search::{search, Generated, MAX_ATTEMPTS};
use super::style::Style;
use super::{GenerateError, Params};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The version whose random streams this one draws. Kept when a new version only changes
/// what is done with the numbers, so that most seeds still give the puzzle they gave before.
const STREAM_VERSION: u32 = 3;

/// The random stream for (stream version, params, seed): the same everywhere.
pub(super) fn stream(params: &Params, seed: u64) -> ChaCha8Rng {
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

/// Version 7's puzzle for (`params`, `seed`). The symmetry in `params` is not read: version 7
/// had none.
pub(super) fn generate(params: &Params, seed: u64) -> Result<Generated, GenerateError> {
    params.validate()?;
    let mut rng = stream(params, seed);
    search(
        params,
        MAX_ATTEMPTS,
        &mut rng,
        Style::for_params(params),
        |style, rng| Network::grow(params, style, rng),
        |_| true,
    )
}
