//! Text formats for puzzles: JSON, the compact task string, matrix text, the `.has` benchmark
//! format, Tatham's game IDs, puzz.link links and Kanpen text, with format detection and errors
//! that say what is wrong and where.

mod error;
mod has;
#[cfg(test)]
mod interop_tests;
mod json;
mod kanpen;
mod matrix;
mod puzzlink;
mod task;
mod tatham;

pub use error::{
    excerpt, Format, HeaderProblem, Location, ParseError, ParseErrorKind, MAX_EXCERPT_CHARS,
};
pub use has::{parse_has, write_has};
pub use json::{parse_json, write_json, JsonPuzzle};
pub use kanpen::{parse_kanpen, write_kanpen};
pub use matrix::{parse_matrix, write_matrix};
pub use puzzlink::{parse_puzzlink, write_puzzlink, NotStandard, PUZZLINK_PREFIX};
pub use task::{parse_task, write_task};
pub use tatham::{parse_tatham, write_tatham};

pub(crate) use error::build;

use crate::puzzle::Puzzle;

/// A puzzle read by [`import`], with the format it came in and its id when the format has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    pub format: Format,
    pub id: Option<String>,
    pub puzzle: Puzzle,
}

/// Guesses the format of `text` from its shape, reading each line at most once: JSON starts
/// with `{`, a task string with `WxH:`, a Tatham game ID with `WxH` and parameters before
/// the colon, a `.has` file with a header its grid agrees with (and
/// not also a plain matrix, see the `.has` reader); anything else is read as a matrix. Every writer's
/// output is detected as its own format.
pub fn detect(text: &str) -> Format {
    let trimmed = text.trim_start();
    if trimmed.starts_with('{') {
        return Format::Json;
    }
    if puzzlink::looks_like_puzzlink(trimmed) {
        return Format::PuzzLink;
    }
    if kanpen::looks_like_kanpen(text) {
        return Format::Kanpen;
    }
    if task::looks_like_task(trimmed) {
        return Format::Task;
    }
    if tatham::looks_like_tatham(trimmed) {
        return Format::Tatham;
    }
    if has::looks_like_has(text) {
        return Format::Has;
    }
    Format::Matrix
}

/// Reads a puzzle in any supported format, detecting which.
///
/// ```
/// use hashi_core::formats::{import, Format};
/// let imported = import("3x1:2a2").unwrap();
/// assert_eq!(imported.format, Format::Task);
/// assert_eq!(imported.puzzle.islands().len(), 2);
/// ```
pub fn import(text: &str) -> Result<Imported, ParseError> {
    let format = detect(text);
    let (puzzle, id) = match format {
        Format::Json => {
            let doc = parse_json(text)?;
            (doc.1, doc.0)
        }
        Format::Task => (parse_task(text)?, None),
        Format::Tatham => (parse_tatham(text)?, None),
        Format::PuzzLink => (parse_puzzlink(text)?, None),
        Format::Kanpen => (parse_kanpen(text)?, None),
        Format::Has => (parse_has(text)?, None),
        Format::Matrix => match parse_matrix(text) {
            Ok(puzzle) => (puzzle, None),
            // A `.has` header over a grid that breaks it: the text says what it is meant to
            // be, so the error that helps is the first thing that breaks a `.has` file.
            Err(_) if has::has_header(text) => {
                return match parse_has(text) {
                    Ok(puzzle) => Ok(Imported {
                        format: Format::Has,
                        id: None,
                        puzzle,
                    }),
                    Err(has) => Err(has.assumed_from_header()),
                };
            }
            Err(matrix) => return Err(matrix),
        },
    };
    Ok(Imported { format, id, puzzle })
}
