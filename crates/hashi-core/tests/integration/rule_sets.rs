//! Every rule set through the model: wrapped topology stays consistent (bridges run over
//! water in a straight line, across the seam where the board wraps, and cross only where
//! they share a cell), moves name their edge, and every format that holds rules keeps them.

use hashi_core::formats::{
    import, parse_json, parse_task, parse_tatham, write_json, write_task, write_tatham,
};
use hashi_core::{Direction, Game, Mode, Move, Pos, Puzzle, RuleSet, Wrap};
use proptest::prelude::*;
use std::collections::HashSet;
use std::sync::Arc;

/// A random puzzle under `rules`: up to 12 islands on a board of up to 8x8, numbers anywhere
/// in the rules' range (the topology does not care whether it is solvable).
fn puzzle_under(rules: RuleSet) -> impl Strategy<Value = Puzzle> {
    (1usize..=8, 1usize..=8)
        .prop_flat_map(move |(w, h)| {
            let cells = prop::collection::hash_set((0..h, 0..w), 1..=12.min(w * h));
            let targets = prop::collection::vec(1..=u32::from(rules.max_target()), 12);
            (Just((w, h)), cells, targets)
        })
        .prop_map(move |((w, h), cells, targets)| {
            let islands = cells
                .into_iter()
                .zip(targets)
                .map(|((r, c), t)| (Pos::new(r, c), t));
            Puzzle::with_rules(w, h, rules, islands).expect("valid by construction")
        })
}

fn any_rules() -> impl Strategy<Value = RuleSet> {
    let all: Vec<RuleSet> = RuleSet::all().collect();
    prop::sample::select(all)
}

fn any_puzzle() -> impl Strategy<Value = Puzzle> {
    any_rules().prop_flat_map(puzzle_under)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn bridges_run_straight_over_water_and_cross_only_on_a_shared_cell(p in any_puzzle()) {
        let wrap = p.rules().wrap();
        let mut cells_of = Vec::new();
        for (id, e) in p.edges().iter().enumerate() {
            prop_assert_ne!(e.a, e.b);
            prop_assert!(p.edges_of(e.a).any(|x| x == id) && p.edges_of(e.b).any(|x| x == id));
            prop_assert!(!e.wraps || wrap != Wrap::Flat);
            prop_assert!(!e.wraps || e.is_horizontal() || wrap == Wrap::Torus);
            let (a, b) = p.edge_ends(id);
            if e.is_horizontal() {
                prop_assert_eq!(a.r, b.r);
                prop_assert_eq!(e.wraps, a.c > b.c);
            } else {
                prop_assert_eq!(a.c, b.c);
                prop_assert_eq!(e.wraps, a.r > b.r);
            }
            let cells = p.edge_cells(id);
            for cell in &cells {
                prop_assert!(p.island_at(*cell).is_none(), "a bridge over an island");
            }
            let span = if e.is_horizontal() { p.width() } else { p.height() };
            prop_assert!(cells.len() + 2 <= span + 1);
            cells_of.push(cells.into_iter().collect::<HashSet<Pos>>());
        }
        for (id, e) in p.edges().iter().enumerate() {
            for (other, f) in p.edges().iter().enumerate().skip(id + 1) {
                let share = !cells_of[id].is_disjoint(&cells_of[other]);
                let crossing = p.crossings(id).contains(&other);
                prop_assert_eq!(crossing, p.crossings(other).contains(&id));
                if e.is_horizontal() == f.is_horizontal() {
                    prop_assert!(!share, "parallel bridges never overlap");
                    prop_assert!(!crossing);
                } else {
                    prop_assert_eq!(crossing, share);
                }
            }
        }
    }

    #[test]
    fn every_edge_is_named_by_its_move_and_reached_by_its_direction(p in any_puzzle()) {
        for (id, e) in p.edges().iter().enumerate() {
            let mv = Move::on_edge(&p, id, 1);
            prop_assert_eq!(hashi_core::moves::edge_of(&p, &mv), Ok(id));
            let text = mv.to_string();
            prop_assert_eq!(hashi_core::moves::edge_of(&p, &text.parse().unwrap()), Ok(id));
            prop_assert_eq!(p.edge_towards(e.a, e.dir), Some(id));
            prop_assert_eq!(p.edge_towards(e.b, e.dir.opposite()), Some(id));
        }
        // Neighbours agree with edges, both ways.
        for island in 0..p.islands().len() {
            for dir in Direction::ALL {
                let edge = p.edge_towards(island, dir);
                let via = edge.and_then(|e| p.edges()[e].other(island));
                prop_assert_eq!(p.neighbour(island, dir), via);
            }
        }
    }

    #[test]
    fn rules_survive_every_format_that_holds_them(p in any_puzzle()) {
        let task = write_task(&p);
        prop_assert_eq!(parse_task(&task).ok(), Some(p.clone()));
        prop_assert_eq!(import(&task).map(|i| i.puzzle).ok(), Some(p.clone()));
        let json = write_json(&p, None);
        prop_assert_eq!(parse_json(&json).ok().map(|(_, q)| q), Some(p.clone()));
        prop_assert_eq!(import(&json).map(|i| i.puzzle).ok(), Some(p.clone()));
        match write_tatham(&p) {
            Ok(id) => {
                prop_assert_eq!(p.rules().wrap(), Wrap::Flat);
                prop_assert_eq!(parse_tatham(&id).ok(), Some(p.clone()));
                prop_assert_eq!(import(&id).map(|i| i.puzzle).ok(), Some(p.clone()));
            }
            Err(_) => prop_assert_ne!(p.rules().wrap(), Wrap::Flat),
        }
    }

    #[test]
    fn a_tap_cycles_through_every_count_the_rules_allow(p in any_puzzle()) {
        let Some(edge) = (0..p.edges().len()).next() else {
            return Ok(());
        };
        let (a, b) = p.edge_ends(edge);
        let most = p.max_bridges();
        let mut game = Game::new(Arc::new(p.clone()), Mode::Free);
        for expected in (1..=most).chain([0]) {
            game.cycle(a, b).unwrap();
            prop_assert_eq!(game.state().count(edge), expected);
        }
        for expected in (1..=most).rev().chain([0]) {
            game.cycle_back(a, b).unwrap();
            prop_assert_eq!(game.state().count(edge), expected);
        }
        prop_assert!(game.play(&[Move::on_edge(&p, edge, most + 1)]).is_err());
    }
}

#[test]
fn standard_task_strings_and_links_read_as_before() {
    let p = parse_task("7x7:2c1c2d3g2a4a3c1g2d2c4a4").unwrap();
    assert!(p.rules().is_standard());
    assert_eq!(write_task(&p), "7x7:2c1c2d3g2a4a3c1g2d2c4a4");
    assert!(!write_json(&p, None).contains("rules"));
}

#[test]
fn numbers_above_the_rules_limit_are_refused_where_they_stand() {
    let error = parse_task("5x1m3:CaDa1").unwrap_err();
    assert_eq!(
        error.to_string(),
        "task string, character 8: number at row 1, column 3: 13 > 12"
    );
    let error = parse_task("5x1m2q:1c1").unwrap_err();
    assert_eq!(
        error.to_string(),
        "task string, character 5: bad rules: unknown rule `q`"
    );
}
