//! The editor's verdicts in the player's language (group `editor`): the status line for a
//! report, the suggestion that removes an ambiguity and why an edit was refused, as
//! `hashi_words::editor` writes them with the current language.

use crate::i18n::with_catalog;
use hashi_core::editor::{DraftError, Report, Suggestion};
use hashi_words::editor;

// Each writer is `hashi_words::editor`'s, handed the current language.

/// The status line for `report`.
pub fn report(report: &Report) -> String {
    with_catalog(|w| editor::report(w, report))
}

/// The sentence offered to the author: the changes, then what they leave.
pub fn suggestion(suggestion: &Suggestion) -> String {
    with_catalog(|w| editor::suggestion(w, suggestion))
}

/// Why an edit was refused (or a draft could not be made), as a sentence of its own.
pub fn refusal(error: &DraftError) -> String {
    with_catalog(|w| editor::refusal(w, error))
}
