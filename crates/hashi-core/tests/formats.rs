//! Every format round-trips, detection picks the right one, and malformed input gets a
//! precise error instead of a panic.

use hashi_core::formats::{
    detect, import, parse_has, parse_json, parse_matrix, parse_task, write_has, write_json,
    write_matrix, write_task, Format, Location, ParseErrorKind,
};
use hashi_core::{Pos, Puzzle, PuzzleError};
use proptest::prelude::*;

fn sample() -> Puzzle {
    parse_task("7x5:2a3a3a1b2b4a1a4b2a4b1a2e3a1").unwrap()
}

#[test]
fn sample_has_the_expected_shape() {
    let p = sample();
    assert_eq!((p.width(), p.height()), (7, 5));
    assert_eq!(p.islands()[0].pos, Pos::new(0, 0));
    assert_eq!(p.islands()[0].target, 2);
}

#[test]
fn every_format_round_trips() {
    let p = sample();
    assert_eq!(parse_task(&write_task(&p)).unwrap(), p);
    assert_eq!(parse_matrix(&write_matrix(&p)).unwrap(), p);
    assert_eq!(parse_has(&write_has(&p)).unwrap(), p);
    let (id, back) = parse_json(&write_json(&p, Some("easy-001"))).unwrap();
    assert_eq!(back, p);
    assert_eq!(id.as_deref(), Some("easy-001"));
}

#[test]
fn detection_recognises_each_format() {
    let p = sample();
    assert_eq!(detect(&write_task(&p)), Format::Task);
    assert_eq!(detect(&write_matrix(&p)), Format::Matrix);
    assert_eq!(detect(&write_has(&p)), Format::Has);
    assert_eq!(detect(&write_json(&p, None)), Format::Json);
    for text in [
        write_task(&p),
        write_matrix(&p),
        write_has(&p),
        write_json(&p, None),
    ] {
        assert_eq!(import(&text).unwrap().puzzle, p);
    }
}

#[test]
fn matrix_accepts_commas_and_spaces() {
    let p = parse_matrix("2, 0, 2\n0,0,0\n1 0 1\n\n").unwrap();
    assert_eq!(write_task(&p), "3x3:2a2c1a1");
}

#[test]
fn long_water_runs_chain_letters() {
    let p = Puzzle::new(30, 1, [(Pos::new(0, 0), 1), (Pos::new(0, 29), 1)]).unwrap();
    assert_eq!(write_task(&p), "30x1:1zb1");
    assert_eq!(parse_task("30x1:1zb1").unwrap(), p);
}

fn location_of(text: &str) -> (Option<Location>, ParseErrorKind) {
    let e = import(text).unwrap_err();
    (e.location, e.kind)
}

#[test]
fn empty_input_is_reported() {
    assert_eq!(import("").unwrap_err().kind, ParseErrorKind::Empty);
    assert_eq!(import("  \n \n").unwrap_err().kind, ParseErrorKind::Empty);
    assert_eq!(parse_task("").unwrap_err().kind, ParseErrorKind::Empty);
    assert_eq!(parse_json(" ").unwrap_err().kind, ParseErrorKind::Empty);
    assert_eq!(parse_has("").unwrap_err().kind, ParseErrorKind::Empty);
}

#[test]
fn digits_zero_and_nine_are_not_cells() {
    let (loc, kind) = location_of("3x1:2a9");
    assert_eq!(loc, Some(Location::Index(6)));
    assert_eq!(kind, ParseErrorKind::BadCell("9".into()));
    let (loc, kind) = location_of("3x1:0c");
    assert_eq!(loc, Some(Location::Index(4)));
    assert_eq!(kind, ParseErrorKind::BadCell("0".into()));
    let (loc, kind) = location_of("1 0 1\n0 9 0\n");
    assert_eq!(loc, Some(Location::LineColumn { line: 2, column: 3 }));
    assert_eq!(kind, ParseErrorKind::BadCell("9".into()));
}

#[test]
fn truncated_input_is_reported() {
    let (loc, kind) = location_of("3x3:2a2c1");
    assert_eq!(loc, Some(Location::Index(9)));
    assert_eq!(
        kind,
        ParseErrorKind::CellCount {
            expected: 9,
            found: 7
        }
    );
    let e = parse_has("3 3 4\n2 0 2\n0 0 0\n").unwrap_err();
    assert_eq!(
        e.kind,
        ParseErrorKind::RowCount {
            expected: 3,
            found: 2
        }
    );
    let e = parse_json(r#"{"w": 3, "h": 1, "islands": [{"r": 0, "c": 0"#).unwrap_err();
    assert!(matches!(
        e.location,
        Some(Location::LineColumn { line: 1, .. })
    ));
    assert!(matches!(e.kind, ParseErrorKind::Json(_)));
}

#[test]
fn too_many_cells_are_reported_where_they_overflow() {
    let (loc, kind) = location_of("3x1:2a2a");
    assert_eq!(loc, Some(Location::Index(7)));
    assert!(matches!(
        kind,
        ParseErrorKind::CellCount { expected: 3, .. }
    ));
}

#[test]
fn wrong_row_widths_are_reported() {
    let (loc, kind) = location_of("2 0 2\n0 0\n1 0 1\n");
    assert_eq!(loc, Some(Location::LineColumn { line: 2, column: 1 }));
    assert_eq!(
        kind,
        ParseErrorKind::RowWidth {
            expected: 3,
            found: 2
        }
    );
    let e = parse_has("2 3 2\n1 0\n0 1\n").unwrap_err();
    assert!(matches!(
        e.kind,
        ParseErrorKind::RowWidth {
            expected: 3,
            found: 2
        }
    ));
}

#[test]
fn huge_sizes_are_refused_before_allocating() {
    let (_, kind) = location_of("100000x100000:1");
    assert!(matches!(kind, ParseErrorKind::BadHeader(_)));
    let e = parse_has("5000 5000 1\n1\n").unwrap_err();
    assert!(matches!(e.kind, ParseErrorKind::BadHeader(_)));
    let e = parse_json(r#"{"w": 1000, "h": 1, "islands": [{"r": 0, "c": 0, "target": 1}]}"#)
        .unwrap_err();
    assert_eq!(
        e.kind,
        ParseErrorKind::Puzzle(PuzzleError::SizeOutOfRange {
            width: 1000,
            height: 1
        })
    );
}

#[test]
fn json_schema_errors_carry_a_position() {
    let e = parse_json("{\n  \"w\": 3,\n  \"h\": 1,\n  \"isles\": []\n}").unwrap_err();
    assert_eq!(e.format, Format::Json);
    assert!(matches!(
        e.location,
        Some(Location::LineColumn { line: 4, .. })
    ));
    let e =
        parse_json(r#"{"w": 3, "h": 1, "islands": [{"r": 0, "c": 5, "target": 1}]}"#).unwrap_err();
    assert!(matches!(
        e.kind,
        ParseErrorKind::Puzzle(PuzzleError::IslandOutside { .. })
    ));
    let e =
        parse_json(r#"{"w": 3, "h": 1, "islands": [{"r": 0, "c": 0, "target": 9}]}"#).unwrap_err();
    assert!(matches!(
        e.kind,
        ParseErrorKind::Puzzle(PuzzleError::TargetOutOfRange { target: 9, .. })
    ));
}

#[test]
fn has_island_count_must_match_its_header() {
    let e = parse_has("1 3 3\n2 0 2\n").unwrap_err();
    assert_eq!(
        e.kind,
        ParseErrorKind::IslandCount {
            expected: 3,
            found: 2
        }
    );
}

#[test]
fn errors_read_as_sentences() {
    let e = import("3x1:2a9").unwrap_err();
    assert_eq!(
        e.to_string(),
        "task string input, character 6: `9` is not a cell: use 0 for water and 1 to 8 for an island"
    );
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        let _ = import(&text);
        let _ = parse_task(&text);
        let _ = parse_has(&text);
        let _ = parse_matrix(&text);
        let _ = parse_json(&text);
    }

    #[test]
    fn random_puzzles_round_trip(w in 1usize..40, h in 1usize..40, cells in proptest::collection::vec((0usize..40, 0usize..40, 1u32..=8), 1..60)) {
        let mut seen = std::collections::HashSet::new();
        let islands: Vec<_> = cells
            .into_iter()
            .filter(|(r, c, _)| *r < h && *c < w && seen.insert((*r, *c)))
            .map(|(r, c, t)| (Pos::new(r, c), t))
            .collect();
        prop_assume!(!islands.is_empty());
        let p = Puzzle::new(w, h, islands).unwrap();
        prop_assert_eq!(parse_task(&write_task(&p)).unwrap(), p.clone());
        prop_assert_eq!(parse_has(&write_has(&p)).unwrap(), p.clone());
        prop_assert_eq!(import(&write_matrix(&p)).unwrap().puzzle, p.clone());
        prop_assert_eq!(parse_json(&write_json(&p, None)).unwrap().1, p);
    }
}
