//! The solver against the rules: every answer replays to the solved board (or, out of budget,
//! stays legal and reports what is left), and the same board always gets the same answer.

use proptest::prelude::*;
use slide_core::solver::distance;
use slide_core::{apply, legal_moves, solve, solve_within, Board, Budget, Challenge, Outcome};

/// Replays `moves` from `board` through the rules, failing on the first illegal one.
fn replay(board: &Board, moves: &[slide_core::Move]) -> Board {
    let mut at = board.clone();
    for (i, &mv) in moves.iter().enumerate() {
        at = apply(&at, mv).unwrap_or_else(|e| panic!("move {i} ({mv}) is illegal: {e}"));
    }
    at
}

#[test]
fn the_solved_board_needs_no_moves() {
    let outcome = solve(&Board::solved());
    assert_eq!(
        outcome,
        Outcome::Solved {
            moves: vec![],
            expanded: 0
        }
    );
}

#[test]
fn short_challenges_are_solved_and_replay_home() {
    for seed in 0..6 {
        let board = Challenge { seed, steps: 50 }.board();
        let outcome = solve(&board);
        assert!(outcome.is_solved(), "seed {seed}: {outcome:?}");
        assert!(replay(&board, outcome.moves()).is_solved(), "seed {seed}");
    }
}

#[test]
fn the_same_board_gets_the_same_answer() {
    let board = Challenge {
        seed: 7,
        steps: 250,
    }
    .board();
    assert_eq!(solve(&board), solve(&board));
    let small = Budget { expansions: 500 };
    assert_eq!(solve_within(&board, small), solve_within(&board, small));
}

#[test]
fn out_of_budget_the_best_partial_progress_comes_back() {
    let board = Challenge {
        seed: 3,
        steps: 1000,
    }
    .board();
    let outcome = solve_within(&board, Budget { expansions: 50 });
    let Outcome::Unsolved {
        best,
        remaining_distance,
        expanded,
    } = outcome
    else {
        panic!("50 expansions cannot solve a 1000-step shuffle");
    };
    assert!(expanded <= 50);
    let reached = replay(&board, &best);
    assert!(!reached.is_solved());
    assert_eq!(remaining_distance, distance(&reached));
    assert!(remaining_distance > 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Thousands of random boards up to 80 random moves from solved: the answer replays home,
    /// or, out of budget, is still a legal sequence that ends where it says.
    #[test]
    fn every_answer_replays_through_the_rules(picks in proptest::collection::vec(0usize..8, 0..80)) {
        let mut board = Board::solved();
        for pick in picks {
            let moves = legal_moves(&board);
            board = apply(&board, moves[pick % moves.len()]).unwrap();
        }
        let outcome = solve_within(&board, Budget { expansions: 20_000 });
        let end = replay(&board, outcome.moves());
        match outcome {
            Outcome::Solved { .. } => prop_assert!(end.is_solved()),
            Outcome::Unsolved { remaining_distance, .. } => {
                prop_assert_eq!(remaining_distance, distance(&end));
            }
        }
    }
}

/// Thousands of shuffled boards of every preset length, each answer replayed through the
/// rules. Slow in a debug build: run with
/// `cargo test --release -p slide-core --test integration solver:: -- --ignored`.
#[test]
#[ignore]
fn thousands_of_challenges_replay_home() {
    let mut unsolved = Vec::new();
    for seed in 0..1000u32 {
        let steps = [50, 250, 1000, 10_000][seed as usize % 4];
        let board = Challenge { seed, steps }.board();
        let outcome = solve(&board);
        let end = replay(&board, outcome.moves());
        match outcome {
            Outcome::Solved { .. } => assert!(end.is_solved(), "seed {seed} steps {steps}"),
            Outcome::Unsolved {
                remaining_distance, ..
            } => {
                assert_eq!(remaining_distance, distance(&end));
                unsolved.push((seed, steps));
            }
        }
    }
    // Every answer is legal; the share left unsolved is reported rather than asserted.
    eprintln!("unsolved within the default budget: {unsolved:?}");
}
