//! Kanpen (pencilbox) Hashi text, read and written: the number of rows, then of columns, each
//! on a line of its own, then one line per row of cells separated by spaces, `.` for water,
//! `1`-`8` for an island and `9` for an island whose number is unknown; a file saved with a
//! player's answer has a second grid (a number per cell) after the first, which is skipped.
//!
//! The layout is pzprjs's reading of Kanpen's files (robx/pzprjs, `src/variety/hashikake.js`,
//! `kanpenOpen`/`kanpenSave`; our own code, none of theirs). Like puzz.link, Kanpen's Hashi
//! plays the standard rules only.

use super::puzzlink::NotStandard;
use super::{build, excerpt, Format, HeaderProblem, Location, ParseError, ParseErrorKind};
use crate::puzzle::{Puzzle, MAX_SIDE};
use crate::rule_set::RuleSet;
use crate::Pos;

/// The unknown number, as Kanpen writes it.
const UNKNOWN: &str = "9";

/// The non-empty lines of `text`, each with its 1-based line number.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim_end_matches('\r')))
        .filter(|(_, line)| !line.trim().is_empty())
}

/// A side on a line of its own: a number from 1 to [`MAX_SIDE`].
fn side(line: &str) -> Option<usize> {
    line.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=MAX_SIDE).contains(n))
}

/// Whether `text` starts like a Kanpen file: two lines of one number each, then a row of as
/// many cells as the second says, and water written `.` somewhere in the rows, which no
/// matrix has (a column of numbers stays a matrix). A board with no water at all would be
/// a matrix too: [`parse_kanpen`] reads it when told the format.
pub(crate) fn looks_like_kanpen(text: &str) -> bool {
    let mut lines = lines(text);
    let (Some((_, rows)), Some((_, cols)), Some((_, first))) =
        (lines.next(), lines.next(), lines.next())
    else {
        return false;
    };
    let (Some(rows), Some(cols)) = (side(rows), side(cols)) else {
        return false;
    };
    let water = |row: &str| row.split_whitespace().any(|cell| cell == ".");
    first.split_whitespace().count() == cols
        && (water(first) || lines.take(rows - 1).any(|(_, row)| water(row)))
}

/// Reads Kanpen text such as `5\n5\n4 . 2 . .\n…`.
pub fn parse_kanpen(text: &str) -> Result<Puzzle, ParseError> {
    let mut lines = lines(text);
    let header = |problem| ParseError::whole(Format::Kanpen, ParseErrorKind::BadHeader(problem));
    let Some((rows_line, rows)) = lines.next() else {
        return Err(ParseError::whole(Format::Kanpen, ParseErrorKind::Empty));
    };
    let Some((cols_line, cols)) = lines.next() else {
        return Err(header(HeaderProblem::NoKanpenSize));
    };
    let bad_side = |line: usize, value: &str| {
        ParseError::at(
            Format::Kanpen,
            Location::LineColumn { line, column: 1 },
            ParseErrorKind::BadHeader(HeaderProblem::BadSide(excerpt(value.trim()))),
        )
    };
    let height = side(rows).ok_or_else(|| bad_side(rows_line, rows))?;
    let width = side(cols).ok_or_else(|| bad_side(cols_line, cols))?;
    let mut islands = Vec::new();
    let mut last_line = cols_line;
    for r in 0..height {
        let Some((line, row)) = lines.next() else {
            return Err(ParseError::at(
                Format::Kanpen,
                Location::LineColumn {
                    line: last_line + 1,
                    column: 1,
                },
                ParseErrorKind::RowCount {
                    expected: height,
                    found: r,
                },
            ));
        };
        last_line = line;
        let mut found = 0;
        for (c, (column, cell)) in cells(row).enumerate() {
            let at = Location::LineColumn { line, column };
            if c >= width {
                return Err(ParseError::at(
                    Format::Kanpen,
                    at,
                    ParseErrorKind::RowWidth {
                        expected: width,
                        found: cells(row).count(),
                    },
                ));
            }
            found += 1;
            match cell {
                "." => {}
                UNKNOWN => {
                    return Err(ParseError::at(
                        Format::Kanpen,
                        at,
                        ParseErrorKind::UnknownClue,
                    ))
                }
                _ => match cell.parse::<u32>() {
                    Ok(number @ 1..=8) => islands.push((Pos::new(r, c), number)),
                    _ => {
                        return Err(ParseError::at(
                            Format::Kanpen,
                            at,
                            ParseErrorKind::BadKanpenCell(excerpt(cell)),
                        ))
                    }
                },
            }
        }
        if found < width {
            return Err(ParseError::at(
                Format::Kanpen,
                Location::LineColumn { line, column: 1 },
                ParseErrorKind::RowWidth {
                    expected: width,
                    found,
                },
            ));
        }
    }
    // A saved answer: as many rows again, of numbers. Anything else is not Kanpen's.
    let mut answer_rows = 0;
    for (line, row) in lines {
        let bad = cells(row).find(|(_, cell)| cell.parse::<i32>().is_err());
        if let Some((column, cell)) = bad {
            return Err(ParseError::at(
                Format::Kanpen,
                Location::LineColumn { line, column },
                ParseErrorKind::BadKanpenCell(excerpt(cell)),
            ));
        }
        answer_rows += 1;
        if answer_rows > height {
            return Err(ParseError::at(
                Format::Kanpen,
                Location::LineColumn { line, column: 1 },
                ParseErrorKind::RowCount {
                    expected: height,
                    found: height + answer_rows,
                },
            ));
        }
    }
    build(Format::Kanpen, width, height, RuleSet::STANDARD, islands)
}

/// The cells of a row with their 1-based columns (in characters).
fn cells(row: &str) -> impl Iterator<Item = (usize, &str)> + '_ {
    let mut column = 0;
    let mut rest = row;
    std::iter::from_fn(move || {
        let skipped = rest.len() - rest.trim_start().len();
        column += rest[..skipped].chars().count();
        rest = &rest[skipped..];
        if rest.is_empty() {
            return None;
        }
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let (cell, after) = rest.split_at(len);
        let at = column + 1;
        column += cell.chars().count();
        rest = after;
        Some((at, cell))
    })
}

/// The Kanpen text of a standard-rule puzzle: rows, columns, the cells, then an empty answer
/// grid (every cell `0`), as Kanpen saves an unsolved puzzle.
pub fn write_kanpen(puzzle: &Puzzle) -> Result<String, NotStandard> {
    if !puzzle.rules().is_standard() {
        return Err(NotStandard(puzzle.rules()));
    }
    let (width, height) = (puzzle.width(), puzzle.height());
    let mut grid = vec![".".to_string(); width * height];
    for island in puzzle.islands() {
        grid[island.pos.r * width + island.pos.c] = island.target.to_string();
    }
    let mut text = format!("{height}\n{width}\n");
    for row in grid.chunks(width) {
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    let empty = vec!["0"; width].join(" ");
    for _ in 0..height {
        text.push_str(&empty);
        text.push('\n');
    }
    Ok(text)
}
