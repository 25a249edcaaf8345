//! Solver speed: solve plus uniqueness proof of generated 25x25 puzzles, rating, and a sample
//! of the coelho2019 benchmark (when ../shared/benchmarks is present).

use criterion::{criterion_group, criterion_main, Criterion};
use hashi_core::formats::import;
use hashi_core::generator::{generate, Params};
use hashi_core::rating::{rate, Band};
use hashi_core::solver::solve;
use std::hint::black_box;
use std::path::PathBuf;

fn generated_25x25(c: &mut Criterion) {
    let params = Params {
        width: 25,
        height: 25,
        ..Params::for_band(Band::Hard)
    };
    let puzzles: Vec<_> = (0..8)
        .map(|seed| generate(&params, seed).expect("generates").puzzle)
        .collect();
    let mut i = 0;
    c.bench_function("solve+uniqueness 25x25 hard", |b| {
        b.iter(|| {
            i = (i + 1) % puzzles.len();
            black_box(solve(&puzzles[i], 2))
        })
    });
    c.bench_function("rate 25x25 hard", |b| {
        b.iter(|| {
            i = (i + 1) % puzzles.len();
            black_box(rate(&puzzles[i]))
        })
    });
}

fn coelho_sample(c: &mut Criterion) {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks/coelho2019/400");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!(
            "{} is absent: skipping the coelho2019 sample",
            dir.display()
        );
        return;
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "has"))
        .collect();
    files.sort();
    let puzzles: Vec<_> = files
        .iter()
        .step_by(36)
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .filter_map(|t| import(&t).ok().map(|i| i.puzzle))
        .collect();
    let mut group = c.benchmark_group("coelho2019 400 islands");
    group.sample_size(10);
    let mut i = 0;
    group.bench_function("solve limit 2 (10-file sample)", |b| {
        b.iter(|| {
            i = (i + 1) % puzzles.len();
            black_box(solve(&puzzles[i], 2))
        })
    });
    group.finish();
}

criterion_group!(benches, generated_25x25, coelho_sample);
criterion_main!(benches);
