//! Pencil bridges (a trial layer): drawn apart from the player's own, accepted or rejected
//! whole as one undoable entry each, kept through saves, and never a mistake or a solve until
//! accepted.

use hashi_core::formats::parse_task;
use hashi_core::hint::{hint_with, Hint};
use hashi_core::{Game, Mode, MoveError, Pos, Save, SaveError, State};
use session::{EntryKind, SavedEntry};
use std::sync::Arc;

/// 3 . 3 / . . . / 1 . 1, whose one solution is a double across the top and a single down
/// each side.
fn puzzle() -> Arc<hashi_core::Puzzle> {
    Arc::new(parse_task("3x3:3a3c1a1").unwrap())
}

fn p(r: usize, c: usize) -> Pos {
    Pos::new(r, c)
}

/// Plays the solution.
fn solved(game: &mut Game) {
    game.cycle(p(0, 0), p(0, 2)).unwrap();
    game.cycle(p(0, 0), p(0, 2)).unwrap();
    game.cycle(p(0, 0), p(2, 0)).unwrap();
    game.cycle(p(0, 2), p(2, 2)).unwrap();
}

#[test]
fn the_puzzle_is_solved_as_expected() {
    let mut game = Game::new(puzzle(), Mode::Strict);
    solved(&mut game);
    assert!(game.is_solved());
}

#[test]
fn pencil_bridges_sit_on_a_branch_until_accepted_or_rejected() {
    let mut game = Game::new(puzzle(), Mode::Strict);
    game.cycle(p(0, 0), p(2, 0)).unwrap();
    let branch = game.state().clone();
    game.set_pencil(true);
    game.cycle(p(0, 0), p(0, 2)).unwrap();
    game.cycle(p(0, 2), p(2, 2)).unwrap();
    let trial = game.state().clone();
    assert!(trial.in_trial() && game.is_pencil());
    assert_eq!(trial.trial_edges().len(), 2);
    assert_eq!(trial.committed(), &branch);
    assert!(!trial.is_trial(game.puzzle().edge_between(0, 2).unwrap()));

    // Reject: back to the branch point in one step; undo brings the trial back.
    game.reject_trial().unwrap();
    assert_eq!(game.state(), &branch);
    assert!(game.undo());
    assert_eq!(game.state(), &trial);

    // Accept: the bridges stay, now the player's; undo reopens the trial.
    game.accept_trial().unwrap();
    assert!(!game.state().in_trial());
    assert_eq!(game.state().counts(), trial.counts());
    assert!(game.undo());
    assert_eq!(game.state(), &trial);
    assert_eq!(game.accept_trial(), Ok(()));
    assert_eq!(game.accept_trial(), Err(MoveError::NoTrial));
    assert_eq!(game.reject_trial(), Err(MoveError::NoTrial));
}

#[test]
fn a_trial_round_trips_through_saves_and_undo() {
    let mut game = Game::new(puzzle(), Mode::Strict);
    game.set_pencil(true);
    game.cycle(p(0, 0), p(0, 2)).unwrap();
    game.cycle(p(0, 0), p(0, 2)).unwrap();
    game.accept_trial().unwrap();
    game.cycle(p(0, 0), p(2, 0)).unwrap();
    let text = serde_json::to_string(&game.save()).unwrap();
    assert!(
        text.contains("trial:") && text.contains("\"accept\""),
        "{text}"
    );

    let save: Save = serde_json::from_str(&text).unwrap();
    let mut restored = Game::restore(&save, Mode::Strict).unwrap();
    assert_eq!(restored.state(), game.state());
    assert!(
        restored.state().in_trial(),
        "a trial opened after the accept is still open"
    );
    assert_eq!(restored.save(), game.save());
    restored.reject_trial().unwrap();
    assert_eq!(restored.state().counts().iter().sum::<u8>(), 2);
    assert!(
        !restored.is_pencil(),
        "pencil mode is not kept in saves: it was on only for the open trial"
    );
    // Undo walks back: the reject, the pencil single, the accept, the double, the single.
    let mut steps = 0;
    while restored.undo() {
        steps += 1;
    }
    assert_eq!(steps, 5);
    assert_eq!(restored.state(), &State::empty(restored.puzzle()));
}

#[test]
fn saves_with_a_trial_action_out_of_place_are_refused() {
    let game = Game::new(puzzle(), Mode::Strict);
    let mut save = game.save();
    save.entries = vec![SavedEntry {
        kind: EntryKind::Play,
        mv: "accept".into(),
    }];
    save.position = 1;
    assert!(matches!(
        Game::restore(&save, Mode::Strict),
        Err(SaveError::IllegalMove { index: 0, .. })
    ));
    save.entries = vec![
        SavedEntry::play("trial:0,0-0,2=1"),
        SavedEntry::play("trial:0,0-2,0=1"),
    ];
    save.position = 2;
    let refused = Game::restore(&save, Mode::Strict).unwrap_err();
    assert!(
        refused.to_string().contains("a trial is already open"),
        "{refused}"
    );
}

#[test]
fn pencil_bridges_are_no_mistakes_and_no_solve_until_accepted() {
    let mut reference = Game::new(puzzle(), Mode::Strict);
    solved(&mut reference);
    let solution = reference.state().clone();

    let mut game = Game::new(puzzle(), Mode::Strict);
    game.set_pencil(true);
    game.cycle(p(2, 0), p(2, 2)).unwrap();
    assert!(
        !game.has_mistakes(&solution),
        "a wrong pencil bridge is no mistake"
    );
    assert!(matches!(
        hint_with(game.puzzle(), game.state(), &solution),
        Hint::Step(_)
    ));
    game.accept_trial().unwrap();
    assert!(game.has_mistakes(&solution), "accepted, it is");
    assert!(matches!(
        hint_with(game.puzzle(), game.state(), &solution),
        Hint::Mistakes(_)
    ));
    game.undo();
    game.reject_trial().unwrap();

    game.set_pencil(true);
    solved(&mut game);
    assert!(
        !game.is_solved(),
        "a board finished in pencil is not solved yet"
    );
    assert!(game.takes_input());
    game.accept_trial().unwrap();
    assert!(game.is_solved() && game.solved_by_play());
}

#[test]
fn restart_and_shared_progress_drop_the_trial_first() {
    let mut game = Game::new(puzzle(), Mode::Strict);
    game.cycle(p(0, 0), p(2, 0)).unwrap();
    game.set_pencil(true);
    game.cycle(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(
        game.position_text(),
        "0,0-2,0=1",
        "shared progress leaves pencil bridges out"
    );
    game.reset();
    assert!(!game.state().in_trial());
    assert_eq!(game.state(), &State::empty(game.puzzle()));
    assert!(game.undo(), "undo the restart");
    assert!(!game.state().in_trial(), "the reject before it stands");
    assert!(game.undo(), "undo the reject");
    assert!(game.state().in_trial());
}

#[test]
fn pencil_mode_cannot_be_left_with_a_trial_open() {
    let mut game = Game::new(puzzle(), Mode::Strict);
    game.toggle_pencil().unwrap();
    assert!(
        game.is_pencil() && !game.state().in_trial(),
        "on, but no trial until a move"
    );
    game.cycle(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(game.toggle_pencil(), Err(MoveError::TrialOpen));
    assert!(game.is_pencil());
    game.accept_trial().unwrap();
    game.toggle_pencil().unwrap();
    assert!(!game.is_pencil());
    game.cycle(p(0, 0), p(2, 0)).unwrap();
    assert!(
        !game.state().in_trial(),
        "with pencil mode off, moves are real"
    );
}
