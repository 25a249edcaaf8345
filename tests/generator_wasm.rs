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
    assert_eq!(write_task(&easy.puzzle), "7x7:a3a2b32i3a2i2a2b5g4b4b4");
    let medium = generate(&Params::for_band(Band::Medium), 42).unwrap();
    assert_eq!(
        write_task(&medium.puzzle),
        "10x10:a1b4a3b13a2h1e2a2b1e1b2b3b1b5e6a3k4a3b2b1b2d5b22i"
    );
}
