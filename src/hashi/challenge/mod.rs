//! Challenge a friend: after a solve, a link carries the puzzle with the sender's time, hints
//! and name; the friend plays the same puzzle and the win screen sets both results side by
//! side. There is no server, so the page says the sender's time is their own claim.

pub mod claim;
pub mod maker;
pub mod versus;

/// Whether this visit came by a challenge link (`claim::PARAM`, spelt out to keep formatting
/// off the first screen; read without the router, which a screen mounted on its own lacks).
pub fn in_address() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|search| search.contains("challenge="))
}
