//! Continue on another device, with no account: the hand-off link's pure format (`format`),
//! the page that opens one (`page`, a chunk of its own) and their native tests.

pub mod format;
pub mod page;
#[cfg(test)]
mod tests;
