//! The tests that run in the browser (wasm-bindgen-test in headless Chromium), as one test
//! binary: each binary is linked, bound and served to a browser of its own.
#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

mod generator_wasm;
mod hashi_board;
mod slide_wasm;
mod solver_wasm;
