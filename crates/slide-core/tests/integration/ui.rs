//! The Slide board's input interpretation: every key and pointer path the browser suites
//! (tests/e2e/specs/slide*.test.js, a11y and routes) drive, checked natively.
//!
//! On the solved board gap 0 is at (7, 6) and gap 1 at (7, 7); the small piece above them is
//! at (7, 5), and large piece 7 covers (5..=6, 6..=7), with both gaps on its right.

use slide_core::ui::{Action, Key, Modifiers, Ui, DRAG_ENTRY, SWIPE_PX};
use slide_core::{Board, Cell, Challenge, Dir, Game, GapId, Move, MoveError, Occupant, PieceId};

/// Cell width in pixels, as on a desktop board.
const CELL_PX: f64 = 40.0;

const LARGE_7: PieceId = PieceId(7);

fn piece_at(board: &Board, x: u8, y: u8) -> PieceId {
    match board.at(Cell::new(x, y)) {
        Occupant::Piece(p) => p,
        other => panic!("expected a piece at ({x}, {y}), found {other:?}"),
    }
}

fn slide(piece: PieceId, dir: Dir) -> Move {
    Move::Slide { piece, dir }
}

/// The middle of cell `(x, y)`.
fn middle(x: u8, y: u8) -> (f64, f64) {
    (f64::from(x) + 0.5, f64::from(y) + 0.5)
}

/// `from` moved by `(dx, dy)` pixels.
fn nudged(from: (f64, f64), dx: f64, dy: f64) -> (f64, f64) {
    (from.0 + dx / CELL_PX, from.1 + dy / CELL_PX)
}

fn key(ui: &Ui, game: &Game, name: &str) -> Option<Action> {
    ui.key(game, Key::from_dom(name), Modifiers::NONE)
}

/// What the board does with an action: plays moves, selects gaps; the rest is the page's.
fn apply(game: &mut Game, action: Option<Action>) {
    match action {
        Some(Action::Play(mv)) => game.play(mv).expect("the ui proposes legal moves"),
        Some(Action::Select(gap)) => game.select(gap),
        Some(Action::ToggleGap) => game.toggle_selection(),
        _ => {}
    }
}

/// Follows the pointer from its last point to `to` in `steps` even steps, as Playwright's
/// mouse does, playing every move a drag pulls a piece into.
fn move_pointer(ui: &mut Ui, game: &mut Game, from: (f64, f64), to: (f64, f64), steps: u32) {
    for step in 1..=steps {
        let t = f64::from(step) / f64::from(steps);
        let at = (from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t);
        if let Some(mv) = ui.drag(game, at, CELL_PX) {
            if game.play(mv).is_ok() {
                ui.carried();
            }
        }
    }
}

/// A press at the first point, moves through the others, and the release at the last.
fn stroke(ui: &mut Ui, game: &mut Game, points: &[(f64, f64)]) {
    assert!(ui.press(game, points[0]));
    for pair in points.windows(2) {
        move_pointer(ui, game, pair[0], pair[1], 8);
    }
    let last = points[points.len() - 1];
    let action = ui.release(game, last, CELL_PX);
    apply(game, action);
}

/// A press in the middle of cell `(x, y)` moved by `(dx, dy)` pixels in four steps; returns
/// what the release asks for (not yet applied).
fn swipe(ui: &mut Ui, game: &mut Game, (x, y): (u8, u8), dx: f64, dy: f64) -> Option<Action> {
    let from = middle(x, y);
    let to = nudged(from, dx, dy);
    assert!(ui.press(game, from));
    move_pointer(ui, game, from, to, 4);
    ui.release(game, to, CELL_PX)
}

fn click(ui: &mut Ui, game: &Game, (x, y): (u8, u8)) -> Option<Action> {
    assert!(ui.press(game, middle(x, y)));
    ui.release(game, middle(x, y), CELL_PX)
}

// Keys.

#[test]
fn an_arrow_slides_the_piece_beside_the_selected_gap_and_space_switches_gaps() {
    let ui = Ui::default();
    let mut game = Game::new();
    let above = piece_at(game.board(), 7, 5);
    let down = key(&ui, &game, "ArrowDown");
    assert_eq!(down, Some(Action::Play(slide(above, Dir::Down))));
    apply(&mut game, down);
    assert_eq!(game.board().gap(GapId(0)), Cell::new(7, 5));

    // Gap 1 at (7, 7) now has that piece above it: after Space, S moves it again.
    let space = key(&ui, &game, " ");
    assert_eq!(space, Some(Action::ToggleGap));
    apply(&mut game, space);
    assert_eq!(game.selected(), GapId(1));
    let s = key(&ui, &game, "s");
    assert_eq!(s, Some(Action::Play(slide(above, Dir::Down))));
    apply(&mut game, s);
    assert_eq!(game.board().piece(above), Cell::new(7, 7));

    // Nothing comes from the right of column 7: Left is the board's key, but moves nothing.
    assert_eq!(key(&ui, &game, "ArrowLeft"), Some(Action::Handled));
    assert_eq!(game.moves(), 2);
}

#[test]
fn wasd_in_either_case_are_the_arrows_and_shift_does_not_matter() {
    let ui = Ui::default();
    let game = Game::new();
    for (letters, arrow) in [
        (["w", "W"], "ArrowUp"),
        (["s", "S"], "ArrowDown"),
        (["a", "A"], "ArrowLeft"),
        (["d", "D"], "ArrowRight"),
    ] {
        let expected = key(&ui, &game, arrow);
        assert!(expected.is_some(), "{arrow} is the board's");
        for letter in letters {
            assert_eq!(key(&ui, &game, letter), expected, "{letter}");
        }
        let shifted = ui.key(&game, Key::from_dom(arrow), Modifiers::SHIFT);
        assert_eq!(shifted, expected, "Shift+{arrow}");
    }
}

#[test]
fn an_arrow_toward_the_other_gap_swaps_the_gaps() {
    let ui = Ui::default();
    let mut game = Game::new();
    game.toggle_selection();
    // Above gap 1 at (7, 7) is gap 0: "down" brings it down.
    assert_eq!(
        key(&ui, &game, "ArrowDown"),
        Some(Action::Play(Move::SwapGaps))
    );
}

#[test]
fn h_asks_for_a_hint_in_either_case() {
    let ui = Ui::default();
    let game = Game::new();
    assert_eq!(key(&ui, &game, "h"), Some(Action::Hint));
    assert_eq!(key(&ui, &game, "H"), Some(Action::Hint));
}

#[test]
fn ctrl_or_cmd_z_undoes_and_shift_z_or_y_redoes() {
    let ui = Ui::default();
    let game = Game::new();
    let z = Key::from_dom("z");
    assert_eq!(ui.key(&game, z, Modifiers::COMMAND), Some(Action::Undo));
    let command_shift = Modifiers {
        shift: true,
        ..Modifiers::COMMAND
    };
    let shifted_z = Key::from_dom("Z");
    assert_eq!(ui.key(&game, shifted_z, command_shift), Some(Action::Redo));
    let y = Key::from_dom("y");
    assert_eq!(ui.key(&game, y, Modifiers::COMMAND), Some(Action::Redo));
    // Without Ctrl/Cmd, Z and Y are nobody's.
    assert_eq!(key(&ui, &game, "z"), None);
    assert_eq!(key(&ui, &game, "y"), None);
}

#[test]
fn other_keys_with_ctrl_cmd_or_alt_are_the_browsers() {
    let ui = Ui::default();
    let game = Game::new();
    for name in ["ArrowDown", "s", " ", "h", "r"] {
        let key = Key::from_dom(name);
        assert_eq!(
            ui.key(&game, key, Modifiers::COMMAND),
            None,
            "Ctrl+{name:?}"
        );
        assert_eq!(ui.key(&game, key, Modifiers::ALT), None, "Alt+{name:?}");
    }
}

#[test]
fn keys_the_board_does_not_use_are_left_to_the_browser() {
    let ui = Ui::default();
    let game = Game::new();
    for name in ["Tab", "Enter", "Escape", "Backspace", "1", "x", "?", "F5"] {
        assert_eq!(key(&ui, &game, name), None, "{name:?}");
    }
}

#[test]
fn keys_still_read_as_moves_on_a_won_challenge_and_the_game_refuses_them() {
    // A one-step challenge: its only move back wins it (as in the e2e winning spec).
    let mut game = Game::challenge(Challenge { seed: 5, steps: 1 });
    let ui = Ui::default();
    let back = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]
        .into_iter()
        .find(|name| {
            let mut trial = game.clone();
            apply(&mut trial, key(&ui, &game, name));
            trial.is_won()
        })
        .expect("one arrow plays the challenge back");
    let action = key(&ui, &game, back);
    apply(&mut game, action);
    assert!(game.is_won());
    let won = game.clone();
    if let Some(Action::Play(mv)) = key(&ui, &game, "ArrowUp") {
        assert_eq!(game.play(mv), Err(MoveError::Locked));
    }
    assert_eq!(
        ui.key(&game, Key::from_dom("z"), Modifiers::COMMAND),
        Some(Action::Undo)
    );
    assert_eq!(game.undo(), None);
    assert_eq!(game, won, "moves are locked");
}

// Clicks and taps.

#[test]
fn a_click_moves_a_piece_into_the_adjacent_gap_and_a_click_on_a_gap_selects_it() {
    let mut ui = Ui::default();
    let mut game = Game::new();
    // Large piece 7 has both gaps on its right; a click on its lower-left cell moves it.
    let action = click(&mut ui, &game, (5, 7));
    assert_eq!(action, Some(Action::Play(slide(LARGE_7, Dir::Right))));
    apply(&mut game, action);
    assert_eq!(game.board().piece(LARGE_7), Cell::new(6, 6));
    assert_eq!(
        game.board().gap(GapId(1)),
        Cell::new(5, 7),
        "each gap keeps its row"
    );
    // (5, 7) is now gap 1.
    let action = click(&mut ui, &game, (5, 7));
    assert_eq!(action, Some(Action::Select(GapId(1))));
    apply(&mut game, action);
    assert_eq!(game.selected(), GapId(1));
    // A piece with no gap beside it stays put.
    assert_eq!(click(&mut ui, &game, (0, 0)), None);
    assert!(!ui.pressing());
}

#[test]
fn a_click_on_a_piece_between_both_gaps_moves_it_into_the_selected_one() {
    let mut ui = Ui::default();
    let mut game = Game::new();
    game.play(slide(LARGE_7, Dir::Right)).unwrap();
    // Gaps at (5, 6) and (5, 7); the small piece above comes down between them.
    let between = piece_at(game.board(), 5, 5);
    game.play(slide(between, Dir::Down)).unwrap();
    assert_eq!(game.board().gap(GapId(0)), Cell::new(5, 5));
    assert_eq!(game.board().gap(GapId(1)), Cell::new(5, 7));
    assert_eq!(
        click(&mut ui, &game, (5, 6)),
        Some(Action::Play(slide(between, Dir::Up)))
    );
    game.select(GapId(1));
    assert_eq!(
        click(&mut ui, &game, (5, 6)),
        Some(Action::Play(slide(between, Dir::Down)))
    );
}

#[test]
fn a_tap_that_wobbles_less_than_the_swipe_threshold_is_still_a_click() {
    let mut ui = Ui::default();
    let game = Game::new();
    let at = middle(5, 6);
    assert!(ui.press(&game, at));
    let wobble = nudged(at, SWIPE_PX * 0.6, -SWIPE_PX * 0.6);
    assert_eq!(ui.drag(&game, wobble, CELL_PX), None);
    assert_eq!(ui.preview(), None);
    assert_eq!(
        ui.release(&game, wobble, CELL_PX),
        Some(Action::Play(slide(LARGE_7, Dir::Right)))
    );
}

#[test]
fn a_swipe_brought_back_near_its_start_is_a_click() {
    let mut ui = Ui::default();
    let game = Game::new();
    let at = middle(5, 6);
    assert!(ui.press(&game, at));
    assert_eq!(ui.drag(&game, nudged(at, 12.0, 0.0), CELL_PX), None);
    assert_eq!(ui.preview(), Some((Occupant::Piece(LARGE_7), Dir::Right)));
    assert_eq!(ui.drag(&game, nudged(at, 1.0, 0.0), CELL_PX), None);
    assert_eq!(ui.preview(), None);
    assert_eq!(
        ui.release(&game, nudged(at, 1.0, 0.0), CELL_PX),
        Some(Action::Play(slide(LARGE_7, Dir::Right)))
    );
}

// Presses off the board.

#[test]
fn a_press_off_the_board_is_not_followed() {
    let mut ui = Ui::default();
    let game = Game::new();
    for at in [
        (-0.01, 3.0),
        (3.0, -0.5),
        (8.0, 3.0),
        (3.0, 8.0),
        (f64::NAN, 1.0),
    ] {
        assert!(!ui.press(&game, at), "{at:?}");
        assert!(!ui.pressing());
        assert_eq!(ui.drag(&game, (7.5, 6.5), CELL_PX), None);
        assert_eq!(ui.release(&game, at, CELL_PX), None);
    }
    assert!(ui.press(&game, (0.0, 7.99)), "the board's edges are on it");
}

#[test]
fn a_release_without_a_press_does_nothing() {
    let mut ui = Ui::default();
    assert_eq!(ui.release(&Game::new(), middle(5, 6), CELL_PX), None);
}

// Swipes.

#[test]
fn a_swipe_previews_its_move_and_the_release_plays_it() {
    let mut ui = Ui::default();
    let mut game = Game::new();
    let above = piece_at(game.board(), 7, 5);
    let from = middle(7, 5);
    assert!(ui.press(&game, from));
    // 3 pixels: not yet a swipe.
    assert_eq!(ui.drag(&game, nudged(from, 0.0, 3.0), CELL_PX), None);
    assert_eq!(ui.preview(), None);
    // 12 pixels down: the piece would go into gap 0 below it.
    assert_eq!(ui.drag(&game, nudged(from, 0.0, 12.0), CELL_PX), None);
    assert_eq!(ui.preview(), Some((Occupant::Piece(above), Dir::Down)));
    let action = ui.release(&game, nudged(from, 0.0, 12.0), CELL_PX);
    assert_eq!(action, Some(Action::Play(slide(above, Dir::Down))));
    assert_eq!(ui.preview(), None, "the release takes the preview away");
    apply(&mut game, action);
    assert_eq!(game.board().piece(above), Cell::new(7, 6));
}

#[test]
fn the_swipe_threshold_is_in_pixels_whatever_the_cell_size() {
    let mut ui = Ui::default();
    let game = Game::new();
    let from = middle(7, 5);
    let a_tenth_down = (from.0, from.1 + 0.1);
    assert!(ui.press(&game, from));
    // A tenth of a 40-pixel cell is 4 pixels: a wobble.
    assert_eq!(ui.drag(&game, a_tenth_down, 40.0), None);
    assert_eq!(ui.preview(), None);
    // A tenth of a 60-pixel cell is 6 pixels: a swipe.
    assert_eq!(ui.drag(&game, a_tenth_down, 60.0), None);
    assert!(ui.preview().is_some());
}

#[test]
fn a_swipe_the_rules_refuse_shows_nothing_and_does_nothing() {
    let mut ui = Ui::default();
    let mut game = Game::new();
    let above = piece_at(game.board(), 7, 5);
    let action = swipe(&mut ui, &mut game, (7, 5), 0.0, 12.0);
    apply(&mut game, action);
    assert_eq!(game.board().piece(above), Cell::new(7, 6));
    // Sideways into another piece: refused, and not a click either.
    let from = middle(7, 6);
    assert!(ui.press(&game, from));
    move_pointer(&mut ui, &mut game, from, nudged(from, -12.0, 0.0), 4);
    assert_eq!(ui.preview(), None);
    assert_eq!(ui.release(&game, nudged(from, -12.0, 0.0), CELL_PX), None);
    assert_eq!(game.moves(), 1);
}

#[test]
fn a_swipe_that_leaves_the_board_still_counts() {
    let mut ui = Ui::default();
    let mut game = Game::new();
    let above = piece_at(game.board(), 7, 5);
    game.play(slide(above, Dir::Down)).unwrap();
    // From (7, 6) straight up and far off the top: past the gap, so a swipe, not a drag.
    let from = middle(7, 6);
    let off = (7.5, -3.0);
    assert!(ui.press(&game, from));
    assert_eq!(ui.drag(&game, off, CELL_PX), None);
    assert_eq!(ui.preview(), Some((Occupant::Piece(above), Dir::Up)));
    let action = ui.release(&game, off, CELL_PX);
    assert_eq!(action, Some(Action::Play(slide(above, Dir::Up))));
    apply(&mut game, action);
    assert_eq!(game.board().piece(above), Cell::new(7, 5));
}

#[test]
fn a_swipe_points_along_its_dominant_axis() {
    let mut ui = Ui::default();
    let game = Game::new();
    let from = middle(5, 6);
    assert!(ui.press(&game, from));
    // Mostly right, a little down: right, where large piece 7 can go.
    assert_eq!(ui.drag(&game, nudged(from, 12.0, 8.0), CELL_PX), None);
    assert_eq!(ui.preview(), Some((Occupant::Piece(LARGE_7), Dir::Right)));
    // Mostly down: off the board, so no preview.
    assert_eq!(ui.drag(&game, nudged(from, 8.0, 12.0), CELL_PX), None);
    assert_eq!(ui.preview(), None);
}

#[test]
fn the_release_pushes_against_the_board_as_it_is_then() {
    let mut ui = Ui::default();
    let mut game = Game::new();
    let above = piece_at(game.board(), 7, 5);
    let from = middle(7, 5);
    assert!(ui.press(&game, from));
    assert_eq!(ui.drag(&game, nudged(from, 0.0, 12.0), CELL_PX), None);
    assert!(ui.preview().is_some());
    // The gap below is filled meanwhile (by the guide, say): the swipe has nowhere to go.
    game.play(Move::SwapGaps).unwrap();
    game.play(slide(LARGE_7, Dir::Right)).unwrap();
    assert_eq!(game.board().at(Cell::new(7, 6)), Occupant::Piece(LARGE_7));
    assert_eq!(ui.release(&game, nudged(from, 0.0, 12.0), CELL_PX), None);
    assert_eq!(game.board().piece(above), Cell::new(7, 5));
}

#[test]
fn a_second_press_keeps_the_first_ones_preview_until_a_move_or_release() {
    let mut ui = Ui::default();
    let game = Game::new();
    let above = piece_at(game.board(), 7, 5);
    let from = middle(7, 5);
    assert!(ui.press(&game, from));
    assert_eq!(ui.drag(&game, nudged(from, 0.0, 12.0), CELL_PX), None);
    // A second finger lands on piece 7; the first finger's nudge stays, and a release plays it.
    assert!(ui.press(&game, middle(5, 6)));
    assert_eq!(ui.preview(), Some((Occupant::Piece(above), Dir::Down)));
    assert_eq!(
        ui.release(&game, middle(5, 6), CELL_PX),
        Some(Action::Play(slide(above, Dir::Down)))
    );
}

#[test]
fn a_cancelled_press_forgets_its_preview() {
    let mut ui = Ui::default();
    let game = Game::new();
    let from = middle(7, 5);
    assert!(ui.press(&game, from));
    assert_eq!(ui.drag(&game, nudged(from, 0.0, 12.0), CELL_PX), None);
    ui.cancel();
    assert_eq!(ui.preview(), None);
    assert!(!ui.pressing());
    assert_eq!(ui.release(&game, nudged(from, 0.0, 12.0), CELL_PX), None);
}

// Drags.

#[test]
fn a_drag_carries_a_piece_through_gap_after_gap_and_the_release_adds_nothing() {
    let mut ui = Ui::default();
    let mut game = Game::new();
    let above = piece_at(game.board(), 7, 5);
    stroke(&mut ui, &mut game, &[(7.5, 5.5), (7.5, 6.5), (7.5, 7.6)]);
    assert_eq!(game.board().piece(above), Cell::new(7, 7));
    assert_eq!(game.board().gap(GapId(0)), Cell::new(7, 5));
    assert_eq!(game.board().gap(GapId(1)), Cell::new(7, 6));
    assert_eq!(game.moves(), 2, "two moves, and no extra swipe on release");
    assert!(!ui.pressing());
    assert_eq!(ui.preview(), None);
}

#[test]
fn a_gap_dragged_onto_the_other_gap_swaps_them_and_a_swipe_swaps_them_back() {
    let mut ui = Ui::default();
    let mut game = Game::new();
    stroke(&mut ui, &mut game, &[(7.5, 6.5), (7.5, 7.5)]);
    assert_eq!(game.board().gap(GapId(0)), Cell::new(7, 7));
    assert_eq!(game.board().gap(GapId(1)), Cell::new(7, 6));
    assert!(!game.board().is_solved(), "each gap has a home of its own");
    let action = swipe(&mut ui, &mut game, (7, 7), 0.0, -10.0);
    assert_eq!(action, Some(Action::Play(Move::SwapGaps)));
    apply(&mut game, action);
    assert!(game.board().is_solved());
}

#[test]
fn a_large_piece_is_dragged_into_both_gaps_beside_it() {
    let mut ui = Ui::default();
    let mut game = Game::new();
    stroke(&mut ui, &mut game, &[(5.5, 6.5), (7.5, 6.5)]);
    assert_eq!(game.board().piece(LARGE_7), Cell::new(6, 6));
    assert_eq!(game.moves(), 1);
}

#[test]
fn a_drag_enters_a_gap_only_past_its_first_quarter_and_within_its_breadth() {
    let mut ui = Ui::default();
    let game = Game::new();
    let above = piece_at(game.board(), 7, 5);
    assert!(ui.press(&game, middle(7, 5)));
    // Just short of the entry line: a swipe preview, no move.
    let short = (7.5, 6.0 + DRAG_ENTRY - 0.01);
    assert_eq!(ui.drag(&game, short, CELL_PX), None);
    assert_eq!(ui.preview(), Some((Occupant::Piece(above), Dir::Down)));
    // Deep enough, but beside the gap's column: still no move.
    assert_eq!(ui.drag(&game, (6.9, 6.5), CELL_PX), None);
    // Deep enough within the column: the move.
    assert_eq!(
        ui.drag(&game, (7.5, 6.0 + DRAG_ENTRY), CELL_PX),
        Some(slide(above, Dir::Down))
    );
    // A whole cell past the piece is past the gap: not a drag into it.
    assert!(ui.press(&game, middle(7, 5)));
    assert_eq!(ui.drag(&game, (7.5, 7.0), CELL_PX), None);
}

#[test]
fn a_drag_the_game_refuses_leaves_the_press_a_swipe() {
    let mut ui = Ui::default();
    let game = Game::new();
    let above = piece_at(game.board(), 7, 5);
    let from = middle(7, 5);
    assert!(ui.press(&game, from));
    // The page did not take the move (a shuffle is running, say): no `carried`.
    assert_eq!(
        ui.drag(&game, (7.5, 6.5), CELL_PX),
        Some(slide(above, Dir::Down))
    );
    assert_eq!(ui.drag(&game, nudged(from, 0.0, 12.0), CELL_PX), None);
    assert_eq!(ui.preview(), Some((Occupant::Piece(above), Dir::Down)));
    assert_eq!(
        ui.release(&game, nudged(from, 0.0, 12.0), CELL_PX),
        Some(Action::Play(slide(above, Dir::Down)))
    );
}

#[test]
fn after_a_carried_move_the_press_shows_no_swipe() {
    let mut ui = Ui::default();
    let mut game = Game::new();
    let from = middle(7, 5);
    assert!(ui.press(&game, from));
    let mv = ui.drag(&game, (7.5, 6.5), CELL_PX).expect("into gap 0");
    game.play(mv).unwrap();
    ui.carried();
    // Pulled back up into the gap it left, it may go back; short of that nothing is previewed.
    assert_eq!(ui.drag(&game, (7.5, 5.7), CELL_PX), Some(mv.inverse()));
    assert_eq!(ui.drag(&game, (7.5, 6.8), CELL_PX), None);
    assert_eq!(ui.preview(), None);
    assert_eq!(ui.release(&game, (7.5, 6.8), CELL_PX), None);
}
