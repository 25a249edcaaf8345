//! The solver agrees with brute force, and what it returns passes the rules engine.

use crate::common;

use common::{brute_force_count, random_small_puzzle, rng};
use hashi_core::formats::parse_task;
use hashi_core::is_solved;
use hashi_core::puzzle::Puzzle;
use hashi_core::solver::{
    solve, solve_with_clauses, solve_within, unique_solution, unique_solution_within, Budget,
    GaveUp, Solution, Uniqueness, Unsolved,
};

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
    assert_eq!(unique_solution(&square), Err(Unsolved::Several));
    let impossible = parse_task("3x1:1a2").unwrap();
    assert_eq!(unique_solution(&impossible), Err(Unsolved::None));
    assert_eq!(
        unique_solution_within(&starter, Budget::work(0)),
        Err(Unsolved::GaveUp)
    );
    assert_eq!(Unsolved::None.to_string(), "has no solution");
    assert_eq!(Unsolved::Several.to_string(), "has more than one solution");
    assert_eq!(Unsolved::GaveUp.to_string(), "is too large to check here");
}

/// The search within the default budget agrees with brute force, like the unlimited one.
fn solve_default(puzzle: &Puzzle, limit: usize) -> Solution {
    solve_within(puzzle, limit, Budget::DEFAULT).expect("small puzzles fit the default budget")
}

#[test]
fn the_default_budget_agrees_with_brute_force() {
    agrees_with_brute_force(solve_default, 2, 11);
}

#[test]
fn a_budget_is_deterministic_and_reports_what_it_found() {
    let mut rng = rng(5);
    let (mut gave_up, mut settled) = (0, 0);
    while gave_up < 50 || settled < 50 {
        let Some(puzzle) = random_small_puzzle(&mut rng, 9) else {
            continue;
        };
        let full = solve(&puzzle, 2);
        // Half the work the unlimited search needed: enough for some puzzles, not others.
        let budget = Budget::work(full.stats.work / 2);
        let first = solve_within(&puzzle, 2, budget);
        assert_eq!(
            first,
            solve_within(&puzzle, 2, budget),
            "same budget, same answer"
        );
        match first {
            Ok(found) => {
                assert_eq!(found.solutions, full.solutions);
                settled += 1;
            }
            Err(GaveUp { work, found }) => {
                assert!(work > budget.units());
                assert!(found.len() < 2);
                // What was found before the budget ran out is the start of what the full
                // search finds: the same search, stopped earlier.
                assert_eq!(found[..], full.solutions[..found.len()]);
                gave_up += 1;
            }
        }
    }
}

#[test]
fn solve_uses_no_limit_and_reports_its_work() {
    let starter = parse_task("7x7:3b5b2j3a3a3a3j2h24b31").unwrap();
    let unlimited = solve_within(&starter, 2, Budget::UNLIMITED).unwrap();
    assert_eq!(unlimited, solve(&starter, 2));
    assert!(unlimited.stats.work > 0);
    assert!(Budget::DEFAULT.units() < Budget::UNLIMITED.units());
}
