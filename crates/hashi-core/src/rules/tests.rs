//! The judgements of a position: loops, mistakes, Check's marks and the groups' ids, each
//! against a plainer way of working them out where there is one.

use super::*;
use crate::formats::parse_task;
use crate::{Pos, Setting};

fn all_single(p: &Puzzle) -> State {
    let mut s = State::empty(p);
    for e in 0..p.edges().len() {
        s.set(p, e, Setting::Bridges(1));
    }
    s
}

#[test]
fn loops_are_found_and_only_forbidden_where_the_rules_say() {
    for (rules, forbidden) in [("", false), ("L", true)] {
        let p = parse_task(&format!("3x3{rules}:2a2c2a2")).unwrap();
        let mut s = all_single(&p);
        let all: Vec<EdgeId> = (0..p.edges().len()).collect();
        assert_eq!(loop_edges(&p, &s), all);
        let st = status(&p, &s);
        assert_eq!(st.solved, !forbidden, "rules `{rules}`");
        assert_eq!(is_solved(&p, &s), !forbidden);
        assert_eq!(st.loop_edges.len(), if forbidden { 4 } else { 0 });
        assert_eq!(error_marks(&p, &s).iter().any(|&m| m), forbidden);
        s.set(&p, all[0], Setting::Bridges(0));
        assert!(loop_edges(&p, &s).is_empty(), "an open ring is no loop");
    }
}

#[test]
fn only_the_edges_on_the_ring_are_loop_edges() {
    // A ring of four with a tail to the right of its top-right island.
    let p = parse_task("5x3L:2a3a1e2a2b").unwrap();
    let s = all_single(&p);
    let on_loop = loop_edges(&p, &s);
    let at = |r, c| p.island_at(Pos::new(r, c)).unwrap();
    let tail = p.edge_between(at(0, 2), at(0, 4)).unwrap();
    assert_eq!(on_loop.len(), 4);
    assert!(!on_loop.contains(&tail));
    assert!(has_loop(&p, &s));
}

#[test]
fn a_pair_joined_both_ways_round_a_cylinder_is_a_loop() {
    let p = parse_task("4x1Lw:1a1a").unwrap();
    assert_eq!(p.edges().len(), 2, "directly and across the seam");
    let s = all_single(&p);
    assert_eq!(loop_edges(&p, &s), vec![0, 1]);
    assert!(!status(&p, &s).solved);
}

#[test]
fn has_mistakes_says_whether_mistakes_finds_any() {
    use rand::{RngExt, SeedableRng};
    let puzzle = parse_task("7x7:3b5b2j3a3a3a3j2h24b31").unwrap();
    let solution = crate::solver::unique_solution(&puzzle).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let settings = [
        Setting::NoBridge,
        Setting::Bridges(0),
        Setting::Bridges(1),
        Setting::Bridges(2),
    ];
    let mut seen = [0; 2];
    for round in 0..400 {
        let mut state = State::empty(&puzzle);
        // A few edges at random: often none wrong, often one or two.
        for _ in 0..rng.random_range(0..4) {
            let edge = rng.random_range(0..puzzle.edges().len());
            state.set(&puzzle, edge, settings[rng.random_range(0..settings.len())]);
        }
        // Every other round inside a trial, which is judged where it opened.
        if round % 2 == 1 {
            state.open_trial();
            let edge = rng.random_range(0..puzzle.edges().len());
            state.set(&puzzle, edge, Setting::Bridges(2));
        }
        let listed = mistakes(&puzzle, &state, &solution);
        assert_eq!(
            has_mistakes(&puzzle, &state, &solution),
            !listed.is_empty(),
            "{listed:?}"
        );
        seen[usize::from(listed.is_empty())] += 1;
    }
    assert!(seen.iter().all(|&n| n > 40), "both answers met: {seen:?}");
}

/// Check's marks as [`status`] and [`stranded`] judge the board, for the test below.
fn error_marks_from_status(puzzle: &Puzzle, state: &State) -> Vec<bool> {
    let status = status(puzzle, state);
    let mut marks: Vec<bool> = status
        .islands
        .iter()
        .map(|&s| s == IslandStatus::Over)
        .collect();
    for island in stranded(puzzle, state) {
        marks[island] = true;
    }
    for &k in &status.closed_groups {
        for &island in &status.groups[k] {
            marks[island] = true;
        }
    }
    for &edge in &status.loop_edges {
        let e = puzzle.edges()[edge];
        marks[e.a] = true;
        marks[e.b] = true;
    }
    marks
}

#[test]
fn error_marks_agree_with_the_status_of_the_board() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    // States with an error of each kind: over-full or stranded, a cut-off group, a loop.
    let mut met = [0; 3];
    // Standard rules, no loops (a ring of four, whose loop is marked), and a torus.
    for task in [
        "7x7:3b5b2j3a3a3a3j2h24b31",
        "7x7L:3b5b2j3a3a3a3j2h24b31",
        "3x3L:2a2c2a2",
        "7x7t:3b5b2j3a3a3a3j2h24b31",
    ] {
        let puzzle = parse_task(task).unwrap();
        let solution = crate::solver::unique_solution(&puzzle).ok();
        for _ in 0..300 {
            // Part of the solution (a cut-off complete group, often), then noise.
            let mut state = State::empty(&puzzle);
            if let Some(solution) = &solution {
                for edge in 0..puzzle.edges().len() {
                    if rng.random_range(0..3) > 0 {
                        state.set(&puzzle, edge, Setting::Bridges(solution.count(edge)));
                    }
                }
            }
            // The ring's every edge, else a few at random.
            let edges = puzzle.edges().len();
            let noisy: Vec<EdgeId> = if edges <= 4 {
                (0..edges).collect()
            } else {
                let few = rng.random_range(0..6);
                (0..few).map(|_| rng.random_range(0..edges)).collect()
            };
            for edge in noisy {
                state.set(&puzzle, edge, Setting::Bridges(rng.random_range(0..3)));
            }
            let expected = error_marks_from_status(&puzzle, &state);
            let judged = status(&puzzle, &state);
            met[0] += usize::from(!stranded(&puzzle, &state).is_empty());
            met[1] += usize::from(!judged.closed_groups.is_empty());
            met[2] += usize::from(!judged.loop_edges.is_empty());
            assert_eq!(error_marks(&puzzle, &state), expected);
        }
    }
    assert!(
        met.iter().all(|&n| n >= 10),
        "each kind of error met: {met:?}"
    );
}

#[test]
fn group_ids_name_each_group_by_its_smallest_island() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let puzzle = parse_task("7x7:3b5b2j3a3a3a3j2h24b31").unwrap();
    for _ in 0..300 {
        let mut state = State::empty(&puzzle);
        for edge in 0..puzzle.edges().len() {
            if rng.random_range(0..3) == 0 {
                state.set(&puzzle, edge, Setting::Bridges(rng.random_range(1..3)));
            }
        }
        let mut expected = vec![None; puzzle.islands().len()];
        for group in groups(&puzzle, &state).into_iter().filter(|g| g.len() > 1) {
            for &island in &group {
                expected[island] = Some(group[0]);
            }
        }
        assert_eq!(group_ids(&puzzle, &state), expected);
    }
}
