//! The network's repairs and its tight-square rule, on a hand-built ring of four islands (and
//! the loop that separates a tight rectangle on big boards);
//! its steps, room checks and tight squares across a wrapped board's seams; counts per rules.

use super::network::{Bridge, Cell, Network};
use super::symmetry::Symmetry;
use crate::geom::{Direction, Pos};
use crate::moves::Setting;
use crate::puzzle::Puzzle;
use crate::rule_set::RuleSet;
use crate::state::State;
use rand::SeedableRng;

/// Islands on the corners of a square of side 4, joined in a ring of single bridges.
fn ring() -> Network {
    let mut net = Network {
        width: 5,
        height: 5,
        rules: RuleSet::STANDARD,
        cells: vec![Cell::Water; 25],
        islands: vec![Pos::new(0, 0)],
        bridges: Vec::new(),
        wide_repairs: false,
        symmetry: Symmetry::None,
        orbit_share: 0.0,
        tight_squares: false,
    };
    net.set(Pos::new(0, 0), Cell::Island);
    net.attach(0, Direction::Right, Pos::new(0, 4), 1);
    net.attach(1, Direction::Down, Pos::new(4, 4), 1);
    net.attach(2, Direction::Left, Pos::new(4, 0), 1);
    for r in 1..4 {
        net.set(Pos::new(r, 0), Cell::Bridge);
    }
    net.bridges.push(bridge(3, 0, Direction::Up, 1));
    net
}

fn bridge(a: usize, b: usize, dir: Direction, count: u8) -> Bridge {
    Bridge { a, b, dir, count }
}

/// The ring's puzzle, its own solution, the ring with top and bottom doubled and the sides
/// dropped (the swap a repair has to rule out), and the edge between `a` and `b`.
fn ring_swap(net: &Network, a: Pos, b: Pos) -> (Puzzle, State, State, usize) {
    let puzzle = net.as_puzzle().unwrap();
    let intended = net.as_state(&puzzle).unwrap();
    let mut other = State::empty(&puzzle);
    for edge in 0..puzzle.edges().len() {
        let (p, q) = puzzle.edge_ends(edge);
        other.set(
            &puzzle,
            edge,
            Setting::Bridges(if p.r == q.r { 2 } else { 0 }),
        );
    }
    let edge = (0..puzzle.edges().len())
        .find(|&e| puzzle.edge_ends(e) == (a, b))
        .unwrap();
    (puzzle, intended, other, edge)
}

#[test]
fn pinning_a_single_that_the_other_solution_doubles_makes_it_a_double() {
    let mut net = ring();
    let (puzzle, intended, other, top) = ring_swap(&net, Pos::new(0, 0), Pos::new(0, 4));
    assert!(net.pin_edge(&puzzle, &intended, &other, top));
    assert!(net.bridges.contains(&bridge(0, 1, Direction::Right, 2)));
    assert_eq!(net.totals(), vec![3, 3, 2, 2]);
}

#[test]
fn pinning_removes_a_single_only_while_the_network_stays_connected() {
    let mut net = ring();
    let (puzzle, intended, other, left) = ring_swap(&net, Pos::new(0, 0), Pos::new(4, 0));
    assert!(net.pin_edge(&puzzle, &intended, &other, left));
    assert_eq!(net.bridges.len(), 3);
    assert!(net.is_connected());
    assert!((1..4).all(|r| net.cell(Pos::new(r, 0)) == Cell::Water));
    // The right side is now the only way to one corner: it stays.
    let (puzzle, intended, other, right) = ring_swap(&net, Pos::new(0, 4), Pos::new(4, 4));
    assert!(!net.pin_edge(&puzzle, &intended, &other, right));
    assert_eq!(net.bridges.len(), 3);
    assert!(net.is_connected());
}

#[test]
fn a_double_is_never_pinned() {
    let mut net = ring();
    net.bridges[0].count = 2;
    let (puzzle, intended, other, top) = ring_swap(&net, Pos::new(0, 0), Pos::new(0, 4));
    assert!(!net.pin_edge(&puzzle, &intended, &other, top));
    assert_eq!(net.bridges[0], bridge(0, 1, Direction::Right, 2));
}

#[test]
fn a_fourth_corner_of_a_tight_square_is_refused() {
    let mut net = ring();
    for p in [Pos::new(2, 2), Pos::new(2, 4)] {
        net.set(p, Cell::Island);
    }
    // (0,4), (2,4) and (2,2) are three corners of the block whose fourth is (0,2).
    assert!(net.closes_tight_square(Pos::new(0, 2)));
    assert!(net.closes_tight_square(Pos::new(4, 2)));
    assert!(!net.closes_tight_square(Pos::new(2, 0)));
}

/// An empty 7x5 network under `rules` with islands at `at`.
fn board(rules: &str, at: &[(usize, usize)]) -> Network {
    let mut net = Network {
        width: 7,
        height: 5,
        rules: rules.parse().unwrap(),
        cells: vec![Cell::Water; 35],
        islands: Vec::new(),
        bridges: Vec::new(),
        wide_repairs: false,
        symmetry: Symmetry::None,
        orbit_share: 0.0,
        tight_squares: false,
    };
    for &(r, c) in at {
        net.set(Pos::new(r, c), Cell::Island);
        net.islands.push(Pos::new(r, c));
    }
    net
}

#[test]
fn paths_and_room_reach_across_the_seam_only_where_the_board_wraps() {
    let flat = board("", &[(2, 5)]);
    let cylinder = board("w", &[(2, 5)]);
    // From (2,5) rightwards to (2,1): off the edge on a flat board, round it on a cylinder.
    assert_eq!(flat.step(Pos::new(2, 6), Direction::Right), None);
    assert_eq!(
        cylinder.path(Pos::new(2, 5), Direction::Right, Pos::new(2, 1)),
        vec![Pos::new(2, 6), Pos::new(2, 0)]
    );
    // (2,6) is beside (2,5) on any board; (2,0) is beside an island at (2,6) only across the
    // seam.
    assert!(!flat.has_room_for_island(Pos::new(2, 6)));
    assert!(board("", &[(2, 6)]).has_room_for_island(Pos::new(2, 0)));
    assert!(!board("w", &[(2, 6)]).has_room_for_island(Pos::new(2, 0)));
    // Columns wrap on a torus only.
    let torus = board("t", &[(0, 3)]);
    assert!(!torus.has_room_for_island(Pos::new(4, 3)));
    assert!(cylinder.has_room_for_island(Pos::new(4, 5)));
}

#[test]
fn a_tight_square_closes_across_the_seam() {
    // Corners (1,6), (1,1) and (3,6) of a 3x3 block that wraps from column 6 to column 1.
    let cylinder = board("w", &[(1, 6), (1, 1), (3, 6)]);
    assert!(cylinder.closes_tight_square(Pos::new(3, 1)));
    let flat = board("", &[(1, 6), (1, 1), (3, 6)]);
    assert!(!flat.closes_tight_square(Pos::new(3, 1)));
}

#[test]
fn a_pair_alone_in_a_wrapped_row_sees_itself_both_ways() {
    let cylinder = board("w", &[(2, 1), (2, 4)]);
    assert!(cylinder.sees_both_ways(Pos::new(2, 1), Direction::Right, Pos::new(2, 4)));
    let three = board("w", &[(2, 1), (2, 4), (2, 6)]);
    assert!(!three.sees_both_ways(Pos::new(2, 1), Direction::Right, Pos::new(2, 4)));
    let flat = board("", &[(2, 1), (2, 4)]);
    assert!(!flat.sees_both_ways(Pos::new(2, 1), Direction::Right, Pos::new(2, 4)));
}

#[test]
fn counts_stay_within_the_rules_most() {
    use super::style::Style;
    use crate::rating::Band;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    for most in 1..=4u8 {
        let net = board(&format!("m{most}"), &[]);
        let mut style = Style::for_band(Band::Easy);
        style.double = 0.9;
        let counts: Vec<u8> = (0..200).map(|_| net.draw_count(&mut rng, &style)).collect();
        assert!(counts.iter().all(|c| (1..=most).contains(c)), "m{most}");
        assert!(
            (1..=most).all(|c| counts.contains(&c)),
            "m{most}: every count drawn"
        );
    }
}

/// Islands on the corners of a 3x4 block, doubles down its short sides and its long sides
/// empty, joined the long way round below: singles all round the block fit the same numbers,
/// and neither of its long sides has room for a new island.
fn tight_rectangle(rules: &str) -> Network {
    let mut net = board(rules, &[(0, 0)]);
    net.attach(0, Direction::Down, Pos::new(2, 0), 2);
    net.attach(1, Direction::Down, Pos::new(4, 0), 1);
    net.attach(2, Direction::Right, Pos::new(4, 6), 1);
    net.attach(3, Direction::Up, Pos::new(2, 6), 1);
    net.attach(4, Direction::Left, Pos::new(2, 3), 1);
    net.attach(5, Direction::Up, Pos::new(0, 3), 2);
    net
}

#[test]
fn a_tight_rectangle_is_separated_by_bridging_a_long_side_where_loops_are_allowed() {
    use crate::solver::{solve, Uniqueness};
    let mut net = tight_rectangle("");
    let puzzle = net.as_puzzle().unwrap();
    let intended = net.as_state(&puzzle).unwrap();
    let found = solve(&puzzle, 2);
    assert_eq!(found.uniqueness(), Uniqueness::Several);
    let other = found.solutions.iter().find(|s| **s != intended).unwrap();
    let differing: Vec<usize> = (0..puzzle.edges().len())
        .filter(|&e| intended.count(e) != other.count(e))
        .collect();
    assert_eq!(differing.len(), 4);
    let top = (0..puzzle.edges().len())
        .find(|&e| puzzle.edge_ends(e) == (Pos::new(0, 0), Pos::new(0, 3)))
        .unwrap();
    // The old repairs give up: the sides are too short to split, the doubles are at the most,
    // and the empty sides have no bridge to pin.
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    for &e in &differing {
        assert!(!net.split_edge(&puzzle, &intended, e, &mut rng));
        assert!(!net.pin_edge(&puzzle, &intended, other, e));
    }
    assert!(net.bridge_edge(&puzzle, &intended, other, top));
    assert!(net.bridges.contains(&bridge(0, 6, Direction::Right, 2)));
    let repaired = net.as_puzzle().unwrap();
    assert_eq!(
        solve(&repaired, 2).into_unique(),
        Ok(net.as_state(&repaired).unwrap())
    );
    // Without loops the network stays a tree: no bridge is added.
    let mut tree = tight_rectangle("L");
    let puzzle = tree.as_puzzle().unwrap();
    let intended = tree.as_state(&puzzle).unwrap();
    assert!(!tree.bridge_edge(&puzzle, &intended, other, top));
}

#[test]
fn a_density_out_of_range_is_named_in_percent() {
    use super::{generate, GenerateError, Params};
    use crate::rating::Band;
    let params = Params {
        density: Some(0.45),
        ..Params::for_band(Band::Easy)
    };
    let err = generate(&params, 1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "an island density of 45% is outside 10% to 40%"
    );
    assert_eq!(
        GenerateError::Density(f64::NAN).to_string(),
        "the island density is not a number"
    );
}
