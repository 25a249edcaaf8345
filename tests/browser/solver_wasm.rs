//! The clause-learning search runs in the browser and agrees with the plain search there.

use hashi_core::formats::parse_task;
use hashi_core::generator::{generate, Params};
use hashi_core::rating::Band;
use hashi_core::solver::{solve, solve_with_clauses, Uniqueness};
use hashi_core::{is_solved, Puzzle};
use wasm_bindgen_test::*;

fn check_agreement(puzzle: &Puzzle, expected: Uniqueness) {
    let plain = solve(puzzle, 2);
    let learned = solve_with_clauses(puzzle, 2);
    assert_eq!(plain.uniqueness(), expected);
    assert_eq!(learned.uniqueness(), expected);
    assert!(learned.stats.clause_learning.decisions > 0);
    for s in &learned.solutions {
        assert!(is_solved(puzzle, s));
    }
    if expected == Uniqueness::Unique {
        assert_eq!(plain.solutions, learned.solutions);
    }
}

#[wasm_bindgen_test]
fn clause_learning_agrees_on_a_generated_hard_puzzle() {
    let hard = generate(&Params::for_band(Band::Hard), 7).unwrap();
    check_agreement(&hard.puzzle, Uniqueness::Unique);
}

#[wasm_bindgen_test]
fn clause_learning_finds_two_solutions_of_an_ambiguous_square() {
    let square = parse_task("5x5:3a3a1e3a4a2e1a2a1").unwrap();
    check_agreement(&square, Uniqueness::Several);
}

/// A 70x70 board with every cell an island numbered by its neighbours: the search that
/// recursed once per guess overflowed the browser's stack here. Now it settles the puzzle or
/// gives up within its budget, cleanly.
#[wasm_bindgen_test]
fn a_huge_dense_board_is_settled_or_given_up_without_overflowing_the_stack() {
    use hashi_core::solver::{unique_solution_within, Budget, Unsolved};
    let side = 70;
    let cells: String = (0..side)
        .flat_map(|r| {
            (0..side).map(move |c| {
                let count = u8::from(r > 0)
                    + u8::from(r + 1 < side)
                    + u8::from(c > 0)
                    + u8::from(c + 1 < side);
                char::from(b'0' + count)
            })
        })
        .collect();
    let puzzle = parse_task(&format!("{side}x{side}:{cells}")).unwrap();
    match unique_solution_within(&puzzle, Budget::work(200_000)) {
        Err(Unsolved::Several) | Err(Unsolved::GaveUp) => {}
        other => panic!("expected several solutions or a clean give-up, got {other:?}"),
    }
}
