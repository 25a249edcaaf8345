//! What the readers share: the names of the formats, where and why a text is not a puzzle
//! (with a short excerpt of it), and the step from read cells to a puzzle that words a rule
//! broken as a parse error.

use crate::puzzle::{Puzzle, PuzzleError, MAX_SIDE};
use crate::rule_set::RuleSet;
use std::fmt;

/// The text formats a puzzle can be read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Json,
    Task,
    Matrix,
    Has,
    /// Simon Tatham's Bridges game ID (`7x7m2:...`).
    Tatham,
    /// A puzz.link (pzprjs) Hashi link (`https://puzz.link/p?hashikake/...`).
    PuzzLink,
    /// Kanpen (pencilbox) Hashi text: rows, columns, then the cells.
    Kanpen,
}

impl Format {
    pub fn name(self) -> &'static str {
        match self {
            Format::Json => "JSON",
            Format::Task => "task string",
            Format::Matrix => "matrix",
            Format::Has => ".has",
            Format::Tatham => "Tatham game ID",
            Format::PuzzLink => "puzz.link",
            Format::Kanpen => "Kanpen",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where in the input a problem was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// 1-based line and column.
    LineColumn { line: usize, column: usize },
    /// 0-based character index (single-line formats).
    Index(usize),
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::LineColumn { line, column } => write!(f, "line {line}, column {column}"),
            Location::Index(i) => write!(f, "character {i}"),
        }
    }
}

/// What was wrong with the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    Empty,
    /// The size part (`WxH`, or a `.has` header) is malformed.
    BadHeader(HeaderProblem),
    /// The rule letters after the size (`m3L`, `t`, ...) are malformed.
    BadRules(crate::rule_set::RuleSetError),
    /// A cell that is neither water nor an island number 1-8.
    BadCell(String),
    /// A matrix row whose length differs from the first row's.
    RowWidth {
        expected: usize,
        found: usize,
    },
    /// More or fewer rows than announced.
    RowCount {
        expected: usize,
        found: usize,
    },
    /// A task string whose cells do not add up to W x H.
    CellCount {
        expected: usize,
        found: usize,
    },
    /// A `.has` header whose island count disagrees with the grid.
    IslandCount {
        expected: usize,
        found: usize,
    },
    /// JSON that does not match the schema.
    Json(String),
    /// Well-formed text describing an impossible puzzle.
    Puzzle(PuzzleError),
    /// A row with more cells than the largest allowed side, refused as soon as that is known.
    RowTooLong {
        limit: usize,
    },
    /// More rows than the largest allowed side, refused as soon as that is known.
    TooManyRows {
        limit: usize,
    },
    /// An island whose number is unknown (puzz.link's `.`, Kanpen's `9`): such a puzzle
    /// cannot be played here.
    UnknownClue,
    /// A puzz.link link for another kind of puzzle (its name, an excerpt).
    NotHashi(String),
    /// A character (or a cut-off number) outside puzz.link's Hashi code.
    BadCode(String),
    /// A Kanpen cell that is neither `.`, a number 1 to 8 nor `9`.
    BadKanpenCell(String),
}

/// Terse, for logs and tests: a player reads `hashi_words::parse::parse_error`'s words.
impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::Empty => write!(f, "empty"),
            ParseErrorKind::BadHeader(why) => write!(f, "bad size: {why}"),
            ParseErrorKind::BadRules(why) => write!(f, "bad rules: {why}"),
            ParseErrorKind::BadCell(cell) => write!(f, "bad cell `{}`", excerpt(cell)),
            ParseErrorKind::RowWidth { expected, found } => {
                write!(f, "row of {found} cells, first row {expected}")
            }
            ParseErrorKind::RowCount { expected, found } => {
                write!(f, "{found} rows, expected {expected}")
            }
            ParseErrorKind::CellCount { expected, found } => {
                write!(f, "{found} cells, size {expected}")
            }
            ParseErrorKind::IslandCount { expected, found } => {
                write!(f, "{found} islands, header {expected}")
            }
            ParseErrorKind::Json(why) => write!(f, "{why}"),
            ParseErrorKind::Puzzle(e) => write!(f, "{e}"),
            ParseErrorKind::RowTooLong { limit } => write!(f, "row > {limit} cells"),
            ParseErrorKind::TooManyRows { limit } => write!(f, "rows > {limit}"),
            ParseErrorKind::UnknownClue => write!(f, "unknown number"),
            ParseErrorKind::NotHashi(kind) => write!(f, "not hashikake: `{kind}`"),
            ParseErrorKind::BadCode(code) => write!(f, "bad code `{code}`"),
            ParseErrorKind::BadKanpenCell(cell) => write!(f, "bad cell `{cell}`"),
        }
    }
}

/// What is wrong with a size header, as data: its terse `Display` is for logs and tests,
/// `hashi_words::parse` words it for a person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeaderProblem {
    /// A `.has` header that is not three numbers.
    NotThreeNumbers,
    /// A `.has` header whose rows or columns are out of range.
    Sides { rows: usize, cols: usize },
    /// A task string without the `:` that ends its size.
    NoColon,
    /// A task string whose size is not `WxH`.
    NoSize,
    /// A side that is no number from 1 to [`MAX_SIDE`] (an excerpt of it).
    BadSide(String),
    /// A puzz.link link without `hashikake/<columns>/<rows>/` before its cells.
    NoPuzzLinkSize,
    /// Kanpen text without its rows and columns, each on a line of its own.
    NoKanpenSize,
}

impl fmt::Display for HeaderProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeaderProblem::NotThreeNumbers => write!(f, "not rows, columns, islands"),
            HeaderProblem::Sides { rows, cols } => {
                write!(f, "{rows} rows, {cols} columns: 1 to {MAX_SIDE}")
            }
            HeaderProblem::NoColon => write!(f, "no `WxH:`"),
            HeaderProblem::NoSize => write!(f, "no `WxH`"),
            HeaderProblem::BadSide(side) => write!(f, "side `{side}`: 1 to {MAX_SIDE}"),
            HeaderProblem::NoPuzzLinkSize => write!(f, "no `hashikake/<columns>/<rows>/`"),
            HeaderProblem::NoKanpenSize => write!(f, "no rows and columns lines"),
        }
    }
}

/// A parse failure: the format tried, where it went wrong (when known) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub format: Format,
    pub location: Option<Location>,
    pub kind: ParseErrorKind,
    /// The text did not read as `format`, but its header names it: [`import`] read it so,
    /// to point at what breaks that format, and the message says so.
    pub assumed_from_header: bool,
}

impl ParseError {
    pub(crate) fn at(format: Format, location: Location, kind: ParseErrorKind) -> Self {
        Self {
            format,
            location: Some(location),
            kind,
            assumed_from_header: false,
        }
    }

    pub(crate) fn whole(format: Format, kind: ParseErrorKind) -> Self {
        Self {
            format,
            location: None,
            kind,
            assumed_from_header: false,
        }
    }

    pub(super) fn assumed_from_header(self) -> Self {
        Self {
            assumed_from_header: true,
            ..self
        }
    }
}

/// Terse, for logs and tests (`task string, character 6: number at row 1, column 3: 9 > 8`):
/// a person reads `hashi_words::parse::parse_error`'s words.
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let assumed = if self.assumed_from_header {
            " (by its header)"
        } else {
            ""
        };
        match self.location {
            Some(loc) => write!(f, "{}{assumed}, {loc}: {}", self.format, self.kind),
            None => write!(f, "{}{assumed}: {}", self.format, self.kind),
        }
    }
}

impl std::error::Error for ParseError {}

/// The most characters of the input an error message quotes: a pasted megabyte must not end
/// up in the page.
pub const MAX_EXCERPT_CHARS: usize = 40;

/// At most [`MAX_EXCERPT_CHARS`] characters of `text`, ending in `…` when cut, with control
/// characters escaped so the excerpt stays on one line. Reads only what it keeps.
pub fn excerpt(text: &str) -> String {
    let mut out = String::new();
    let mut kept = 0;
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        let shown: String = if ch.is_control() {
            ch.escape_default().collect()
        } else {
            ch.to_string()
        };
        let width = shown.chars().count();
        let last = chars.peek().is_none();
        // Keep room for the ellipsis unless this is the end of the text.
        let room = if last {
            MAX_EXCERPT_CHARS
        } else {
            MAX_EXCERPT_CHARS - 1
        };
        if kept + width > room {
            out.push('…');
            return out;
        }
        out.push_str(&shown);
        kept += width;
    }
    out
}

/// Turns `(row, col, number)` cells into a puzzle, mapping a rule violation to a parse error.
pub(crate) fn build(
    format: Format,
    width: usize,
    height: usize,
    rules: RuleSet,
    islands: Vec<(crate::Pos, u32)>,
) -> Result<Puzzle, ParseError> {
    Puzzle::with_rules(width, height, rules, islands)
        .map_err(|e| ParseError::whole(format, ParseErrorKind::Puzzle(e)))
}
