//! Hashiwokakero ("Bridges") as plain data and pure functions, in floors that only look down:
//! the model (geometry, rule sets, islands, the puzzle and its topology, positions, moves, the
//! placing and solved rules, games with undo and saves, input and speech); then text formats,
//! the solver, hints, ratings and packs; then the seeded generator and the daily puzzle; and two
//! leaves on top, the editor and the lessons.
//!
//! Nothing here touches the DOM, the clock or the OS random source, so the same code runs
//! natively (CLI, tests, benches) and in the browser.

pub mod action;
pub mod assist;
pub mod coach;
pub mod collection;
pub mod daily;
pub mod editor;
pub mod flow;
pub mod formats;
pub mod game;
pub mod generator;
pub mod geom;
pub mod hint;
mod island;
pub mod ladder;
pub mod learn;
pub mod likeness;
pub mod move_list;
pub mod moves;
pub mod number;
pub mod pace;
pub mod packs;
pub mod print;
pub mod puzzle;
pub mod rating;
pub mod rule_set;
pub mod rules;
pub mod seam;
pub mod session_rules;
pub mod shape;
pub mod solver;
pub mod speech;
pub mod state;
mod topology;
pub mod ui;
pub mod union_find;
pub mod weekly;
pub mod words;

pub use action::Action;
pub use game::{Game, Save, SaveError};
pub use geom::{Direction, Pos};
pub use move_list::MoveList;
pub use moves::{apply, apply_mut, CountsError, Mode, Move, MoveError};
pub use puzzle::{EdgeId, Island, IslandId, Puzzle, PuzzleError};
pub use rule_set::{RuleSet, Wrap};
pub use rules::{is_solved, status, IslandStatus, Status};
pub use session_rules::Hashi;
pub use state::{Setting, State};
pub use topology::Edge;
