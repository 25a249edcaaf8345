//! Hashi's rules as the shared session sees them: one history entry is an [`Action`], most
//! often a [`MoveList`] (the bridge moves of one player action), with the text form saves hold.

use crate::action::Action;
use crate::formats::{parse_task, write_task};
use crate::moves::{apply_mut, edge_of, Mode, Move, MoveError, MoveParseError};
use crate::puzzle::{EdgeId, Puzzle};
use crate::rules;
use crate::state::State;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

/// The moves of one action, applied in order. Text form: moves joined by `;`
/// (`0,0-0,2=1;0,0-2,0=2;2,0-2,2=x`), as saves and "share progress" links carry them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveList(pub Vec<Move>);

impl MoveList {
    /// What `moves` actually change on `state`, checked under `mode`: each edge once, with
    /// its final setting (count or no-bridge mark), in the order the edges were first
    /// changed, and nothing for an edge that ends where it began. Replaying the result in free mode gives the same position,
    /// so it is what the history records.
    pub fn changes(
        puzzle: &Puzzle,
        state: &State,
        moves: &[Move],
        mode: Mode,
    ) -> Result<MoveList, MoveError> {
        let mut next = state.clone();
        let mut touched: Vec<EdgeId> = Vec::new();
        for mv in moves {
            let from = next.setting(edge_of(puzzle, mv)?);
            let edge = apply_mut(puzzle, &mut next, mv, mode)?;
            if from != mv.setting && !touched.contains(&edge) {
                touched.push(edge);
            }
        }
        Ok(MoveList(
            touched
                .into_iter()
                .filter(|&edge| next.setting(edge) != state.setting(edge))
                .map(|edge| Move::setting_edge(puzzle, edge, next.setting(edge)))
                .collect(),
        ))
    }
}

impl fmt::Display for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, mv) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(";")?;
            }
            write!(f, "{mv}")?;
        }
        Ok(())
    }
}

impl FromStr for MoveList {
    type Err = MoveParseError;

    /// Moves separated by `;`; empty pieces are skipped.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.split(';')
            .filter(|s| !s.trim().is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map(MoveList)
    }
}

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
