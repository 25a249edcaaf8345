//! No-bridge marks: their text form, undo and redo, saves and shared progress, and how
//! hints, Check, the solved check and the keys treat them; the colours of groups; the
//! logical path a replay steps through.

use hashi_core::formats::parse_task;
use hashi_core::game::parse_action;
use hashi_core::hint::{hint_with, logical_path, Hint, Mistake};
use hashi_core::rules::{contradicting_marks, group_colours, group_ids};
use hashi_core::solver::{unique_solution, Budget};
use hashi_core::ui::{edge_near, Action, BridgeAction, Key, Modifiers, Ui};
use hashi_core::{
    CountsError, Direction, Game, Mode, Move, MoveError, MoveList, Pos, Setting, State,
};
use std::sync::Arc;

/// A 2 at the top left between two 1s: one bridge to each, the only solution.
const CORNER: &str = "3x3:2a1c1b";
const EASY: &str = "7x7:d1a32b4a3h4a3a2e2b3e2a1a2a5a3";

fn game(task: &str, mode: Mode) -> Game {
    Game::new(Arc::new(parse_task(task).unwrap()), mode)
}

fn p(r: usize, c: usize) -> Pos {
    Pos::new(r, c)
}

#[test]
fn a_mark_has_a_text_form_and_bad_text_is_refused_clearly() {
    let mv: Move = "0,0-0,2=x".parse().unwrap();
    assert_eq!(mv, Move::no_bridge(p(0, 0), p(0, 2)));
    assert_eq!(mv.setting, Setting::NoBridge);
    assert_eq!(mv.count(), 0);
    assert_eq!(mv.to_string(), "0,0-0,2=x");
    assert_eq!("0,0-0,2=X".parse::<Move>().unwrap(), mv);
    let list: MoveList = "0,0-0,2=x;0,0-2,0=1".parse().unwrap();
    assert_eq!(list.to_string(), "0,0-0,2=x;0,0-2,0=1");
    let why = "0,0-0,2=y".parse::<Move>().unwrap_err().to_string();
    assert_eq!(
        why,
        "`y` is neither a bridge count (0 to 4) nor `x` (a no-bridge mark)"
    );
    let why = "0,0-0,2=xx".parse::<Move>().unwrap_err().to_string();
    assert!(why.contains("`xx`"), "{why}");
}

#[test]
fn marks_toggle_undo_and_redo() {
    let mut g = game(CORNER, Mode::Strict);
    g.toggle_no_bridge(p(0, 2), p(0, 0)).unwrap();
    assert!(g.state().marked(0));
    assert_eq!(g.state().marked_edges(), vec![0]);
    assert_eq!(g.moves_made(), 1);
    g.toggle_no_bridge(p(0, 0), p(0, 2)).unwrap();
    assert!(!g.state().marked(0));
    assert!(g.undo());
    assert!(g.state().marked(0));
    assert!(g.undo());
    assert_eq!(g.state(), &State::empty(g.puzzle()));
    assert!(g.redo());
    assert!(g.state().marked(0));
    assert_eq!(
        g.toggle_no_bridge(p(0, 0), p(1, 1)),
        Err(MoveError::NoIsland(p(1, 1)))
    );
}

#[test]
fn a_bridge_clears_a_mark_and_a_mark_never_replaces_bridges() {
    let mut g = game(CORNER, Mode::Strict);
    g.toggle_no_bridge(p(0, 0), p(0, 2)).unwrap();
    // A click cycles 0 → 1 on a marked pair, taking the mark away.
    g.cycle(p(0, 0), p(0, 2)).unwrap();
    assert_eq!((g.state().count(0), g.state().marked(0)), (1, false));
    let refused = g.toggle_no_bridge(p(0, 0), p(0, 2)).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "no-bridge mark on row 1, column 1 to row 1, column 3, which has 1"
    );
    assert_eq!(g.state().count(0), 1);
    // Setting 0 bridges on a marked pair clears the mark too.
    g.play(&[Move::new(p(0, 0), p(0, 2), 0)]).unwrap();
    g.toggle_no_bridge(p(0, 0), p(0, 2)).unwrap();
    g.play(&[Move::new(p(0, 0), p(0, 2), 0)]).unwrap();
    assert!(!g.state().marked(0));
}

#[test]
fn a_mark_never_overfills_in_strict_mode_and_never_counts_for_solved() {
    let mut g = game(CORNER, Mode::Strict);
    g.play(&parse_action("0,0-0,2=1;0,0-2,0=1").unwrap())
        .unwrap();
    assert!(g.is_solved());
    // Every island is full; there is no other pair to mark, so mark and unmark after undo.
    g.undo();
    g.toggle_no_bridge(p(0, 0), p(2, 0)).unwrap();
    assert!(!g.is_solved());
    let marked_and_solved = g.state().clone();
    assert_eq!(marked_and_solved.bridges(), 0);
}

#[test]
fn marks_round_trip_through_saves_and_shared_progress() {
    let mut g = game(EASY, Mode::Strict);
    let puzzle = g.puzzle().clone();
    g.play(&[Move::on_edge(&puzzle, 1, 1)]).unwrap();
    g.toggle_no_bridge(puzzle.edge_ends(3).0, puzzle.edge_ends(3).1)
        .unwrap();
    let save = g.save();
    let json = serde_json::to_string(&save).unwrap();
    assert!(json.contains("=x"), "{json}");
    let restored = Game::restore(&serde_json::from_str(&json).unwrap(), Mode::Strict).unwrap();
    assert_eq!(restored.state(), g.state());
    assert!(restored.state().marked(3));

    let shared = g.position_text();
    assert!(shared.ends_with("=x") || shared.contains("=x;"), "{shared}");
    let mut other = game(EASY, Mode::Strict);
    other.open_shared(&parse_action(&shared).unwrap()).unwrap();
    assert_eq!(other.state(), g.state());
    // Opening shared progress replaces bridges by marks and marks by nothing.
    let mut busy = game(EASY, Mode::Strict);
    busy.play(&[Move::on_edge(&puzzle, 3, 2)]).unwrap();
    busy.toggle_no_bridge(puzzle.edge_ends(0).0, puzzle.edge_ends(0).1)
        .unwrap();
    busy.open_shared(&parse_action(&shared).unwrap()).unwrap();
    assert_eq!(busy.state(), g.state());
    assert!(busy.undo());
    assert!(busy.state().marked(0));
    // A restart takes marks away as well.
    g.reset();
    assert_eq!(g.state(), &State::empty(&puzzle));
}

#[test]
fn the_workers_form_of_a_position_carries_marks() {
    let puzzle = parse_task(CORNER).unwrap();
    let state = State::from_counts_and_marks(&puzzle, &[0, 1], &[0]).unwrap();
    assert!(state.marked(0) && !state.marked(1));
    assert_eq!(state.count(1), 1);
    assert_eq!(
        State::from_counts_and_marks(&puzzle, &[0, 1], &[7])
            .unwrap_err()
            .to_string(),
        "a no-bridge mark is on pair 7 but the puzzle has only 2 pairs"
    );
    assert!(matches!(
        State::from_counts_and_marks(&puzzle, &[0, 1], &[1]),
        Err(CountsError::Move {
            edge: 1,
            error: MoveError::MarkOnBridges { .. }
        })
    ));
}

#[test]
fn find_my_mistake_names_a_wrong_mark() {
    let puzzle = parse_task(CORNER).unwrap();
    let solution = unique_solution(&puzzle).unwrap();
    let mut g = game(CORNER, Mode::Strict);
    g.toggle_no_bridge(p(0, 0), p(0, 2)).unwrap();
    let h = hint_with(&puzzle, g.state(), &solution);
    assert_eq!(h, Hint::Mistakes(vec![Mistake::NoBridgeMark(0)]));
    assert_eq!(
        h.report(&puzzle, g.state(), String::new()).edges,
        vec![[p(0, 0), p(0, 2)]]
    );
}

#[test]
fn right_marks_are_no_mistake_and_the_hint_still_steps() {
    let puzzle = parse_task(EASY).unwrap();
    let solution = unique_solution(&puzzle).unwrap();
    let mut g = game(EASY, Mode::Strict);
    for edge in (0..puzzle.edges().len()).filter(|&e| solution.count(e) == 0) {
        let (a, b) = puzzle.edge_ends(edge);
        g.toggle_no_bridge(a, b).unwrap();
    }
    let h = hint_with(&puzzle, g.state(), &solution);
    assert!(matches!(h, Hint::Step(_)), "{h:?}");
    let moves = h.moves(&puzzle, g.state());
    assert!(moves
        .iter()
        .all(|m| { m.count() <= solution.count(hashi_core::moves::edge_of(&puzzle, m).unwrap()) }));
}

#[test]
fn check_flags_a_mark_that_leaves_an_island_short() {
    let mut g = game(CORNER, Mode::Strict);
    g.toggle_no_bridge(p(0, 0), p(0, 2)).unwrap();
    // The 2 can now reach only one bridge (to the 1 below).
    assert_eq!(contradicting_marks(g.puzzle(), g.state()), vec![0]);
    g.toggle_no_bridge(p(0, 0), p(0, 2)).unwrap();
    assert!(contradicting_marks(g.puzzle(), g.state()).is_empty());
    // A mark on a pair the island no longer needs is fine.
    let mut g = game("5x1:1a2a1", Mode::Strict);
    g.play(&parse_action("0,0-0,2=1;0,2-0,4=1").unwrap())
        .unwrap();
    assert!(contradicting_marks(g.puzzle(), g.state()).is_empty());
    // An island already stranded by bridges is Check's island error, not the mark's.
    let mut g = game("5x1:1a2a2", Mode::Free);
    g.toggle_no_bridge(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(contradicting_marks(g.puzzle(), g.state()), vec![0]);
}

#[test]
fn x_then_an_arrow_toggles_a_mark_from_the_selection() {
    let puzzle = parse_task(CORNER).unwrap();
    let mut ui = Ui::default();
    ui.key(&puzzle, Key::Arrow(Direction::Right), Modifiers::NONE);
    assert_eq!(ui.selected(), Some(0));
    assert_eq!(
        ui.key(&puzzle, Key::from_dom("x"), Modifiers::NONE),
        Some(Action::Handled)
    );
    assert!(ui.mark_pending());
    assert_eq!(
        ui.key(&puzzle, Key::Arrow(Direction::Down), Modifiers::NONE),
        Some(Action::Bridge(BridgeAction::ToggleNoBridge {
            a: 0,
            b: 2,
            edge: 1
        }))
    );
    assert!(!ui.mark_pending());
    // Escape forgets a pending mark; the next arrow moves the selection again.
    ui.key(&puzzle, Key::Char('X'), Modifiers::NONE);
    ui.key(&puzzle, Key::Escape, Modifiers::NONE);
    assert!(!ui.mark_pending());
    let mut g = Game::new(Arc::new(puzzle.clone()), Mode::Strict);
    BridgeAction::ToggleNoBridge {
        a: 0,
        b: 2,
        edge: 1,
    }
    .perform(&mut g)
    .unwrap();
    assert!(g.state().marked(1));
}

#[test]
fn a_press_on_water_finds_the_pair_whose_bridge_would_pass_there() {
    let puzzle = parse_task(CORNER).unwrap();
    assert_eq!(edge_near(&puzzle, (1.5, 0.5)), Some(0));
    assert_eq!(edge_near(&puzzle, (0.4, 1.5)), Some(1));
    assert_eq!(edge_near(&puzzle, (1.5, 1.5)), None);
    assert_eq!(edge_near(&puzzle, (f64::NAN, 0.5)), None);
    let mut ui = Ui::default();
    assert_eq!(
        ui.mark_water(&puzzle, (1.5, 0.6)),
        Some(Action::Bridge(BridgeAction::ToggleNoBridge {
            a: 0,
            b: 1,
            edge: 0
        }))
    );
    assert_eq!(ui.mark_water(&puzzle, (2.5, 2.5)), None);
}

#[test]
fn groups_get_their_own_colours_and_keep_them_when_joined() {
    // Four islands in a row, 1 2 2 1: two pairs, then joined.
    let mut g = game("7x1:1a2a2a1", Mode::Free);
    assert!(group_ids(g.puzzle(), g.state()).iter().all(Option::is_none));
    g.play(&parse_action("0,0-0,2=1;0,4-0,6=1").unwrap())
        .unwrap();
    let ids = group_ids(g.puzzle(), g.state());
    assert_eq!(ids, vec![Some(0), Some(0), Some(2), Some(2)]);
    let colours = group_colours(g.puzzle(), g.state(), 8);
    assert_eq!(colours[0], colours[1]);
    assert_eq!(colours[2], colours[3]);
    assert_ne!(colours[0], colours[2]);
    let before = colours[0];
    g.play(&parse_action("0,2-0,4=1").unwrap()).unwrap();
    let colours = group_colours(g.puzzle(), g.state(), 8);
    assert!(colours.iter().all(|&c| c == before));
    // With one colour, the second group takes a second pattern.
    let mut g = game("7x1:1a2a2a1", Mode::Free);
    g.play(&parse_action("0,0-0,2=1;0,4-0,6=1").unwrap())
        .unwrap();
    let colours = group_colours(g.puzzle(), g.state(), 1);
    assert_eq!(colours[0], Some((0, 0)));
    assert_eq!(colours[2], Some((0, 1)));
}

#[test]
fn the_logical_path_ends_on_the_solution() {
    let puzzle = parse_task(EASY).unwrap();
    let solution = unique_solution(&puzzle).unwrap();
    let path = logical_path(&puzzle, &solution, Budget::DEFAULT).unwrap();
    assert!(path.len() > 3);
    assert_eq!(path.last().unwrap().counts, solution.counts());
    for step in &path {
        assert!(!step.edges.is_empty());
        assert!(step.technique().is_some(), "an easy puzzle needs no guess");
    }
    // Bridges only ever accumulate along the path.
    for pair in path.windows(2) {
        assert!(pair[0]
            .counts
            .iter()
            .zip(&pair[1].counts)
            .all(|(a, b)| a <= b));
    }
    let wrong = State::empty(&puzzle);
    assert_eq!(
        logical_path(&puzzle, &wrong, Budget::DEFAULT),
        Err(hashi_core::hint::PathError::WrongSolution)
    );
}
