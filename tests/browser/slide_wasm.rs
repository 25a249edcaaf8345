//! A Slide challenge gives the same board in the browser as natively, and the solver the same
//! answer (both pinned in slide-core's tests/integration/pinned.rs), so a shared challenge link
//! means the same board everywhere and the worker's hints match the native solver's.

use slide_core::Challenge;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn challenge_42_250_gives_the_native_board() {
    let board = Challenge {
        seed: 42,
        steps: 250,
    }
    .board();
    assert_eq!(
        board.to_string(),
        "00306103336306552150226002123242525351702523354505154754467576772627573736672024"
    );
}

#[wasm_bindgen_test]
fn the_solver_finds_the_native_answer_for_challenge_7_50() {
    let outcome = slide_core::solve(&Challenge { seed: 7, steps: 50 }.board());
    assert!(outcome.is_solved());
    let text = outcome
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    // FNV-1a, as tests/pinned.rs computes it.
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    assert_eq!(
        (outcome.moves().len(), hash),
        (92, 10_931_903_889_187_573_332)
    );
}
