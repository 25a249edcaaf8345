//! Collections: many puzzles in one text (one a line in any single-line format, a JSON array,
//! `.has` or matrix blocks, puzz.link links) read as a personal pack. Each entry gets a
//! verdict (kept with its solution and rating, or rejected as unreadable, without a solution,
//! with several, or too big to check), and the kept ones are sorted by rating. The page checks
//! entries in the worker in batches ([`check_puzzle`] per entry); the CLI and tests check a
//! whole text at once ([`check_text`]).

mod check;
mod split;
#[cfg(test)]
mod tests;

pub use check::{check_puzzle, Checked};
pub use split::{split, Entry, MAX_ENTRIES};

use crate::formats::{import, Location, ParseError};
use crate::packs::{PackPuzzle, PackRating};
use crate::solver::{Budget, Unsolved};
use crate::Puzzle;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a collection's text gave no entries to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CollectionError {
    /// Nothing but blank lines and comments.
    Empty,
    /// More entries than [`MAX_ENTRIES`].
    TooMany { found: usize, limit: usize },
    /// A JSON array opened on `line` and never closed.
    OpenArray { line: usize },
}

/// Terse, for logs and tests: a player reads `hashi_words::collection`'s words.
impl fmt::Display for CollectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CollectionError::Empty => write!(f, "no puzzles"),
            CollectionError::TooMany { found, limit } => write!(f, "{found} puzzles > {limit}"),
            CollectionError::OpenArray { line } => write!(f, "array at line {line} not closed"),
        }
    }
}

impl std::error::Error for CollectionError {}

/// Why an entry was not kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// Not a puzzle in any format we read; the error's lines count from the collection's
    /// first line, not the entry's.
    Unreadable(ParseError),
    /// A puzzle with no solution, several, or one too big to settle within the budget.
    Unsolved(Unsolved),
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Unreadable(e) => write!(f, "{e}"),
            Rejection::Unsolved(why) => write!(f, "{}", why.name()),
        }
    }
}

/// An entry that was not kept: the line it starts on and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejected {
    pub line: usize,
    pub why: Rejection,
}

/// An entry that was kept: the line it starts on, its puzzle, and what checking it found.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    pub line: usize,
    pub puzzle: Puzzle,
    pub checked: Checked,
}

/// A whole collection judged: the kept puzzles sorted by rating (easiest first) and the
/// rejected entries in the order of the text.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Judged {
    pub kept: Vec<Kept>,
    pub rejected: Vec<Rejected>,
}

/// A personal pack, as the CLI writes it and the app keeps it: its name and its puzzles,
/// sorted by rating and numbered from 1.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PersonalPack {
    pub name: String,
    pub puzzles: Vec<PackPuzzle>,
}

/// Reads an entry, with the lines of its error counted from the collection's first line.
pub fn read(entry: &Entry) -> Result<Puzzle, ParseError> {
    import(&entry.text)
        .map(|imported| imported.puzzle)
        .map_err(|mut e| {
            if let Some(Location::LineColumn { line, column }) = e.location {
                e.location = Some(Location::LineColumn {
                    line: line + entry.line - 1,
                    column,
                });
            }
            e
        })
}

/// Reads and checks every entry of `text` (each within `budget`), keeping the puzzles with
/// one solution, sorted by rating.
pub fn check_text(text: &str, budget: Budget) -> Result<Judged, CollectionError> {
    let mut judged = Judged::default();
    for entry in split(text)? {
        let why = match read(&entry) {
            Ok(puzzle) => match check_puzzle(&puzzle, budget) {
                Ok(checked) => {
                    judged.kept.push(Kept {
                        line: entry.line,
                        puzzle,
                        checked,
                    });
                    continue;
                }
                Err(unsolved) => Rejection::Unsolved(unsolved),
            },
            Err(error) => Rejection::Unreadable(error),
        };
        judged.rejected.push(Rejected {
            line: entry.line,
            why,
        });
    }
    sort_by_rating(&mut judged.kept, |kept| &kept.checked.rating);
    Ok(judged)
}

/// Sorts puzzles easiest first by score; equal scores keep their order in the collection.
pub fn sort_by_rating<T>(puzzles: &mut [T], rating: impl Fn(&T) -> &PackRating) {
    puzzles.sort_by(|a, b| rating(a).score.total_cmp(&rating(b).score));
}

/// The puzzles of a personal pack from kept puzzles already sorted: numbered from 1 (their
/// ids), with no seed (0: they were not generated here).
pub fn pack_puzzles<'a>(
    kept: impl IntoIterator<Item = (&'a Puzzle, &'a Checked)>,
) -> Vec<PackPuzzle> {
    kept.into_iter()
        .enumerate()
        .map(|(i, (puzzle, checked))| PackPuzzle {
            id: (i + 1).to_string(),
            seed: 0,
            w: puzzle.width(),
            h: puzzle.height(),
            islands: puzzle.islands().len(),
            task: crate::formats::write_task(puzzle),
            rating: checked.rating.clone(),
            solution: Some(checked.solution.clone()),
        })
        .collect()
}
