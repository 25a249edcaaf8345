//! The clause-learning search runs in the browser and agrees with the plain search there.
#![cfg(target_arch = "wasm32")]

use hashi_core::formats::parse_task;
use hashi_core::generator::{generate, Params};
use hashi_core::rating::Band;
use hashi_core::solver::{solve, solve_with_clauses, Uniqueness};
use hashi_core::{is_solved, Puzzle};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

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
