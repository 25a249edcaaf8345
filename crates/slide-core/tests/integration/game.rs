//! The game's behaviour: the selected gap, the counter (undo counts in a challenge), a won
//! challenge's lock, reset, shuffle steps, challenge text, and saves (current and version 1).

use session::EntryKind;
use session::SavedEntry;
use slide_core::{
    gaps_entered, legal_moves, shuffle, solve, Board, Cell, Challenge, ChallengeError, Dir, Game,
    GapId, Mode, Move, MoveError, Save, SaveError,
};

#[test]
fn space_toggles_which_gap_takes_the_keys() {
    let mut game = Game::new();
    assert_eq!(game.selected(), GapId(0));
    // Gap 0 at (7, 6): "down" brings the piece above it down.
    let mut other = game.clone();
    other.toggle_selection();
    assert_eq!(other.selected(), GapId(1));
    assert!(game.press(Dir::Down).is_some());
    assert_eq!(game.board().gap(GapId(0)), Cell::new(7, 5));
    // Gap 1 at (7, 7) has nothing above that could come down except gap 0: a swap.
    assert_eq!(other.press(Dir::Down), Some(Move::SwapGaps));
    assert_eq!(other.board().gap(GapId(1)), Cell::new(7, 6));
    // The selection follows the gap, not the cell.
    assert_eq!(other.selected(), GapId(1));
}

#[test]
fn undo_counts_as_a_move_only_in_a_challenge() {
    let mut free = Game::new();
    free.press(Dir::Down).unwrap();
    assert_eq!(free.moves(), 1);
    free.undo().unwrap();
    assert_eq!(free.moves(), 0);
    assert!(free.board().is_solved());

    let mut game = Game::challenge(Challenge { seed: 5, steps: 30 });
    let mv = legal_moves(game.board())[0];
    game.play(mv).unwrap();
    game.undo().unwrap();
    assert_eq!(game.moves(), 2);
    assert_eq!(game.board(), &Challenge { seed: 5, steps: 30 }.board());
    game.redo().unwrap();
    assert_eq!(game.moves(), 3);
}

/// Plays the inverse of a challenge's shuffle, which wins it.
fn win(challenge: Challenge) -> Game {
    let mut board = Board::solved();
    let moves = shuffle(
        &mut board,
        challenge.steps,
        &mut <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(challenge.seed as u64),
    );
    let mut game = Game::challenge(challenge);
    for mv in moves.iter().rev() {
        game.play(mv.inverse()).unwrap();
    }
    game
}

#[test]
fn a_won_challenge_locks_the_board() {
    let challenge = Challenge { seed: 3, steps: 1 };
    let mut game = win(challenge);
    assert!(game.is_won());
    assert_eq!(game.moves(), 1);
    assert!(!game.can_undo());
    assert_eq!(game.undo(), None);
    let any = legal_moves(game.board())[0];
    assert_eq!(game.play(any), Err(MoveError::Locked));
    assert_eq!(game.press(Dir::Down), None);
    // Free play on a solved board is not a win and does not lock.
    let mut free = Game::new();
    assert!(!free.is_won());
    assert!(free.press(Dir::Down).is_some());
}

#[test]
fn reset_restarts_the_challenge_and_give_up_keeps_the_board() {
    let challenge = Challenge {
        seed: 11,
        steps: 40,
    };
    let mut game = Game::challenge(challenge);
    let mv = legal_moves(game.board())[0];
    game.play(mv).unwrap();
    game.reset();
    assert_eq!(game, Game::challenge(challenge));
    game.play(mv).unwrap();
    let board = game.board().clone();
    game.give_up();
    assert_eq!(game.mode(), Mode::Free);
    assert_eq!(game.board(), &board);
    game.reset();
    assert!(game.board().is_solved());
}

#[test]
fn a_shuffle_step_starts_the_history_afresh() {
    let mut game = Game::new();
    game.press(Dir::Down).unwrap();
    let mv = legal_moves(game.board())[0];
    game.shuffle_step(mv).unwrap();
    assert_eq!(game.moves(), 0);
    assert!(!game.can_undo());
    let mut challenge = Game::challenge(Challenge { seed: 1, steps: 5 });
    let mv = legal_moves(challenge.board())[0];
    assert_eq!(challenge.shuffle_step(mv), Err(MoveError::Locked));
}

#[test]
fn challenges_parse_from_text_with_clear_errors() {
    assert_eq!(
        Challenge::parse("42", "250"),
        Ok(Challenge {
            seed: 42,
            steps: 250
        })
    );
    assert!(Challenge::parse("4294967295", "10000").is_ok());
    assert_eq!(
        Challenge::parse("4294967296", "1"),
        Err(ChallengeError::Seed("4294967296".into()))
    );
    assert_eq!(
        Challenge::parse("1", "0"),
        Err(ChallengeError::Steps("0".into()))
    );
    assert_eq!(
        Challenge::parse("1", "10001"),
        Err(ChallengeError::Steps("10001".into()))
    );
    let message = Challenge::parse("x", "5").unwrap_err().to_string();
    assert!(
        message.contains("\"x\"") && message.contains("4294967295"),
        "{message}"
    );
}

#[test]
fn a_save_replays_to_the_same_game() {
    let mut game = Game::challenge(Challenge { seed: 8, steps: 60 });
    for _ in 0..10 {
        let mv = legal_moves(game.board())[1 % legal_moves(game.board()).len()];
        game.play(mv).unwrap();
    }
    game.undo();
    game.undo();
    game.toggle_selection();
    let save = game.save();
    let json = serde_json::to_string(&save).unwrap();
    let back: Save = serde_json::from_str(&json).unwrap();
    assert_eq!(Game::restore(&back), Ok(game.clone()));
    assert!(
        json.contains(r#""entries":[{"kind":"play","move":""#),
        "moves in text form: {json}"
    );
}

#[test]
fn damaged_saves_are_refused_with_the_reason() {
    let mut game = Game::new();
    game.press(Dir::Down).unwrap();
    let good = game.save();

    let mut bad = good.clone();
    bad.version = 0;
    assert_eq!(
        Game::restore(&bad),
        Err(SaveError::UnsupportedVersion { found: 0 })
    );

    let mut bad = good.clone();
    bad.start = "nope".into();
    assert!(matches!(
        Game::restore(&bad),
        Err(SaveError::BadStart { .. })
    ));

    let mut bad = good.clone();
    bad.entries.insert(0, SavedEntry::play("0U"));
    let err = Game::restore(&bad).unwrap_err();
    assert!(matches!(err, SaveError::IllegalMove { index: 0, .. }));
    assert!(
        err.to_string()
            .starts_with("saved move 1 (0U) breaks the rules"),
        "{err}"
    );

    let mut bad = good.clone();
    bad.position = 5;
    assert!(matches!(
        Game::restore(&bad),
        Err(SaveError::Position { .. })
    ));

    let mut bad = good.clone();
    bad.extra.selected = 2;
    let err = Game::restore(&bad).unwrap_err();
    assert!(matches!(
        err,
        SaveError::BadExtra {
            what: "selected gap",
            ..
        }
    ));
    assert_eq!(
        err.to_string(),
        "the saved selected gap is wrong: there is no gap 2, only gaps 0 and 1"
    );

    let mut bad = good;
    bad.extra.mode = Mode::Challenge(Challenge { seed: 1, steps: 9 });
    assert_eq!(Game::restore(&bad), Err(SaveError::OtherStart));
}

#[test]
fn a_challenge_save_with_steps_out_of_range_is_refused_before_any_board_is_built() {
    let mut save = Game::challenge(Challenge { seed: 2, steps: 3 }).save();
    for steps in [0, Challenge::MAX_STEPS + 1, u32::MAX] {
        save.extra.mode = Mode::Challenge(Challenge { seed: 2, steps });
        let err = Game::restore(&save).unwrap_err();
        assert!(
            matches!(
                err,
                SaveError::BadExtra {
                    what: "challenge",
                    ..
                }
            ),
            "{err}"
        );
        assert!(err.to_string().contains("from 1 to 10000"), "{err}");
    }
}

#[test]
fn the_counter_saturates_instead_of_overflowing() {
    let challenge = Challenge { seed: 4, steps: 30 };
    let mut save = Game::challenge(challenge).save();
    save.extra.counter = u32::MAX;
    let mut game = Game::restore(&save).unwrap();
    let mv = legal_moves(game.board())[0];
    game.play(mv).unwrap();
    game.undo().unwrap();
    game.redo().unwrap();
    assert_eq!(game.moves(), u32::MAX);

    let mut save = Game::new().save();
    save.extra.counter = 0;
    let mut free = Game::restore(&save).unwrap();
    free.press(Dir::Down).unwrap();
    free.undo().unwrap();
    assert_eq!(free.moves(), 0);
}

/// Today's storage key holds a version 1 save until the game next writes it.
#[test]
fn a_version_1_save_still_restores() {
    let challenge = Challenge { seed: 8, steps: 60 };
    let mut game = Game::challenge(challenge);
    let first = legal_moves(game.board())[0];
    game.play(first).unwrap();
    let second = legal_moves(game.board())[1];
    game.play(second).unwrap();
    game.undo().unwrap();
    game.toggle_selection();

    let v1 = format!(
        r#"{{"version":1,"mode":{{"Challenge":{{"seed":8,"steps":60}}}},"start":"{start}","moves":["{first}","{second}"],"position":1,"counter":3,"selected":1}}"#,
        start = challenge.board(),
    );
    let save: Save = serde_json::from_str(&v1).unwrap();
    assert_eq!(save.version, 1);
    assert_eq!(
        save.entries,
        vec![
            SavedEntry::play(first.to_string()),
            SavedEntry::play(second.to_string())
        ]
    );
    assert_eq!(Game::restore(&save), Ok(game));
}

#[test]
fn a_save_is_versioned_json_with_the_slide_data_beside_the_entries() {
    let mut game = Game::new();
    game.press(Dir::Down).unwrap();
    let json = serde_json::to_string(&game.save()).unwrap();
    let expected = format!(
        r#"{{"version":3,"game":"slide","start":"{}","entries":[{{"kind":"play","move":"{}"}}],"position":1,"hints_used":0,"revealed":false,"mode":"Free","counter":1,"selected":0}}"#,
        Board::solved(),
        game.save().entries[0].mv,
    );
    assert_eq!(json, expected);
}

#[test]
fn a_hint_counts_as_a_move_and_is_saved_as_a_hint() {
    let challenge = Challenge { seed: 7, steps: 50 };
    let mut game = Game::challenge(challenge);
    let moves = solve(game.board()).moves().to_vec();
    game.play_hint(moves[0]).unwrap();
    assert_eq!(game.moves(), 1);
    assert!(!game.is_revealed());
    let save = game.save();
    assert_eq!(save.entries[0].kind, EntryKind::Hint);
    assert_eq!(Game::restore(&save), Ok(game.clone()));
    // Hints all the way home win the challenge, and it still counts as the player's.
    for &mv in &moves[1..] {
        game.play_hint(mv).unwrap();
    }
    assert!(game.is_won());
    assert!(game.counts_as_best());
    assert_eq!(game.moves(), moves.len() as u32);
}

#[test]
fn being_shown_the_way_reveals_the_game_for_good() {
    let challenge = Challenge { seed: 3, steps: 50 };
    let mut game = Game::challenge(challenge);
    let moves = solve(game.board()).moves().to_vec();
    game.play(moves[0]).unwrap();
    game.play_shown(moves[1]).unwrap();
    assert!(game.is_revealed());
    game.undo().unwrap();
    assert!(
        game.is_revealed(),
        "undo does not take back having been shown"
    );
    game.redo().unwrap();
    for &mv in &moves[2..] {
        game.play_shown(mv).unwrap();
    }
    assert!(game.is_won());
    assert!(!game.counts_as_best());
    let back = Game::restore(&game.save()).unwrap();
    assert!(back.is_revealed() && !back.counts_as_best());
    // A reset starts a fresh attempt.
    game.reset();
    assert!(!game.is_revealed());
}

#[test]
fn the_gaps_a_move_fills_are_named() {
    let board = Board::solved();
    // The piece above gap 0 at (7, 6) moves down into it.
    let down = game_move_into(&board, GapId(0), Dir::Down);
    assert_eq!(gaps_entered(&board, down), vec![GapId(0)]);
    assert_eq!(
        gaps_entered(&board, Move::SwapGaps),
        vec![GapId(0), GapId(1)]
    );
    // Large piece 7 at (5, 6) moves right into both gaps.
    let right = Move::Slide {
        piece: slide_core::PieceId(7),
        dir: Dir::Right,
    };
    let mut both = gaps_entered(&board, right);
    both.sort();
    assert_eq!(both, vec![GapId(0), GapId(1)]);
    // An illegal move fills nothing.
    let blocked = Move::Slide {
        piece: slide_core::PieceId(0),
        dir: Dir::Left,
    };
    assert!(gaps_entered(&board, blocked).is_empty());
}

fn game_move_into(board: &Board, gap: GapId, dir: Dir) -> Move {
    slide_core::move_into_gap(board, gap, dir).expect("a piece stands beside the gap")
}
