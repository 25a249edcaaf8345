//! Golden strings for puzz.link links and Kanpen text, the round trip over every standard pack
//! puzzle, and damaged links and files refused with what, where and why.
//!
//! The golden link is pzprjs's own Hashi example (robx/pzprjs, `test/script/hashikake.js`:
//! `url: "5/5/4g2i3h23k3g1g3g4g3"`, whose board that file also spells out cell by cell as
//! `4 . 2 . . /. 3 . . 2 /3 . . . . /. 3 . 1 . /3 . 4 . 3`); the task string and the Kanpen
//! text of the same board are written by hand from the encodings.

use super::*;
use crate::rule_set::RuleSet;

const LINK: &str = "https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3";
const TASK: &str = "5x5:4a2c3b23e3a1a3a4a3";
const KANPEN: &str = "5\n5\n4 . 2 . .\n. 3 . . 2\n3 . . . .\n. 3 . 1 .\n3 . 4 . 3\n\
0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n";

#[test]
fn pzprjs_example_reads_as_its_board_and_writes_back_byte_for_byte() {
    let puzzle = parse_puzzlink(LINK).unwrap();
    assert_eq!(puzzle, parse_task(TASK).unwrap());
    assert_eq!(write_puzzlink(&puzzle).unwrap(), LINK);
    assert_eq!(write_kanpen(&puzzle).unwrap(), KANPEN);
    assert_eq!(parse_kanpen(KANPEN).unwrap(), puzzle);
    // Every host of pzprjs, the editor's and player's names, and a bare query.
    for link in [
        "http://pzv.jp/p.html?hashikake/5/5/4g2i3h23k3g1g3g4g3",
        "https://pzprxs.vercel.app/p?hashikake/5/5/4g2i3h23k3g1g3g4g3",
        "https://puzz.link/p?hashikake_edit/5/5/4g2i3h23k3g1g3g4g3",
        "  https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3#end\n",
        "hashikake/5/5/4g2i3h23k3g1g3g4g3",
    ] {
        assert_eq!(parse_puzzlink(link).as_ref(), Ok(&puzzle), "{link}");
        assert_eq!(detect(link), Format::PuzzLink, "{link}");
        assert_eq!(import(link).map(|i| i.puzzle).as_ref(), Ok(&puzzle));
    }
    assert_eq!(detect(KANPEN), Format::Kanpen);
    assert_eq!(import(KANPEN).unwrap().format, Format::Kanpen);
    // Kanpen without the answer grid, with Windows line ends, reads the same.
    let bare = "5\r\n5\r\n4 . 2 . .\r\n. 3 . . 2\r\n3 . . . .\r\n. 3 . 1 .\r\n3 . 4 . 3\r\n";
    assert_eq!(parse_kanpen(bare).unwrap(), puzzle);
}

#[test]
fn runs_of_water_longer_than_twenty_split_at_z() {
    // 1x23: an island, 21 water cells, an island: `1` `z` (20) `g` (1) `1`.
    let puzzle = parse_task("23x1:1u1").unwrap();
    assert_eq!(
        write_puzzlink(&puzzle).unwrap(),
        "https://puzz.link/p?hashikake/23/1/1zg1"
    );
    assert_eq!(
        parse_puzzlink("https://puzz.link/p?hashikake/23/1/1zg1").unwrap(),
        puzzle
    );
    // A trailing run is written out, as pzprjs does.
    let tail = parse_task("4x1:2a2a").unwrap();
    assert_eq!(
        write_puzzlink(&tail).unwrap(),
        "https://puzz.link/p?hashikake/4/1/2g2g"
    );
}

#[test]
fn every_standard_pack_puzzle_goes_to_puzzlink_and_kanpen_and_back() {
    let packs = [
        include_str!("../../../../packs/easy.json"),
        include_str!("../../../../packs/medium.json"),
        include_str!("../../../../packs/hard.json"),
        include_str!("../../../../packs/expert.json"),
        include_str!("../../../../packs/extreme.json"),
    ];
    let mut checked = 0;
    for pack in packs {
        let doc: serde_json::Value = serde_json::from_str(pack).unwrap();
        for entry in doc["puzzles"].as_array().unwrap() {
            let task = entry["task"].as_str().unwrap();
            let puzzle = parse_task(task).unwrap();
            if !puzzle.rules().is_standard() {
                continue;
            }
            let link = write_puzzlink(&puzzle).unwrap();
            assert_eq!(write_task(&parse_puzzlink(&link).unwrap()), task, "{link}");
            let kanpen = write_kanpen(&puzzle).unwrap();
            assert_eq!(write_task(&parse_kanpen(&kanpen).unwrap()), task);
            assert_eq!(import(&link).unwrap().format, Format::PuzzLink);
            assert_eq!(import(&kanpen).unwrap().format, Format::Kanpen);
            checked += 1;
        }
    }
    assert!(checked >= 100, "only {checked} pack puzzles");
}

#[test]
fn variants_have_no_link_and_say_why() {
    let torus = parse_task("3x3t:2a2c2a2").unwrap();
    let why = write_puzzlink(&torus).unwrap_err();
    assert_eq!(why.0, torus.rules());
    assert!(why.to_string().contains("standard rules only"), "{why}");
    assert!(write_kanpen(&parse_task("3x1m3:3a3").unwrap()).is_err());
    assert!(RuleSet::STANDARD.is_standard());
}

/// The error a damaged link or file gets: its kind and where.
fn refused(error: ParseError) -> (ParseErrorKind, Option<Location>) {
    (error.kind, error.location)
}

#[test]
fn damaged_links_are_refused_with_what_where_and_why() {
    let link = |body: &str| parse_puzzlink(&format!("https://puzz.link/p?{body}")).unwrap_err();
    // An unknown number: pzprjs writes `.`; it cannot be played here.
    let e = link("hashikake/3/1/2.2");
    assert_eq!(e.format, Format::PuzzLink);
    assert_eq!(
        refused(e),
        (ParseErrorKind::UnknownClue, Some(Location::Index(35)))
    );
    // Another puzzle's link.
    let e = link("nurikabe/5/5/g5k2o1k3i");
    assert_eq!(e.kind, ParseErrorKind::NotHashi("nurikabe".into()));
    assert!(e.to_string().contains("nurikabe"), "{e}");
    // Cut short, or too long for its size.
    let e = link("hashikake/5/5/4g2i3h23k3g1g3g4");
    assert_eq!(
        e.kind,
        ParseErrorKind::CellCount {
            expected: 25,
            found: 23
        }
    );
    assert!(link("hashikake/5/5/4g2i3h23k3g1g3g4g3g")
        .to_string()
        .contains("26 cells, size 25"));
    // A character outside the code, and a long number cut off.
    let e = link("hashikake/3/1/2!2");
    assert_eq!(
        refused(e),
        (
            ParseErrorKind::BadCode("!".into()),
            Some(Location::Index(35))
        )
    );
    assert!(matches!(
        link("hashikake/3/1/2g-1").kind,
        ParseErrorKind::BadCode(_)
    ));
    // Sizes: missing, not numbers, too large.
    assert_eq!(
        link("hashikake/5").kind,
        ParseErrorKind::BadHeader(HeaderProblem::NoPuzzLinkSize)
    );
    assert!(link("hashikake/x/5/4").to_string().contains("side `x`"));
    assert!(link("hashikake/500/5/4").to_string().contains("side `500`"));
    // A number the rules do not allow (9 and up, or 0): the puzzle says which and where.
    assert!(link("hashikake/3/1/9g2")
        .to_string()
        .ends_with("number at row 1, column 1: 9 > 8"));
    assert!(link("hashikake/3/1/0g2")
        .to_string()
        .ends_with("number at row 1, column 1: 0 > 8"));
    assert!(matches!(
        parse_puzzlink("").unwrap_err().kind,
        ParseErrorKind::Empty
    ));
}

#[test]
fn damaged_kanpen_is_refused_with_what_where_and_why() {
    let why = |text: &str| refused(parse_kanpen(text).unwrap_err());
    let at = |line, column| Some(Location::LineColumn { line, column });
    assert_eq!(
        why("2\n3\n1 . 9\n. . 1\n"),
        (ParseErrorKind::UnknownClue, at(3, 5))
    );
    assert_eq!(
        why("2\n3\n1 . x\n. . 1\n"),
        (ParseErrorKind::BadKanpenCell("x".into()), at(3, 5))
    );
    assert_eq!(
        why("2\n3\n1 . 1\n. 1\n"),
        (
            ParseErrorKind::RowWidth {
                expected: 3,
                found: 2
            },
            at(4, 1)
        )
    );
    assert_eq!(
        why("2\n3\n1 . 1 1\n. . 1\n").0,
        ParseErrorKind::RowWidth {
            expected: 3,
            found: 4
        }
    );
    assert_eq!(
        why("2\n3\n1 . 1\n").0,
        ParseErrorKind::RowCount {
            expected: 2,
            found: 1
        }
    );
    assert_eq!(
        why("0\n3\n").0,
        ParseErrorKind::BadHeader(HeaderProblem::BadSide("0".into()))
    );
    assert_eq!(
        why("2\n").0,
        ParseErrorKind::BadHeader(HeaderProblem::NoKanpenSize)
    );
    // An answer grid of anything but numbers.
    assert_eq!(
        why("1\n3\n1 . 1\n0 q 0\n"),
        (ParseErrorKind::BadKanpenCell("q".into()), at(4, 3))
    );
}

#[test]
fn a_column_of_numbers_stays_a_matrix_and_plain_text_no_link() {
    // Two single numbers on top read as Kanpen's header only when `.` water follows.
    assert_eq!(detect("2\n1\n0\n2\n"), Format::Matrix);
    assert_eq!(detect(&"1\n".repeat(101)), Format::Matrix);
    assert_eq!(detect("3x1:2a2"), Format::Task);
    assert_eq!(detect("see https://example.com/?q=1"), Format::Matrix);
}

#[test]
fn a_board_with_no_water_reads_as_kanpen_when_told_so() {
    // Islands side by side (bridges of length zero) are allowed: a row with no water. With no
    // `.` its text is also a matrix's shape, so only `parse_kanpen` reads it as Kanpen.
    let puzzle = parse_task("3x1:121").unwrap();
    let kanpen = write_kanpen(&puzzle).unwrap();
    assert_eq!(kanpen, "1\n3\n1 2 1\n0 0 0\n");
    assert_eq!(parse_kanpen(&kanpen).unwrap(), puzzle);
    assert_eq!(detect(&kanpen), Format::Matrix);
    // A column of numbers with as many rows again stays a matrix (found by a property test).
    assert_eq!(
        detect("5\n1\n0\n0\n0\n0\n0\n0\n0\n0\n0\n0\n"),
        Format::Matrix
    );
}
