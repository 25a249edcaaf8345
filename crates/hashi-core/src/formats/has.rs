//! The `.has` benchmark format: a `rows cols islands` header line, then the matrix.
//!
//! A header such as `2 3 2` is also a valid matrix row, so text can read both ways. Detection
//! takes `.has` only when the header agrees with the grid below it and the text is not also a
//! matrix whose first row is the header; the writer separates such a header from its grid by a
//! blank line, which a matrix cannot contain, so its output is never misread.

use super::matrix::{grid_to_puzzle, is_blank, read_row, write_matrix};
use super::{Format, HeaderProblem, Location, ParseError, ParseErrorKind};
use crate::puzzle::{Puzzle, MAX_SIDE};

/// The three numbers of a header line, or `None` unless it holds exactly three plain numbers
/// that fit a `usize`. Reads character by character and gives up at the first one that cannot
/// belong to a header (a comma, a fourth number, a number too large), so a long first line
/// that is not a header costs almost nothing.
fn header(line: &str) -> Option<[usize; 3]> {
    let mut numbers = [0usize; 3];
    let mut count = 0;
    let mut in_number = false;
    for ch in line.chars() {
        if ch.is_whitespace() {
            in_number = false;
            continue;
        }
        // Only the ASCII digits 0-9 have a value in base 10.
        let digit = ch.to_digit(10)?;
        if !in_number {
            if count == numbers.len() {
                return None;
            }
            count += 1;
            in_number = true;
        }
        let number = &mut numbers[count - 1];
        *number = number.checked_mul(10)?.checked_add(digit as usize)?;
    }
    (count == numbers.len()).then_some(numbers)
}

/// Whether a header line is itself a matrix row as wide as the grid it announces: three
/// columns, and a row count and island count that are valid cells (0 to 8).
fn header_reads_as_matrix_row(rows: usize, cols: usize, islands: usize) -> bool {
    cols == 3 && rows <= 8 && islands <= 8
}

/// The numbered lines of `text` after the first non-blank one (the header), with that
/// header line, its number, and whether blank lines separate it from the grid.
struct Layout<'a> {
    header_line: usize,
    header_text: &'a str,
    /// The lines after the header, numbered from 1 like the text, blank ones skipped up to
    /// the first row.
    grid: std::iter::Peekable<Box<dyn Iterator<Item = (usize, &'a str)> + 'a>>,
    gap_after_header: bool,
}

fn layout(text: &str) -> Option<Layout<'_>> {
    let mut lines: Box<dyn Iterator<Item = (usize, &str)>> =
        Box::new((1..).zip(text.lines()).skip_while(|(_, l)| is_blank(l)));
    let (header_line, header_text) = lines.next()?;
    let mut grid = lines.peekable();
    let mut gap_after_header = false;
    while grid.next_if(|(_, l)| is_blank(l)).is_some() {
        gap_after_header = true;
    }
    Some(Layout {
        header_line,
        header_text,
        grid,
        gap_after_header,
    })
}

/// Whether `text` is a `.has` file: a `rows cols islands` header that the rows below agree
/// with in number, width and islands, and not also a plain matrix (see the module notes).
pub(crate) fn looks_like_has(text: &str) -> bool {
    let Some(mut layout) = layout(text) else {
        return false;
    };
    let Some([rows, cols, islands]) = header(layout.header_text) else {
        return false;
    };
    if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
        return false;
    }
    if !layout.gap_after_header && header_reads_as_matrix_row(rows, cols, islands) {
        return false;
    }
    let mut rows_seen = 0;
    let mut islands_seen = 0;
    let mut ended = false;
    for (line_no, line) in layout.grid.by_ref() {
        if is_blank(line) {
            ended = true;
            continue;
        }
        // A row after a blank line, or one row too many: not what the header announces.
        if ended || rows_seen == rows {
            return false;
        }
        let Ok(row) = read_row(Format::Has, line_no, line) else {
            return false;
        };
        if row.len() != cols {
            return false;
        }
        rows_seen += 1;
        islands_seen += row.iter().filter(|&&v| v > 0).count();
    }
    rows_seen == rows && islands_seen == islands
}

/// Whether the first line reads as a `.has` header (rows, columns and islands, a grid's size
/// in range), whatever follows it: what the text names itself, when detection disagrees.
pub(crate) fn has_header(text: &str) -> bool {
    layout(text)
        .and_then(|layout| header(layout.header_text))
        .is_some_and(|[rows, cols, _]| {
            (1..=MAX_SIDE).contains(&rows) && (1..=MAX_SIDE).contains(&cols)
        })
}

/// Parses a `.has` file such as the coelho2019 benchmark's.
pub fn parse_has(text: &str) -> Result<Puzzle, ParseError> {
    let Some(mut layout) = layout(text) else {
        return Err(ParseError::whole(Format::Has, ParseErrorKind::Empty));
    };
    let header_line = layout.header_line;
    let at_line_start = |line: usize, kind| {
        ParseError::at(Format::Has, Location::LineColumn { line, column: 1 }, kind)
    };
    let [rows, cols, islands] = header(layout.header_text).ok_or_else(|| {
        at_line_start(
            header_line,
            ParseErrorKind::BadHeader(HeaderProblem::NotThreeNumbers),
        )
    })?;
    if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
        return Err(at_line_start(
            header_line,
            ParseErrorKind::BadHeader(HeaderProblem::Sides { rows, cols }),
        ));
    }
    let mut grid: Vec<Vec<u8>> = Vec::with_capacity(rows);
    let mut end_line = header_line;
    // The first blank line after some rows: an error only if another row follows it.
    let mut blank_after_rows: Option<usize> = None;
    while let Some((line_no, line)) = layout.grid.next() {
        if is_blank(line) {
            blank_after_rows.get_or_insert(line_no);
            continue;
        }
        if let Some(blank) = blank_after_rows {
            return Err(at_line_start(
                blank,
                ParseErrorKind::RowWidth {
                    expected: cols,
                    found: 0,
                },
            ));
        }
        if grid.len() == rows {
            // Count the rest without reading their cells, to say how many there are.
            let extra = 1 + layout.grid.filter(|(_, l)| !is_blank(l)).count();
            return Err(at_line_start(
                line_no,
                ParseErrorKind::RowCount {
                    expected: rows,
                    found: rows + extra,
                },
            ));
        }
        let row = read_row(Format::Has, line_no, line)?;
        if row.len() != cols {
            return Err(at_line_start(
                line_no,
                ParseErrorKind::RowWidth {
                    expected: cols,
                    found: row.len(),
                },
            ));
        }
        grid.push(row);
        end_line = line_no;
    }
    if grid.len() != rows {
        return Err(at_line_start(
            end_line,
            ParseErrorKind::RowCount {
                expected: rows,
                found: grid.len(),
            },
        ));
    }
    let puzzle = grid_to_puzzle(Format::Has, &grid)?;
    if puzzle.islands().len() != islands {
        return Err(at_line_start(
            header_line,
            ParseErrorKind::IslandCount {
                expected: islands,
                found: puzzle.islands().len(),
            },
        ));
    }
    Ok(puzzle)
}

/// Writes the `.has` format. When the header could also be read as the first row of a matrix,
/// a blank line follows it so that the text is never taken for one.
pub fn write_has(puzzle: &Puzzle) -> String {
    let (rows, cols, islands) = (puzzle.height(), puzzle.width(), puzzle.islands().len());
    let gap = if header_reads_as_matrix_row(rows, cols, islands) {
        "\n"
    } else {
        ""
    };
    format!("{rows} {cols} {islands}\n{gap}{}", write_matrix(puzzle))
}
