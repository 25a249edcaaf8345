//! `hashi bench-gen`: time the generator over many seeds, for one rule set or each in turn.

use hashi_core::generator::{generate, Params};
use std::time::Instant;

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[rank.min(sorted.len() - 1)]
}

/// Times each parameter set in turn (one per rule set); fails if any generated nothing.
pub fn run_all(each: &[Params], count: u64) -> u8 {
    let several = each.len() > 1;
    each.iter()
        .map(|params| run(params, count, several))
        .max()
        .unwrap_or(0)
}

/// `name_standard`: whether a line for the standard rules says so (in a table of several).
fn run(params: &Params, count: u64, name_standard: bool) -> u8 {
    let mut times = Vec::new();
    let mut density = 0.0;
    let mut failures = 0;
    for seed in 0..count {
        let start = Instant::now();
        match generate(params, seed) {
            Ok(g) => {
                times.push(start.elapsed().as_secs_f64() * 1000.0);
                density += g.puzzle.islands().len() as f64 / (params.width * params.height) as f64;
            }
            Err(e) => {
                eprintln!("seed {seed}: {e}");
                failures += 1;
            }
        }
    }
    if times.is_empty() {
        if name_standard || !params.rules.is_standard() {
            eprintln!(
                "error: {}x{} {} {}: no puzzle generated",
                params.width,
                params.height,
                params.difficulty,
                crate::rules_arg::label(params.rules)
            );
        } else {
            // A run of the standard rules alone reads as it always has.
            eprintln!("error: no puzzle generated");
        }
        return super::gen::EXIT_GENERATION_FAILED;
    }
    let n = times.len();
    times.sort_by(f64::total_cmp);
    // The standard line reads as it always has; other rule sets say which they are.
    let rules = if params.rules.is_standard() && !name_standard {
        String::new()
    } else {
        format!(" {}", crate::rules_arg::label(params.rules))
    };
    println!(
        "{}x{} {}{rules}: {n} puzzles ({failures} failed), median {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms, mean density {:.3}",
        params.width,
        params.height,
        params.difficulty,
        percentile(&times, 50.0),
        percentile(&times, 90.0),
        percentile(&times, 99.0),
        times[n - 1],
        density / n as f64
    );
    0
}
