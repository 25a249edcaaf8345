#![no_main]
//! `parse_puzzlink`: a damaged input is refused, never a panic; what it reads must round-trip
//! through every writer (its own included).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(puzzle) = hashi_core::formats::parse_puzzlink(text) {
        assert_eq!(
            hashi_core::formats::write_puzzlink(&puzzle)
                .ok()
                .and_then(|again| hashi_core::formats::parse_puzzlink(&again).ok()),
            Some(puzzle.clone()),
        );
        hashi_fuzz::parsed(&puzzle);
    }
});
