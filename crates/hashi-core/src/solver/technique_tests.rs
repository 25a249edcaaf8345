//! Each technique on a tiny position where it, and no other basic technique, makes progress.

use super::techniques::{find, Deduction, Reason, Technique};
use super::Bounds;
use crate::formats::parse_task;
use crate::hint::explain;
use crate::{Pos, Puzzle};

/// A puzzle and a position given as `lohi` digit pairs per edge, e.g. `02,11`.
fn fixture(task: &str, intervals: &str) -> (Puzzle, Bounds) {
    let puzzle = parse_task(task).unwrap();
    let mut bounds = Bounds::open(&puzzle);
    let pairs: Vec<&str> = intervals.split(',').collect();
    assert_eq!(pairs.len(), puzzle.edges().len(), "one interval per edge");
    for (edge, pair) in pairs.iter().enumerate() {
        let digits: Vec<u8> = pair.bytes().map(|b| b - b'0').collect();
        bounds.narrow_alone(edge, digits[0], digits[1]).unwrap();
    }
    (puzzle, bounds)
}

fn firing(puzzle: &Puzzle, bounds: &Bounds) -> Vec<Technique> {
    Technique::ALL
        .into_iter()
        .filter(|&t| t != Technique::Lookahead)
        .filter(|&t| matches!(find(t, puzzle, bounds), Ok(Some(_))))
        .collect()
}

/// The edge between the islands at `a` and `b`.
fn edge(puzzle: &Puzzle, a: (usize, usize), b: (usize, usize)) -> usize {
    let island = |(r, c)| puzzle.island_at(Pos::new(r, c)).unwrap();
    puzzle.edge_between(island(a), island(b)).unwrap()
}

/// The island at `at`.
fn island(puzzle: &Puzzle, (r, c): (usize, usize)) -> usize {
    puzzle.island_at(Pos::new(r, c)).unwrap()
}

/// Checks `technique` alone fires and that its conclusion narrows the position; returns the
/// puzzle, the deduction and its sentence.
fn only(technique: Technique, task: &str, intervals: &str) -> (Puzzle, Deduction, String) {
    let (puzzle, bounds) = fixture(task, intervals);
    let basic = firing(&puzzle, &bounds);
    if technique == Technique::Lookahead {
        assert!(basic.is_empty(), "basic techniques fire: {basic:?}");
    } else {
        assert_eq!(basic, vec![technique]);
    }
    let d = find(technique, &puzzle, &bounds).unwrap().unwrap();
    assert_eq!(d.technique, technique);
    let mut after = bounds.clone();
    d.apply(&mut after).unwrap();
    assert_ne!(after, bounds, "the deduction must narrow something");
    let sentence = explain(&d.reason, &puzzle).to_string();
    (puzzle, d, sentence)
}

#[test]
fn crossing_alone() {
    let (puzzle, d, sentence) = only(
        Technique::Crossing,
        "5x3:33a422c1c32",
        "12,12,12,12,12,01,01,01,12",
    );
    let (placed, crossed) = (edge(&puzzle, (0, 3), (2, 3)), edge(&puzzle, (1, 0), (1, 4)));
    assert_eq!(
        d.reason,
        Reason::Blocks {
            edge: placed,
            crossed
        }
    );
    assert_eq!(d.edges().collect::<Vec<_>>(), vec![crossed]);
    assert!(d.changes.iter().all(|c| c.hi == 0));
    assert_eq!(
        sentence,
        "The bridge between row 1, column 4 and row 3, column 4 blocks the way from row 2, column 1 to row 2, column 5, since bridges never cross."
    );
}

#[test]
fn capacity_alone() {
    let (puzzle, d, sentence) = only(Technique::Capacity, "4x3:f21b43", "02,22,11,22");
    assert_eq!(
        d.reason,
        Reason::Full {
            island: island(&puzzle, (1, 2)),
            target: 2
        }
    );
    assert_eq!(
        sentence,
        "The 2 at row 2, column 3 already has all its bridges, so it takes no more."
    );
}

#[test]
fn every_direction_alone() {
    let (puzzle, d, sentence) = only(
        Technique::EveryDirection,
        "4x6:3a3i2c3a3e",
        "02,02,02,02,02",
    );
    assert!(d.changes.iter().all(|c| c.lo >= 1));
    assert_eq!(
        d.reason,
        Reason::OneToEach {
            island: island(&puzzle, (0, 0)),
            target: 3,
            neighbours: 2
        }
    );
    assert_eq!(
        sentence,
        "The 3 at row 1, column 1 has only 2 neighbours left, so it needs at least one bridge to each."
    );
}

#[test]
fn isolation_alone() {
    let (puzzle, d, sentence) = only(Technique::Isolation, "3x3:d12a12", "01,01,12,01");
    assert_eq!(
        d.reason,
        Reason::WouldIsolate {
            edge: edge(&puzzle, (1, 1), (2, 1)),
            count: 1,
            group_size: 2
        }
    );
    assert!(sentence.contains("cut off"), "{sentence}");
}

#[test]
fn connectivity_alone() {
    let (puzzle, d, sentence) = only(
        Technique::Connectivity,
        "5x7:3a3g3a4i4a3g3a3",
        "12,12,12,12,02,12,12,12,12",
    );
    let needed = edge(&puzzle, (2, 2), (4, 2));
    assert_eq!(d.reason, Reason::NeededForConnection { edge: needed });
    assert_eq!(d.changes.len(), 1);
    assert_eq!((d.changes[0].edge, d.changes[0].lo), (needed, 1));
    assert_eq!(
        sentence,
        "Without a bridge between row 3, column 3 and row 5, column 3 the islands could no longer all be joined."
    );
}

#[test]
fn lookahead_when_nothing_else_applies() {
    let (puzzle, d, sentence) = only(
        Technique::Lookahead,
        "3x3:2233a3133",
        "01,12,12,01,12,01,01,12,01,12",
    );
    assert_eq!(
        d.reason,
        Reason::Refuted {
            edge: edge(&puzzle, (0, 0), (0, 1)),
            count: 1
        }
    );
    assert_eq!(
        sentence,
        "Trying one bridge between row 1, column 1 and row 1, column 2 leads to a contradiction, so that count is ruled out."
    );
}

#[test]
fn two_ones_may_not_join_and_two_twos_may_not_take_a_double() {
    let (puzzle, bounds) = fixture("3x3:11a2e", "02,02");
    let d = find(Technique::Isolation, &puzzle, &bounds)
        .unwrap()
        .unwrap();
    let ones = puzzle.edge_between(0, 1).unwrap();
    assert_eq!(d.changes[0].edge, ones);
    assert_eq!(d.changes[0].hi, 0);
    assert_eq!(
        d.reason,
        Reason::WouldIsolate {
            edge: ones,
            count: 1,
            group_size: 2
        }
    );
    let sentence = explain(&d.reason, &puzzle).to_string();
    assert_eq!(
        sentence,
        "Two 1s joined to each other (row 1, column 1 and row 1, column 2) would be cut off from every other island."
    );

    let (puzzle, bounds) = fixture("3x3:2a2c2b", "02,02");
    let d = find(Technique::Isolation, &puzzle, &bounds)
        .unwrap()
        .unwrap();
    let twos = puzzle.edge_between(0, 1).unwrap();
    assert_eq!(d.changes[0].edge, twos);
    assert_eq!(d.changes[0].hi, 1);
    assert_eq!(
        d.reason,
        Reason::WouldIsolate {
            edge: twos,
            count: 2,
            group_size: 2
        }
    );
    let sentence = explain(&d.reason, &puzzle).to_string();
    assert!(sentence.starts_with("A double bridge"), "{sentence}");
}

/// The rating's incremental deducer draws exactly the conclusions a full sweep draws, step by
/// step, including on puzzles that need lookahead and guesses.
#[test]
fn the_deducer_agrees_with_a_full_sweep() {
    use super::techniques::{next_deduction, Deducer};
    use crate::generator::{generate, Params};
    use crate::rating::Band;
    // The default sizes, and a 30x30 board, where groups grow large and connectivity and
    // isolation (kept up to date between steps) have far more to follow.
    let wide = |band| Params {
        width: 30,
        height: 30,
        ..Params::for_band(band)
    };
    let cases = [
        (Params::for_band(Band::Hard), 0..8),
        (Params::for_band(Band::Extreme), 0..4),
        (wide(Band::Hard), 0..2),
    ];
    for (params, seeds) in cases {
        let band = params.difficulty;
        for seed in seeds {
            let g = generate(&params, seed).unwrap();
            let puzzle = &g.puzzle;
            let mut bounds = Bounds::open(puzzle);
            let mut deducer = Deducer::new(puzzle);
            while !bounds.all_fixed() {
                let swept = next_deduction(puzzle, &bounds, Technique::Lookahead);
                let found = deducer.next(puzzle, &bounds, Technique::Lookahead);
                assert_eq!(found, swept, "{band} seed {seed}");
                match found {
                    Ok(Some(d)) => {
                        d.apply(&mut bounds).unwrap();
                        deducer.changed(puzzle, d.edges());
                    }
                    _ => {
                        // Stuck: guess one edge from the solution, as the rating does.
                        let edge = (0..puzzle.edges().len())
                            .find(|&e| !bounds.is_fixed(e))
                            .unwrap();
                        let count = g.solution.count(edge);
                        bounds.narrow(puzzle, edge, count, count).unwrap();
                        deducer.changed(puzzle, [edge]);
                    }
                }
            }
        }
    }
}
