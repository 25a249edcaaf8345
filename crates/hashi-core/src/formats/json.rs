//! JSON: `{"id"?, "w", "h", "islands": [{"r", "c", "target"}]}`.

use super::{build, Format, Location, ParseError, ParseErrorKind};
use crate::puzzle::Puzzle;
use crate::Pos;
use serde::{Deserialize, Serialize};

/// The JSON document as stored in files and packs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JsonPuzzle {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub w: usize,
    pub h: usize,
    pub islands: Vec<JsonIsland>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JsonIsland {
    pub r: usize,
    pub c: usize,
    pub target: u32,
}

impl JsonPuzzle {
    pub fn from_puzzle(puzzle: &Puzzle, id: Option<&str>) -> Self {
        Self {
            id: id.map(str::to_string),
            w: puzzle.width(),
            h: puzzle.height(),
            islands: puzzle
                .islands()
                .iter()
                .map(|i| JsonIsland {
                    r: i.pos.r,
                    c: i.pos.c,
                    target: u32::from(i.target),
                })
                .collect(),
        }
    }

    pub fn to_puzzle(&self) -> Result<Puzzle, ParseError> {
        build(
            Format::Json,
            self.w,
            self.h,
            self.islands
                .iter()
                .map(|i| (Pos::new(i.r, i.c), i.target))
                .collect(),
        )
    }
}

/// Parses a JSON puzzle, returning its id (if any) and the puzzle.
pub fn parse_json(text: &str) -> Result<(Option<String>, Puzzle), ParseError> {
    if text.trim().is_empty() {
        return Err(ParseError::whole(Format::Json, ParseErrorKind::Empty));
    }
    let doc: JsonPuzzle = serde_json::from_str(text).map_err(|e| {
        let why = e.to_string();
        // serde_json appends " at line L column C"; the location is reported separately.
        let why = why
            .rsplit_once(" at line ")
            .map_or(why.as_str(), |(head, _)| head)
            .to_string();
        ParseError::at(
            Format::Json,
            Location::LineColumn {
                line: e.line(),
                column: e.column(),
            },
            ParseErrorKind::Json(why),
        )
    })?;
    let puzzle = doc.to_puzzle()?;
    Ok((doc.id, puzzle))
}

/// Writes pretty JSON with an optional id.
pub fn write_json(puzzle: &Puzzle, id: Option<&str>) -> String {
    let doc = JsonPuzzle::from_puzzle(puzzle, id);
    serde_json::to_string_pretty(&doc)
        .unwrap_or_else(|e| unreachable!("plain data serialises: {e}"))
}
