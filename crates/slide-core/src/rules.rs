//! Slide's rules as the shared session sees them: a game starts from a board, and each
//! history entry is one move.

use crate::board::{Board, LayoutError};
use crate::moves::{apply, Move, MoveError};

/// Slide for [`session::Session`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide;

impl session::Rules for Slide {
    const GAME: &'static str = "slide";
    type Start = Board;
    type State = Board;
    type Move = Move;
    type Error = MoveError;

    fn start(start: &Board) -> Board {
        start.clone()
    }

    fn apply(_start: &Board, board: &Board, mv: &Move) -> Result<Board, MoveError> {
        apply(board, *mv)
    }

    fn is_solved(_start: &Board, board: &Board) -> bool {
        board.is_solved()
    }

    fn write_start(start: &Board) -> String {
        start.to_string()
    }

    fn read_start(text: &str) -> Result<Board, String> {
        text.parse().map_err(|error: LayoutError| error.to_string())
    }
}
