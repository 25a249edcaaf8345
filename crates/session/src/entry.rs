//! History entries: what kind of action each was (Tatham's move types), its move, the position
//! it led to and the time taken before it.

use serde::{Deserialize, Serialize};

/// Why an entry is in the history. Saves write it in lowercase (`"open_shared"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// The player's own move.
    Play,
    /// A hint's move, applied at the player's request.
    Hint,
    /// The solution (or a solver's step of it), shown on the board by Solve. Recording one
    /// marks the session revealed for good (see [`crate::Session::is_revealed`]).
    Reveal,
    /// Back to the start, as one undoable action.
    Restart,
    /// Progress opened from a shared link.
    OpenShared,
    /// Moves a game's assist made for the player after one of their moves (Hashi's "finish
    /// what is forced"). Recording one marks the session assisted for good (see
    /// [`crate::Session::is_assisted`]).
    Assist,
}

/// One step of the history: its kind, its move, the position after it (so that undo and
/// redo restore positions exactly without reversing moves), and how long the player took
/// before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry<M, S> {
    pub kind: EntryKind,
    pub mv: M,
    pub after: S,
    /// Tenths of a second of play since the entry before (or since the puzzle opened), as the
    /// game's clock counts it (pauses and a hidden page excluded); None where no clock ran or
    /// the save that brought it is older than times.
    pub since: Option<u32>,
}
