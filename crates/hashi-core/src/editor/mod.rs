//! The puzzle editor's model: a draft being drawn (`draft`), the judgement after every
//! change (`verdict`) and the change that would remove an ambiguity (`suggest`).

mod draft;
mod suggest;
mod verdict;

#[cfg(test)]
mod tests;

pub use draft::{Draft, DraftError, SavedDraft};
pub use suggest::{apply, apply_all, Change, Suggestion, COUNT_LIMIT};
pub use verdict::{analyse, Failure, Verdict};
