//! Hashi's rules as the shared session sees them: one history entry is an [`Action`], replayed
//! in free mode, and the puzzle is written into saves in the task format.

use crate::action::Action;
use crate::formats::{parse_task, write_task};
use crate::moves::MoveError;
use crate::puzzle::Puzzle;
use crate::rules;
use crate::state::State;
use std::sync::Arc;

/// Hashi for [`session::Session`]. Moves replay in free mode: a save may come from a
/// free-mode game, and strict mode is a check on the player's own placing, which
/// [`crate::Game`] makes before recording.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hashi;

impl session::Rules for Hashi {
    const GAME: &'static str = "hashi";
    type Start = Arc<Puzzle>;
    type State = State;
    type Move = Action;
    type Error = MoveError;

    fn start(puzzle: &Arc<Puzzle>) -> State {
        State::empty(puzzle)
    }

    fn apply(puzzle: &Arc<Puzzle>, state: &State, action: &Action) -> Result<State, MoveError> {
        action.apply(puzzle, state)
    }

    fn is_solved(puzzle: &Arc<Puzzle>, state: &State) -> bool {
        rules::is_solved(puzzle, state)
    }

    fn write_start(puzzle: &Arc<Puzzle>) -> String {
        write_task(puzzle)
    }

    fn read_start(text: &str) -> Result<Arc<Puzzle>, String> {
        parse_task(text)
            .map(Arc::new)
            .map_err(|error| error.to_string())
    }
}
