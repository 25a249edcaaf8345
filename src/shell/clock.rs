//! The browser's clock, read in one place: today's UTC date and a seed from the time.

use hashi_core::daily::Date;

/// Today's date in UTC, the day every player shares for the daily puzzle.
pub fn today() -> Date {
    Date::from_unix_ms(js_sys::Date::now())
}

/// A seed that differs from one moment to the next, for "a new puzzle" links; the link then
/// names it, so the puzzle can still be shared.
pub fn fresh_seed() -> u64 {
    // Milliseconds wrap every ~11.6 days into a short number, easy to read in a link.
    (js_sys::Date::now() as u64) % 1_000_000_000
}
