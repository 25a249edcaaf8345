//! Each kind of reason in English, on the positions where the core's technique tests find it
//! (`hashi_core::solver::technique_tests` checks that each technique gives these reasons there)
//! and on small boards for the forms those positions do not reach.

use super::reason;
use crate::catalog::Catalog;
use hashi_core::formats::parse_task;
use hashi_core::solver::techniques::Reason;
use hashi_core::{Pos, Puzzle};

fn english(puzzle: &Puzzle, why: Reason) -> String {
    reason(&Catalog::english(), &why, puzzle)
}

/// The island at `(row, column)`, counted from 0.
fn island(puzzle: &Puzzle, (r, c): (usize, usize)) -> usize {
    puzzle.island_at(Pos::new(r, c)).expect("an island there")
}

/// The edge between the islands at `a` and `b`.
fn edge(puzzle: &Puzzle, a: (usize, usize), b: (usize, usize)) -> usize {
    puzzle
        .edge_between(island(puzzle, a), island(puzzle, b))
        .expect("an edge between them")
}

#[test]
fn crossing_names_both_bridges() {
    let p = parse_task("5x3:33a422c1c32").unwrap();
    let why = Reason::Blocks {
        edge: edge(&p, (0, 3), (2, 3)),
        crossed: edge(&p, (1, 0), (1, 4)),
    };
    assert_eq!(
        english(&p, why),
        "The bridge between row 1, column 4 and row 3, column 4 blocks the way from row 2, column 1 to row 2, column 5, since bridges never cross."
    );
}

#[test]
fn capacity_sentences_name_the_island_and_its_numbers() {
    let p = parse_task("4x3:f21b43").unwrap();
    let full = Reason::Full {
        island: island(&p, (1, 2)),
        target: 2,
    };
    assert_eq!(
        english(&p, full),
        "The 2 at row 2, column 3 already has all its bridges, so it takes no more."
    );
    // Four 3s on the corners of a 3x3 board.
    let p = parse_task("3x3:3a3c3a3").unwrap();
    let corner = island(&p, (0, 0));
    assert_eq!(
        english(
            &p,
            Reason::ExactlyEnough {
                island: corner,
                target: 3
            }
        ),
        "The 3 at row 1, column 1 can take exactly 3 bridges from its neighbours, so it needs every one of them."
    );
    assert_eq!(
        english(
            &p,
            Reason::OnlyNeeds {
                island: corner,
                target: 3,
                more: 1
            }
        ),
        "The 3 at row 1, column 1 needs only one bridge more, so no pair of its can take a double now."
    );
}

#[test]
fn every_direction_counts_the_neighbours_left() {
    let p = parse_task("4x6:3a3i2c3a3e").unwrap();
    let why = Reason::OneToEach {
        island: island(&p, (0, 0)),
        target: 3,
        neighbours: 2,
    };
    assert_eq!(
        english(&p, why),
        "The 3 at row 1, column 1 has only 2 neighbours left, so it needs at least one bridge to each."
    );
}

#[test]
fn at_least_names_the_neighbour_the_bridges_go_to() {
    let p = parse_task("3x3:3a3c3a3").unwrap();
    let why = Reason::AtLeast {
        island: island(&p, (2, 0)),
        target: 3,
        from_others: 2,
        edge: edge(&p, (0, 0), (2, 0)),
        at_least: 1,
    };
    assert_eq!(
        english(&p, why),
        "The 3 at row 3, column 1 can get at most two bridges from its other neighbours, so it needs at least one bridge to row 1, column 1."
    );
}

#[test]
fn isolation_names_the_pattern_players_learn_and_else_the_group() {
    let p = parse_task("3x3:d12a12").unwrap();
    let ones = Reason::WouldIsolate {
        edge: edge(&p, (1, 1), (2, 1)),
        count: 1,
        group_size: 2,
    };
    assert_eq!(
        english(&p, ones),
        "Two 1s joined to each other (row 2, column 2 and row 3, column 2) would be cut off from every other island."
    );
    let p = parse_task("3x3:11a2e").unwrap();
    let ones = Reason::WouldIsolate {
        edge: p.edge_between(0, 1).unwrap(),
        count: 1,
        group_size: 2,
    };
    assert_eq!(
        english(&p, ones),
        "Two 1s joined to each other (row 1, column 1 and row 1, column 2) would be cut off from every other island."
    );
    let p = parse_task("3x3:2a2c2b").unwrap();
    let twos = Reason::WouldIsolate {
        edge: p.edge_between(0, 1).unwrap(),
        count: 2,
        group_size: 2,
    };
    assert_eq!(
        english(&p, twos),
        "A double bridge between the 2s at row 1, column 1 and row 1, column 3 would cut them off from every other island."
    );
    let p = parse_task("3x3:3a3c3a3").unwrap();
    let group = Reason::WouldIsolate {
        edge: edge(&p, (0, 0), (0, 2)),
        count: 2,
        group_size: 3,
    };
    assert_eq!(
        english(&p, group),
        "Two bridges between row 1, column 1 and row 1, column 3 would close a group of 3 islands off from the rest."
    );
}

#[test]
fn connectivity_names_the_bridge_needed() {
    let p = parse_task("5x7:3a3g3a4i4a3g3a3").unwrap();
    let why = Reason::NeededForConnection {
        edge: edge(&p, (2, 2), (4, 2)),
    };
    assert_eq!(
        english(&p, why),
        "Without a bridge between row 3, column 3 and row 5, column 3 the islands could no longer all be joined."
    );
}

#[test]
fn lookahead_names_the_count_ruled_out() {
    let p = parse_task("3x3:2233a3133").unwrap();
    let why = Reason::Refuted {
        edge: edge(&p, (0, 0), (0, 1)),
        count: 1,
    };
    assert_eq!(
        english(&p, why),
        "Trying one bridge between row 1, column 1 and row 1, column 2 leads to a contradiction, so that count is ruled out."
    );
}

#[test]
fn a_bridge_over_the_seam_is_named_as_such() {
    // A cylinder row: 2 . 2 . — the pair is joined directly and across the edge.
    let p = parse_task("4x1w:2a2a").unwrap();
    let across = (0..p.edges().len()).find(|&e| p.edges()[e].wraps).unwrap();
    let direct = 1 - across;
    assert_eq!(
        english(&p, Reason::NeededForConnection { edge: across }),
        "Without a bridge between row 1, column 3 and row 1, column 1 across the edge the islands could no longer all be joined."
    );
    assert_eq!(
        english(&p, Reason::NeededForConnection { edge: direct }),
        "Without a bridge between row 1, column 1 and row 1, column 3 the islands could no longer all be joined."
    );
}
