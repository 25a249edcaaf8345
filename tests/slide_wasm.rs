//! A Slide challenge gives the same board in the browser as natively (pinned in slide-core's
//! tests/pinned.rs), so a shared challenge link means the same board everywhere.
#![cfg(target_arch = "wasm32")]

use slide_core::Challenge;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

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
