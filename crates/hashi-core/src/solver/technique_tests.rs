//! Each technique on a tiny position where it, and no other basic technique, makes progress.

use super::techniques::{find, Technique};
use super::Bounds;
use crate::formats::parse_task;
use crate::Puzzle;

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

/// Checks `technique` alone fires and that its conclusion narrows the position.
fn only(technique: Technique, task: &str, intervals: &str) -> super::techniques::Deduction {
    let (puzzle, bounds) = fixture(task, intervals);
    let basic = firing(&puzzle, &bounds);
    if technique == Technique::Lookahead {
        assert!(basic.is_empty(), "basic techniques fire: {basic:?}");
    } else {
        assert_eq!(basic, vec![technique]);
    }
    let d = find(technique, &puzzle, &bounds).unwrap().unwrap();
    assert_eq!(d.technique, technique);
    assert!(!d.reason.is_empty());
    let mut after = bounds.clone();
    d.apply(&mut after).unwrap();
    assert_ne!(after, bounds, "the deduction must narrow something");
    d
}

#[test]
fn crossing_alone() {
    let d = only(
        Technique::Crossing,
        "5x3:33a422c1c32",
        "12,12,12,12,12,01,01,01,12",
    );
    assert!(d.reason.contains("never cross"), "{}", d.reason);
    assert!(d.changes.iter().all(|c| c.hi == 0));
}

#[test]
fn capacity_alone() {
    let d = only(Technique::Capacity, "4x3:f21b43", "02,22,11,22");
    assert!(
        d.reason.contains("already has all its bridges"),
        "{}",
        d.reason
    );
}

#[test]
fn every_direction_alone() {
    let d = only(
        Technique::EveryDirection,
        "4x6:3a3i2c3a3e",
        "02,02,02,02,02",
    );
    assert!(d.changes.iter().all(|c| c.lo >= 1));
}

#[test]
fn isolation_alone() {
    let d = only(Technique::Isolation, "3x3:d12a12", "01,01,12,01");
    assert!(
        d.reason.contains("cut off") || d.reason.contains("close"),
        "{}",
        d.reason
    );
}

#[test]
fn connectivity_alone() {
    let d = only(
        Technique::Connectivity,
        "5x7:3a3g3a4i4a3g3a3",
        "12,12,12,12,02,12,12,12,12",
    );
    assert_eq!(d.changes.len(), 1);
    assert_eq!(d.changes[0].lo, 1);
    assert!(d.reason.contains("joined"), "{}", d.reason);
}

#[test]
fn lookahead_when_nothing_else_applies() {
    let d = only(
        Technique::Lookahead,
        "3x3:2233a3133",
        "01,12,12,01,12,01,01,12,01,12",
    );
    assert!(d.reason.contains("contradiction"), "{}", d.reason);
}

#[test]
fn two_ones_may_not_join_and_two_twos_may_not_take_a_double() {
    let (puzzle, bounds) = fixture("3x3:11a2e", "02,02");
    let d = find(Technique::Isolation, &puzzle, &bounds)
        .unwrap()
        .unwrap();
    assert_eq!(d.changes[0].edge, puzzle.edge_between(0, 1).unwrap());
    assert_eq!(d.changes[0].hi, 0);
    assert!(d.reason.starts_with("Two 1s"), "{}", d.reason);

    let (puzzle, bounds) = fixture("3x3:2a2c2b", "02,02");
    let d = find(Technique::Isolation, &puzzle, &bounds)
        .unwrap()
        .unwrap();
    assert_eq!(d.changes[0].edge, puzzle.edge_between(0, 1).unwrap());
    assert_eq!(d.changes[0].hi, 1);
    assert!(d.reason.starts_with("A double bridge"), "{}", d.reason);
}

/// The rating's incremental deducer draws exactly the conclusions a full sweep draws, step by
/// step, including on puzzles that need lookahead and guesses.
#[test]
fn the_deducer_agrees_with_a_full_sweep() {
    use super::techniques::{next_deduction, Deducer};
    use crate::generator::{generate, Params};
    use crate::rating::Band;
    for (band, seeds) in [(Band::Hard, 0..8), (Band::Extreme, 0..4)] {
        for seed in seeds {
            let g = generate(&Params::for_band(band), seed).unwrap();
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
