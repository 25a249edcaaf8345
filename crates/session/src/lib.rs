//! The session layer shared by the puzzle cores (Tatham's "midend"): a game supplies its
//! [`Rules`]; a [`Session`] keeps the start, a history of entries that record their kind
//! (play, hint, reveal, restart, opened shared progress), undo and redo, and one
//! versioned [`Save`] restored by replaying its moves through the rules, refused with one
//! [`SaveError`] when anything is wrong, with a track of the time taken before each entry
//! ([`times`]). Its [`input`] module reads the keys every game
//! shares (undo, redo) and the direction of a drag, once for all of them.

mod entry;
mod history;
pub mod input;
mod rules;
mod save;
mod save_plain;
mod session;
pub mod times;

pub use entry::{Entry, EntryKind};
pub use history::History;
pub use rules::Rules;
pub use save::{Save, SaveError, SavedEntry, SAVE_VERSION};
pub use save_plain::ExtraFields;
pub use session::Session;
