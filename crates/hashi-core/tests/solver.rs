//! The solver agrees with brute force, and what it returns passes the rules engine.

mod common;

use common::{brute_force_count, random_small_puzzle, rng};
use hashi_core::formats::parse_task;
use hashi_core::is_solved;
use hashi_core::solver::{probe_edges, probe_islands, propagate, solve, Bounds, Uniqueness};

#[test]
fn agrees_with_brute_force_on_thousands_of_small_puzzles() {
    let mut rng = rng(7);
    let mut tally = [0usize; 3];
    let mut checked = 0;
    while checked < 3000 {
        let Some(puzzle) = random_small_puzzle(&mut rng, 9) else {
            continue;
        };
        let expected = brute_force_count(&puzzle, 2);
        let found = solve(&puzzle, 2);
        assert_eq!(
            found.solutions.len(),
            expected,
            "puzzle {}",
            hashi_core::formats::write_task(&puzzle)
        );
        for s in &found.solutions {
            assert!(is_solved(&puzzle, s));
        }
        if found.solutions.len() == 2 {
            assert_ne!(found.solutions[0], found.solutions[1]);
        }
        tally[expected] += 1;
        checked += 1;
    }
    // The sample must exercise every outcome, or the comparison proves little.
    assert!(tally.iter().all(|&n| n > 100), "{tally:?}");
}

/// Probing every open edge, then every island's ways, at the root (what the search does for
/// puzzles that resist) never rules out a count that a solution uses, and fails only on
/// puzzles without solutions.
#[test]
fn root_probing_keeps_every_solution() {
    let mut rng = rng(11);
    let (mut checked, mut narrowed) = (0, 0);
    while checked < 3000 {
        let Some(puzzle) = random_small_puzzle(&mut rng, 16) else {
            continue;
        };
        let solutions = solve(&puzzle, 64).solutions;
        let mut bounds = Bounds::open(&puzzle);
        let probed = propagate(&puzzle, &mut bounds).and_then(|_| {
            let before = bounds.clone();
            let edges = probe_edges(&puzzle, &mut bounds)?;
            let islands = probe_islands(&puzzle, &mut bounds)?;
            Ok((before, edges || islands))
        });
        match probed {
            Err(_) => assert!(solutions.is_empty()),
            Ok((before, changed)) => {
                assert_eq!(changed, before != bounds);
                narrowed += usize::from(changed);
                for s in &solutions {
                    let within = (0..puzzle.edges().len())
                        .all(|e| (bounds.lo(e)..=bounds.hi(e)).contains(&s.count(e)));
                    assert!(within, "{}", hashi_core::formats::write_task(&puzzle));
                }
            }
        }
        checked += 1;
    }
    // Propagation settles most small puzzles; probing must still narrow some it left open.
    assert!(narrowed > 10, "{narrowed}");
}

#[test]
fn uniqueness_of_known_puzzles() {
    let starter = parse_task("7x7:3b5b2j3a3a3a3j2h24b31").unwrap();
    assert_eq!(solve(&starter, 2).uniqueness(), Uniqueness::Unique);
    let square = parse_task("3x3:3a3c3a3").unwrap();
    assert_eq!(solve(&square, 2).uniqueness(), Uniqueness::Several);
    let impossible = parse_task("3x1:1a2").unwrap();
    assert_eq!(solve(&impossible, 2).uniqueness(), Uniqueness::None);
    let split = parse_task("5x3:11k11").unwrap();
    assert_eq!(solve(&split, 2).uniqueness(), Uniqueness::None);
}
