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
        "7x7:3c5a2a2a4c5a1a4a3g5b4b2g3c5a2"
    );
    let medium = generate(&Params::for_band(Band::Medium), 42).unwrap();
    assert_eq!(
        write_task(&medium.puzzle),
        "10x10:1a2c4b2j2a5a4a4a1f2d1e4b4h1a3a3f2k2b3a3a2a3d5c1"
    );
}
