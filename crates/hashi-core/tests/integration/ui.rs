//! The board's input interpretation: every key and pointer path the browser suites drive,
//! checked natively on small puzzles.

use hashi_core::formats::parse_task;
use hashi_core::ui::{
    island_near, Action, BridgeAction, Key, Modifiers, Refusal, Ui, ZoomStep, TAP_SLOP,
};
use hashi_core::Direction::{self, Down, Left, Right, Up};
use hashi_core::{Game, Mode, MoveError, Pos, Puzzle};
use std::sync::Arc;

/// ```text
/// 2 . . . 2     island 0 at 0,0   island 1 at 0,4
/// . . . . .
/// 3 . 2 . .     island 2 at 2,0   island 3 at 2,2
/// . . . . .
/// . . . . 1     island 4 at 4,4
/// ```
/// Neighbours: 0-1 (4 cells apart), 0-2 (2), 2-3 (2), 1-4 (4). Island 3 has none above,
/// below or to its right; island 4 none to its left.
const CROSSROADS: &str = "5x5:2c2e3a2k1";

fn crossroads() -> Puzzle {
    let puzzle = parse_task(CROSSROADS).unwrap();
    let at: Vec<Pos> = puzzle.islands().iter().map(|i| i.pos).collect();
    assert_eq!(
        at,
        [(0, 0), (0, 4), (2, 0), (2, 2), (4, 4)].map(|(r, c)| Pos::new(r, c))
    );
    puzzle
}

/// The centre of island `id`'s cell, in cells `(x, y)`.
fn centre(puzzle: &Puzzle, id: usize) -> (f64, f64) {
    let pos = puzzle.islands()[id].pos;
    (pos.c as f64 + 0.5, pos.r as f64 + 0.5)
}

fn shifted((x, y): (f64, f64), dx: f64, dy: f64) -> (f64, f64) {
    (x + dx, y + dy)
}

/// A tap on island `id`: press and release at its centre.
fn tap(ui: &mut Ui, puzzle: &Puzzle, id: usize) -> Option<Action> {
    tap_with(ui, puzzle, id, false)
}

fn tap_with(ui: &mut Ui, puzzle: &Puzzle, id: usize, backwards: bool) -> Option<Action> {
    ui.press(id, backwards, centre(puzzle, id));
    ui.release(puzzle, centre(puzzle, id))
}

/// A drag from island `id`'s centre by `(dx, dy)` cells.
fn drag(ui: &mut Ui, puzzle: &Puzzle, id: usize, dx: f64, dy: f64) -> Option<Action> {
    ui.press(id, false, centre(puzzle, id));
    ui.release(puzzle, shifted(centre(puzzle, id), dx, dy))
}

fn key(ui: &mut Ui, puzzle: &Puzzle, key: Key, mods: Modifiers) -> Option<Action> {
    ui.key(puzzle, key, mods)
}

fn arrow(ui: &mut Ui, puzzle: &Puzzle, dir: Direction) -> Option<Action> {
    ui.key(puzzle, Key::Arrow(dir), Modifiers::NONE)
}

/// A Ui with island `id` selected by a tap.
fn selecting(puzzle: &Puzzle, id: usize) -> Ui {
    let mut ui = Ui::default();
    assert_eq!(tap(&mut ui, puzzle, id), Some(Action::Handled));
    assert_eq!(ui.selected(), Some(id));
    ui
}

/// The edge between two islands of a flat board (where a pair has at most one).
fn edge(puzzle: &Puzzle, a: usize, b: usize) -> usize {
    puzzle.edge_between(a, b).expect("neighbours")
}

fn cycle(puzzle: &Puzzle, a: usize, b: usize, backwards: bool) -> Option<Action> {
    let edge = edge(puzzle, a, b);
    Some(Action::Bridge(BridgeAction::Cycle {
        a,
        b,
        edge,
        backwards,
    }))
}

fn adjust(puzzle: &Puzzle, a: usize, b: usize, delta: i8) -> Option<Action> {
    let edge = edge(puzzle, a, b);
    Some(Action::Bridge(BridgeAction::Adjust { a, b, edge, delta }))
}

fn set(puzzle: &Puzzle, a: usize, b: usize, count: u8) -> Option<Action> {
    let edge = edge(puzzle, a, b);
    Some(Action::Bridge(BridgeAction::Set { a, b, edge, count }))
}

const NO_ISLAND: Option<Action> = Some(Action::Refuse(Refusal::NoIslandThatWay));

// Pointer: taps.

#[test]
fn a_fresh_ui_selects_nothing() {
    let ui = Ui::default();
    assert_eq!(ui.selected(), None);
    assert_eq!(ui.last_direction(), None);
    assert!(!ui.removal_pending() && !ui.pressing());
}

#[test]
fn a_press_changes_nothing_until_its_release() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    ui.press(3, false, centre(&puzzle, 3));
    assert!(ui.pressing());
    assert_eq!(ui.selected(), None);
    assert_eq!(
        ui.release(&puzzle, centre(&puzzle, 3)),
        Some(Action::Handled)
    );
    assert!(!ui.pressing());
    assert_eq!(ui.selected(), Some(3));
}

#[test]
fn tapping_an_island_then_a_neighbour_cycles_their_bridge_and_clears_the_selection() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 0);
    assert_eq!(tap(&mut ui, &puzzle, 1), cycle(&puzzle, 0, 1, false));
    assert_eq!(ui.selected(), None);
    // Again, from the other end.
    let mut ui = selecting(&puzzle, 2);
    assert_eq!(tap(&mut ui, &puzzle, 0), cycle(&puzzle, 2, 0, false));
    assert_eq!(ui.selected(), None);
}

#[test]
fn tapping_the_selected_island_deselects_it() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 3);
    assert_eq!(tap(&mut ui, &puzzle, 3), Some(Action::Handled));
    assert_eq!(ui.selected(), None);
}

#[test]
fn tapping_an_island_that_is_not_a_neighbour_selects_it_instead() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 0);
    assert_eq!(tap(&mut ui, &puzzle, 3), Some(Action::Handled));
    assert_eq!(ui.selected(), Some(3));
    assert_eq!(tap(&mut ui, &puzzle, 4), Some(Action::Handled));
    assert_eq!(ui.selected(), Some(4));
}

#[test]
fn a_right_button_tap_on_a_neighbour_cycles_backwards() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 2);
    assert_eq!(
        tap_with(&mut ui, &puzzle, 3, true),
        cycle(&puzzle, 2, 3, true)
    );
    assert_eq!(ui.selected(), None);
}

#[test]
fn a_right_button_tap_with_nothing_selected_selects_the_island() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    assert_eq!(tap_with(&mut ui, &puzzle, 1, true), Some(Action::Handled));
    assert_eq!(ui.selected(), Some(1));
}

#[test]
fn a_wobble_smaller_than_the_tap_slop_is_still_a_tap() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    let wobble = TAP_SLOP * 0.9;
    assert_eq!(
        drag(&mut ui, &puzzle, 0, wobble * 0.6, wobble * 0.8),
        Some(Action::Handled)
    );
    assert_eq!(ui.selected(), Some(0));
    assert_eq!(
        drag(&mut ui, &puzzle, 1, -wobble, 0.0),
        cycle(&puzzle, 0, 1, false)
    );
}

#[test]
fn a_release_with_no_press_on_an_island_clears_the_selection() {
    // A press on water records nothing; its release clears the selection.
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 3);
    assert_eq!(ui.release(&puzzle, (3.5, 0.5)), Some(Action::Handled));
    assert_eq!(ui.selected(), None);
}

#[test]
fn a_release_uses_up_its_press() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 3);
    assert_eq!(
        ui.release(&puzzle, centre(&puzzle, 3)),
        Some(Action::Handled)
    );
    assert_eq!(
        ui.selected(),
        None,
        "the second release is a release on water"
    );
}

#[test]
fn a_cancelled_press_does_nothing_and_is_forgotten() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 0);
    ui.press(1, false, centre(&puzzle, 1));
    ui.cancel();
    assert!(!ui.pressing());
    assert_eq!(ui.selected(), Some(0), "no cycle, no change of selection");
}

#[test]
fn a_new_press_replaces_one_under_way() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    ui.press(0, false, centre(&puzzle, 0));
    ui.press(3, false, centre(&puzzle, 3));
    assert_eq!(
        ui.release(&puzzle, centre(&puzzle, 3)),
        Some(Action::Handled)
    );
    assert_eq!(ui.selected(), Some(3));
}

// Pointer: drags.

#[test]
fn a_drag_past_half_the_distance_to_a_neighbour_cycles_that_bridge() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    // Island 1 is 4 cells right of island 0: 2 cells is half-way.
    assert_eq!(
        drag(&mut ui, &puzzle, 0, 2.0, 0.0),
        cycle(&puzzle, 0, 1, false)
    );
    // Island 2 is 2 cells below island 0: 1 cell is enough.
    assert_eq!(
        drag(&mut ui, &puzzle, 0, 0.1, 1.0),
        cycle(&puzzle, 0, 2, false)
    );
    // All the way to the neighbour, and beyond, counts too.
    assert_eq!(
        drag(&mut ui, &puzzle, 3, -2.0, 0.0),
        cycle(&puzzle, 3, 2, false)
    );
    assert_eq!(
        drag(&mut ui, &puzzle, 4, 0.0, -9.0),
        cycle(&puzzle, 4, 1, false)
    );
}

#[test]
fn a_drag_clears_the_selection() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 4);
    assert_eq!(
        drag(&mut ui, &puzzle, 2, 1.5, 0.0),
        cycle(&puzzle, 2, 3, false)
    );
    assert_eq!(ui.selected(), None);
}

#[test]
fn a_right_button_drag_cycles_backwards() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    ui.press(1, true, centre(&puzzle, 1));
    assert_eq!(
        ui.release(&puzzle, shifted(centre(&puzzle, 1), -3.0, 0.2)),
        cycle(&puzzle, 1, 0, true)
    );
}

#[test]
fn a_drag_short_of_half_the_distance_does_nothing() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 3);
    assert_eq!(drag(&mut ui, &puzzle, 0, 1.9, 0.0), None);
    assert_eq!(drag(&mut ui, &puzzle, 0, TAP_SLOP, 0.0), None);
    assert_eq!(ui.selected(), Some(3), "the selection stays");
}

#[test]
fn a_drag_toward_no_neighbour_does_nothing() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 4);
    assert_eq!(drag(&mut ui, &puzzle, 0, 0.0, -3.0), None, "off the board");
    assert_eq!(drag(&mut ui, &puzzle, 3, 0.0, 2.0), None, "water below");
    assert_eq!(
        drag(&mut ui, &puzzle, 3, 2.0, 0.0),
        None,
        "water to the right"
    );
    assert_eq!(ui.selected(), Some(4));
}

#[test]
fn the_dominant_axis_decides_a_drag_s_direction() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    // Mostly down from island 0: toward island 2, though island 1 is right.
    assert_eq!(
        drag(&mut ui, &puzzle, 0, 0.9, 1.0),
        cycle(&puzzle, 0, 2, false)
    );
    // Mostly right, but not half-way to island 1: nothing.
    assert_eq!(drag(&mut ui, &puzzle, 0, 1.0, 0.9), None);
    // A tie counts as horizontal.
    assert_eq!(
        drag(&mut ui, &puzzle, 0, 2.0, 2.0),
        cycle(&puzzle, 0, 1, false)
    );
}

// Keys: arrows.

#[test]
fn the_first_arrow_selects_island_zero() {
    let puzzle = crossroads();
    for dir in Direction::ALL {
        let mut ui = Ui::default();
        assert_eq!(arrow(&mut ui, &puzzle, dir), Some(Action::Handled));
        assert_eq!(ui.selected(), Some(0));
        assert_eq!(ui.last_direction(), Some(dir));
    }
}

#[test]
fn arrows_move_the_selection_to_the_neighbour_that_way() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 0);
    let mut walk = |dir, to| {
        assert_eq!(arrow(&mut ui, &puzzle, dir), Some(Action::Handled));
        assert_eq!(ui.selected(), Some(to), "{dir:?}");
    };
    walk(Down, 2);
    walk(Right, 3);
    walk(Left, 2);
    walk(Up, 0);
    walk(Right, 1);
    walk(Down, 4);
}

#[test]
fn an_arrow_with_no_neighbour_that_way_selects_the_nearest_island_on_that_side() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 4);
    assert_eq!(arrow(&mut ui, &puzzle, Left), Some(Action::Handled));
    assert_eq!(ui.selected(), Some(3));
    assert_eq!(arrow(&mut ui, &puzzle, Up), Some(Action::Handled));
    assert_eq!(ui.selected(), Some(0), "ties go to the first island");
}

#[test]
fn an_arrow_with_no_island_that_way_keeps_the_selection_but_remembers_the_direction() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 0);
    assert_eq!(arrow(&mut ui, &puzzle, Up), Some(Action::Handled));
    assert_eq!(ui.selected(), Some(0));
    assert_eq!(ui.last_direction(), Some(Up));
}

#[test]
fn shift_arrow_adds_a_bridge_toward_the_neighbour_and_keeps_the_selection() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 0);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Arrow(Right), Modifiers::SHIFT),
        adjust(&puzzle, 0, 1, 1)
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Arrow(Down), Modifiers::SHIFT),
        adjust(&puzzle, 0, 2, 1)
    );
    assert_eq!(ui.selected(), Some(0));
    assert_eq!(ui.last_direction(), Some(Down));
}

#[test]
fn alt_arrow_removes_a_bridge_toward_the_neighbour() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 3);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Arrow(Left), Modifiers::ALT),
        adjust(&puzzle, 3, 2, -1)
    );
    let alt_shift = Modifiers {
        shift: true,
        ..Modifiers::ALT
    };
    assert_eq!(
        key(&mut ui, &puzzle, Key::Arrow(Left), alt_shift),
        adjust(&puzzle, 3, 2, -1),
        "Alt wins"
    );
    assert_eq!(ui.selected(), Some(3));
}

#[test]
fn shift_backspace_makes_the_next_arrow_remove_one_bridge() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 2);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Backspace, Modifiers::SHIFT),
        Some(Action::Handled)
    );
    assert!(ui.removal_pending());
    assert_eq!(arrow(&mut ui, &puzzle, Right), adjust(&puzzle, 2, 3, -1));
    assert!(!ui.removal_pending());
    // Only once: the next arrow moves the selection again.
    assert_eq!(arrow(&mut ui, &puzzle, Right), Some(Action::Handled));
    assert_eq!(ui.selected(), Some(3));
}

#[test]
fn shift_backspace_then_shift_arrow_still_removes() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 2);
    key(&mut ui, &puzzle, Key::Backspace, Modifiers::SHIFT);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Arrow(Up), Modifiers::SHIFT),
        adjust(&puzzle, 2, 0, -1)
    );
}

#[test]
fn a_pending_removal_is_used_up_by_an_arrow_even_with_nothing_selected() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    key(&mut ui, &puzzle, Key::Backspace, Modifiers::SHIFT);
    assert_eq!(arrow(&mut ui, &puzzle, Right), Some(Action::Handled));
    assert!(!ui.removal_pending());
    assert_eq!(ui.selected(), None);
}

#[test]
fn backspace_without_shift_is_left_to_the_browser() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 2);
    assert_eq!(key(&mut ui, &puzzle, Key::Backspace, Modifiers::NONE), None);
    assert!(!ui.removal_pending());
}

#[test]
fn shift_arrow_toward_no_neighbour_is_refused_with_a_reason() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 3);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Arrow(Up), Modifiers::SHIFT),
        NO_ISLAND
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Arrow(Right), Modifiers::ALT),
        NO_ISLAND
    );
    assert_eq!(ui.selected(), Some(3));
    assert_eq!(
        Refusal::NoIslandThatWay.to_string(),
        "There is no island that way to bridge to."
    );
}

#[test]
fn shift_arrow_with_nothing_selected_only_remembers_the_direction() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    assert_eq!(
        key(&mut ui, &puzzle, Key::Arrow(Down), Modifiers::SHIFT),
        Some(Action::Handled)
    );
    assert_eq!(ui.selected(), None);
    assert_eq!(ui.last_direction(), Some(Down));
}

// Keys: digits.

#[test]
fn digits_set_the_bridges_toward_the_last_arrow_s_direction() {
    // The browser test: select island 0 by arrow, Shift+arrow adds one, 2 makes it a double.
    let puzzle = crossroads();
    let mut ui = Ui::default();
    arrow(&mut ui, &puzzle, Right);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Arrow(Right), Modifiers::SHIFT),
        adjust(&puzzle, 0, 1, 1)
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Digit(2), Modifiers::NONE),
        set(&puzzle, 0, 1, 2)
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Digit(0), Modifiers::NONE),
        set(&puzzle, 0, 1, 0)
    );
    // A plain arrow sets the direction too: Down moves to island 2, which has nothing below.
    arrow(&mut ui, &puzzle, Down);
    assert_eq!(ui.selected(), Some(2));
    assert_eq!(
        key(&mut ui, &puzzle, Key::Digit(1), Modifiers::NONE),
        NO_ISLAND
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Arrow(Right), Modifiers::SHIFT),
        adjust(&puzzle, 2, 3, 1)
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Digit(1), Modifiers::SHIFT),
        set(&puzzle, 2, 3, 1)
    );
    assert_eq!(ui.selected(), Some(2), "setting keeps the selection");
}

#[test]
fn a_digit_after_a_tap_uses_the_direction_of_the_last_arrow() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    arrow(&mut ui, &puzzle, Left);
    tap(&mut ui, &puzzle, 3);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Digit(2), Modifiers::NONE),
        set(&puzzle, 3, 2, 2)
    );
}

#[test]
fn digits_do_nothing_without_a_selection_or_a_direction() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 0);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Digit(1), Modifiers::NONE),
        Some(Action::Handled)
    );
    let mut ui = Ui::default();
    arrow(&mut ui, &puzzle, Right);
    ui.deselect();
    assert_eq!(
        key(&mut ui, &puzzle, Key::Digit(1), Modifiers::NONE),
        Some(Action::Handled)
    );
}

#[test]
fn digits_above_the_rules_most_are_left_to_the_browser() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    arrow(&mut ui, &puzzle, Right);
    for digit in 3..=9 {
        assert_eq!(
            key(&mut ui, &puzzle, Key::Digit(digit), Modifiers::NONE),
            None
        );
    }
    let four = parse_task("3x1m4:4a4").unwrap();
    let mut ui = Ui::default();
    arrow(&mut ui, &four, Right);
    assert_eq!(
        key(&mut ui, &four, Key::Digit(4), Modifiers::NONE),
        Some(Action::Bridge(BridgeAction::Set {
            a: 0,
            b: 1,
            edge: 0,
            count: 4
        }))
    );
    assert_eq!(key(&mut ui, &four, Key::Digit(5), Modifiers::NONE), None);
}

#[test]
fn on_a_cylinder_a_drag_or_arrow_towards_the_seam_reaches_the_island_across_it() {
    // 5x1 cylinder: 1 . 1 . .  — from the left 1, leftwards crosses the seam.
    let puzzle = parse_task("5x1w:1a1b").unwrap();
    let across = puzzle.edge_towards(0, Left).unwrap();
    let direct = puzzle.edge_towards(0, Right).unwrap();
    assert!(puzzle.edges()[across].wraps && across != direct);
    let mut ui = Ui::default();
    let drag_left = drag(&mut ui, &puzzle, 0, -3.0, 0.0);
    assert_eq!(
        drag_left,
        Some(Action::Bridge(BridgeAction::Cycle {
            a: 0,
            b: 1,
            edge: across,
            backwards: false
        }))
    );
    let mut g = Game::new(Arc::new(puzzle.clone()), Mode::Free);
    let Some(Action::Bridge(action)) = drag_left else {
        unreachable!()
    };
    action.perform(&mut g).unwrap();
    assert_eq!((g.state().count(across), g.state().count(direct)), (1, 0));
    // Towards the seam, reaching just past the board's edge is enough, however long the way
    // round: here half a cell past the edge, not half of the three cells to the other island.
    let far = parse_task("9x1w:a1b1d").unwrap();
    let across_far = far.edge_towards(0, Left).unwrap();
    let mut ui = Ui::default();
    ui.press(0, false, (1.5, 0.5));
    assert_eq!(ui.release(&far, (-0.1, 0.5)), None, "not yet past the edge");
    ui.press(0, false, (1.5, 0.5));
    assert!(matches!(
        ui.release(&far, (-0.6, 0.5)),
        Some(Action::Bridge(BridgeAction::Cycle { edge, .. })) if edge == across_far
    ));
    // A tap on one then the other takes the shorter way, here the direct one (1 cell, not 2).
    let mut ui = selecting(&puzzle, 0);
    assert_eq!(tap(&mut ui, &puzzle, 1), cycle(&puzzle, 0, 1, false));
    assert_eq!(ui.tap_edge(&puzzle, across, true).map(|a| matches!(a, Action::Bridge(BridgeAction::Cycle { edge, backwards: true, .. }) if edge == across)), Some(true));
    // A press on the water beyond the seam is the wrapping pair's.
    assert_eq!(hashi_core::ui::edge_near(&puzzle, (4.5, 0.5)), Some(across));
    assert_eq!(hashi_core::ui::edge_near(&puzzle, (1.5, 0.5)), Some(direct));
}

/// The cylinder `1 . 1 . .` (5x1, wrapping left to right): its two islands are joined directly
/// (across column 1) and across the seam (columns 3 and 4); returns the game and those edges.
fn cylinder() -> (Game, usize, usize) {
    let g = game("5x1w:1a1b", Mode::Free);
    let across = g.puzzle().edge_towards(0, Left).unwrap();
    let direct = g.puzzle().edge_towards(0, Right).unwrap();
    (g, across, direct)
}

/// One bridge on `edge`.
fn draw(g: &mut Game, edge: usize) {
    let (a, b) = (g.puzzle().edges()[edge].a, g.puzzle().edges()[edge].b);
    let one = BridgeAction::Cycle {
        a,
        b,
        edge,
        backwards: false,
    };
    one.perform(g).unwrap();
    assert_eq!(g.state().count(edge), 1);
}

fn cycles(action: Option<Action>, edge: usize, backwards: bool) -> bool {
    matches!(action, Some(Action::Bridge(BridgeAction::Cycle { edge: e, backwards: b, .. })) if e == edge && b == backwards)
}

#[test]
fn a_tap_on_either_half_of_a_drawn_bridge_across_the_seam_cycles_it() {
    let (mut g, across, _) = cylinder();
    draw(&mut g, across);
    for at in [(4.5, 0.5), (3.5, 0.4)] {
        let mut ui = selecting(g.puzzle(), 1);
        assert!(
            cycles(ui.tap_water(&g, at, false), across, false),
            "at {at:?}"
        );
        assert_eq!(ui.selected(), None, "the selection is cleared");
    }
    let mut ui = Ui::default();
    assert!(
        cycles(ui.tap_water(&g, (4.5, 0.5), true), across, true),
        "the right button cycles backwards"
    );
}

#[test]
fn a_tap_on_the_seam_s_water_with_no_bridge_drawn_only_clears_the_selection() {
    let (g, _, _) = cylinder();
    let mut ui = selecting(g.puzzle(), 0);
    assert_eq!(ui.tap_water(&g, (4.5, 0.5), false), Some(Action::Handled));
    assert_eq!(ui.selected(), None);
}

#[test]
fn a_tap_on_a_drawn_bridge_that_does_not_wrap_only_clears_the_selection() {
    let (mut g, _, direct) = cylinder();
    draw(&mut g, direct);
    let mut ui = selecting(g.puzzle(), 0);
    assert_eq!(ui.tap_water(&g, (1.5, 0.5), false), Some(Action::Handled));
    assert_eq!(ui.selected(), None);
}

#[test]
fn a_tap_on_water_on_a_board_that_does_not_wrap_only_clears_the_selection() {
    let mut g = game("5x1:1c1", Mode::Free);
    draw(&mut g, 0);
    let mut ui = selecting(g.puzzle(), 0);
    assert_eq!(ui.tap_water(&g, (2.5, 0.5), false), Some(Action::Handled));
    assert_eq!(ui.selected(), None);
}

// Keys: help, Escape, marks, groups.

#[test]
fn question_mark_toggles_the_help() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('?'), Modifiers::SHIFT),
        Some(Action::ToggleHelp)
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('?'), Modifiers::NONE),
        Some(Action::ToggleHelp)
    );
}

#[test]
fn t_toggles_pencil_mode() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 3);
    for t in ['t', 'T'] {
        assert_eq!(
            key(&mut ui, &puzzle, Key::Char(t), Modifiers::NONE),
            Some(Action::TogglePencil)
        );
    }
    assert_eq!(ui.selected(), Some(3), "pencil mode keeps the selection");
}

#[test]
fn p_pauses_but_ctrl_p_stays_the_browsers_print() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 3);
    for p in ['p', 'P'] {
        assert_eq!(
            key(&mut ui, &puzzle, Key::Char(p), Modifiers::NONE),
            Some(Action::Pause)
        );
    }
    assert_eq!(ui.selected(), Some(3), "pausing keeps the selection");
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('p'), Modifiers::COMMAND),
        None
    );
}

#[test]
fn escape_clears_the_selection_and_closes_the_help() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 3);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Escape, Modifiers::NONE),
        Some(Action::CloseHelp)
    );
    assert_eq!(ui.selected(), None);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Escape, Modifiers::NONE),
        Some(Action::CloseHelp)
    );
}

#[test]
fn escape_cancels_a_pending_removal() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    key(&mut ui, &puzzle, Key::Backspace, Modifiers::SHIFT);
    key(&mut ui, &puzzle, Key::Escape, Modifiers::NONE);
    assert!(!ui.removal_pending());
    assert_eq!(arrow(&mut ui, &puzzle, Right), Some(Action::Handled));
    assert_eq!(ui.selected(), Some(0));
}

#[test]
fn m_in_either_case_marks_the_selected_island() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 4);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('m'), Modifiers::NONE),
        Some(Action::ToggleMark(4))
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('M'), Modifiers::SHIFT),
        Some(Action::ToggleMark(4))
    );
    assert_eq!(ui.selected(), Some(4));
}

#[test]
fn m_with_nothing_selected_is_taken_but_marks_nothing() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('m'), Modifiers::NONE),
        Some(Action::Handled)
    );
}

#[test]
fn g_in_either_case_toggles_the_group_of_the_selection() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 2);
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('g'), Modifiers::NONE),
        Some(Action::ToggleGroup(Some(2)))
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('G'), Modifiers::SHIFT),
        Some(Action::ToggleGroup(Some(2)))
    );
    ui.deselect();
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('g'), Modifiers::NONE),
        Some(Action::ToggleGroup(None))
    );
}

#[test]
fn m_and_g_with_ctrl_or_cmd_are_left_to_the_browser() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 2);
    for c in ['m', 'M', 'g', 'G'] {
        assert_eq!(
            key(&mut ui, &puzzle, Key::Char(c), Modifiers::COMMAND),
            None,
            "{c}"
        );
    }
}

// Keys: history and the rest.

#[test]
fn ctrl_or_cmd_z_undoes_and_with_shift_or_y_redoes() {
    let puzzle = crossroads();
    let mut ui = Ui::default();
    let command_shift = Modifiers {
        shift: true,
        ..Modifiers::COMMAND
    };
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('z'), Modifiers::COMMAND),
        Some(Action::Undo)
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('Z'), Modifiers::COMMAND),
        Some(Action::Undo),
        "Caps Lock"
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('Z'), command_shift),
        Some(Action::Redo)
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('z'), command_shift),
        Some(Action::Redo)
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('y'), Modifiers::COMMAND),
        Some(Action::Redo)
    );
    assert_eq!(
        key(&mut ui, &puzzle, Key::Char('Y'), command_shift),
        Some(Action::Redo)
    );
    // Without Ctrl/Cmd they are not history keys.
    assert_eq!(key(&mut ui, &puzzle, Key::Char('z'), Modifiers::NONE), None);
    assert_eq!(key(&mut ui, &puzzle, Key::Char('y'), Modifiers::NONE), None);
}

#[test]
fn other_keys_with_ctrl_or_cmd_are_left_to_the_browser() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 0);
    for k in [
        Key::Arrow(Right),
        Key::Digit(1),
        Key::Char('?'),
        Key::Escape,
        Key::Backspace,
        Key::Char('r'),
    ] {
        assert_eq!(key(&mut ui, &puzzle, k, Modifiers::COMMAND), None, "{k:?}");
    }
    assert_eq!(ui.selected(), Some(0));
    assert_eq!(ui.last_direction(), None);
}

#[test]
fn keys_the_board_does_not_use_are_left_to_the_browser() {
    let puzzle = crossroads();
    let mut ui = selecting(&puzzle, 0);
    for k in [Key::Char('q'), Key::Char(' '), Key::Other] {
        assert_eq!(key(&mut ui, &puzzle, k, Modifiers::NONE), None, "{k:?}");
    }
    assert_eq!(ui.selected(), Some(0));
}

#[test]
fn dom_key_names_become_keys() {
    assert_eq!(Key::from_dom("ArrowUp"), Key::Arrow(Up));
    assert_eq!(Key::from_dom("ArrowDown"), Key::Arrow(Down));
    assert_eq!(Key::from_dom("ArrowLeft"), Key::Arrow(Left));
    assert_eq!(Key::from_dom("ArrowRight"), Key::Arrow(Right));
    assert_eq!(Key::from_dom("Backspace"), Key::Backspace);
    assert_eq!(Key::from_dom("Escape"), Key::Escape);
    assert_eq!(Key::from_dom("0"), Key::Digit(0));
    assert_eq!(Key::from_dom("2"), Key::Digit(2));
    assert_eq!(Key::from_dom("?"), Key::Char('?'));
    assert_eq!(Key::from_dom("M"), Key::Char('M'));
    assert_eq!(Key::from_dom("é"), Key::Char('é'));
    for other in ["Tab", "Enter", "Shift", "F5", ""] {
        assert_eq!(Key::from_dom(other), Key::Other, "{other:?}");
    }
}

// Carrying bridge actions out.

fn game(task: &str, mode: Mode) -> Game {
    Game::new(Arc::new(parse_task(task).unwrap()), mode)
}

#[test]
fn a_cycle_goes_one_two_none_and_backwards_the_other_way() {
    // Not solved at any count (the 3 needs a third bridge), so every action is taken.
    let mut g = game("5x1:2a3a1", Mode::Strict);
    let forwards = BridgeAction::Cycle {
        a: 0,
        b: 1,
        edge: 0,
        backwards: false,
    };
    let backwards = BridgeAction::Cycle {
        a: 1,
        b: 0,
        edge: 0,
        backwards: true,
    };
    for expected in [1, 2, 0] {
        forwards.perform(&mut g).unwrap();
        assert_eq!(g.state().count(0), expected);
    }
    for expected in [2, 1, 0] {
        backwards.perform(&mut g).unwrap();
        assert_eq!(g.state().count(0), expected);
    }
    assert_eq!(g.moves_made(), 6, "each is one undoable step");
}

#[test]
fn an_adjustment_adds_or_removes_one_bridge_and_the_rules_may_refuse_it() {
    let mut g = game("5x1:2a3a1", Mode::Strict);
    let add = BridgeAction::Adjust {
        a: 0,
        b: 1,
        edge: 0,
        delta: 1,
    };
    let remove = BridgeAction::Adjust {
        a: 1,
        b: 0,
        edge: 0,
        delta: -1,
    };
    assert_eq!(
        remove.perform(&mut g),
        Err(MoveError::CountOutOfRange { count: 0, max: 2 })
    );
    add.perform(&mut g).unwrap();
    add.perform(&mut g).unwrap();
    assert_eq!(g.state().count(0), 2);
    assert!(add.perform(&mut g).is_err(), "a pair takes at most two");
    remove.perform(&mut g).unwrap();
    assert_eq!(g.state().count(0), 1);
}

#[test]
fn a_set_plays_exactly_that_count() {
    let mut g = game("3x1:1a2", Mode::Strict);
    BridgeAction::Set {
        a: 1,
        b: 0,
        edge: 0,
        count: 1,
    }
    .perform(&mut g)
    .unwrap();
    assert_eq!(g.state().count(0), 1);
    assert!(matches!(
        BridgeAction::Set {
            a: 0,
            b: 1,
            edge: 0,
            count: 2
        }
        .perform(&mut g),
        Err(MoveError::OverTarget { .. })
    ));
    assert_eq!(g.state().count(0), 1, "a refused action changes nothing");
    assert_eq!(
        BridgeAction::Set {
            a: 0,
            b: 1,
            edge: 0,
            count: 2
        }
        .ends(),
        (0, 1)
    );
}

// Whole games, as the browser suite plays them.

/// ```text
/// 2 . 2
/// . . .
/// 1 . 1
/// ```
/// Solved by 0-1, 0-2 and 1-3, one bridge each.
const SQUARE: &str = "3x3:2a2c1a1";

/// Applies what the Ui asks for, as the app does.
fn apply(g: &mut Game, action: Option<Action>) {
    if let Some(Action::Bridge(bridge)) = action {
        bridge.perform(g).unwrap();
    }
}

#[test]
fn a_puzzle_is_solved_by_taps() {
    let mut g = game(SQUARE, Mode::Strict);
    let puzzle = g.puzzle().clone();
    let mut ui = Ui::default();
    for (a, b) in [(0, 1), (2, 0), (1, 3)] {
        apply(&mut g, tap(&mut ui, &puzzle, a));
        apply(&mut g, tap(&mut ui, &puzzle, b));
    }
    assert!(g.is_solved());
}

#[test]
fn a_puzzle_is_solved_by_drags() {
    let mut g = game(SQUARE, Mode::Strict);
    let puzzle = g.puzzle().clone();
    let mut ui = Ui::default();
    // Drag from each island's centre onto its partner's.
    for (a, b) in [(0, 1), (2, 0), (1, 3)] {
        let ((x0, y0), (x1, y1)) = (centre(&puzzle, a), centre(&puzzle, b));
        apply(&mut g, drag(&mut ui, &puzzle, a, x1 - x0, y1 - y0));
    }
    assert!(g.is_solved());
}

#[test]
fn a_puzzle_is_solved_by_keyboard_only() {
    let mut g = game(SQUARE, Mode::Strict);
    let puzzle = g.puzzle().clone();
    let mut ui = Ui::default();
    let mut press = |g: &mut Game, k: Key, mods| apply(g, ui.key(&puzzle, k, mods));
    press(&mut g, Key::Arrow(Right), Modifiers::NONE); // selects island 0
    press(&mut g, Key::Arrow(Right), Modifiers::SHIFT); // 0-1
    press(&mut g, Key::Arrow(Down), Modifiers::SHIFT); // 0-2
    press(&mut g, Key::Arrow(Right), Modifiers::NONE); // to island 1
    press(&mut g, Key::Arrow(Down), Modifiers::SHIFT); // 1-3
    assert!(g.is_solved());
}

#[test]
fn plus_and_minus_zoom_and_leave_the_selection_alone() {
    let puzzle = parse_task("3x1:2a2").unwrap();
    let mut ui = Ui::default();
    ui.key(&puzzle, Key::Arrow(Right), Modifiers::NONE);
    for (c, step) in [
        ('+', ZoomStep::In),
        ('=', ZoomStep::In),
        ('-', ZoomStep::Out),
        ('_', ZoomStep::Out),
    ] {
        assert_eq!(
            ui.key(&puzzle, Key::Char(c), Modifiers::NONE),
            Some(Action::Zoom(step))
        );
        assert_eq!(
            ui.key(&puzzle, Key::Char(c), Modifiers::SHIFT),
            Some(Action::Zoom(step))
        );
    }
    assert_eq!(ui.selected(), Some(0));
    // Ctrl/Cmd with them is the browser's page zoom.
    assert_eq!(ui.key(&puzzle, Key::Char('+'), Modifiers::COMMAND), None);
    assert_eq!(ui.key(&puzzle, Key::Char('-'), Modifiers::COMMAND), None);
}

#[test]
fn a_point_hits_the_nearest_island_within_the_radius() {
    // Islands at (0,0), (0,4), (2,0) and (2,2): centres at x = c + 0.5, y = r + 0.5.
    let puzzle = parse_task("5x3:2c2e1a2b").unwrap();
    let id = |r, c| puzzle.island_at(Pos::new(r, c)).unwrap();
    // On a centre, or off it by less than the radius.
    assert_eq!(island_near(&puzzle, (0.5, 0.5), 0.1), Some(id(0, 0)));
    assert_eq!(island_near(&puzzle, (1.3, 0.5), 1.0), Some(id(0, 0)));
    assert_eq!(island_near(&puzzle, (1.6, 0.5), 1.0), None);
    // Far outside a small drawn island still hits with a large radius, e.g. a finger on
    // a big board's tiny cells.
    assert_eq!(island_near(&puzzle, (2.5, 0.5), 2.0), Some(id(0, 0)));
    // The nearest wins, whatever the order: (2.6, 2.2) is 0.22 from (2,2) and 2.2 from (2,0).
    assert_eq!(island_near(&puzzle, (2.6, 2.2), 3.0), Some(id(2, 2)));
    assert_eq!(island_near(&puzzle, (1.4, 2.5), 3.0), Some(id(2, 0)));
    // A tie goes to the lower id: (1.5, 2.5) is 1.0 from both (2,0) and (2,2).
    assert_eq!(
        island_near(&puzzle, (1.5, 2.5), 1.0),
        Some(id(2, 0).min(id(2, 2)))
    );
    // Off the board, within the radius of a corner island.
    assert_eq!(island_near(&puzzle, (-0.2, -0.2), 1.0), Some(id(0, 0)));
    assert_eq!(island_near(&puzzle, (-5.0, -5.0), 1.0), None);
    // Nonsense input hits nothing rather than panicking.
    assert_eq!(island_near(&puzzle, (f64::NAN, 0.5), 1.0), None);
    assert_eq!(island_near(&puzzle, (0.5, 0.5), f64::INFINITY), None);
    assert_eq!(island_near(&puzzle, (0.5, 0.5), -1.0), None);
}

#[test]
fn a_solved_board_takes_no_more_bridges_or_marks_until_undo() {
    // 1 - 1 on one row: one bridge solves it.
    let puzzle = Arc::new(parse_task("3x1:1a1").unwrap());
    let mut game = Game::new(puzzle.clone(), Mode::Free);
    let (a, b) = (Pos::new(0, 0), Pos::new(0, 2));
    game.cycle(a, b).unwrap();
    assert!(game.is_solved());
    let solved = game.clone();
    for action in [
        BridgeAction::Cycle {
            a: 0,
            b: 1,
            edge: 0,
            backwards: false,
        },
        BridgeAction::Cycle {
            a: 0,
            b: 1,
            edge: 0,
            backwards: true,
        },
        BridgeAction::Adjust {
            a: 0,
            b: 1,
            edge: 0,
            delta: 1,
        },
        BridgeAction::Set {
            a: 0,
            b: 1,
            edge: 0,
            count: 2,
        },
        BridgeAction::ToggleNoBridge {
            a: 0,
            b: 1,
            edge: 0,
        },
    ] {
        assert_eq!(action.perform(&mut game), Ok(()), "{action:?}");
        assert_eq!(game, solved, "{action:?} changed a solved board");
    }
    assert!(game.undo());
    BridgeAction::Set {
        a: 0,
        b: 1,
        edge: 0,
        count: 2,
    }
    .perform(&mut game)
    .unwrap();
    assert_eq!(game.state().count(0), 2);
}

#[test]
fn a_game_can_start_at_a_given_position_with_its_bridges_and_marks() {
    let puzzle = Arc::new(crossroads());
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    game.cycle(Pos::new(0, 0), Pos::new(0, 4)).unwrap();
    game.toggle_no_bridge(Pos::new(2, 0), Pos::new(2, 2))
        .unwrap();
    let position = game.state().clone();
    assert_eq!(position.marked_edges().len(), 1);
    let at = Game::at(puzzle.clone(), &position);
    assert_eq!(at.state(), &position);
    assert_eq!(at.mode(), Mode::Strict);
}
