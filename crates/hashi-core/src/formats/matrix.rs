//! Matrix text: one row per line, cells separated by commas and/or spaces, 0 for water.

use super::{build, Format, Location, ParseError, ParseErrorKind};
use crate::puzzle::Puzzle;
use crate::Pos;

/// One cell token with its 1-based column.
struct Token<'a> {
    column: usize,
    text: &'a str,
}

fn tokens(line: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, ch) in line
        .char_indices()
        .chain(std::iter::once((line.len(), ' ')))
    {
        let separator = ch == ',' || ch.is_whitespace();
        match (separator, start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                out.push(Token {
                    column: line[..s].chars().count() + 1,
                    text: &line[s..i],
                });
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// Parses numbered lines of cells into a grid of numbers 0-8, checking every row is as wide
/// as the first. `lines` carries each line's 1-based number for error messages.
pub(crate) fn parse_grid<'a>(
    format: Format,
    lines: impl Iterator<Item = (usize, &'a str)>,
) -> Result<Vec<Vec<u32>>, ParseError> {
    let mut rows: Vec<Vec<u32>> = Vec::new();
    for (line_no, line) in lines {
        let cells = tokens(line);
        let mut row = Vec::with_capacity(cells.len());
        for token in &cells {
            match token.text.parse::<u32>() {
                Ok(v) if v <= 8 => row.push(v),
                _ => {
                    return Err(ParseError::at(
                        format,
                        Location::LineColumn {
                            line: line_no,
                            column: token.column,
                        },
                        ParseErrorKind::BadCell(token.text.to_string()),
                    ))
                }
            }
        }
        if let Some(first) = rows.first() {
            if first.len() != row.len() {
                return Err(ParseError::at(
                    format,
                    Location::LineColumn {
                        line: line_no,
                        column: 1,
                    },
                    ParseErrorKind::RowWidth {
                        expected: first.len(),
                        found: row.len(),
                    },
                ));
            }
        }
        rows.push(row);
    }
    Ok(rows)
}

/// Builds a puzzle from a grid of numbers where 0 is water.
pub(crate) fn grid_to_puzzle(format: Format, rows: &[Vec<u32>]) -> Result<Puzzle, ParseError> {
    let height = rows.len();
    let width = rows.first().map_or(0, Vec::len);
    let islands = rows
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.iter()
                .enumerate()
                .filter(|(_, &v)| v > 0)
                .map(move |(c, &v)| (Pos::new(r, c), v))
        })
        .collect();
    build(format, width, height, islands)
}

/// The non-blank lines of `text`, numbered from 1, with blank lines at either end dropped.
pub(crate) fn content_lines(text: &str) -> Vec<(usize, &str)> {
    let lines: Vec<(usize, &str)> = text.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
    let first = lines.iter().position(|(_, l)| !l.trim().is_empty());
    let last = lines.iter().rposition(|(_, l)| !l.trim().is_empty());
    match (first, last) {
        (Some(f), Some(l)) => lines[f..=l].to_vec(),
        _ => Vec::new(),
    }
}

/// Parses matrix text such as `2 0 2` or `2,0,2` (one row per line).
pub fn parse_matrix(text: &str) -> Result<Puzzle, ParseError> {
    let lines = content_lines(text);
    if lines.is_empty() {
        return Err(ParseError::whole(Format::Matrix, ParseErrorKind::Empty));
    }
    let rows = parse_grid(Format::Matrix, lines.into_iter())?;
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
