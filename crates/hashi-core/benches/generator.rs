//! Generator speed per unique, rated puzzle.

use criterion::{criterion_group, criterion_main, Criterion};
use hashi_core::generator::{generate, Params};
use hashi_core::rating::Band;
use std::hint::black_box;

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
        let mut seed = 0;
        group.bench_function(format!("{band} {side}x{side}"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(generate(&params, seed))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, generate_sizes);
criterion_main!(benches);
