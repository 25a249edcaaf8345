//! Each technique on a tiny position where it, and no other basic technique, makes progress,
//! checked by its data: the reason it gives and the changes it makes (the sentences for those
//! reasons are `hashi_words::aid`'s, tested beside it on these same positions).

use super::techniques::{find, Deduction, Reason, Technique};
use super::Bounds;
use crate::formats::parse_task;
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
/// puzzle and the deduction.
fn only(technique: Technique, task: &str, intervals: &str) -> (Puzzle, Deduction) {
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
    (puzzle, d)
}

#[test]
fn crossing_alone() {
    let (puzzle, d) = only(
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
}

#[test]
fn capacity_alone() {
    let (puzzle, d) = only(Technique::Capacity, "4x3:f21b43", "02,22,11,22");
    let full = island(&puzzle, (1, 2));
    assert_eq!(
        d.reason,
        Reason::Full {
            island: full,
            target: 2
        }
    );
    // A full island takes no more: its open edges are closed, and only its edges change.
    assert!(!d.changes.is_empty());
    for c in &d.changes {
        let e = puzzle.edges()[c.edge];
        assert!(e.a == full || e.b == full, "{c:?}");
        assert_eq!(c.hi, 0, "{c:?}");
    }
}

#[test]
fn every_direction_alone() {
    let (puzzle, d) = only(
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
}

#[test]
fn isolation_alone() {
    let (puzzle, d) = only(Technique::Isolation, "3x3:d12a12", "01,01,12,01");
    let ones = edge(&puzzle, (1, 1), (2, 1));
    assert_eq!(
        d.reason,
        Reason::WouldIsolate {
            edge: ones,
            count: 1,
            group_size: 2
        }
    );
    // The two 1s are cut off if joined: the count refused is ruled out on that edge.
    assert_eq!(d.edges().collect::<Vec<_>>(), vec![ones]);
    assert!(d.changes.iter().all(|c| c.hi < 1));
}

#[test]
fn connectivity_alone() {
    let (puzzle, d) = only(
        Technique::Connectivity,
        "5x7:3a3g3a4i4a3g3a3",
        "12,12,12,12,02,12,12,12,12",
    );
    let needed = edge(&puzzle, (2, 2), (4, 2));
    assert_eq!(d.reason, Reason::NeededForConnection { edge: needed });
    assert_eq!(d.changes.len(), 1);
    assert_eq!((d.changes[0].edge, d.changes[0].lo), (needed, 1));
}

#[test]
fn lookahead_when_nothing_else_applies() {
    let (puzzle, d) = only(
        Technique::Lookahead,
        "3x3:2233a3133",
        "01,12,12,01,12,01,01,12,01,12",
    );
    let tried = edge(&puzzle, (0, 0), (0, 1));
    assert_eq!(
        d.reason,
        Reason::Refuted {
            edge: tried,
            count: 1
        }
    );
    // The refuted count is ruled out on the edge it was tried on: its interval was 0..1.
    assert_eq!(d.edges().collect::<Vec<_>>(), vec![tried]);
    assert!(
        d.changes.iter().all(|c| (c.lo, c.hi) == (0, 0)),
        "{:?}",
        d.changes
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
