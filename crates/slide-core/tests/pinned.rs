//! Challenges are pinned: the same seed and steps give this exact board, here and in the
//! browser (tests/slide_wasm.rs at the workspace root checks the same strings in wasm).

use slide_core::{Board, Challenge};

const SEED_42_STEPS_250: &str =
    "00306103336306552150226002123242525351702523354505154754467576772627573736672024";

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
