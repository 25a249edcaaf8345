//! The board's sentences: islands' names, changes and refusals, in English and every language.

use super::*;
use crate::locale::Locale;
use hashi_core::formats::parse_task;
use hashi_core::Direction;
use hashi_core::{apply, Mode, Move};

/// The island's name in English, from the board as it stands.
fn island_label(puzzle: &Puzzle, state: &State, island: IslandId) -> String {
    let i = puzzle.islands()[island];
    let ways = hashi_core::speech::ways(puzzle, state, island);
    label(
        &Catalog::english(),
        i.target,
        i.pos,
        state.total(island),
        &ways,
        Grouping::default(),
    )
}

/// The change in English.
fn announce(puzzle: &Puzzle, before: &State, after: &State) -> String {
    announce_change(&Catalog::english(), puzzle, before, after)
}

#[test]
fn an_island_names_its_number_place_need_and_bridges() {
    let puzzle = parse_task("5x3:3c2e1c1").unwrap();
    let mut state = State::empty(&puzzle);
    assert_eq!(
        island_label(&puzzle, &state, 0),
        "3 at row 1, column 1, 3 more needed, bridges: 0 right, 0 down"
    );
    state = apply(
        &puzzle,
        &state,
        &Move::new(Pos::new(0, 0), Pos::new(0, 4), 2),
        Mode::Free,
    )
    .unwrap();
    assert_eq!(
        island_label(&puzzle, &state, 1),
        "2 at row 1, column 5, complete, bridges: 0 down, 2 left"
    );
}

#[test]
fn an_island_names_its_no_bridge_marks_and_the_group_it_is_shown_in() {
    let puzzle = parse_task("5x3:3c2e1c1").unwrap();
    let counts = vec![0; puzzle.edges().len()];
    let state = State::from_counts_and_marks(&puzzle, &counts, &[0]).unwrap();
    let first = puzzle.islands()[0];
    assert!(state.marked(0), "the pair to the right is marked");
    assert_eq!(
        island_label(&puzzle, &state, 0),
        "3 at row 1, column 1, 3 more needed, bridges: no-bridge mark right, 0 down"
    );
    let ways = [Way {
        dir: Direction::Right,
        count: 1,
        marked: false,
        wraps: false,
    }];
    let grouping = Grouping {
        outlined: true,
        coloured: Some(first.pos),
        hinted: true,
    };
    assert_eq!(
        label(&Catalog::english(), 3, first.pos, 1, &ways, grouping),
        "3 at row 1, column 1, 2 more needed, bridges: 1 right, in the outlined group, in the group of row 1 column 1, highlighted by the hint"
    );
}

#[test]
fn bridges_across_the_edge_and_counts_up_to_four_are_said() {
    // A cylinder 5 wide: the 4s at columns 1 and 3 are joined directly and across the seam.
    let puzzle = parse_task("5x1m4w:a4a4a").unwrap();
    let across = (0..puzzle.edges().len())
        .find(|&e| puzzle.edges()[e].wraps)
        .unwrap();
    let empty = State::empty(&puzzle);
    let mv = Move::on_edge(&puzzle, across, 4);
    let four = apply(&puzzle, &empty, &mv, Mode::Free).unwrap();
    assert_eq!(
        announce(&puzzle, &empty, &four),
        "4 bridges from row 1 column 4 to row 1 column 2 across the edge; 4 and 4 are complete. Solved!"
    );
    assert_eq!(
        island_label(&puzzle, &four, 0),
        "4 at row 1, column 2, complete, bridges: 0 right, 4 left across the edge"
    );
}

#[test]
fn closing_a_forbidden_loop_is_said() {
    let puzzle = parse_task("3x3L:2a2c2a2").unwrap();
    let (tl, tr, bl, br) = (
        Pos::new(0, 0),
        Pos::new(0, 2),
        Pos::new(2, 0),
        Pos::new(2, 2),
    );
    let mut state = State::empty(&puzzle);
    for (a, b) in [(tl, tr), (tr, br), (bl, br)] {
        state = apply(&puzzle, &state, &Move::new(a, b, 1), Mode::Free).unwrap();
    }
    let closed = apply(&puzzle, &state, &Move::new(tl, bl, 1), Mode::Free).unwrap();
    let said = announce(&puzzle, &state, &closed);
    assert!(
        said.ends_with("this closes a loop, which these rules forbid"),
        "{said}"
    );
}

#[test]
fn a_change_is_announced_with_the_islands_it_completes() {
    let puzzle = parse_task("3x1:2a2").unwrap();
    let empty = State::empty(&puzzle);
    let one = apply(
        &puzzle,
        &empty,
        &Move::new(Pos::new(0, 0), Pos::new(0, 2), 1),
        Mode::Free,
    )
    .unwrap();
    assert_eq!(
        announce(&puzzle, &empty, &one),
        "1 bridge from row 1 column 1 to row 1 column 3"
    );
    let two = apply(
        &puzzle,
        &one,
        &Move::new(Pos::new(0, 0), Pos::new(0, 2), 2),
        Mode::Free,
    )
    .unwrap();
    assert_eq!(
        announce(&puzzle, &one, &two),
        "2 bridges from row 1 column 1 to row 1 column 3; 2 and 2 are complete. Solved!"
    );
    assert_eq!(
        announce(&puzzle, &two, &empty),
        "no bridge from row 1 column 1 to row 1 column 3"
    );
    assert_eq!(announce(&puzzle, &two, &two), "");
    let marked = apply(
        &puzzle,
        &empty,
        &Move::no_bridge(Pos::new(0, 0), Pos::new(0, 2)),
        Mode::Free,
    )
    .unwrap();
    assert_eq!(
        announce(&puzzle, &empty, &marked),
        "no-bridge mark from row 1 column 1 to row 1 column 3"
    );
    assert_eq!(
        announce(&puzzle, &marked, &empty),
        "mark removed from row 1 column 1 to row 1 column 3"
    );
}

#[test]
fn a_refused_move_is_said_as_a_sentence() {
    let english = Catalog::english();
    assert_eq!(
        refusal(
            &english,
            &MoveError::WouldCross {
                blocked_by: (Pos::new(0, 1), Pos::new(2, 1)),
            }
        ),
        "The bridge would cross the bridge between row 1, column 2 and row 3, column 2."
    );
    // The island by its number and place, with the plural right.
    let over = |target, total| MoveError::OverTarget {
        island: Pos::new(0, 0),
        target,
        total,
    };
    assert_eq!(
        refusal(&english, &over(1, 2)),
        "The 1 at row 1, column 1 takes one bridge in all; this would give it 2."
    );
    assert_eq!(
        refusal(&english, &over(3, 4)),
        "The 3 at row 1, column 1 takes 3 bridges in all; this would give it 4."
    );
    let mark = MoveError::MarkOnBridges {
        a: Pos::new(0, 0),
        b: Pos::new(0, 2),
        count: 1,
    };
    assert_eq!(
        refusal(&english, &mark),
        "There is a bridge between row 1, column 1 and row 1, column 3: remove it before marking no bridge there."
    );
    assert_eq!(
        refusal(&english, &MoveError::NotNeighbours(Pos::new(0, 0), Pos::new(0, 6))),
        "The islands at row 1, column 1 and row 1, column 7 are not neighbours: a bridge runs straight to the nearest island."
    );
    assert_eq!(
        ui_refusal(&english, Refusal::NoIslandThatWay),
        Refusal::NoIslandThatWay.to_string()
    );
}

#[test]
fn every_language_says_the_board_in_its_own_words() {
    let puzzle = parse_task("5x3:3c2e1c1").unwrap();
    let empty = State::empty(&puzzle);
    let state = apply(
        &puzzle,
        &empty,
        &Move::new(Pos::new(0, 0), Pos::new(0, 4), 2),
        Mode::Free,
    )
    .unwrap();
    let english = Catalog::english();
    let said = |words: &Catalog| -> Vec<String> {
        let mut all: Vec<String> = (0..puzzle.islands().len())
            .map(|island| {
                let i = puzzle.islands()[island];
                let ways = hashi_core::speech::ways(&puzzle, &state, island);
                let grouping = Grouping {
                    outlined: true,
                    coloured: Some(i.pos),
                    hinted: true,
                };
                label(words, i.target, i.pos, state.total(island), &ways, grouping)
            })
            .collect();
        all.push(announce_change(words, &puzzle, &empty, &state));
        all.push(refusal(words, &MoveError::NoTrial));
        all
    };
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let words = Catalog::shipped(locale, &["speech"]);
        for (text, english) in said(&words).iter().zip(said(&english)) {
            assert!(!text.contains('{'), "{locale:?}: {text}");
            assert_ne!(text, &english, "{locale:?} is English");
        }
    }
    let german = Catalog::shipped(Locale::De, &["speech"]);
    assert!(said(&german)[0].contains("Zeile 1"), "{:?}", said(&german));
}
