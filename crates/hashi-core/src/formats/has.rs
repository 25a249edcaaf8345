//! The `.has` benchmark format: a `rows cols islands` header line, then the matrix.

use super::matrix::{content_lines, grid_to_puzzle, parse_grid, write_matrix};
use super::{Format, Location, ParseError, ParseErrorKind};
use crate::puzzle::{Puzzle, MAX_SIDE};

fn header(line: &str) -> Option<[usize; 3]> {
    let parts: Vec<usize> = line
        .split_whitespace()
        .map(|t| t.parse().ok())
        .collect::<Option<_>>()?;
    parts.try_into().ok()
}

/// Whether the first line is a `rows cols islands` header that the following lines agree with.
pub(crate) fn looks_like_has(text: &str) -> bool {
    let lines = content_lines(text);
    let Some(((_, first), rest)) = lines.split_first() else {
        return false;
    };
    let Some([rows, cols, _]) = header(first) else {
        return false;
    };
    rest.len() == rows
        && rest.iter().all(|(_, l)| {
            l.split(|c: char| c == ',' || c.is_whitespace())
                .filter(|t| !t.is_empty())
                .count()
                == cols
        })
}

/// Parses a `.has` file such as the coelho2019 benchmark's.
pub fn parse_has(text: &str) -> Result<Puzzle, ParseError> {
    let lines = content_lines(text);
    let Some(((header_line, first), rest)) = lines.split_first() else {
        return Err(ParseError::whole(Format::Has, ParseErrorKind::Empty));
    };
    let at_header = |why: String| {
        ParseError::at(
            Format::Has,
            Location::LineColumn {
                line: *header_line,
                column: 1,
            },
            ParseErrorKind::BadHeader(why),
        )
    };
    let [rows, cols, islands] = header(first)
        .ok_or_else(|| at_header("expected three numbers: rows, columns, islands".into()))?;
    if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
        return Err(at_header(format!(
            "{rows} rows and {cols} columns: each must be 1 to {MAX_SIDE}"
        )));
    }
    let grid = parse_grid(Format::Has, rest.iter().copied())?;
    let end_line = rest.last().map_or(*header_line, |(n, _)| *n);
    let whole_at = |kind| {
        ParseError::at(
            Format::Has,
            Location::LineColumn {
                line: end_line,
                column: 1,
            },
            kind,
        )
    };
    if grid.len() != rows {
        return Err(whole_at(ParseErrorKind::RowCount {
            expected: rows,
            found: grid.len(),
        }));
    }
    if let Some(row) = grid.first().filter(|r| r.len() != cols) {
        return Err(ParseError::at(
            Format::Has,
            Location::LineColumn {
                line: rest[0].0,
                column: 1,
            },
            ParseErrorKind::RowWidth {
                expected: cols,
                found: row.len(),
            },
        ));
    }
    let puzzle = grid_to_puzzle(Format::Has, &grid)?;
    if puzzle.islands().len() != islands {
        return Err(ParseError::at(
            Format::Has,
            Location::LineColumn {
                line: *header_line,
                column: 1,
            },
            ParseErrorKind::IslandCount {
                expected: islands,
                found: puzzle.islands().len(),
            },
        ));
    }
    Ok(puzzle)
}

/// Writes the `.has` format.
pub fn write_has(puzzle: &Puzzle) -> String {
    format!(
        "{} {} {}\n{}",
        puzzle.height(),
        puzzle.width(),
        puzzle.islands().len(),
        write_matrix(puzzle)
    )
}
