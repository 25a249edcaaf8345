//! The generator gives the same puzzles in the browser as natively (pinned in the core's tests).
#![cfg(target_arch = "wasm32")]

use hashi_core::formats::write_task;
use hashi_core::generator::{generate, Params};
use hashi_core::rating::Band;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_fixed_seed_gives_the_native_puzzle() {
    let easy = generate(&Params::for_band(Band::Easy), 42).unwrap();
    assert_eq!(
        write_task(&easy.puzzle),
        "7x7:d1a32b4a3h4a3a2e2b3e2a1a2a5a3"
    );
    let medium = generate(&Params::for_band(Band::Medium), 42).unwrap();
    assert_eq!(
        write_task(&medium.puzzle),
        "10x10:3a2d3a2a2a2b1e1b5a3c4b1a1b33j4c5a2a32j3a2a4b1a1j2c3a1a1"
    );
}
