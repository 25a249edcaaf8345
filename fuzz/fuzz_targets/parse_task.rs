#![no_main]
//! `parse_task`: what it reads must round-trip through every writer.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(puzzle) = hashi_core::formats::parse_task(text) {
        hashi_fuzz::parsed(&puzzle);
    }
});
