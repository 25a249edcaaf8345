//! One history entry of a Hashi game: bridge moves, the opening of a trial (pencil bridges)
//! with its first moves, or the trial's acceptance or rejection; with the text form saves hold.

use crate::move_list::MoveList;
use crate::moves::{apply_mut, Mode, MoveError, MoveParseError};
use crate::puzzle::Puzzle;
use crate::state::State;
use std::fmt;
use std::str::FromStr;

/// What one entry does. Text forms: the moves (`0,0-0,2=1;2,0-2,2=x`), `trial:` then the
/// moves, `accept`, `reject`. Saves written before trials hold only the first form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Bridges and marks set on the board (inside the trial, when one is open).
    Moves(MoveList),
    /// Opens a trial at the current position, then sets these moves in it.
    Trial(MoveList),
    /// The trial's bridges become the player's own.
    Accept,
    /// The trial's bridges are dropped: back to where it opened.
    Reject,
}

const TRIAL: &str = "trial:";
const ACCEPT: &str = "accept";
const REJECT: &str = "reject";

impl Action {
    /// The position after this action, replayed in free mode as saves are. Refused: opening
    /// a trial inside one, and accepting or rejecting with none open.
    pub fn apply(&self, puzzle: &Puzzle, state: &State) -> Result<State, MoveError> {
        let mut next = state.clone();
        let moves = match self {
            Action::Moves(moves) => moves,
            Action::Trial(moves) => {
                if !next.open_trial() {
                    return Err(MoveError::TrialOpen);
                }
                moves
            }
            Action::Accept => return ok_if(next.accept_trial(), next),
            Action::Reject => return ok_if(next.reject_trial(), next),
        };
        for mv in &moves.0 {
            apply_mut(puzzle, &mut next, mv, Mode::Free)?;
        }
        Ok(next)
    }
}

fn ok_if(done: bool, state: State) -> Result<State, MoveError> {
    if done {
        Ok(state)
    } else {
        Err(MoveError::NoTrial)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Moves(moves) => write!(f, "{moves}"),
            Action::Trial(moves) => write!(f, "{TRIAL}{moves}"),
            Action::Accept => f.write_str(ACCEPT),
            Action::Reject => f.write_str(REJECT),
        }
    }
}

impl FromStr for Action {
    type Err = MoveParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim() {
            ACCEPT => Ok(Action::Accept),
            REJECT => Ok(Action::Reject),
            trimmed => match trimmed.strip_prefix(TRIAL) {
                Some(moves) => moves.parse().map(Action::Trial),
                None => trimmed.parse().map(Action::Moves),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_reads_back_from_its_text() {
        for text in ["0,0-0,2=1;2,0-2,2=x", "trial:0,0-0,2=2", "accept", "reject"] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
        }
        assert!(matches!("0,0-0,2=1".parse(), Ok(Action::Moves(_))));
        assert!("trial:nonsense".parse::<Action>().is_err());
        assert!("acceptance".parse::<Action>().is_err());
    }
}
