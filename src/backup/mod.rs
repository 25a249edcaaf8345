//! Progress that cannot be lost: one file with everything this browser keeps (saves,
//! statistics and streak, snapshots, drafts, lessons, Slide, preferences), read back through
//! the same checks as every save and merged with what is here. It stands above the games.

pub mod error;
pub mod format;
pub mod json;
pub mod local;
pub mod merge;
pub mod nudge;
pub mod page;
pub mod part;
pub mod read;
pub mod send;
// proptest, which the tests use, is a native dev-dependency only.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
pub mod validate;
