#![no_main]
//! `parse_json`: what it reads, id included, must round-trip.

use hashi_core::formats::{parse_json, write_json};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok((id, puzzle)) = parse_json(text) {
        let json = write_json(&puzzle, id.as_deref());
        assert_eq!(
            parse_json(&json),
            Ok((id, puzzle.clone())),
            "json with its id"
        );
        hashi_fuzz::parsed(&puzzle);
    }
});
