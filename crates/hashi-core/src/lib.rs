//! Hashiwokakero ("Bridges") as plain data and pure functions: the puzzle and its topology,
//! text formats, the placing rules, status and solved checks, and games with undo and saves.
//!
//! Nothing here touches the DOM, the clock or the OS random source, so the same code runs
//! natively (CLI, tests, benches) and in the browser.

pub mod daily;
pub mod editor;
pub mod formats;
pub mod game;
pub mod generator;
pub mod geom;
pub mod hint;
pub mod learn;
pub mod move_list;
pub mod moves;
pub mod packs;
pub mod puzzle;
pub mod rating;
pub mod rule_set;
pub mod rules;
pub mod solver;
pub mod speech;
pub mod state;
mod topology;
pub mod ui;
pub mod union_find;
pub mod words;

pub use game::{Game, Save, SaveError};
pub use geom::{Direction, Pos};
pub use move_list::{Hashi, MoveList};
pub use moves::{apply, apply_mut, Mode, Move, MoveError, Setting};
pub use puzzle::{EdgeId, Island, IslandId, Puzzle, PuzzleError};
pub use rule_set::{RuleSet, Wrap};
pub use rules::{is_solved, status, IslandStatus, Status};
pub use state::{CountsError, State};
pub use topology::Edge;
