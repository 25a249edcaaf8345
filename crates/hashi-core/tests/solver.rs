//! The solver agrees with brute force, and what it returns passes the rules engine.

mod common;

use common::{brute_force_count, random_small_puzzle, rng};
use hashi_core::formats::parse_task;
use hashi_core::is_solved;
use hashi_core::puzzle::Puzzle;
use hashi_core::solver::{solve, solve_with_clauses, unique_solution, Solution, Uniqueness};

/// `solver` finds as many solutions as brute force (capped at `limit`) on 3000 random small
/// puzzles, and each one passes the rules engine.
fn agrees_with_brute_force(solver: fn(&Puzzle, usize) -> Solution, limit: usize, seed: u64) {
    let mut rng = rng(seed);
    let mut tally = [0usize; 3];
    let mut checked = 0;
    while checked < 3000 {
        let Some(puzzle) = random_small_puzzle(&mut rng, 9) else {
            continue;
        };
        let expected = brute_force_count(&puzzle, limit);
        let found = solver(&puzzle, limit);
        assert_eq!(
            found.solutions.len(),
            expected,
            "puzzle {}",
            hashi_core::formats::write_task(&puzzle)
        );
        for (i, s) in found.solutions.iter().enumerate() {
            assert!(is_solved(&puzzle, s));
            assert!(!found.solutions[..i].contains(s));
        }
        tally[expected.min(2)] += 1;
        checked += 1;
    }
    // The sample must exercise every outcome, or the comparison proves little.
    assert!(tally.iter().all(|&n| n > 100), "{tally:?}");
}

#[test]
fn agrees_with_brute_force_on_thousands_of_small_puzzles() {
    agrees_with_brute_force(solve, 2, 7);
}

#[test]
fn clause_learning_alone_agrees_with_brute_force() {
    agrees_with_brute_force(solve_with_clauses, 2, 7);
}

#[test]
fn clause_learning_lists_every_solution_once() {
    agrees_with_brute_force(solve_with_clauses, 64, 9);
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

#[test]
fn unique_solution_returns_the_one_solution_or_says_why_not() {
    let starter = parse_task("7x7:3b5b2j3a3a3a3j2h24b31").unwrap();
    let solution = unique_solution(&starter).unwrap();
    assert!(is_solved(&starter, &solution));
    assert_eq!(solve(&starter, 2).solutions, vec![solution]);
    let square = parse_task("3x3:3a3c3a3").unwrap();
    assert_eq!(unique_solution(&square), Err(Uniqueness::Several));
    let impossible = parse_task("3x1:1a2").unwrap();
    assert_eq!(unique_solution(&impossible), Err(Uniqueness::None));
}
