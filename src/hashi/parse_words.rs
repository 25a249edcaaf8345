//! Why a text is no puzzle, in the player's language (group `parse`): the format tried, where it
//! went wrong and what is wrong there, written from the core's `ParseError`; and why a link's
//! rules or date cannot be read (`RuleSetError`, `DateError`). A chunk of its own, fetched by
//! the screens that read pasted or linked text (the Import panel, the editor's "edit a copy",
//! the page of a link that opens no puzzle), so that the group's English travels in no route's
//! first download. In English it is byte for byte the core's Display (the CLI's); unit tests
//! hold the two together. A JSON reader's own message (serde's) stays as it is, inside the
//! sentence.

use crate::i18n::{t, t_with, ParseMsg as Msg};
use hashi_core::daily::{days_in_month, DateError};
use hashi_core::formats::{Format, HeaderProblem, Location, ParseError, ParseErrorKind};
use hashi_core::puzzle::{PuzzleError, MAX_SIDE, MAX_TARGET};
use hashi_core::rule_set::RuleSetError;
use hashi_core::Pos;

/// The chunk's sentence writers, one per kind of text the core could not read.
#[derive(Clone, Copy)]
pub struct ReadWords {
    pub text: fn(&ParseError) -> String,
    pub rules: fn(&RuleSetError) -> String,
    pub date: fn(&DateError) -> String,
}

impl ReadWords {
    /// The core's own (English) words, for when the chunk is not here: before it arrives, or
    /// where it cannot be downloaded.
    pub const CORE: ReadWords = ReadWords {
        text: |error| error.to_string(),
        rules: |error| error.to_string(),
        date: |error| error.to_string(),
    };
}

crate::split_chunk! {
    /// The parse errors in words, fetched by the screens that may have to say one.
    pub fn parse_words in parse_words -> ReadWords => read_words()
}

/// The chunk's sentence writers.
pub fn read_words() -> ReadWords {
    ReadWords {
        text: say_parse_error,
        rules,
        date,
    }
}

/// The message for `error`, begun as the core's is (in lower case, to follow a label).
pub fn say_parse_error(error: &ParseError) -> String {
    let format = format_name(error.format);
    let what = kind(&error.kind);
    let place = error.location.map(location);
    match (error.assumed_from_header, place) {
        (true, Some(place)) => t_with(
            Msg::AssumedAt,
            &[("format", &format), ("where", &place), ("what", &what)],
        ),
        (true, None) => t_with(Msg::Assumed, &[("format", &format), ("what", &what)]),
        (false, Some(place)) => t_with(
            Msg::At,
            &[("format", &format), ("where", &place), ("what", &what)],
        ),
        (false, None) => t_with(Msg::Whole, &[("format", &format), ("what", &what)]),
    }
}

fn format_name(format: Format) -> String {
    t(match format {
        Format::Json => Msg::FormatJson,
        Format::Task => Msg::FormatTask,
        Format::Matrix => Msg::FormatMatrix,
        Format::Has => Msg::FormatHas,
        Format::Tatham => Msg::FormatTatham,
        Format::PuzzLink => Msg::FormatPuzzlink,
        Format::Kanpen => Msg::FormatKanpen,
    })
}

fn location(location: Location) -> String {
    match location {
        Location::LineColumn { line, column } => t_with(
            Msg::LineColumn,
            &[("line", &line.to_string()), ("column", &column.to_string())],
        ),
        Location::Index(index) => t_with(Msg::Character, &[("index", &index.to_string())]),
    }
}

/// A cell as the language names it, counted from 1.
fn place(pos: Pos) -> String {
    let (r, c) = (pos.r.saturating_add(1), pos.c.saturating_add(1));
    t_with(
        Msg::Place,
        &[("row", &r.to_string()), ("column", &c.to_string())],
    )
}

fn kind(kind: &ParseErrorKind) -> String {
    let counts = |msg: Msg, expected: usize, found: usize| {
        t_with(
            msg,
            &[
                ("expected", &expected.to_string()),
                ("found", &found.to_string()),
            ],
        )
    };
    match kind {
        ParseErrorKind::Empty => t(Msg::Empty),
        ParseErrorKind::BadHeader(why) => t_with(Msg::BadHeader, &[("why", &header(why))]),
        ParseErrorKind::BadRules(why) => t_with(Msg::BadRules, &[("why", &rules(why))]),
        ParseErrorKind::BadCell(cell) => t_with(
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
        ParseErrorKind::Puzzle(why) => puzzle(why),
        ParseErrorKind::RowTooLong { limit } => {
            t_with(Msg::RowTooLong, &[("limit", &limit.to_string())])
        }
        ParseErrorKind::TooManyRows { limit } => {
            t_with(Msg::TooManyRows, &[("limit", &limit.to_string())])
        }
        ParseErrorKind::UnknownClue => t(Msg::UnknownClue),
        ParseErrorKind::NotHashi(other) => t_with(Msg::NotHashi, &[("kind", other)]),
        ParseErrorKind::BadCode(code) => t_with(Msg::BadCode, &[("code", code)]),
        ParseErrorKind::BadKanpenCell(cell) => t_with(Msg::BadKanpenCell, &[("cell", cell)]),
    }
}

fn header(why: &HeaderProblem) -> String {
    let max = MAX_SIDE.to_string();
    match why {
        HeaderProblem::NotThreeNumbers => t(Msg::HeaderThree),
        HeaderProblem::Sides { rows, cols } => t_with(
            Msg::HeaderSides,
            &[
                ("rows", &rows.to_string()),
                ("cols", &cols.to_string()),
                ("max", &max),
            ],
        ),
        HeaderProblem::NoColon => t(Msg::HeaderColon),
        HeaderProblem::NoSize => t(Msg::HeaderSize),
        HeaderProblem::BadSide(side) => t_with(Msg::HeaderSide, &[("side", side), ("max", &max)]),
        HeaderProblem::NoPuzzLinkSize => t(Msg::HeaderPuzzlink),
        HeaderProblem::NoKanpenSize => t(Msg::HeaderKanpen),
    }
}

/// Why a date cannot be read.
fn date(why: &DateError) -> String {
    match why {
        DateError::Form(text) => t_with(Msg::DateForm, &[("text", text)]),
        DateError::Month(month) => t_with(Msg::DateMonth, &[("month", &month.to_string())]),
        DateError::Day { year, month, day } => t_with(
            Msg::DateDay,
            &[
                ("month", &format!("{year:04}-{month:02}")),
                ("days", &days_in_month(*year, *month).to_string()),
                ("day", &day.to_string()),
            ],
        ),
    }
}

fn rules(why: &RuleSetError) -> String {
    match why {
        RuleSetError::MaxBridges { value, .. } => t_with(Msg::RulesMax, &[("value", value)]),
        RuleSetError::Unknown { letter, .. } => {
            t_with(Msg::RulesUnknown, &[("letter", &letter.to_string())])
        }
        RuleSetError::Repeated { letter, .. } => {
            t_with(Msg::RulesRepeated, &[("letter", &letter.to_string())])
        }
    }
}

fn puzzle(why: &PuzzleError) -> String {
    match why {
        PuzzleError::SizeOutOfRange { width, height } => t_with(
            Msg::PuzzleSize,
            &[
                ("width", &width.to_string()),
                ("height", &height.to_string()),
                ("max", &MAX_SIDE.to_string()),
            ],
        ),
        PuzzleError::NoIslands => t(Msg::PuzzleNoIslands),
        PuzzleError::IslandOutside { pos, width, height } => t_with(
            Msg::PuzzleOutside,
            &[
                ("place", &place(*pos)),
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
            t_with(
                msg,
                &[
                    ("place", &place(*pos)),
                    ("target", &target.to_string()),
                    ("max", &max.to_string()),
                ],
            )
        }
        PuzzleError::DuplicateIsland { pos } => {
            t_with(Msg::PuzzleDuplicate, &[("place", &place(*pos))])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog::Catalog;
    use crate::i18n::{with_language, Locale};
    use hashi_core::formats::{import, parse_has, parse_json, parse_task};

    /// Texts that fail in every way a reader can say, each format, with and without a place.
    const BROKEN: &[&str] = &[
        "",
        "   \n  ",
        "{",
        "{\"w\": 3}",
        "{\"w\": 0, \"h\": 3, \"islands\": []}",
        "{\"w\": 3, \"h\": 3, \"islands\": []}",
        "{\"w\": 3, \"h\": 3, \"islands\": [{\"r\": 5, \"c\": 0, \"target\": 1}]}",
        "{\"w\": 3, \"h\": 3, \"islands\": [{\"r\": 0, \"c\": 0, \"target\": 9}]}",
        "{\"w\": 3, \"h\": 3, \"islands\": [{\"r\": 0, \"c\": 0, \"target\": 1}, {\"r\": 0, \"c\": 0, \"target\": 1}]}",
        "3x3",
        "3:2a2",
        "0x3:2a2",
        "3xq:2a2",
        "3x1m9:2a2",
        "3x1q:2a2",
        "3x1LL:2a2",
        "3x1:2a2a",
        "3x1:2?2",
        "3x1:9a9",
        "3x1:aaa",
        "3x1m1:3a3",
        "7x7i30e10m9d0:2a2",
        "1 0 2\n0 9 0\n2 0 1\n",
        "1 0 2\n0 0\n2 0 1\n",
        "0 0\n0 0\n",
        "2 2 1\n1 0\n0 0\n",
        "2 2 5\n1 0\n0 1\n",
        "2 2 2\n1 0 0\n0 1 0\n",
        "200 2 1\n1 0\n",
        "x y z\n1 0\n",
    ];

    fn errors() -> Vec<ParseError> {
        let mut all: Vec<ParseError> = BROKEN.iter().filter_map(|t| import(t).err()).collect();
        all.extend(parse_task("3x1").err());
        all.extend(parse_task("31:2a2").err());
        all.extend(parse_has("1 3 2 0\n2 0 2\n").err());
        all.extend(parse_has("5000 5000 1\n1\n").err());
        all.extend(parse_has("3 3 4\n2 0 2\n0 0 0\n").err());
        all.extend(parse_json("").err());
        // puzz.link links and Kanpen text, damaged each way.
        for text in [
            "https://puzz.link/p?hashikake/3/1/2.2",
            "https://puzz.link/p?nurikabe/5/5/g5k2o1k3i",
            "https://puzz.link/p?hashikake/3/1/2!2",
            "https://puzz.link/p?hashikake/5",
            "https://puzz.link/p?hashikake/3/1/2g",
            "2\n3\n1 . 9\n. . 1\n",
            "2\n3\n1 . x\n. . 1\n",
        ] {
            all.extend(import(text).err());
        }
        all.extend(hashi_core::formats::parse_kanpen("2\n").err());
        let long_row = "1 ".repeat(MAX_SIDE + 1);
        all.extend(import(&long_row).err());
        let many_rows = "1\n".repeat(MAX_SIDE + 1);
        all.extend(import(&many_rows).err());
        all
    }

    fn variant(kind: &ParseErrorKind) -> String {
        let debug = format!("{kind:?}");
        let end = debug.find(['(', ' ', '{']).unwrap_or(debug.len());
        let inner = match kind {
            ParseErrorKind::BadHeader(h) => format!("{h:?}"),
            ParseErrorKind::BadRules(r) => format!("{r:?}"),
            ParseErrorKind::Puzzle(p) => format!("{p:?}"),
            _ => String::new(),
        };
        let inner_end = inner.find(['(', ' ', '{']).unwrap_or(inner.len());
        format!("{}:{}", &debug[..end], &inner[..inner_end])
    }

    #[test]
    fn english_is_the_cores_display_for_every_kind_of_error() {
        let all = errors();
        for error in &all {
            assert_eq!(say_parse_error(error), error.to_string(), "{error:?}");
        }
        // Every kind, every header problem, rule error and puzzle error, with and without a
        // place, and read from its header.
        let kinds: std::collections::BTreeSet<String> =
            all.iter().map(|e| variant(&e.kind)).collect();
        for wanted in [
            "Empty:",
            "BadHeader:NotThreeNumbers",
            "BadHeader:Sides",
            "BadHeader:NoColon",
            "BadHeader:NoSize",
            "BadHeader:BadSide",
            "BadRules:MaxBridges",
            "BadRules:Unknown",
            "BadRules:Repeated",
            "BadCell:",
            "RowWidth:",
            "RowCount:",
            "CellCount:",
            "IslandCount:",
            "Json:",
            "Puzzle:SizeOutOfRange",
            "Puzzle:NoIslands",
            "Puzzle:IslandOutside",
            "Puzzle:TargetOutOfRange",
            "Puzzle:DuplicateIsland",
            "RowTooLong:",
            "TooManyRows:",
            "UnknownClue:",
            "NotHashi:",
            "BadCode:",
            "BadKanpenCell:",
            "BadHeader:NoPuzzLinkSize",
            "BadHeader:NoKanpenSize",
        ] {
            assert!(kinds.contains(wanted), "no case of {wanted} in {kinds:?}");
        }
        assert!(all.iter().any(|e| e.assumed_from_header));
        assert!(all
            .iter()
            .any(|e| matches!(e.location, Some(Location::Index(_)))));
        assert!(all
            .iter()
            .any(|e| matches!(e.location, Some(Location::LineColumn { .. }))));
        assert!(all.iter().any(|e| e.location.is_none()));
        assert!(all.iter().any(|e| matches!(
            e.kind,
            ParseErrorKind::Puzzle(PuzzleError::TargetOutOfRange { max, .. }) if max < MAX_TARGET
        )));
        let formats: std::collections::BTreeSet<String> =
            all.iter().map(|e| format!("{:?}", e.format)).collect();
        assert_eq!(formats.len(), 7, "{formats:?}");
    }

    #[test]
    fn every_language_words_every_error_with_its_values() {
        let all = errors();
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
            let said: Vec<String> = with_language(Catalog::shipped(locale, &["parse"]), || {
                all.iter().map(say_parse_error).collect()
            });
            for (error, text) in all.iter().zip(&said) {
                assert!(!text.contains('{') || matches!(error.kind, ParseErrorKind::Json(_)));
                if !matches!(error.kind, ParseErrorKind::Json(_)) {
                    assert_ne!(text, &error.to_string(), "{locale:?} {error:?} is English");
                }
                if let Some(Location::LineColumn { line, column }) = error.location {
                    assert!(text.contains(&line.to_string()), "{text}");
                    assert!(text.contains(&column.to_string()), "{text}");
                }
            }
        }
    }
}
