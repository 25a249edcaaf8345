//! The Slide puzzle as plain data and pure functions: an 8x8 board of small (1x1) and large
//! (2x2) pieces with two gaps, the moving rules, seeded shuffles and challenges, and a game
//! with undo, a move counter and saves that are replayed through the rules, and the [`ui`]
//! that turns the player's keys and pointer into moves.
//!
//! Nothing here touches the DOM, the clock or the OS random source, so a challenge's seed
//! gives the same board natively and in every browser.

pub mod board;
pub mod challenge;
pub mod game;
mod game_plain;
pub mod moves;
pub mod rules;
pub mod shuffle;
pub mod solver;
pub mod speech;
pub mod ui;

pub use board::{Board, Cell, GapId, LayoutError, Occupant, PieceId, PieceSize, SIZE};
pub use challenge::{Challenge, ChallengeError};
pub use game::{Game, Mode, Save, SaveError, SaveExtra};
pub use moves::{
    apply, gaps_entered, legal_moves, move_for_click, move_into_gap, push, Dir, Move, MoveError,
};
pub use rules::Slide;
pub use shuffle::{challenge_board, shuffle, shuffle_moves};
pub use solver::{solve, solve_within, Budget, Outcome};
