#![no_main]
//! `import`: format detection, then the detected parser; what it reads must round-trip.

use hashi_core::formats::{
    import, parse_has, parse_json, parse_kanpen, parse_matrix, parse_puzzlink, parse_task,
    parse_tatham, Format,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(imported) = import(text) {
        let again = match imported.format {
            Format::Task => parse_task(text),
            Format::Json => parse_json(text).map(|(_, p)| p),
            Format::Matrix => parse_matrix(text),
            Format::Has => parse_has(text),
            Format::Tatham => parse_tatham(text),
            Format::PuzzLink => parse_puzzlink(text),
            Format::Kanpen => parse_kanpen(text),
        };
        assert_eq!(again.as_ref(), Ok(&imported.puzzle), "the detected parser");
        hashi_fuzz::parsed(&imported.puzzle);
    }
});
