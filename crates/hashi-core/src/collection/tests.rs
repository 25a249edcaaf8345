//! A mixed collection judged entry by entry, its splitting in every shape, and the kept
//! puzzles' order. The puzzles are the CLI's (`hashi gen --size 7x7`), none hand-made.

use super::*;
use crate::formats::{Format, ParseErrorKind};

/// A collection in every shape we read, with a comment, an unreadable line, a puzzle with
/// several solutions and one with none.
const MIXED: &str = "\
# generated: hashi gen --size 7x7 --seed 1..3
7x7:a2c1a1b2b2h2a4a2g13b3d1c2a
7x7:2b3b2a2c1a2e2a4a4a3a2e2a1c1a2b3b2
not a puzzle at all
3x3:3a3c3a3
https://puzz.link/p?hashikake/7/7/h1g1h1k1m2g2g2v2g3g3g2

7 7 11
0 0 1 0 1 0 0
1 0 0 0 0 0 1
0 0 0 0 0 0 0
2 0 2 0 2 0 0
0 0 0 0 0 0 0
0 0 0 0 0 0 0
2 0 3 0 3 0 2

{\"w\": 3, \"h\": 1, \"islands\": [{\"r\": 0, \"c\": 0, \"target\": 2}, {\"r\": 0, \"c\": 2, \"target\": 2}]}
3x3:222222222
// the last one
7x7:1a1a3a1h1b3h13c3i2c3a2
";

#[test]
fn a_mixed_collection_gets_a_verdict_per_entry_and_keeps_the_good_ones_sorted() {
    let judged = check_text(MIXED, Budget::DEFAULT).unwrap();
    let lines: Vec<usize> = judged.rejected.iter().map(|r| r.line).collect();
    assert_eq!(lines, [4, 5, 18], "{:?}", judged.rejected);
    assert!(matches!(
        &judged.rejected[0].why,
        Rejection::Unreadable(e) if e.format == Format::Matrix
    ));
    assert_eq!(
        judged.rejected[1].why,
        Rejection::Unsolved(Unsolved::Several)
    );
    assert_eq!(judged.rejected[2].why, Rejection::Unsolved(Unsolved::None));
    let mut kept_lines: Vec<usize> = judged.kept.iter().map(|k| k.line).collect();
    kept_lines.sort_unstable();
    assert_eq!(kept_lines, [2, 3, 6, 8, 17, 20]);
    let scores: Vec<f64> = judged.kept.iter().map(|k| k.checked.rating.score).collect();
    assert!(scores.windows(2).all(|w| w[0] <= w[1]), "{scores:?}");
    // The 3x1 puzzle is the easiest there is.
    assert_eq!(judged.kept[0].line, 17);
    for kept in &judged.kept {
        let solution =
            crate::State::solution_from_text(&kept.puzzle, &kept.checked.solution).unwrap();
        assert!(crate::is_solved(&kept.puzzle, &solution));
    }
}

#[test]
fn kept_puzzles_are_numbered_from_one_in_their_order() {
    let judged = check_text(MIXED, Budget::DEFAULT).unwrap();
    let puzzles = pack_puzzles(judged.kept.iter().map(|k| (&k.puzzle, &k.checked)));
    let ids: Vec<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, ["1", "2", "3", "4", "5", "6"]);
    assert_eq!(puzzles[0].task, "3x1:2a2");
    assert!(puzzles.iter().all(|p| p.solution.is_some()));
}

#[test]
fn an_unreadable_block_names_its_line_in_the_collection() {
    let text = "3x1:2a2\n\n1 0 1\n0 0 0\n1 0 x\n";
    let judged = check_text(text, Budget::DEFAULT).unwrap();
    assert_eq!(judged.rejected.len(), 1);
    let Rejection::Unreadable(error) = &judged.rejected[0].why else {
        panic!("{:?}", judged.rejected);
    };
    assert_eq!(judged.rejected[0].line, 3);
    assert_eq!(
        error.location,
        Some(Location::LineColumn { line: 5, column: 5 })
    );
    assert!(matches!(error.kind, ParseErrorKind::BadCell(_)));
}

#[test]
fn a_json_array_gives_one_entry_an_element_on_the_line_it_starts() {
    let text = "[\n  \"3x1:2a2\",\n  {\"w\": 3, \"h\": 1,\n   \"islands\": [{\"r\": 0, \"c\": 0, \"target\": 1}, {\"r\": 0, \"c\": 2, \"target\": 1}]},\n  \"nonsense, with a comma\"\n]";
    let entries = split(text).unwrap();
    let lines: Vec<usize> = entries.iter().map(|e| e.line).collect();
    assert_eq!(lines, [2, 3, 5]);
    assert_eq!(entries[0].text, "3x1:2a2");
    assert!(entries[1].text.starts_with('{') && entries[1].text.ends_with('}'));
    assert_eq!(entries[2].text, "nonsense, with a comma");
    let judged = check_text(text, Budget::DEFAULT).unwrap();
    assert_eq!(judged.kept.len(), 2);
    assert_eq!(judged.rejected.len(), 1);
}

#[test]
fn a_json_object_over_several_lines_is_one_entry() {
    let text = "{\n  \"w\": 3,\n  \"h\": 1,\n  \"islands\": [\n    {\"r\": 0, \"c\": 0, \"target\": 2},\n    {\"r\": 0, \"c\": 2, \"target\": 2}\n  ]\n}\n3x1:1a1\n";
    let entries = split(text).unwrap();
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[1].line, 9);
    assert_eq!(check_text(text, Budget::DEFAULT).unwrap().kept.len(), 2);
}

#[test]
fn a_collection_with_nothing_in_it_or_an_open_array_is_refused() {
    assert_eq!(split("\n# only a comment\n\n"), Err(CollectionError::Empty));
    assert_eq!(
        split("\n[\"3x1:2a2\",\n"),
        Err(CollectionError::OpenArray { line: 2 })
    );
    let many = "3x1:2a2\n".repeat(MAX_ENTRIES + 1);
    assert_eq!(
        split(&many),
        Err(CollectionError::TooMany {
            found: MAX_ENTRIES + 1,
            limit: MAX_ENTRIES
        })
    );
}

#[test]
fn a_puzzle_too_big_for_the_budget_is_rejected_as_such() {
    let puzzle = crate::formats::parse_task("7x7:2b3b2a2c1a2e2a4a4a3a2e2a1c1a2b3b2").unwrap();
    assert_eq!(
        check_puzzle(&puzzle, Budget::work(1)),
        Err(Unsolved::GaveUp)
    );
}
