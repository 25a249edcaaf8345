//! Snapshots restore a position as one undoable action; "rewind to before my first mistake"
//! goes back to the latest position with no wrong bridge, keeping the right moves before it.

use hashi_core::formats::parse_task;
use hashi_core::game::parse_action;
use hashi_core::solver::unique_solution;
use hashi_core::{Game, Mode, Move, Pos};
use std::sync::Arc;

/// 2 - 3 - 1 in a row: the 2 takes a double from the 3, the 3 one bridge to the 1.
fn line() -> Game {
    let puzzle = parse_task("7x1:2b3b1").unwrap();
    Game::new(Arc::new(puzzle), Mode::Strict)
}

fn p(c: usize) -> Pos {
    Pos::new(0, c)
}

#[test]
fn a_snapshot_restores_its_position_as_one_undoable_action() {
    let mut game = line();
    game.play(&[Move::new(p(0), p(3), 2)]).unwrap();
    let saved = game.snapshot();
    assert_eq!(saved, "0,0-0,3=2");
    game.play(&[Move::new(p(0), p(3), 1)]).unwrap();
    game.play(&[Move::new(p(3), p(6), 1)]).unwrap();
    let before = game.moves_made();
    game.restore_snapshot(&parse_action(&saved).unwrap())
        .unwrap();
    assert_eq!(game.snapshot(), saved);
    assert_eq!(game.moves_made(), before + 1);
    game.undo();
    assert_eq!(game.snapshot(), "0,0-0,3=1;0,3-0,6=1");
    // An empty snapshot is the empty board.
    game.restore_snapshot(&parse_action("").unwrap()).unwrap();
    assert_eq!(game.state().bridges(), 0);
}

#[test]
fn a_damaged_snapshot_is_refused_with_why() {
    let mut game = line();
    assert!(parse_action("0,0-0,3").is_err());
    let refused = game
        .restore_snapshot(&parse_action("0,0-0,6=1").unwrap())
        .unwrap_err();
    assert!(refused.to_string().contains("not neighbours"), "{refused}");
    assert_eq!(game.moves_made(), 0);
}

#[test]
fn rewind_goes_back_to_the_last_position_without_a_wrong_bridge() {
    let mut game = line();
    let solution = unique_solution(game.puzzle()).unwrap();
    assert!(
        !game.rewind_before_mistakes(&solution),
        "nothing to rewind on an empty board"
    );
    game.play(&[Move::new(p(3), p(6), 1)]).unwrap(); // right
    game.play(&[Move::new(p(0), p(3), 1)]).unwrap(); // right so far
    game.play(&[Move::new(p(3), p(6), 0)]).unwrap(); // takes a right bridge away: no mistake
    game.set_mode(Mode::Free);
    game.play(&[Move::new(p(3), p(6), 2)]).unwrap(); // wrong: the solution has one there
    game.play(&[Move::new(p(0), p(3), 2)]).unwrap(); // right, after the mistake
    assert!(game.has_mistakes(&solution));
    let made = game.moves_made();
    assert!(game.rewind_before_mistakes(&solution));
    assert!(!game.has_mistakes(&solution));
    assert_eq!(
        game.snapshot(),
        "0,0-0,3=1",
        "the position just before the mistake"
    );
    assert_eq!(game.moves_made(), made + 1, "one action");
    game.undo();
    assert_eq!(game.snapshot(), "0,0-0,3=2;0,3-0,6=2");
}

#[test]
fn snapshots_and_rewind_carry_no_bridge_marks() {
    let mut game = line();
    let solution = unique_solution(game.puzzle()).unwrap();
    game.play(&[Move::new(p(0), p(3), 2)]).unwrap();
    let saved = game.snapshot();
    // A mark where the solution has a bridge: a mistake Rewind takes back.
    game.toggle_no_bridge(p(3), p(6)).unwrap();
    assert!(game.has_mistakes(&solution));
    let with_mark = game.snapshot();
    assert_eq!(with_mark, "0,0-0,3=2;0,3-0,6=x");
    assert!(game.rewind_before_mistakes(&solution));
    assert_eq!(game.snapshot(), saved);
    game.restore_snapshot(&parse_action(&with_mark).unwrap())
        .unwrap();
    assert_eq!(game.snapshot(), with_mark);
}
