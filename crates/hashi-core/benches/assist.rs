//! The forced-move assist's time per move on a 40x40 board: from the empty board after the
//! first bridge (the most it ever propagates) and from a board half solved.

use criterion::{criterion_group, criterion_main, Criterion};
use hashi_core::assist::forced_bridges;
use hashi_core::generator::{generate, Params};
use hashi_core::rating::Band;
use hashi_core::{apply, Mode, Move, State};
use std::hint::black_box;
use std::time::Duration;

fn assist_40x40(c: &mut Criterion) {
    let params = Params {
        width: 40,
        height: 40,
        ..Params::for_band(Band::Hard)
    };
    let made = generate(&params, 1).expect("generates");
    let (puzzle, solution) = (made.puzzle, made.solution);
    let bridges: Vec<usize> = (0..puzzle.edges().len())
        .filter(|&e| solution.count(e) > 0)
        .collect();
    let place = |edges: &[usize]| {
        edges.iter().fold(State::empty(&puzzle), |state, &edge| {
            let mv = Move::on_edge(&puzzle, edge, solution.count(edge));
            apply(&puzzle, &state, &mv, Mode::Free).expect("the solution's bridges fit")
        })
    };
    let first_move = place(&bridges[..1]);
    let half = place(&bridges.iter().step_by(2).copied().collect::<Vec<_>>());
    let mut group = c.benchmark_group("assist 40x40 hard");
    group.measurement_time(Duration::from_secs(4));
    group.bench_function("after the first move", |b| {
        b.iter(|| black_box(forced_bridges(&puzzle, &first_move)))
    });
    group.bench_function("half solved", |b| {
        b.iter(|| black_box(forced_bridges(&puzzle, &half)))
    });
    group.finish();
}

criterion_group!(benches, assist_40x40);
criterion_main!(benches);
