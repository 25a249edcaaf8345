//! The bridge moves of one player action ([`MoveList`]), most often the whole of one history
//! entry ([`crate::Action`]), with the text form saves hold.

use crate::moves::{apply_mut, edge_of, Mode, Move, MoveError, MoveParseError};
use crate::puzzle::{EdgeId, Puzzle};
use crate::state::State;
use std::fmt;
use std::str::FromStr;

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
