//! Saves replay through the rules; undo and redo are exact (property tests).

use hashi_core::{Game, Mode, Move, Pos, Puzzle, Save, SaveError, State};
use proptest::prelude::*;
use std::sync::Arc;

/// A random small puzzle: islands scattered on a grid with arbitrary numbers.
fn puzzle_strategy() -> impl Strategy<Value = Puzzle> {
    (2usize..8, 2usize..8)
        .prop_flat_map(|(w, h)| {
            (
                Just(w),
                Just(h),
                proptest::collection::vec((0..h, 0..w, 1u32..=8), 2..(w * h).min(20)),
            )
        })
        .prop_filter_map("duplicate cells", |(w, h, cells)| {
            let mut seen = std::collections::HashSet::new();
            let islands: Vec<_> = cells
                .into_iter()
                .filter(|(r, c, _)| seen.insert((*r, *c)))
                .map(|(r, c, t)| (Pos::new(r, c), t))
                .collect();
            Puzzle::new(w, h, islands).ok()
        })
}

/// Plays random moves (edge index, count), keeping the legal ones.
fn play_random(puzzle: Puzzle, picks: &[(usize, u8)]) -> Game {
    let mut game = Game::new(Arc::new(puzzle), Mode::Free);
    let edges = game.puzzle().edges().len();
    if edges == 0 {
        return game;
    }
    for &(pick, count) in picks {
        let mv = Move::on_edge(game.puzzle(), pick % edges, count);
        let _ = game.play(&[mv]);
    }
    game
}

proptest! {
    #[test]
    fn undo_all_then_redo_all_round_trips(
        puzzle in puzzle_strategy(),
        picks in proptest::collection::vec((0usize..100, 0u8..3), 0..40),
    ) {
        let mut game = play_random(puzzle, &picks);
        let end = game.state().clone();
        let made = game.moves_made();
        while game.undo() {}
        prop_assert_eq!(game.state(), &State::empty(game.puzzle()));
        for _ in 0..made {
            prop_assert!(game.redo());
        }
        prop_assert!(!game.redo());
        prop_assert_eq!(game.state(), &end);
    }

    #[test]
    fn a_save_replays_to_the_same_game(
        puzzle in puzzle_strategy(),
        picks in proptest::collection::vec((0usize..100, 0u8..3), 0..40),
        undos in 0usize..5,
    ) {
        let mut game = play_random(puzzle, &picks);
        for _ in 0..undos {
            game.undo();
        }
        let save = game.save();
        let restored = Game::restore(&save, Mode::Free).unwrap();
        prop_assert_eq!(restored.state(), game.state());
        prop_assert_eq!(restored.save(), save);
    }
}

fn sample_save() -> Save {
    let mut game = Game::new(
        Arc::new(hashi_core::formats::parse_task("3x3:2a2c2a2").unwrap()),
        Mode::Strict,
    );
    game.cycle(Pos::new(0, 0), Pos::new(0, 2)).unwrap();
    game.cycle(Pos::new(0, 0), Pos::new(2, 0)).unwrap();
    game.save()
}

#[test]
fn a_save_serialises_as_plain_json() {
    let save = sample_save();
    let json = serde_json::to_string(&save).unwrap();
    assert_eq!(
        json,
        r#"{"puzzle":"3x3:2a2c2a2","actions":["0,0-0,2=1","0,0-2,0=1"],"position":2}"#
    );
    let back: Save = serde_json::from_str(&json).unwrap();
    assert_eq!(back, save);
}

#[test]
fn corrupt_saves_are_rejected_with_reasons() {
    let good = sample_save();
    let mut bad = good.clone();
    bad.position = 5;
    assert!(matches!(
        Game::restore(&bad, Mode::Strict),
        Err(SaveError::Position {
            position: 5,
            actions: 2
        })
    ));

    let mut bad = good.clone();
    bad.actions[1] = "0,0-2,2=1".into();
    let err = Game::restore(&bad, Mode::Strict).unwrap_err();
    assert!(matches!(err, SaveError::IllegalAction { index: 1, .. }));
    assert!(err.to_string().contains("move 2"), "{err}");

    let mut bad = good.clone();
    bad.actions[0] = "nonsense".into();
    assert!(matches!(
        Game::restore(&bad, Mode::Strict),
        Err(SaveError::BadAction { index: 0, .. })
    ));

    let mut bad = good.clone();
    bad.actions.push("0,0-0,2=1".into());
    assert!(matches!(
        Game::restore(&bad, Mode::Strict),
        Err(SaveError::EmptyAction { index: 2 })
    ));

    let mut bad = good.clone();
    bad.puzzle = "3x3:2a2".into();
    assert!(matches!(
        Game::restore(&bad, Mode::Strict),
        Err(SaveError::Puzzle(_))
    ));

    let other = Arc::new(hashi_core::formats::parse_task("3x1:2a2").unwrap());
    assert_eq!(
        Game::restore_for(other, &good, Mode::Strict),
        Err(SaveError::OtherPuzzle)
    );
}

proptest! {
    /// A shared position opens as one action, replacing the board, and Undo brings back the
    /// player's own.
    #[test]
    fn a_shared_position_replaces_the_board_as_one_undoable_action(
        puzzle in puzzle_strategy(),
        mine in proptest::collection::vec((0usize..40, 0u8..=2), 0..20),
        theirs in proptest::collection::vec((0usize..40, 0u8..=2), 0..20),
    ) {
        let shared = play_random(puzzle.clone(), &theirs);
        let mut game = play_random(puzzle, &mine);
        let own = game.state().clone();
        let text = shared.position_text();
        let bridges = hashi_core::game::parse_action(&text).unwrap();
        game.play_position(&bridges).unwrap();
        prop_assert_eq!(game.state(), shared.state());
        if own != *shared.state() {
            game.undo();
            prop_assert_eq!(game.state(), &own);
        }
    }
}

#[test]
fn a_shared_position_in_strict_mode_never_overfills_on_the_way() {
    // 1 - 1 - 1 in a row: the player bridged the left pair, the shared position the right
    // pair. Adding the right bridge before removing the left would overfill the middle 1.
    let puzzle = Arc::new(
        Puzzle::new(
            5,
            1,
            vec![
                (Pos::new(0, 0), 1),
                (Pos::new(0, 2), 1),
                (Pos::new(0, 4), 1),
            ],
        )
        .unwrap(),
    );
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    game.play(&["0,0-0,2=1".parse().unwrap()]).unwrap();
    let mut other = Game::new(puzzle, Mode::Strict);
    other.play(&["0,2-0,4=1".parse().unwrap()]).unwrap();
    game.play_position(&hashi_core::game::parse_action(&other.position_text()).unwrap())
        .unwrap();
    assert_eq!(game.state(), other.state());
    assert_eq!(other.position_text(), "0,2-0,4=1");
}
