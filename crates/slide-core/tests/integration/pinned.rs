//! Challenges are pinned: the same seed and steps give this exact board, here and in the
//! browser (tests/browser/slide_wasm.rs at the workspace root checks the same strings in wasm).

use slide_core::{Board, Challenge};

const SEED_42_STEPS_250: &str =
    "00306103336306552150226002123242525351702523354505154754467576772627573736672024";

/// Length and fingerprint of the solver's answer for challenge 7 of 50 steps.
const SOLVER_7_50: (usize, u64) = (92, 10_931_903_889_187_573_332);

#[test]
fn challenge_42_250_is_pinned() {
    let board = Challenge {
        seed: 42,
        steps: 250,
    }
    .board();
    assert_eq!(board.to_string(), SEED_42_STEPS_250);
    assert_eq!(SEED_42_STEPS_250.parse::<Board>(), Ok(board));
}

/// FNV-1a of the moves' text, space-separated: a short pin for a long answer.
fn fingerprint(moves: &[slide_core::Move]) -> (usize, u64) {
    let text = moves
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    (moves.len(), hash)
}

/// The solver's answer is pinned too: it reads no clock and iterates no hash set, so the
/// browser's worker finds these same moves (tests/browser/slide_wasm.rs checks the same pin), and a
/// change to the search shows up here as a deliberate re-pin.
#[test]
fn the_solver_answer_for_challenge_7_50_is_pinned() {
    let outcome = slide_core::solve(&Challenge { seed: 7, steps: 50 }.board());
    assert!(outcome.is_solved());
    assert_eq!(fingerprint(outcome.moves()), SOLVER_7_50);
}
