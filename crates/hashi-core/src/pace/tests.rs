//! The time model on synthetic players: a player slow on one technique, convergence as solves
//! accumulate, and nothing broken by no solves, one, 500 or absurd times.

use super::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const ISOLATION: usize = 4;
const LOOKAHEAD: usize = 6;

/// A puzzle's shape drawn at random: 10 to 200 islands, some deductions of each technique,
/// a share of them isolation as `isolation` says.
fn shape(rng: &mut ChaCha8Rng, isolation: u16) -> PuzzleShape {
    let islands = rng.random_range(10..=200u16);
    let mut uses = [0u16; 7];
    for (at, n) in uses.iter_mut().enumerate() {
        *n = match at {
            0 | 1 => rng.random_range(islands / 2..=islands),
            ISOLATION => isolation,
            LOOKAHEAD => rng.random_range(0..=3),
            _ => rng.random_range(0..=islands / 8),
        };
    }
    PuzzleShape {
        islands,
        uses,
        guesses: 0,
    }
}

/// A synthetic player: seconds per deduction of each technique (isolation `slow` times the
/// others' pace), with multiplicative noise of about 20%.
fn time_of(rng: &mut ChaCha8Rng, shape: &PuzzleShape, isolation_cost: f64) -> u32 {
    let costs = [1.0, 1.5, 3.0, 3.0, isolation_cost, 8.0, 15.0];
    let work: f64 = shape
        .uses
        .iter()
        .zip(costs)
        .map(|(&n, cost)| f64::from(n) * cost)
        .sum();
    let noise = (rng.random::<f64>() - 0.5) * 0.4;
    ((20.0 + work) * noise.exp()) as u32
}

fn solves(seed: u64, count: usize, isolation_cost: f64) -> Vec<Solve> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let isolation = rng.random_range(0..=20);
            let shape = shape(&mut rng, isolation);
            let seconds = time_of(&mut rng, &shape, isolation_cost);
            Solve {
                shape,
                seconds,
                hints: 0,
                band: None,
            }
        })
        .collect()
}

/// The mean absolute error of ln(time) over `count` new puzzles of the same player.
fn log_error(pace: &Pace, seed: u64, isolation_cost: f64) -> f64 {
    let held_out = solves(seed, 200, isolation_cost);
    held_out
        .iter()
        .map(|s| (pace.seconds(&s.shape).ln() - f64::from(s.seconds).ln()).abs())
        .sum::<f64>()
        / held_out.len() as f64
}

#[test]
fn no_solves_is_the_prior_and_says_it_is_rough() {
    let pace = Pace::fit(&[]);
    assert_eq!(pace, Pace::prior());
    assert!(pace.is_rough());
    let mut twenty = PuzzleShape {
        islands: 20,
        ..PuzzleShape::default()
    };
    twenty.uses[1] = 30;
    let seconds = Pace::prior().seconds(&twenty);
    assert!((70.0..80.0).contains(&seconds), "{seconds}");
}

#[test]
fn a_player_slow_on_isolation_gets_isolation_puzzles_predicted_slower() {
    let slow = Pace::fit(&solves(1, 300, 24.0));
    let usual = Pace::fit(&solves(1, 300, 6.0));
    assert!(!slow.is_rough());
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let plain = shape(&mut rng, 0);
    let isolating = PuzzleShape {
        uses: {
            let mut uses = plain.uses;
            uses[ISOLATION] = 20;
            uses
        },
        ..plain
    };
    let ratio = |pace: &Pace| pace.seconds(&isolating) / pace.seconds(&plain);
    eprintln!(
        "isolation-heavy / plain: slow player {:.2}, usual player {:.2}",
        ratio(&slow),
        ratio(&usual)
    );
    assert!(
        ratio(&slow) > 1.2 * ratio(&usual),
        "slow {} against usual {}",
        ratio(&slow),
        ratio(&usual)
    );
}

#[test]
fn predictions_converge_as_solves_accumulate() {
    let errors: Vec<f64> = [0, 10, 50, 500]
        .into_iter()
        .map(|n| log_error(&Pace::fit(&solves(2, n, 6.0)), 3, 6.0))
        .collect();
    eprintln!("mean |ln error| after 0, 10, 50, 500 solves: {errors:?}");
    assert!(
        errors.windows(2).all(|pair| pair[1] <= pair[0] + 0.01),
        "{errors:?}"
    );
    // The noise alone is ±20%: a mean error in ln of about 0.1.
    assert!(errors[3] < 0.2, "{errors:?}");
    assert!(errors[3] < errors[0] / 2.0, "{errors:?}");
}

#[test]
fn one_solve_moves_the_prediction_towards_it_but_not_all_the_way() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let shape = shape(&mut rng, 5);
    let before = Pace::prior().seconds(&shape);
    let seconds = (before * 3.0) as u32;
    let after = Pace::fit(&[Solve {
        shape,
        seconds,
        hints: 0,
        band: None,
    }])
    .seconds(&shape);
    assert!(
        after > before * 1.1 && after < f64::from(seconds),
        "{before} -> {after}"
    );
    // The same solve with hints counts for less.
    let hinted = Pace::fit(&[Solve {
        shape,
        seconds,
        hints: 3,
        band: None,
    }])
    .seconds(&shape);
    assert!(
        hinted > before && hinted < after,
        "{before} -> {hinted} < {after}"
    );
}

#[test]
fn absurd_times_and_shapes_break_nothing() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut odd = Vec::new();
    for seconds in [0, 1, u32::MAX, 86_400 * 30] {
        odd.push(Solve {
            shape: shape(&mut rng, 3),
            seconds,
            hints: u16::MAX,
            band: None,
        });
    }
    odd.push(Solve {
        shape: PuzzleShape::default(),
        seconds: 60,
        hints: 0,
        band: None,
    });
    odd.push(Solve {
        shape: PuzzleShape {
            islands: u16::MAX,
            uses: [u16::MAX; 7],
            guesses: u16::MAX,
        },
        seconds: 60,
        hints: 0,
        band: None,
    });
    let pace = Pace::fit(&odd);
    for shape in [PuzzleShape::default(), odd[5].shape, shape(&mut rng, 2)] {
        let seconds = pace.seconds(&shape);
        assert!(
            seconds.is_finite() && (SECONDS.0..=SECONDS.1).contains(&seconds),
            "{seconds}"
        );
    }
}

#[test]
fn the_newest_500_solves_are_kept_and_stay_small() {
    let mut kept = Vec::new();
    for (n, solve) in solves(6, 600, 6.0).into_iter().enumerate() {
        keep(
            &mut kept,
            Solve {
                seconds: n as u32,
                ..solve
            },
        );
    }
    assert_eq!(kept.len(), KEPT_SOLVES);
    assert_eq!(kept[0].seconds, 100);
    let json = serde_json::to_string(&kept).unwrap();
    assert!(json.len() < 100_000, "{} bytes", json.len());
    let back: Vec<Solve> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, kept);
}

#[test]
fn a_shape_comes_from_the_raters_figures() {
    let puzzle = crate::formats::parse_task("3x3:2a2c2a2").unwrap();
    let rating = crate::rating::rate(&puzzle).unwrap();
    let shape = PuzzleShape::of(&rating, puzzle.islands().len());
    assert_eq!(shape.islands, 4);
    assert_eq!(shape.steps() as usize, rating.steps);
    assert_eq!(usize::from(shape.guesses), rating.backtracks);
}

/// The median of |predicted - true| / true over 200 new puzzles of the same player.
fn median_error(pace: &Pace, seed: u64, isolation_cost: f64) -> f64 {
    let mut errors: Vec<f64> = solves(seed, 200, isolation_cost)
        .iter()
        .map(|s| {
            let truth = f64::from(s.seconds).max(1.0);
            (pace.seconds(&s.shape) - truth).abs() / truth
        })
        .collect();
    errors.sort_by(f64::total_cmp);
    errors[errors.len() / 2]
}

/// The accuracy the README reports: the median error of a prediction after 0, 10, 50 and 200
/// solves, for a player of the usual pace and one slow on isolation.
#[test]
fn the_median_error_falls_as_solves_accumulate() {
    for isolation_cost in [6.0, 24.0] {
        let errors: Vec<f64> = [0, 10, 50, 200]
            .into_iter()
            .map(|n| median_error(&Pace::fit(&solves(8, n, isolation_cost)), 9, isolation_cost))
            .collect();
        eprintln!(
            "isolation {isolation_cost} s: median |error| after 0/10/50/200 solves: {}",
            errors
                .iter()
                .map(|e| format!("{:.0}%", e * 100.0))
                .collect::<Vec<_>>()
                .join(" / ")
        );
        assert!(errors[3] < errors[0], "{errors:?}");
        // The synthetic noise alone is ±20%.
        assert!(errors[3] < 0.2, "{errors:?}");
    }
}
