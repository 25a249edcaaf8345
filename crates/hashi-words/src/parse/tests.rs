//! Every kind of parse error, each format, with and without a place, worded in every
//! language with its values.

use super::*;
use crate::locale::Locale;
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
fn every_kind_of_error_is_worded_with_its_values() {
    let all = errors();
    let english = Catalog::english();
    for error in &all {
        let said = parse_error(&english, error);
        assert!(!said.is_empty() && !said.contains('{'), "{error:?}: {said}");
    }
    let nine = import("..9").unwrap_err();
    assert_eq!(
        parse_error(&english, &nine),
        "matrix input, line 1, column 1: `..9` is not a cell: use 0 for water and 1 to 8 for an island"
    );
    // Every kind, every header problem, rule error and puzzle error, with and without a
    // place, and read from its header.
    let kinds: std::collections::BTreeSet<String> = all.iter().map(|e| variant(&e.kind)).collect();
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
        let words = Catalog::shipped(locale, &["parse"]);
        let said: Vec<String> = all.iter().map(|e| parse_error(&words, e)).collect();
        for (error, text) in all.iter().zip(&said) {
            assert!(!text.contains('{') || matches!(error.kind, ParseErrorKind::Json(_)));
            if !matches!(error.kind, ParseErrorKind::Json(_)) {
                let english = parse_error(&Catalog::english(), error);
                assert_ne!(text, &english, "{locale:?} {error:?} is English");
            }
            if let Some(Location::LineColumn { line, column }) = error.location {
                assert!(text.contains(&line.to_string()), "{text}");
                assert!(text.contains(&column.to_string()), "{text}");
            }
        }
    }
}

/// The English a person reads where the core's terse `Display`s are for logs: the format,
/// the place, what is wrong and the rule it breaks.
#[test]
fn english_says_the_format_the_place_and_the_rule() {
    let english = Catalog::english();
    let said = |text: &str| parse_error(&english, &import(text).unwrap_err());
    assert_eq!(
        said("3x1:2a9"),
        "task string input, character 6: island at row 1, column 3 has number 9: island numbers are 1 to 8 (more bridges per pair allow larger numbers)"
    );
    assert_eq!(
        said("3 5 4\n1 0 0 0 1\n0 0 9 0 0\n1 0 0 0 1\n"),
        "read as .has input, which its first line names, although the rest does not fit: at line 3, column 5, `9` is not a cell: use 0 for water and 1 to 8 for an island"
    );
    assert_eq!(
        said(&format!("0 0\n0 {}\n", "x".repeat(1000))),
        format!(
            "matrix input, line 2, column 3: `{}…` is not a cell: use 0 for water and 1 to 8 for an island",
            "x".repeat(39)
        )
    );
    let said = |text: &str| parse_error(&english, &parse_task(text).unwrap_err());
    assert_eq!(
        said("5x1m3:CaDa1"),
        "task string input, character 8: island at row 1, column 3 has number 13: island numbers are 1 to 12 (more bridges per pair allow larger numbers)"
    );
    assert_eq!(
        said("5x1m2q:1c1"),
        "task string input, character 5: bad rules: `q` is not a rule (mN: up to N bridges per pair, L: no loops, w: cylinder, t: torus)"
    );
}
