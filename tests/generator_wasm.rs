//! The generator gives the same puzzles in the browser as natively (pinned in the core's tests).
#![cfg(target_arch = "wasm32")]

use hashi_core::formats::write_task;
use hashi_core::generator::{generate, generate_as, Params, Symmetry};
use hashi_core::rating::Band;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_fixed_seed_gives_the_native_puzzle() {
    // Version 7, which older links name.
    let easy = generate_as(&Params::for_band(Band::Easy), 42, 7).unwrap();
    assert_eq!(
        write_task(&easy.puzzle),
        "7x7:d1a32b4a3h4a3a2e2b3e2a1a2a5a3"
    );
    let medium = generate_as(&Params::for_band(Band::Medium), 42, 7).unwrap();
    assert_eq!(
        write_task(&medium.puzzle),
        "10x10:3a2d3a2a2a2b1e1b5a3c4b1a1b33j4c5a2a32j3a2a4b1a1j2c3a1a1"
    );
    // Version 8, the current one, with and without a symmetry asked for.
    let easy = generate(&Params::for_band(Band::Easy), 42).unwrap();
    assert_eq!(
        write_task(&easy.puzzle),
        "7x7:a2a6b3g3b6b5a2c3g2a2b1b3b3a3a"
    );
    let params = Params {
        symmetry: Some(Symmetry::Rot180),
        ..Params::for_band(Band::Hard)
    };
    assert_eq!(
        write_task(&generate(&params, 3).unwrap().puzzle),
        "15x15:2a2a3a4a1c1a2e2a1b3b1b1a2b3b2a2b4d2e3d3b2a4a3a3a2a1c2a6a3a1a4a5a6o2a1b3a2a2b5a5o3a2a5a1a2a4a2c2a3a5a2a3a2b3d4e2d4b2a3b3b2a1b2b5b1a2e3a1c1a4a3a2a2"
    );
}
