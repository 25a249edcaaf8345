//! The solver's measurement table: for challenges of 50, 250, 1000 and 10000 steps (20 seeds
//! each), the share solved within the default budget, median and max solution length,
//! median and max time, and at 250 steps the length against the shuffle's own inverse.
//! Run with `cargo run --release -p slide-core --example solver_table`.

use slide_core::{apply, solve, Challenge, Outcome};
use std::time::{Duration, Instant};

fn median<T: Copy + Ord>(values: &mut [T]) -> T {
    values.sort();
    values[values.len() / 2]
}

fn main() {
    let seeds: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    println!(
        "| steps | solved | median len | max len | median time | max time | median expanded | median len / steps |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for steps in [50, 250, 1000, 10_000] {
        let mut lengths = Vec::new();
        let mut times = Vec::new();
        let mut ratios = Vec::new();
        // Time depends on the machine and its load; the count of expanded boards does not.
        let mut expanded = Vec::new();
        let mut solved = 0;
        for seed in 0..seeds {
            let challenge = Challenge { seed, steps };
            let board = challenge.board();
            let start = Instant::now();
            let outcome = solve(&board);
            times.push(start.elapsed());
            expanded.push(match outcome {
                Outcome::Solved { expanded, .. } | Outcome::Unsolved { expanded, .. } => expanded,
            });
            let moves = outcome.moves();
            let mut replay = board.clone();
            for &mv in moves {
                replay = apply(&replay, mv).expect("the solver's moves are legal");
            }
            if let Outcome::Solved { .. } = outcome {
                assert!(replay.is_solved(), "seed {seed} steps {steps}");
                solved += 1;
                lengths.push(moves.len());
                // The inverse of the shuffle is a known solution of at most `steps` moves.
                ratios.push((moves.len() * 1000 / steps as usize) as u32);
            }
        }
        let max_time = times.iter().max().copied().unwrap_or(Duration::ZERO);
        let median_time = median(&mut times);
        let (median_len, max_len) = if lengths.is_empty() {
            (0, 0)
        } else {
            let max = *lengths.iter().max().unwrap_or(&0);
            (median(&mut lengths), max)
        };
        let ratio = if ratios.is_empty() {
            0
        } else {
            median(&mut ratios)
        };
        println!(
            "| {steps} | {solved}/{seeds} | {median_len} | {max_len} | {:.1} ms | {:.1} ms | {} | {:.2} |",
            median_time.as_secs_f64() * 1000.0,
            max_time.as_secs_f64() * 1000.0,
            median(&mut expanded),
            ratio as f64 / 1000.0
        );
    }
}
