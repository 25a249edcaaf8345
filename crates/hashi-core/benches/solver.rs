//! Solver speed: solve plus uniqueness proof of generated 25x25 puzzles, rating, samples of
//! the coelho2019 benchmark per island count (when ../shared/benchmarks is present), and
//! hostile input: the puzzles counting refutes (minutes of search before it) and a dense
//! board the search settles within the default budget.

use criterion::{criterion_group, criterion_main, Criterion};
use hashi_core::formats::{import, parse_task};
use hashi_core::generator::{generate, Params};
use hashi_core::rating::{rate, Band};
use hashi_core::solver::{solve, solve_within, Budget};
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

/// Ten puzzles from each of the set's folders (100 to 400 islands), each solved up to a second
/// solution, as `hashi bench` does.
fn coelho_sample(c: &mut Criterion) {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks/coelho2019");
    for islands in ["100", "200", "300", "400"] {
        let Ok(entries) = std::fs::read_dir(dir.join(islands)) else {
            eprintln!(
                "{} is absent: skipping the coelho2019 sample",
                dir.join(islands).display()
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
        let mut group = c.benchmark_group(format!("coelho2019 {islands} islands"));
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
}

fn hostile(c: &mut Criterion) {
    let refuted: Vec<_> = [
        "7x7:2333332344444334444433445453344444334444432333332",
        "9x9:233333332344444443344444443344444443344454543344444443344444443344444443233333332",
        &format!("11x11:{}", "2".repeat(121)),
    ]
    .iter()
    .map(|task| parse_task(task).expect("parses"))
    .collect();
    let mut group = c.benchmark_group("hostile");
    let mut i = 0;
    group.bench_function("refute the reported 7x7, 9x9 and 11x11", |b| {
        b.iter(|| {
            i = (i + 1) % refuted.len();
            black_box(solve_within(&refuted[i], 2, Budget::DEFAULT))
        })
    });
    // Every cell an island wanting one bridge per neighbour: many solutions, a deep search.
    let side = 20;
    let cells: String = (0..side * side)
        .map(|cell| {
            let (r, c) = (cell / side, cell % side);
            let neighbours = [r > 0, r + 1 < side, c > 0, c + 1 < side];
            char::from(b'0' + neighbours.iter().filter(|&&n| n).count() as u8)
        })
        .collect();
    let dense = parse_task(&format!("{side}x{side}:{cells}")).expect("parses");
    group.sample_size(10);
    group.bench_function("20x20 neighbour counts, limit 2", |b| {
        b.iter(|| black_box(solve_within(&dense, 2, Budget::DEFAULT)))
    });
    group.finish();
}

criterion_group!(benches, generated_25x25, coelho_sample, hostile);
criterion_main!(benches);
