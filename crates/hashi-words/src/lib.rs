//! Hashi's words, with no page in them: the catalog of messages made from `locales/` (one enum
//! per group, English built into the code that uses it, other languages read from their
//! bundles, plural rules) and the writers that turn the cores' data (reasons, verdicts, typed
//! errors, counts) into sentences. Every writer takes the language as a value (`&Catalog`): the page
//! passes the player's, the CLI and the tests `Catalog::english()`.

pub mod aid;
pub mod catalog;
pub mod check;
pub mod collection;
pub mod common;
pub mod editor;
pub mod lesson;
pub mod locale;
pub mod parse;
pub mod plural;
pub mod size;
pub mod slide;
pub mod speech;
pub mod tally;
#[cfg(test)]
mod tests;

pub use catalog::enums::*;
pub use catalog::{fill, number, Catalog, CatalogError, Message, Text};
pub use locale::Locale;
