//! What the board draws once, read from its puzzle: the seams of a wrapped board, the runs of
//! islands that make the grid's rows for a screen reader, the islands' places, the first
//! island (where a big board opens), and the grid's accessible name.

use crate::hashi::play::geometry::centre;
use crate::hashi::rules_words::describe;
use crate::i18n::{t, t_with, PlayMsg, WordsMsg};
use hashi_core::Puzzle;
use std::ops::Range;

#[cfg(test)]
mod tests;

/// A line in board units, from one end to the other.
pub type Line = ((f64, f64), (f64, f64));

/// The board's fixed layout.
pub struct Grid {
    /// Its size in board units.
    pub size: (f64, f64),
    /// The seams of a wrapped board: its left and right edges, and top and bottom on a torus.
    pub seams: Vec<Line>,
    /// Runs of islands by row (islands are kept in reading order), with the row of each.
    pub rows: Vec<(usize, Range<usize>)>,
    /// Each island's row and column.
    pub places: Vec<(usize, usize)>,
    /// The first island's centre (the board's top-left corner when it has none).
    pub first: (f64, f64),
}

impl Grid {
    /// The layout of `puzzle`, `size` board units across and down.
    pub fn of(puzzle: &Puzzle, size: (f64, f64)) -> Grid {
        let (w, h) = size;
        let rules = puzzle.rules();
        let mut seams = Vec::new();
        if rules.wrap().rows() {
            seams.extend([((0.0, 0.0), (0.0, h)), ((w, 0.0), (w, h))]);
        }
        if rules.wrap().columns() {
            seams.extend([((0.0, 0.0), (w, 0.0)), ((0.0, h), (w, h))]);
        }
        let mut rows: Vec<(usize, Range<usize>)> = Vec::new();
        for (id, island) in puzzle.islands().iter().enumerate() {
            match rows.last_mut() {
                Some((row, run)) if *row == island.pos.r => run.end = id + 1,
                _ => rows.push((island.pos.r, id..id + 1)),
            }
        }
        let places = puzzle
            .islands()
            .iter()
            .map(|i| (i.pos.r, i.pos.c))
            .collect();
        let first = puzzle
            .islands()
            .first()
            .map_or((0.0, 0.0), |i| centre(i.pos.r, i.pos.c));
        Grid {
            size,
            seams,
            rows,
            places,
            first,
        }
    }
}

/// The grid's name for a screen reader, in the language of the moment: its size, its rules
/// first thing when they are a variant's ("torus board, no loops"), and its islands.
pub fn grid_label(puzzle: &Puzzle) -> String {
    let rules = if puzzle.rules().is_standard() {
        String::new()
    } else {
        format!("{}{}", t(WordsMsg::ListSep), describe(puzzle.rules()))
    };
    let number = |n: usize| crate::i18n::number(crate::i18n::current(), n as u64);
    t_with(
        PlayMsg::BoardLabel,
        &[
            ("width", &number(puzzle.width())),
            ("height", &number(puzzle.height())),
            ("rules", &rules),
            ("islands", &number(puzzle.islands().len())),
        ],
    )
}
