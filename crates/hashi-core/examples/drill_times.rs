//! Measures drill generation: `cargo run --release -p hashi-core --example drill_times [N]`
//! makes N drills (default 100) of each technique that has drills from seeds 0..N and prints the total,
//! mean and slowest time per technique, and how many failed.

use hashi_core::learn::{drill, DRILLED};
use std::time::{Duration, Instant};

fn main() {
    let count: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(100);
    println!("technique        drills  failed   total ms   mean ms  slowest ms");
    for technique in DRILLED {
        let (mut failed, mut slowest) = (0, Duration::ZERO);
        let start = Instant::now();
        for seed in 0..count {
            let one = Instant::now();
            if drill(technique, seed).is_err() {
                failed += 1;
            }
            slowest = slowest.max(one.elapsed());
        }
        let total = start.elapsed();
        println!(
            "{:<16} {count:>6} {failed:>7} {:>10.0} {:>9.1} {:>11.1}",
            technique.id(),
            total.as_secs_f64() * 1000.0,
            total.as_secs_f64() * 1000.0 / count as f64,
            slowest.as_secs_f64() * 1000.0
        );
    }
}
