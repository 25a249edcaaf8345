//! Solver speed on seeded challenges of each preset length, within the default budget.

use criterion::{criterion_group, criterion_main, Criterion};
use slide_core::{solve, Challenge};
use std::hint::black_box;

fn presets(c: &mut Criterion) {
    let mut group = c.benchmark_group("solve");
    group.sample_size(10);
    for steps in [50, 250, 1000, 10_000] {
        let boards: Vec<_> = (0..8)
            .map(|seed| Challenge { seed, steps }.board())
            .collect();
        let mut i = 0;
        group.bench_function(format!("{steps} steps"), |b| {
            b.iter(|| {
                i = (i + 1) % boards.len();
                black_box(solve(&boards[i]))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, presets);
criterion_main!(benches);
