//! Why a text is no puzzle (group `parse`): the format tried, where it went wrong and what is
//! wrong there, written from the core's `ParseError`; and why a link's rules or date cannot be
//! read (`RuleSetError`, `DateError`). The page's `parse_words` chunk and the CLI speak through
//! these. A JSON reader's own message (serde's) stays as it is, inside the sentence.

use crate::catalog::Catalog;
use crate::common::place;
use crate::ParseMsg as Msg;
use hashi_core::daily::{days_in_month, DateError};
use hashi_core::formats::{Format, HeaderProblem, Location, ParseError, ParseErrorKind};
use hashi_core::puzzle::{PuzzleError, MAX_SIDE, MAX_TARGET};
use hashi_core::rule_set::RuleSetError;

/// The message for `error`, begun as the core's is (in lower case, to follow a label).
pub fn parse_error(words: &Catalog, error: &ParseError) -> String {
    let format = format_name(words, error.format);
    let what = kind(words, &error.kind);
    let place = error.location.map(|at| location(words, at));
    match (error.assumed_from_header, place) {
        (true, Some(place)) => words.say_with(
            Msg::AssumedAt,
            &[("format", &format), ("where", &place), ("what", &what)],
        ),
        (true, None) => words.say_with(Msg::Assumed, &[("format", &format), ("what", &what)]),
        (false, Some(place)) => words.say_with(
            Msg::At,
            &[("format", &format), ("where", &place), ("what", &what)],
        ),
        (false, None) => words.say_with(Msg::Whole, &[("format", &format), ("what", &what)]),
    }
}

fn format_name(words: &Catalog, format: Format) -> String {
    words.say(match format {
        Format::Json => Msg::FormatJson,
        Format::Task => Msg::FormatTask,
        Format::Matrix => Msg::FormatMatrix,
        Format::Has => Msg::FormatHas,
        Format::Tatham => Msg::FormatTatham,
        Format::PuzzLink => Msg::FormatPuzzlink,
        Format::Kanpen => Msg::FormatKanpen,
    })
}

fn location(words: &Catalog, location: Location) -> String {
    match location {
        Location::LineColumn { line, column } => words.say_with(
            Msg::LineColumn,
            &[("line", &line.to_string()), ("column", &column.to_string())],
        ),
        Location::Index(index) => words.say_with(Msg::Character, &[("index", &index.to_string())]),
    }
}

fn kind(words: &Catalog, kind: &ParseErrorKind) -> String {
    let counts = |msg: Msg, expected: usize, found: usize| {
        words.say_with(
            msg,
            &[
                ("expected", &expected.to_string()),
                ("found", &found.to_string()),
            ],
        )
    };
    match kind {
        ParseErrorKind::Empty => words.say(Msg::Empty),
        ParseErrorKind::BadHeader(why) => {
            words.say_with(Msg::BadHeader, &[("why", &header(words, why))])
        }
        ParseErrorKind::BadRules(why) => {
            words.say_with(Msg::BadRules, &[("why", &rules(words, why))])
        }
        ParseErrorKind::BadCell(cell) => words.say_with(
            Msg::BadCell,
            &[("cell", &hashi_core::formats::excerpt(cell))],
        ),
        ParseErrorKind::RowWidth { expected, found } => counts(Msg::RowWidth, *expected, *found),
        ParseErrorKind::RowCount { expected, found } => counts(Msg::RowCount, *expected, *found),
        ParseErrorKind::CellCount { expected, found } => counts(Msg::CellCount, *expected, *found),
        ParseErrorKind::IslandCount { expected, found } => {
            counts(Msg::IslandCount, *expected, *found)
        }
        // The JSON reader's own words: external text, kept as it is.
        ParseErrorKind::Json(why) => why.clone(),
        ParseErrorKind::Puzzle(why) => puzzle(words, why),
        ParseErrorKind::RowTooLong { limit } => {
            words.say_with(Msg::RowTooLong, &[("limit", &limit.to_string())])
        }
        ParseErrorKind::TooManyRows { limit } => {
            words.say_with(Msg::TooManyRows, &[("limit", &limit.to_string())])
        }
        ParseErrorKind::UnknownClue => words.say(Msg::UnknownClue),
        ParseErrorKind::NotHashi(other) => words.say_with(Msg::NotHashi, &[("kind", other)]),
        ParseErrorKind::BadCode(code) => words.say_with(Msg::BadCode, &[("code", code)]),
        ParseErrorKind::BadKanpenCell(cell) => {
            words.say_with(Msg::BadKanpenCell, &[("cell", cell)])
        }
    }
}

fn header(words: &Catalog, why: &HeaderProblem) -> String {
    let max = MAX_SIDE.to_string();
    match why {
        HeaderProblem::NotThreeNumbers => words.say(Msg::HeaderThree),
        HeaderProblem::Sides { rows, cols } => words.say_with(
            Msg::HeaderSides,
            &[
                ("rows", &rows.to_string()),
                ("cols", &cols.to_string()),
                ("max", &max),
            ],
        ),
        HeaderProblem::NoColon => words.say(Msg::HeaderColon),
        HeaderProblem::NoSize => words.say(Msg::HeaderSize),
        HeaderProblem::BadSide(side) => {
            words.say_with(Msg::HeaderSide, &[("side", side), ("max", &max)])
        }
        HeaderProblem::NoPuzzLinkSize => words.say(Msg::HeaderPuzzlink),
        HeaderProblem::NoKanpenSize => words.say(Msg::HeaderKanpen),
    }
}

/// Why a date cannot be read.
pub fn date(words: &Catalog, why: &DateError) -> String {
    match why {
        DateError::Form(text) => words.say_with(Msg::DateForm, &[("text", text)]),
        DateError::Month(month) => words.say_with(Msg::DateMonth, &[("month", &month.to_string())]),
        DateError::Day { year, month, day } => words.say_with(
            Msg::DateDay,
            &[
                ("month", &format!("{year:04}-{month:02}")),
                ("days", &days_in_month(*year, *month).to_string()),
                ("day", &day.to_string()),
            ],
        ),
    }
}

pub fn rules(words: &Catalog, why: &RuleSetError) -> String {
    match why {
        RuleSetError::MaxBridges { value, .. } => {
            words.say_with(Msg::RulesMax, &[("value", value)])
        }
        RuleSetError::Unknown { letter, .. } => {
            words.say_with(Msg::RulesUnknown, &[("letter", &letter.to_string())])
        }
        RuleSetError::Repeated { letter, .. } => {
            words.say_with(Msg::RulesRepeated, &[("letter", &letter.to_string())])
        }
    }
}

fn puzzle(words: &Catalog, why: &PuzzleError) -> String {
    match why {
        PuzzleError::SizeOutOfRange { width, height } => words.say_with(
            Msg::PuzzleSize,
            &[
                ("width", &width.to_string()),
                ("height", &height.to_string()),
                ("max", &MAX_SIDE.to_string()),
            ],
        ),
        PuzzleError::NoIslands => words.say(Msg::PuzzleNoIslands),
        PuzzleError::IslandOutside { pos, width, height } => words.say_with(
            Msg::PuzzleOutside,
            &[
                ("place", &place(words, *pos)),
                ("width", &width.to_string()),
                ("height", &height.to_string()),
            ],
        ),
        PuzzleError::TargetOutOfRange { pos, target, max } => {
            // Below the largest number any rules allow, more bridges a pair would allow more.
            let msg = if *max < MAX_TARGET {
                Msg::PuzzleTargetCapped
            } else {
                Msg::PuzzleTarget
            };
            words.say_with(
                msg,
                &[
                    ("place", &place(words, *pos)),
                    ("target", &target.to_string()),
                    ("max", &max.to_string()),
                ],
            )
        }
        PuzzleError::DuplicateIsland { pos } => {
            words.say_with(Msg::PuzzleDuplicate, &[("place", &place(words, *pos))])
        }
    }
}

#[cfg(test)]
mod tests;
