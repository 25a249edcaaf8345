//! "I have N minutes" and the typical shapes on synthetic players: a puzzle in range for each
//! time within the budget, with the real generator too; a plain "cannot" when no puzzle fits;
//! the clock and the try limit stop the search; the typical shapes match the shipped packs.

use super::minutes::{pick, plans, range, Plan, MINUTES, MOST_TRIES};
use super::*;
use crate::generator::{generate_as, Params, GENERATOR_VERSION};
use crate::packs::Pack;
use crate::rating::Band;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// A player `factor` times the prior's pace, fitted on 60 solves of typical puzzles.
fn player(factor: f64) -> Pace {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let solves: Vec<Solve> = (0..60)
        .map(|n| {
            let band = Band::ALL[n % 5];
            let side = rng.random_range(7..=20);
            let shape = PuzzleShape::typical(band, side, side);
            let seconds = Pace::prior().seconds(&shape) * factor;
            Solve {
                shape,
                seconds: seconds as u32,
                hints: 0,
                band: None,
            }
        })
        .collect();
    Pace::fit(&solves)
}

fn reliable(band: Band, side: usize) -> bool {
    Params {
        width: side,
        height: side,
        ..Params::for_band(band)
    }
    .is_reliable()
}

/// A stand-in for the generator: the plan's typical puzzle, its islands and steps varied by
/// up to a fifth with the seed.
fn made(plan: Plan, seed: u64) -> Option<PuzzleShape> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut shape = PuzzleShape::typical(plan.band, plan.side, plan.side);
    let scale = rng.random_range(0.8..1.2);
    shape.islands = (f64::from(shape.islands) * scale) as u16;
    for n in &mut shape.uses {
        *n = (f64::from(*n) * scale) as u16;
    }
    Some(shape)
}

#[test]
fn each_time_finds_a_puzzle_in_range_for_slow_and_fast_players() {
    for factor in [0.5, 1.0, 2.0] {
        let pace = player(factor);
        for minutes in MINUTES {
            let plans = plans(&pace, minutes, reliable);
            let found = pick(&pace, minutes, &plans, 1, made, || false);
            let best = found.best.expect("a candidate");
            let (low, high) = range(minutes);
            assert!(
                found.in_range && (low..=high).contains(&best.seconds),
                "x{factor}, {minutes} min: {found:?}"
            );
            // A slower player is sent to smaller or easier boards.
            eprintln!(
                "x{factor} {minutes} min: {:?} {}x{} ({:.0} s, {} tried)",
                best.plan.band, best.plan.side, best.plan.side, best.seconds, found.tried
            );
        }
    }
    let fast = plans(&player(0.5), 10, reliable)[0];
    let slow = plans(&player(2.0), 10, reliable)[0];
    let cells = |plan: Plan| plan.side * plan.side;
    assert!(
        cells(slow) < cells(fast) || slow.band < fast.band,
        "{slow:?} {fast:?}"
    );
}

#[test]
fn the_real_generator_finds_five_minutes_within_the_budget() {
    let budget = Duration::from_secs(1);
    let pace = Pace::prior();
    let plans = plans(&pace, 5, reliable);
    let started = Instant::now();
    let mut slowest = Duration::ZERO;
    let found = pick(
        &pace,
        5,
        &plans,
        7,
        |plan, seed| {
            let began = Instant::now();
            let params = Params {
                width: plan.side,
                height: plan.side,
                ..Params::for_band(plan.band)
            };
            let made = generate_as(&params, seed, GENERATOR_VERSION).ok();
            slowest = slowest.max(began.elapsed());
            made.map(|g| PuzzleShape::of(&g.rating, g.puzzle.islands().len()))
        },
        || started.elapsed() >= budget,
    );
    let spent = started.elapsed();
    eprintln!("{found:?} in {spent:?}, slowest candidate {slowest:?}");
    assert!(spent <= budget + slowest, "{spent:?}");
    assert!(found.best.is_some(), "{found:?}");
    assert!(found.in_range, "{found:?}");
}

#[test]
fn a_player_too_slow_for_three_minutes_gets_the_closest_and_is_told() {
    // Every puzzle takes this player hours: nothing is 3 minutes.
    let solves: Vec<Solve> = (5..40)
        .map(|side| Solve {
            shape: PuzzleShape::typical(Band::Easy, side, side),
            seconds: 4 * 3600,
            hints: 0,
            band: None,
        })
        .collect();
    let pace = Pace::fit(&solves);
    let plans = plans(&pace, 3, reliable);
    let found = pick(&pace, 3, &plans, 1, made, || false);
    assert!(!found.in_range, "{found:?}");
    assert_eq!(found.tried, MOST_TRIES);
    let best = found.best.expect("the closest is offered");
    assert!(best.seconds > range(3).1, "{best:?}");
    assert_eq!(
        best.plan.side, 5,
        "the closest is the smallest board: {best:?}"
    );
}

#[test]
fn the_clock_and_failures_stop_the_search() {
    let pace = Pace::prior();
    let plans = plans(&pace, 10, reliable);
    let mut asked = 0;
    let found = pick(
        &pace,
        10,
        &plans,
        1,
        |_, _| None,
        || {
            asked += 1;
            asked > 3
        },
    );
    assert_eq!(found.tried, 3);
    assert_eq!(found.best, None);
    assert!(!found.in_range);
    let nothing = pick(&pace, 10, &[], 1, made, || false);
    assert_eq!((nothing.best, nothing.tried), (None, 0));
    // No band at any size: no plans.
    assert!(super::minutes::plans(&pace, 10, |_, _| false).is_empty());
}

#[test]
fn typical_shapes_are_the_packs_averages() {
    for (name, text) in [
        ("easy", include_str!("../../../../packs/easy.json")),
        ("medium", include_str!("../../../../packs/medium.json")),
        ("hard", include_str!("../../../../packs/hard.json")),
        ("expert", include_str!("../../../../packs/expert.json")),
        ("extreme", include_str!("../../../../packs/extreme.json")),
    ] {
        let pack = Pack::from_json(text).expect(name);
        let band = Band::from_id(name).expect(name);
        let count = pack.puzzles.len() as f64;
        let (w, h) = (pack.puzzles[0].w, pack.puzzles[0].h);
        let typical = PuzzleShape::typical(band, w, h);
        let islands = pack.puzzles.iter().map(|p| p.islands as f64).sum::<f64>() / count;
        let off = (f64::from(typical.islands) / islands).ln().abs();
        assert!(
            off < 0.15,
            "{name}: {} islands, packs {islands}",
            typical.islands
        );
        let mut shares = [0.0; 7];
        for puzzle in &pack.puzzles {
            let shape = PuzzleShape::of_uses(&puzzle.rating.techniques(), puzzle.islands);
            for (share, &n) in shares.iter_mut().zip(&shape.uses) {
                *share += f64::from(n) / f64::from(shape.steps().max(1)) / count;
            }
        }
        for (at, share) in shares.iter().enumerate() {
            let mine = f64::from(typical.uses[at]) / f64::from(typical.steps().max(1));
            assert!(
                (mine - share).abs() < 0.05,
                "{name} technique {at}: {mine} vs {share}"
            );
        }
    }
}

#[test]
fn the_technique_factors_follow_the_player() {
    let prior = Pace::prior().technique_factors();
    assert_eq!(prior[1], 1.0, "counting is the baseline");
    assert!(
        prior[4] > prior[2],
        "isolation costs more than crossing: {prior:?}"
    );
    assert!(prior.iter().all(|f| f.is_finite() && *f > 0.0));
}
