//! Matrix text: one row per line, cells separated by commas and/or spaces, 0 for water.
//!
//! Reading is one pass over the text: columns are counted as the characters go by, and a row
//! or a grid larger than the largest allowed side is refused as soon as that is known, so a
//! pasted megabyte costs no more than reading it once.

use super::{build, excerpt, Format, Location, ParseError, ParseErrorKind, MAX_EXCERPT_CHARS};
use crate::puzzle::{Puzzle, MAX_SIDE};
use crate::rule_set::RuleSet;
use crate::Pos;

/// Whether `ch` separates cells.
pub(crate) fn is_separator(ch: char) -> bool {
    ch == ',' || ch.is_whitespace()
}

/// Whether a line holds no cells at all.
pub(crate) fn is_blank(line: &str) -> bool {
    line.chars().all(char::is_whitespace)
}

/// The cell token starting `rest`, for quoting in an error: only its first characters are read.
fn token_excerpt(rest: &str) -> String {
    let token: String = rest
        .chars()
        .take_while(|&ch| !is_separator(ch))
        .take(MAX_EXCERPT_CHARS + 1)
        .collect();
    excerpt(&token)
}

/// Reads one line of cells (numbers 0-8), at most `MAX_SIDE` of them. Refuses a bad cell at
/// its first wrong character and a row that is too long at its first cell too many.
pub(crate) fn read_row(format: Format, line_no: usize, line: &str) -> Result<Vec<u8>, ParseError> {
    let mut cells: Vec<u8> = Vec::new();
    // The cell being read: its byte offset, 1-based column and value so far.
    let mut current: Option<(usize, usize, u32)> = None;
    let at = |column: usize, kind: ParseErrorKind| {
        ParseError::at(
            format,
            Location::LineColumn {
                line: line_no,
                column,
            },
            kind,
        )
    };
    for (column, (offset, ch)) in (1..).zip(line.char_indices()) {
        if is_separator(ch) {
            if let Some((_, _, value)) = current.take() {
                // Checked below to be at most 8 while it was read.
                cells.push(value as u8);
            }
            continue;
        }
        let (start, start_column, value) = match current {
            Some(cell) => cell,
            None => {
                if cells.len() == MAX_SIDE {
                    return Err(at(column, ParseErrorKind::RowTooLong { limit: MAX_SIDE }));
                }
                (offset, column, 0)
            }
        };
        let value = match ch.to_digit(10) {
            // Leading zeros are harmless; anything above 8 is refused right away.
            Some(digit) if value * 10 + digit <= 8 => value * 10 + digit,
            _ => {
                return Err(at(
                    start_column,
                    ParseErrorKind::BadCell(token_excerpt(&line[start..])),
                ))
            }
        };
        current = Some((start, start_column, value));
    }
    if let Some((_, _, value)) = current {
        cells.push(value as u8);
    }
    Ok(cells)
}

/// Builds a puzzle from a grid of numbers where 0 is water.
pub(crate) fn grid_to_puzzle(format: Format, rows: &[Vec<u8>]) -> Result<Puzzle, ParseError> {
    let height = rows.len();
    let width = rows.first().map_or(0, Vec::len);
    let islands = rows
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.iter()
                .enumerate()
                .filter(|(_, &v)| v > 0)
                .map(move |(c, &v)| (Pos::new(r, c), u32::from(v)))
        })
        .collect();
    build(format, width, height, RuleSet::STANDARD, islands)
}

/// Parses matrix text such as `2 0 2` or `2,0,2` (one row per line). Blank lines before and
/// after the grid are ignored; a blank line inside it is a row without cells.
pub fn parse_matrix(text: &str) -> Result<Puzzle, ParseError> {
    let mut rows: Vec<Vec<u8>> = Vec::new();
    // The first blank line after some rows: an error only if another row follows it.
    let mut blank_after_rows: Option<usize> = None;
    for (line_no, line) in (1..).zip(text.lines()) {
        if is_blank(line) {
            if !rows.is_empty() && blank_after_rows.is_none() {
                blank_after_rows = Some(line_no);
            }
            continue;
        }
        let at_line_start = |line: usize, kind| {
            ParseError::at(
                Format::Matrix,
                Location::LineColumn { line, column: 1 },
                kind,
            )
        };
        if let Some(blank) = blank_after_rows {
            return Err(at_line_start(
                blank,
                ParseErrorKind::RowWidth {
                    expected: rows.first().map_or(0, Vec::len),
                    found: 0,
                },
            ));
        }
        if rows.len() == MAX_SIDE {
            return Err(at_line_start(
                line_no,
                ParseErrorKind::TooManyRows { limit: MAX_SIDE },
            ));
        }
        let row = read_row(Format::Matrix, line_no, line)?;
        if let Some(first) = rows.first() {
            if first.len() != row.len() {
                return Err(at_line_start(
                    line_no,
                    ParseErrorKind::RowWidth {
                        expected: first.len(),
                        found: row.len(),
                    },
                ));
            }
        }
        rows.push(row);
    }
    if rows.is_empty() {
        return Err(ParseError::whole(Format::Matrix, ParseErrorKind::Empty));
    }
    grid_to_puzzle(Format::Matrix, &rows)
}

/// The puzzle as rows of numbers, 0 for water.
fn grid_of(puzzle: &Puzzle) -> Vec<Vec<u8>> {
    let mut grid = vec![vec![0u8; puzzle.width()]; puzzle.height()];
    for island in puzzle.islands() {
        grid[island.pos.r][island.pos.c] = island.target;
    }
    grid
}

/// Writes matrix text, cells separated by single spaces, one row per line.
pub fn write_matrix(puzzle: &Puzzle) -> String {
    let mut out = String::new();
    for row in grid_of(puzzle) {
        let cells: Vec<String> = row.iter().map(u8::to_string).collect();
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    out
}
