#![no_main]
//! The solver on small boards: bytes become a puzzle of at most 8x8 (see `decode_small`),
//! solved with a budget of 2,000 work units; anything it reports must be a solution.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    if let Some(puzzle) = hashi_fuzz::decode_small(bytes) {
        hashi_fuzz::round_trips(&puzzle);
        hashi_fuzz::solve_checked(&puzzle, 2_000);
    }
});
