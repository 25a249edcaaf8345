//! Puzzle packs: the JSON files in `packs/`, one per difficulty, with loading and lookup.

use crate::formats::{parse_task, ParseError};
use crate::puzzle::Puzzle;
use serde::{Deserialize, Serialize};

/// A rating as stored in a pack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PackRating {
    pub band: String,
    pub score: f64,
    pub steps: usize,
    pub lookaheads: usize,
}

/// One puzzle of a pack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PackPuzzle {
    /// Stable id, e.g. `easy-001` (packs are sorted by score before numbering).
    pub id: String,
    /// The generator seed it came from.
    pub seed: u64,
    pub w: usize,
    pub h: usize,
    pub islands: usize,
    /// The puzzle as a task string.
    pub task: String,
    pub rating: PackRating,
}

impl PackPuzzle {
    pub fn puzzle(&self) -> Result<Puzzle, ParseError> {
        parse_task(&self.task)
    }
}

/// A pack file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pack {
    pub difficulty: String,
    pub generator_version: u32,
    pub puzzles: Vec<PackPuzzle>,
}

impl Pack {
    /// Reads a pack file's JSON.
    pub fn from_json(text: &str) -> Result<Pack, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The puzzle with `id`, if this pack has it.
    pub fn find(&self, id: &str) -> Option<&PackPuzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }
}
