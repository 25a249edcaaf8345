//! The puzzle editor's model: a draft being drawn (`draft`), how keys and taps edit it
//! (`input`), the judgement after every change (`verdict`, `report`) and the change that
//! would remove an ambiguity (`suggest`), all as data: `hashi_words::editor` writes their
//! sentences, and `say` is a refused change's `Display`.

mod draft;
mod input;
mod plain;
mod report;
mod say;
mod suggest;
mod verdict;

#[cfg(test)]
mod tests;

pub use draft::{Change, Draft, DraftError, SavedDraft};
pub use input::{Edit, EditorUi, Tool};
pub use report::{Judgement, Rated, Report};
pub use suggest::{apply, apply_all, Suggestion, COUNT_LIMIT};
pub use verdict::{analyse, Failure, Shortfall, Verdict, Why};
