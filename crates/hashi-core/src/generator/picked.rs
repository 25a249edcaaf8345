//! Versions 9 and 10 of the generator (10 is the current one): laid out as version 8 lays out,
//! with per-network draws nearer the hand-made spread (`draws::V9`); several puzzles made for
//! each seed where a board is small enough for that to stay quick, and one of them picked at
//! random in proportion to how hand-made it looks (its odds under `likeness`), less where its
//! solve is Nikoli's bad case (one hard step at the start, then nothing but filling in). The two
//! differ only in how many candidates a board makes (`Candidates`).

use super::draws::V9;
use super::search::Generated;
use super::{GenerateError, Params};
use crate::flow::is_bad_case;
use crate::likeness::{features, log_odds as likeness};
use crate::rule_set::RuleSet;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Candidates made for a seed, by board area (cells): (up to this area, this many); beyond the
/// last row, one. Resampling 8 of version 8's candidates by the odds took the likeness AUC on
/// held-out hand-made puzzles from 0.77-0.80 to 0.61-0.66, 4 to 0.65-0.68, 2 to 0.69-0.73.
type Candidates = &'static [(usize, usize)];

/// Version 9's candidates. Its two for boards up to 625 cells took a 25x25 hard puzzle's median
/// to 17 ms natively (version 8: 4.1 ms): each candidate's uniqueness repairs cost more on the
/// denser, loopier layouts of `draws::V9` (7.5 ms for one at 26x25).
const VERSION_9: Candidates = &[(300, 8), (480, 4), (625, 2)];

/// Version 10's: one beyond 480 cells, where no published hand-made puzzle is (the janko.at
/// collection has none between 481 and 625 cells), so the likeness measure is the same as
/// version 9's and a 25x25 hard puzzle is back within 10 ms.
const VERSION_10: Candidates = &[(300, 8), (480, 4)];

/// The layouts' stream is version 9's in both versions: a board version 10 makes as many
/// candidates for as version 9 gets version 9's puzzle.
const STREAM_VERSION: u32 = 9;

/// Subtracted from a candidate's log-odds when its solve is Nikoli's bad case
/// (`flow::is_bad_case`): about seven times less likely to be picked.
const BAD_FLOW: f64 = 2.0;

/// Mixed into the seed for the stream that picks among the candidates (any constant apart
/// from the candidates' seeds: those come out of a finaliser, this is used as it is).
const PICK_STREAM: u64 = 0x5049_434b_5f39_0001;

/// How many candidates `table` makes for `params`: one under other rules than the standard
/// ones, which no hand-made collection shows (their layouts still follow `draws::V9`).
fn candidates(params: &Params, table: Candidates) -> usize {
    if params.rules != RuleSet::STANDARD {
        return 1;
    }
    let area = params.width * params.height;
    table
        .iter()
        .find(|(up_to, _)| area <= *up_to)
        .map_or(1, |&(_, n)| n)
}

/// The seed of candidate `index` for `seed`: the seed itself for the first (so that where
/// version 9 makes one candidate and it is version 7's, it is version 7's puzzle for that
/// seed), then apart for every pair.
fn candidate_seed(seed: u64, index: u64) -> u64 {
    if index == 0 {
        return seed;
    }
    // SplitMix64's finaliser: a bijection that scatters neighbouring inputs.
    let mut z = seed ^ 0x9e37_79b9_7f4a_7c15u64.wrapping_mul(index);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// How hand-made `g` looks, less [`BAD_FLOW`] for a bad flow.
fn log_odds(g: &Generated) -> f64 {
    let (_, row) = features(&g.puzzle, &g.solution, &g.rating);
    let r = &g.rating;
    let hardest = if r.backtracks > 0 { None } else { r.hardest };
    let bad = is_bad_case(r.steps + r.backtracks, r.hardest_at, hardest);
    likeness(&row) - if bad { BAD_FLOW } else { 0.0 }
}

/// Version 9's puzzle for (`params`, `seed`).
pub(super) fn version_9(params: &Params, seed: u64) -> Result<Generated, GenerateError> {
    picked(params, seed, VERSION_9)
}

/// Version 10's puzzle for (`params`, `seed`).
pub(super) fn version_10(params: &Params, seed: u64) -> Result<Generated, GenerateError> {
    picked(params, seed, VERSION_10)
}

/// One of the candidates `table` makes for (`params`, `seed`), picked by its odds.
fn picked(params: &Params, seed: u64, table: Candidates) -> Result<Generated, GenerateError> {
    let count = candidates(params, table);
    let make = |index: usize| {
        super::v8::laid_out(
            params,
            candidate_seed(seed, index as u64),
            STREAM_VERSION,
            &V9,
        )
    };
    let first = make(0);
    // A refusal (size, symmetry) is the same for every candidate: the first says it.
    if count == 1 || matches!(first, Err(ref e) if !matches!(e, GenerateError::GaveUp { .. })) {
        return first;
    }
    let rest: Vec<_> = (1..count).map(make).collect();
    if first.is_err() && rest.iter().all(Result::is_err) {
        return first;
    }
    let mut made: Vec<Generated> = std::iter::once(first)
        .chain(rest)
        .filter_map(Result::ok)
        .collect();
    if made.len() == 1 {
        return Ok(made.swap_remove(0));
    }
    let odds: Vec<f64> = made.iter().map(log_odds).collect();
    let top = odds.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = odds.iter().map(|o| (o - top).exp()).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ PICK_STREAM);
    // 2^-20 steps: drawn the same on every target.
    let mut ticket = weights.iter().sum::<f64>() * f64::from(rng.random_range(0..1u32 << 20))
        / f64::from(1u32 << 20);
    let pick = weights
        .iter()
        .position(|w| {
            ticket -= w;
            ticket < 0.0
        })
        .unwrap_or(made.len() - 1);
    Ok(made.swap_remove(pick))
}
