//! Saves replay through the rules; undo and redo are exact (property tests); version 1 saves
//! still load; reveals and hints are remembered through undo and saves.

use hashi_core::game::parse_action;
use hashi_core::ladder::{Climb, HintLevel};
use hashi_core::{Game, Mode, Move, Pos, Puzzle, Save, SaveError, State};
use proptest::prelude::*;
use session::{EntryKind, SavedEntry};
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

/// Plays random moves (edge index, count; a count of 3 toggles a no-bridge mark), keeping
/// the legal ones.
fn play_random(puzzle: Puzzle, picks: &[(usize, u8)]) -> Game {
    let mut game = Game::new(Arc::new(puzzle), Mode::Free);
    let edges = game.puzzle().edges().len();
    if edges == 0 {
        return game;
    }
    for &(pick, count) in picks {
        let mv = Move::on_edge(game.puzzle(), pick % edges, count);
        let _ = match count {
            3 => game.toggle_no_bridge(mv.a, mv.b),
            _ => game.play(&[mv]),
        };
    }
    game
}

proptest! {
    #[test]
    fn undo_all_then_redo_all_round_trips(
        puzzle in puzzle_strategy(),
        picks in proptest::collection::vec((0usize..100, 0u8..4), 0..40),
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
        picks in proptest::collection::vec((0usize..100, 0u8..4), 0..40),
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
fn a_save_serialises_as_plain_versioned_json() {
    let save = sample_save();
    let json = serde_json::to_string(&save).unwrap();
    assert_eq!(
        json,
        r#"{"version":3,"game":"hashi","start":"3x3:2a2c2a2","entries":[{"kind":"play","move":"0,0-0,2=1"},{"kind":"play","move":"0,0-2,0=1"}],"position":2,"hints_used":0,"revealed":false}"#
    );
    let back: Save = serde_json::from_str(&json).unwrap();
    assert_eq!(back, save);
}

/// What the app stored before saves had versions and entry kinds.
#[test]
fn a_version_1_save_still_restores() {
    let v1 =
        r#"{"puzzle":"3x3:2a2c2a2","actions":["0,0-0,2=1","0,0-2,0=1;0,2-2,2=1"],"position":1}"#;
    let save: Save = serde_json::from_str(v1).unwrap();
    assert_eq!(save.version, 1);
    let game = Game::restore(&save, Mode::Strict).unwrap();
    assert_eq!(game.moves_made(), 1);
    assert_eq!(game.position_text(), "0,0-0,2=1");
    assert!(game.can_redo());

    let mut expected = Game::new(game.puzzle().clone(), Mode::Strict);
    expected.play(&parse_action("0,0-0,2=1").unwrap()).unwrap();
    expected
        .play(&parse_action("0,0-2,0=1;0,2-2,2=1").unwrap())
        .unwrap();
    expected.undo();
    assert_eq!(game, expected);
    // Written again, it is a save of today's version of the same game.
    let again = game.save();
    assert_eq!((again.version, again.game.as_str()), (3, "hashi"));
    assert_eq!(Game::restore(&again, Mode::Strict), Ok(game));
}

#[test]
fn a_version_1_save_inside_the_apps_record_still_reads() {
    #[derive(serde::Deserialize)]
    struct StoredGame {
        save: Save,
        elapsed_ms: u64,
    }
    let stored =
        r#"{"save":{"puzzle":"3x1:2a2","actions":["0,0-0,2=2"],"position":1},"elapsed_ms":5}"#;
    let stored: StoredGame = serde_json::from_str(stored).unwrap();
    assert_eq!(stored.elapsed_ms, 5);
    assert!(Game::restore(&stored.save, Mode::Free).unwrap().is_solved());
}

#[test]
fn a_save_is_matched_to_its_puzzle_by_canonical_task_string() {
    let mut save = sample_save();
    // The same puzzle with its run of three empty cells spelt `aaa` instead of `c`.
    save.start = "3x3:2a2aaa2a2".into();
    let puzzle = Arc::new(hashi_core::formats::parse_task("3x3:2a2c2a2").unwrap());
    let game = Game::restore_for(puzzle, &save, Mode::Strict).unwrap();
    assert_eq!(game.moves_made(), 2);
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
            entries: 2
        })
    ));

    let mut bad = good.clone();
    bad.entries[1].mv = "0,0-2,2=1".into();
    let err = Game::restore(&bad, Mode::Strict).unwrap_err();
    assert!(matches!(err, SaveError::IllegalMove { index: 1, .. }));
    assert!(err.to_string().contains("move 2"), "{err}");

    let mut bad = good.clone();
    bad.entries[0].mv = "nonsense".into();
    assert!(matches!(
        Game::restore(&bad, Mode::Strict),
        Err(SaveError::BadMove { index: 0, .. })
    ));

    let mut bad = good.clone();
    bad.entries.push(SavedEntry::play("0,0-0,2=1"));
    assert!(matches!(
        Game::restore(&bad, Mode::Strict),
        Err(SaveError::NoChange { index: 2, .. })
    ));

    let mut bad = good.clone();
    bad.start = "3x3:2a2".into();
    assert!(matches!(
        Game::restore(&bad, Mode::Strict),
        Err(SaveError::BadStart { .. })
    ));

    let other = Arc::new(hashi_core::formats::parse_task("3x1:2a2").unwrap());
    assert_eq!(
        Game::restore_for(other, &good, Mode::Strict),
        Err(SaveError::OtherStart)
    );

    let mut bad = good.clone();
    bad.game = "slide".into();
    assert_eq!(
        Game::restore(&bad, Mode::Strict),
        Err(SaveError::WrongGame {
            expected: "hashi",
            found: "slide".into()
        })
    );

    let mut bad = good;
    bad.version = 4;
    assert_eq!(
        Game::restore(&bad, Mode::Strict),
        Err(SaveError::UnsupportedVersion { found: 4 })
    );
}

/// The four corners of `3x3:2a2c2a2` joined in a ring of single bridges.
fn ring_solution(puzzle: &Arc<Puzzle>) -> State {
    let mut solved = Game::new(puzzle.clone(), Mode::Strict);
    solved
        .play(&parse_action("0,0-0,2=1;0,0-2,0=1;0,2-2,2=1;2,0-2,2=1").unwrap())
        .unwrap();
    assert!(solved.is_solved());
    solved.state().clone()
}

#[test]
fn a_reveal_works_in_strict_mode_from_over_full_islands() {
    let puzzle = Arc::new(hashi_core::formats::parse_task("3x3:2a2c2a2").unwrap());
    let solution = ring_solution(&puzzle);
    let mut game = Game::new(puzzle, Mode::Free);
    // Island (0,0) needs 2 and has 4.
    game.play(&parse_action("0,0-0,2=2;0,0-2,0=2").unwrap())
        .unwrap();
    let over_full = game.state().clone();
    game.set_mode(Mode::Strict);
    game.reveal(&solution).unwrap();
    assert_eq!(game.state(), &solution);
    assert_eq!(game.mode(), Mode::Strict);
    assert!(game.is_solved() && game.is_revealed() && !game.solved_by_play());
    assert!(game.undo());
    assert_eq!(game.state(), &over_full);
}

#[test]
fn a_revealed_game_never_counts_as_solved_by_play_and_hints_survive_a_save() {
    let puzzle = Arc::new(hashi_core::formats::parse_task("3x3:2a2c2a2").unwrap());
    let solution = ring_solution(&puzzle);
    let mut game = Game::new(puzzle, Mode::Strict);
    // One step looked at, explained and applied; another only looked at.
    game.note_hint(Climb {
        from: None,
        to: HintLevel::Look,
    });
    game.note_hint(Climb {
        from: Some(HintLevel::Look),
        to: HintLevel::Reason,
    });
    game.play_hint(&parse_action("0,0-0,2=1").unwrap()).unwrap();
    game.note_hint(Climb {
        from: Some(HintLevel::Reason),
        to: HintLevel::Move,
    });
    game.note_hint(Climb {
        from: None,
        to: HintLevel::Look,
    });
    assert_eq!(game.hints_used(), 2);
    assert_eq!(game.hints_by_depth(), [1, 0, 1]);
    game.reveal(&solution).unwrap();
    assert!(game.is_solved());
    assert!(!game.solved_by_play());

    // Undo the reveal and finish by hand: solved, but the solution was seen.
    game.undo();
    assert!(game.is_revealed());
    game.play(&parse_action("0,0-2,0=1;0,2-2,2=1;2,0-2,2=1").unwrap())
        .unwrap();
    assert!(game.is_solved() && !game.solved_by_play());

    let json = serde_json::to_string(&game.save()).unwrap();
    assert!(json.contains(r#""kind":"hint""#), "{json}");
    let back = Game::restore(&serde_json::from_str(&json).unwrap(), Mode::Strict).unwrap();
    assert_eq!(back.hints_used(), 2);
    assert_eq!(back.hints_by_depth(), [1, 0, 1]);
    assert!(back.is_revealed() && !back.solved_by_play());
    assert_eq!(back, game);
}

#[test]
fn restart_and_shared_progress_are_entries_of_their_own_kind() {
    let puzzle = Arc::new(hashi_core::formats::parse_task("3x3:2a2c2a2").unwrap());
    let mut game = Game::new(puzzle, Mode::Strict);
    game.play(&parse_action("0,0-0,2=1").unwrap()).unwrap();
    game.reset();
    game.open_shared(&parse_action("2,0-2,2=1").unwrap())
        .unwrap();
    let kinds: Vec<_> = game.save().entries.iter().map(|e| e.kind).collect();
    assert_eq!(
        kinds,
        [EntryKind::Play, EntryKind::Restart, EntryKind::OpenShared]
    );
    assert_eq!(game.position_text(), "2,0-2,2=1");
    game.undo();
    assert_eq!(game.state(), &State::empty(game.puzzle()));
    game.undo();
    assert_eq!(game.position_text(), "0,0-0,2=1");
    // Restarting an empty board changes nothing and records nothing.
    let mut empty = Game::new(game.puzzle().clone(), Mode::Strict);
    empty.reset();
    assert!(!empty.can_undo());
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
        let bridges = parse_action(&text).unwrap();
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
    game.play_position(&parse_action(&other.position_text()).unwrap())
        .unwrap();
    assert_eq!(game.state(), other.state());
    assert_eq!(other.position_text(), "0,2-0,4=1");
}

#[test]
fn a_solution_kept_as_text_reads_back_only_when_it_solves_the_puzzle() {
    let puzzle = hashi_core::formats::parse_task("7x7:a2b4a2g1c5i2a3a7a4g1c3b").unwrap();
    let solution = hashi_core::solver::solve(&puzzle, 2).solutions[0].clone();
    let text = solution.counts_text();
    assert_eq!(text.len(), puzzle.edges().len());
    assert_eq!(
        State::solution_from_text(&puzzle, &text),
        Some(solution.clone())
    );
    // A position that is not the whole solution, a damaged text or one of another length
    // is not taken for it.
    let empty = State::empty(&puzzle).counts_text();
    assert_eq!(State::solution_from_text(&puzzle, &empty), None);
    assert_eq!(
        State::solution_from_text(&puzzle, &text.replace('1', "x")),
        None
    );
    assert_eq!(State::solution_from_text(&puzzle, &text[1..]), None);
    assert_eq!(State::solution_from_text(&puzzle, ""), None);
}

#[test]
fn the_time_before_each_move_travels_in_the_save() {
    let puzzle = Arc::new(hashi_core::formats::parse_task("3x3:2a2c2a2").unwrap());
    let mut game = Game::new(puzzle, Mode::Strict);
    game.set_clock(0);
    game.set_clock(12_300);
    game.cycle(Pos::new(0, 0), Pos::new(0, 2)).unwrap();
    game.set_clock(12_800);
    game.cycle(Pos::new(0, 0), Pos::new(2, 0)).unwrap();
    assert_eq!(game.move_times(), [Some(123), Some(5)]);
    let save = game.save();
    assert!(serde_json::to_string(&save)
        .unwrap()
        .contains(r#""times":"#));
    let restored = Game::restore(&save, Mode::Strict).unwrap();
    assert_eq!(restored.move_times(), [Some(123), Some(5)]);
    assert_eq!(restored.state(), game.state());
    // A save without a track (the one above written before times) plays the same, untimed.
    let mut untimed = save;
    untimed.times.clear();
    let restored = Game::restore(&untimed, Mode::Strict).unwrap();
    assert_eq!(restored.move_times(), [None, None]);
}
