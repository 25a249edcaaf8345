//! Parsing hostile input: a mebibyte of each shape a paste can take (one long line, many short
//! lines, one huge number, garbage, deep JSON nesting, an oversize task string) must be
//! answered, with an error, in well under 50 ms by `import` and by each format's parser.

use criterion::{criterion_group, criterion_main, Criterion};
use hashi_core::formats::{import, parse_has, parse_json, parse_matrix, parse_task};
use std::hint::black_box;
use std::time::Duration;

const MIB: usize = 1 << 20;

/// Deterministic printable garbage, without separators so it is one enormous token.
fn garbage(len: usize) -> String {
    let mut state: u32 = 0x2545_f491;
    (0..len)
        .map(|_| {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let ch = (b'!' + ((state >> 16) % 94) as u8) as char;
            if ch == ',' {
                '#'
            } else {
                ch
            }
        })
        .collect()
}

/// `head`, then `fill` repeated, then `tail`, one mebibyte at most in all.
fn padded(head: &str, fill: &str, tail: &str) -> String {
    let count = (MIB - head.len() - tail.len()) / fill.len();
    format!("{head}{}{tail}", fill.repeat(count))
}

/// The same shapes as the hostile-input test in tests/integration/formats.rs.
fn hostile_inputs() -> Vec<(&'static str, String)> {
    vec![
        ("one long line of 0,", padded("", "0,", "")),
        ("many short lines", padded("", "0\n", "")),
        ("many rows of a has grid", padded("3 3 1\n", "0 0 1\n", "")),
        ("one huge number", padded("", "9", "")),
        ("garbage bytes", garbage(MIB)),
        ("deep JSON nesting", padded("", "[", "")),
        (
            "deep JSON nesting in a document",
            padded("{\"w\": ", "[", ""),
        ),
        ("a huge JSON string", padded("{\"w\": \"", "x", "\"}")),
        ("a 1 MiB task string", padded("100x100:", "a", "")),
        ("a 1 MiB task header", padded("", "9", "x1:1")),
    ]
}

fn hostile(c: &mut Criterion) {
    let mut group = c.benchmark_group("1 MiB");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    for (shape, text) in hostile_inputs() {
        group.bench_function(format!("import: {shape}"), |b| {
            b.iter(|| black_box(import(black_box(&text)).is_err()))
        });
    }
    // Each parser on its own, as the CLI and the fuzzers call them directly.
    for (shape, text) in hostile_inputs() {
        group.bench_function(format!("every parser: {shape}"), |b| {
            b.iter(|| {
                let text = black_box(&text);
                black_box((
                    parse_task(text).is_err(),
                    parse_matrix(text).is_err(),
                    parse_has(text).is_err(),
                    parse_json(text).is_err(),
                ))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, hostile);
criterion_main!(benches);
