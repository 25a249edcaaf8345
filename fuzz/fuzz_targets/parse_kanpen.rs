#![no_main]
//! `parse_kanpen`: a damaged input is refused, never a panic; what it reads must round-trip
//! through every writer (its own included).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(puzzle) = hashi_core::formats::parse_kanpen(text) {
        assert_eq!(
            hashi_core::formats::write_kanpen(&puzzle)
                .ok()
                .and_then(|again| hashi_core::formats::parse_kanpen(&again).ok()),
            Some(puzzle.clone()),
        );
        hashi_fuzz::parsed(&puzzle);
    }
});
