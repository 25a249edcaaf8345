#![no_main]
//! Hashi move and action text (`Move::from_str`, `parse_action`): what parses reads back the
//! same from its text, and playing it on a small game must not panic.

use hashi_core::formats::parse_task;
use hashi_core::game::parse_action;
use hashi_core::{Game, Mode, Move, MoveList};
use libfuzzer_sys::fuzz_target;
use std::sync::Arc;

fuzz_target!(|text: &str| {
    if let Ok(mv) = text.parse::<Move>() {
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv), "move text");
    }
    if let Ok(moves) = parse_action(text) {
        let list = MoveList(moves.clone());
        assert_eq!(
            parse_action(&list.to_string()),
            Ok(moves.clone()),
            "action text"
        );
        let puzzle = Arc::new(parse_task("5x5:2a3a2e1a4a1e2a3a2").expect("a puzzle"));
        for mode in [Mode::Strict, Mode::Free] {
            let mut game = Game::new(puzzle.clone(), mode);
            if game.play(&moves).is_ok() {
                let shared = parse_action(&game.position_text()).expect("position text");
                let mut other = Game::new(puzzle.clone(), Mode::Free);
                other.open_shared(&shared).expect("own position opens");
                assert_eq!(other.state(), game.state(), "shared position");
                let restored = Game::restore(&game.save(), mode).expect("own save");
                assert_eq!(restored, game, "save after play");
            }
            let _ = game.play_position(&moves);
            let _ = game.open_shared(&moves);
        }
    }
});
