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
    assert!(matches!(
        kind,
        ParseErrorKind::Puzzle(PuzzleError::TargetOutOfRange {
            target: 9,
            max: 8,
            ..
        })
    ));
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
fn a_has_file_with_a_bad_cell_is_reported_as_has_at_that_cell() {
    // The 9 at line 3, column 5 makes detection read a matrix, whose rows would then disagree
    // with the header at line 2: the header names the format, and the 9 is what breaks it.
    let text = "3 5 4\n1 0 0 0 1\n0 0 9 0 0\n1 0 0 0 1\n";
    assert_eq!(detect(text), Format::Matrix);
    let e = import(text).unwrap_err();
    assert_eq!(e.format, Format::Has);
    assert!(e.assumed_from_header);
    assert_eq!(
        e.location,
        Some(hashi_core::formats::Location::LineColumn { line: 3, column: 5 })
    );
    assert_eq!(
        e.to_string(),
        ".has (by its header), line 3, column 5: bad cell `9`"
    );
    // A matrix that reads as one is still a matrix, whatever its first row looks like.
    assert_eq!(
        import("1 2 1\n0 0 0\n").map(|i| i.format),
        Ok(Format::Matrix)
    );
    // Without a `.has` header, a broken matrix is reported as a matrix.
    let e = import("1 0 1\n0 9 0\n").unwrap_err();
    assert_eq!((e.format, e.assumed_from_header), (Format::Matrix, false));
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
fn errors_say_format_place_and_values_tersely() {
    let e = import("3x1:2a9").unwrap_err();
    assert_eq!(
        e.to_string(),
        "task string, character 6: number at row 1, column 3: 9 > 8"
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

// ---------------------------------------------------------------------------------------------
// Hostile input: a megabyte of any shape is refused quickly, and errors quote only an excerpt.

const MIB: usize = 1 << 20;

/// Deterministic printable garbage, without separators so it is one enormous token.
fn garbage(len: usize) -> String {
    let mut state: u32 = 0x2545_f491;
    (0..len)
        .map(|_| {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let ch = (b'!' + ((state >> 16) % 94) as u8) as char;
            if ch == ',' {
                '#'
            } else {
                ch
            }
        })
        .collect()
}

/// One mebibyte of each shape a paste can take.
fn hostile_inputs() -> Vec<(&'static str, String)> {
    let pad = |head: &str, fill: &str, tail: &str| {
        let count = (MIB - head.len() - tail.len()) / fill.len();
        format!("{head}{}{tail}", fill.repeat(count))
    };
    vec![
        ("one long line of `0,`", pad("", "0,", "")),
        ("many short lines", pad("", "0\n", "")),
        ("many rows of a has grid", pad("3 3 1\n", "0 0 1\n", "")),
        ("one huge number", pad("", "9", "")),
        ("garbage bytes", garbage(MIB)),
        ("deep JSON nesting", pad("", "[", "")),
        ("deep JSON nesting in a document", pad("{\"w\": ", "[", "")),
        ("a huge JSON field name", pad("{\"", "w", "\": 1}")),
        ("a huge JSON string", pad("{\"w\": \"", "x", "\"}")),
        ("a 1 MiB task string", pad("100x100:", "a", "")),
        ("a 1 MiB task header", pad("", "9", "x1:1")),
    ]
}

#[test]
fn a_mebibyte_of_any_shape_is_refused() {
    for (shape, text) in hostile_inputs() {
        assert!(text.len() <= MIB, "{shape}");
        let results = [
            ("import", import(&text).map(|i| i.puzzle)),
            ("task", parse_task(&text)),
            ("matrix", parse_matrix(&text)),
            ("has", parse_has(&text)),
            ("json", parse_json(&text).map(|(_, p)| p)),
        ];
        for (parser, result) in results {
            let error = match result {
                Ok(_) => panic!("{parser} accepted {shape}"),
                Err(e) => e.to_string(),
            };
            // Prose of about 100 characters, place, and an excerpt of at most 40.
            assert!(error.chars().count() <= 200, "{parser} on {shape}: {error}");
        }
    }
}

#[test]
fn a_long_bad_cell_is_quoted_as_an_excerpt_with_its_place() {
    let text = format!("0 0\n0 {}\n", "x".repeat(1000));
    assert_eq!(
        import(&text).unwrap_err().to_string(),
        format!("matrix, line 2, column 3: bad cell `{}…`", "x".repeat(39))
    );
    assert_eq!(
        hashi_core::formats::excerpt(&"é".repeat(40)),
        "é".repeat(40)
    );
    assert_eq!(
        hashi_core::formats::excerpt(&"é".repeat(41))
            .chars()
            .count(),
        40
    );
    assert_eq!(hashi_core::formats::excerpt("a\nb"), "a\\nb");
}

#[test]
fn a_row_too_long_is_refused_at_the_first_cell_too_many() {
    let e = parse_matrix(&"0,".repeat(MIB / 2)).unwrap_err();
    assert_eq!(e.kind, ParseErrorKind::RowTooLong { limit: 100 });
    assert_eq!(
        e.location,
        Some(Location::LineColumn {
            line: 1,
            column: 201
        })
    );
    let e = parse_matrix(&"0\n".repeat(MIB / 2)).unwrap_err();
    assert_eq!(e.kind, ParseErrorKind::TooManyRows { limit: 100 });
    assert_eq!(
        e.location,
        Some(Location::LineColumn {
            line: 101,
            column: 1
        })
    );
}

#[test]
fn columns_count_characters_not_bytes() {
    let e = parse_matrix("0 é 0\n").unwrap_err();
    assert_eq!(
        e.location,
        Some(Location::LineColumn { line: 1, column: 3 })
    );
    let e = parse_matrix("é,é 9\n").unwrap_err();
    assert_eq!(
        e.location,
        Some(Location::LineColumn { line: 1, column: 1 })
    );
    let e = parse_matrix("0,0 9\n").unwrap_err();
    assert_eq!(
        e.location,
        Some(Location::LineColumn { line: 1, column: 5 })
    );
}

#[test]
fn task_positions_count_characters_not_bytes() {
    // An ideographic space is one character of three bytes.
    let e = parse_task("\u{3000}3x1:2a9").unwrap_err();
    assert_eq!(e.location, Some(Location::Index(7)));
    let e = parse_task("\u{3000}3x1:2a").unwrap_err();
    assert_eq!(e.location, Some(Location::Index(7)));
    assert_eq!(
        e.kind,
        ParseErrorKind::CellCount {
            expected: 3,
            found: 2
        }
    );
}

#[test]
fn a_header_is_exactly_three_plain_numbers() {
    // Four numbers, a comma, a sign or a number past `usize` make a first line no header.
    for text in [
        "1 3 2 0\n2 0 2\n",
        "1,3 2\n2 0 2\n",
        "+1 3 2\n2 0 2\n",
        "99999999999999999999999 3 2\n2 0 2\n",
    ] {
        assert_eq!(detect(text), Format::Matrix, "{text:?}");
        assert!(
            matches!(
                parse_has(text).unwrap_err().kind,
                ParseErrorKind::BadHeader(_)
            ),
            "{text:?}"
        );
    }
    // Any whitespace separates the numbers, and leading zeros are allowed.
    assert_eq!(
        parse_has("\n 01\t3  2 \n2 0 2\n").unwrap(),
        parse_task("3x1:2a2").unwrap()
    );
}

// ---------------------------------------------------------------------------------------------
// Detection never misreads a writer's output.

/// A matrix whose first row could be a `.has` header that its remaining rows agree with.
#[test]
fn a_matrix_that_looks_like_a_has_file_is_a_matrix() {
    let imported = import("2 3 2\n1 0 1\n0 0 0\n").unwrap();
    assert_eq!(imported.format, Format::Matrix);
    assert_eq!((imported.puzzle.width(), imported.puzzle.height()), (3, 3));
    assert_eq!(imported.puzzle.islands().len(), 5);
}

/// `write_matrix` of `3x1:b3` starts with a zero-row header.
#[test]
fn a_one_row_matrix_is_not_a_has_header() {
    let puzzle = parse_task("3x1:b3").unwrap();
    assert_eq!(write_matrix(&puzzle), "0 0 3\n");
    let imported = import("0 0 3\n").unwrap();
    assert_eq!(imported.format, Format::Matrix);
    assert_eq!(imported.puzzle, puzzle);
}

/// The `.has` writer keeps a header that reads as a matrix row apart from its grid.
#[test]
fn a_has_file_three_columns_wide_still_imports_as_has() {
    let puzzle = parse_task("3x2:1a1c").unwrap();
    let has = write_has(&puzzle);
    assert_eq!(has, "2 3 2\n\n1 0 1\n0 0 0\n");
    let imported = import(&has).unwrap();
    assert_eq!(imported.format, Format::Has);
    assert_eq!(imported.puzzle, puzzle);
    // Wider grids need no blank line, as in the benchmark files.
    let wide = parse_task("4x1:1b1").unwrap();
    assert_eq!(write_has(&wide), "1 4 2\n1 0 0 1\n");
}

/// Random puzzles up to 12x12, including single rows and columns.
fn small_puzzle() -> impl Strategy<Value = Puzzle> {
    (1usize..=12, 1usize..=12)
        .prop_flat_map(|(w, h)| {
            (
                Just(w),
                Just(h),
                proptest::collection::vec(((0..h, 0..w), 1u32..=8), 1..=(w * h)),
            )
        })
        .prop_map(|(w, h, cells)| {
            let islands: std::collections::BTreeMap<_, _> = cells.into_iter().collect();
            Puzzle::new(
                w,
                h,
                islands.into_iter().map(|((r, c), t)| (Pos::new(r, c), t)),
            )
            .expect("positions are inside the grid and numbers 1 to 8")
        })
}

proptest! {
    #[test]
    fn every_writer_imports_back_to_the_same_puzzle(puzzle in small_puzzle()) {
        let written = [
            (Format::Task, write_task(&puzzle), None),
            (Format::Json, write_json(&puzzle, None), None),
            (Format::Json, write_json(&puzzle, Some("pack-7")), Some("pack-7")),
            (Format::Matrix, write_matrix(&puzzle), None),
            (Format::Has, write_has(&puzzle), None),
        ];
        for (format, text, id) in written {
            let imported = import(&text);
            prop_assert!(imported.is_ok(), "{} {:?}: {:?}", format, text, imported);
            let imported = imported.unwrap();
            prop_assert_eq!(imported.format, format, "{:?}", text);
            prop_assert_eq!(&imported.puzzle, &puzzle, "{:?}", text);
            prop_assert_eq!(imported.id.as_deref(), id, "{:?}", text);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Saves compare puzzles by their canonical form.

#[test]
fn a_save_with_a_non_canonical_start_restores_onto_its_puzzle() {
    use hashi_core::{Game, Mode};
    use std::sync::Arc;
    let puzzle = Arc::new(parse_task("3x1:2a2").unwrap());
    let mut game = Game::new(puzzle.clone(), Mode::Free);
    game.cycle(Pos::new(0, 0), Pos::new(0, 2)).unwrap();
    let mut save = game.save();
    for start in [" 3x1:2a2", "03x1:2a2"] {
        save.start = start.to_string();
        let restored = Game::restore_for(puzzle.clone(), &save, Mode::Free)
            .unwrap_or_else(|e| panic!("{start:?}: {e}"));
        assert_eq!(restored.state(), game.state(), "{start:?}");
        assert_eq!(restored.moves_made(), 1, "{start:?}");
    }
}
