//! Generator speed per unique, rated puzzle.

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion};
use hashi_core::generator::{generate, Params};
use hashi_core::rating::Band;
use hashi_core::rule_set::RuleSet;
use std::hint::black_box;

/// Times `params`' generation as `name`, a new seed each iteration (1, 2, 3, ...), so that no
/// one lucky seed stands for the band.
fn bench_seeds(group: &mut BenchmarkGroup<WallTime>, name: String, params: &Params) {
    let mut seed = 0;
    group.bench_function(name, |b| {
        b.iter(|| {
            seed += 1;
            black_box(generate(params, seed))
        })
    });
}

fn generate_sizes(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    group.sample_size(20);
    for (band, side) in [
        (Band::Easy, 7),
        (Band::Medium, 10),
        (Band::Hard, 25),
        (Band::Hard, 40),
    ] {
        let params = Params {
            width: side,
            height: side,
            ..Params::for_band(band)
        };
        bench_seeds(&mut group, format!("{band} {side}x{side}"), &params);
    }
    group.finish();
}

/// 25x25 hard under every rule set (the targets: 10 ms flat, 30 ms wrapped; `hashi bench-gen
/// --size 25x25 --difficulty hard --rules all` gives medians over more seeds).
fn generate_rule_sets(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate 25x25 hard");
    group.sample_size(20);
    for rules in RuleSet::all() {
        let params = Params {
            width: 25,
            height: 25,
            rules,
            ..Params::for_band(Band::Hard)
        };
        let name = if rules.is_standard() {
            "standard".to_string()
        } else {
            rules.to_string()
        };
        bench_seeds(&mut group, name, &params);
    }
    group.finish();
}

/// Boards beyond 50x50, every band that reliably makes them (the targets: 100x100 hard within
/// 100 ms a puzzle; `hashi bench-gen --table` gives median, p90 and max by size and band).
/// A new seed each iteration, as in the other groups.
fn generate_large(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate large");
    group.sample_size(10);
    group.measurement_time(std::time::Duration::from_secs(10));
    for side in [60, 80, 100] {
        for band in Band::ALL {
            let params = Params {
                width: side,
                height: side,
                ..Params::for_band(band)
            };
            if !params.is_reliable() {
                continue;
            }
            bench_seeds(&mut group, format!("{band} {side}x{side}"), &params);
        }
    }
    group.finish();
}

criterion_group!(benches, generate_sizes, generate_rule_sets, generate_large);
criterion_main!(benches);
