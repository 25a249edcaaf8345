//! The browser's clock, read in one place: the player's local date and time (the day their
//! daily puzzle is "today"), the time to the next local midnight, and a seed from the time.

use hashi_core::daily::{Date, LocalTime};

/// The wall clock where the player is: the instant and the time zone's offset at it, so
/// summer time and a changed zone (a flight) are already in it.
pub fn now_local() -> LocalTime {
    let now = js_sys::Date::new_0();
    // getTimezoneOffset is minutes *behind* UTC (Los Angeles in winter: 480).
    let offset = -(now.get_timezone_offset() as i32);
    LocalTime::at(now.get_time(), offset)
}

/// Today's date where the player is: each day's daily puzzle opens at local midnight.
pub fn today() -> Date {
    now_local().date()
}

/// Milliseconds until the next local midnight, when the next daily puzzle opens (the
/// browser's own calendar, so a day of 23 or 25 hours at a summer-time change counts right).
pub fn ms_to_next_day() -> f64 {
    let now = js_sys::Date::new_0();
    let midnight = js_sys::Date::new_with_year_month_day(
        now.get_full_year(),
        now.get_month() as i32,
        now.get_date() as i32 + 1,
    );
    (midnight.get_time() - now.get_time()).max(0.0)
}

/// A seed that differs from one moment to the next, for "a new puzzle" links; the link then
/// names it, so the puzzle can still be shared.
pub fn fresh_seed() -> u64 {
    // Milliseconds wrap every ~11.6 days into a short number, easy to read in a link.
    (js_sys::Date::now() as u64) % 1_000_000_000
}
