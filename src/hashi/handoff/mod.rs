//! Continue on another device, with no account: the hand-off link's pure format (`format`),
//! the page that opens one (`page`, a chunk of its own) and their native tests.

pub mod format;
pub mod page;
// Native only: they write zlib and mutate fragments with native-only dev-dependencies.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
