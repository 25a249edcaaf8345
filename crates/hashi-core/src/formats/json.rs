//! JSON: `{"id"?, "w", "h", "rules"?, "islands": [{"r", "c", "target"}]}`, where `rules` is
//! `{"max_bridges"?, "loops"?, "wrap"?}` (1-4, true/false, "flat"/"cylinder"/"torus"),
//! left out for the standard rules.
//!
//! serde_json reads in one pass and refuses nesting deeper than 128 levels; its messages can
//! repeat parts of the input, so quoted parts are cut to a short excerpt.

use super::{build, excerpt, Format, Location, ParseError, ParseErrorKind};
use crate::puzzle::Puzzle;
use crate::rule_set::RuleSet;
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
    #[serde(default, skip_serializing_if = "RuleSet::is_standard")]
    pub rules: RuleSet,
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
            rules: puzzle.rules(),
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
            self.rules,
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
        let why = shorten_quotes(
            why.rsplit_once(" at line ")
                .map_or(why.as_str(), |(head, _)| head),
        );
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

/// The longest serde_json message kept, in characters: its prose is short, so anything longer
/// is quoted input.
const MAX_MESSAGE_CHARS: usize = 200;

/// serde_json's message with every quoted part (in backticks or double quotes, which is where
/// it repeats the input: unknown field names, string values) cut to a short excerpt.
fn shorten_quotes(message: &str) -> String {
    let mut out = String::new();
    let mut rest = message;
    while let Some(open) = rest.find(['`', '"']) {
        // Both quote characters are one byte long.
        let quote = if rest.as_bytes()[open] == b'`' {
            '`'
        } else {
            '"'
        };
        out.push_str(&rest[..=open]);
        let inside = &rest[open + 1..];
        // A backslash escapes the next character inside double quotes (`{:?}` output).
        let mut close = None;
        let mut escaped = false;
        for (i, ch) in inside.char_indices() {
            if escaped {
                escaped = false;
            } else if ch == '\\' && quote == '"' {
                escaped = true;
            } else if ch == quote {
                close = Some(i);
                break;
            }
        }
        let Some(close) = close else {
            out.push_str(&excerpt(inside));
            rest = "";
            break;
        };
        out.push_str(&excerpt(&inside[..close]));
        out.push(quote);
        rest = &inside[close + 1..];
    }
    out.push_str(rest);
    if out.chars().count() > MAX_MESSAGE_CHARS {
        out = out
            .chars()
            .take(MAX_MESSAGE_CHARS - 1)
            .chain(['…'])
            .collect();
    }
    out
}

/// Writes pretty JSON with an optional id.
pub fn write_json(puzzle: &Puzzle, id: Option<&str>) -> String {
    let doc = JsonPuzzle::from_puzzle(puzzle, id);
    serde_json::to_string_pretty(&doc)
        .unwrap_or_else(|e| unreachable!("plain data serialises: {e}"))
}
