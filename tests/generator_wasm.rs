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
        "7x7:2a3c2a2a4a2d2c3i3a3b3b2b4b4a3a"
    );
    let medium = generate(&Params::for_band(Band::Medium), 42).unwrap();
    assert_eq!(
        write_task(&medium.puzzle),
        "10x10:2a3c2a1b2g22b3b5e1f4a3a3a1d4e5a2m3c5b4j2a2a3a4a22"
    );
}
