#![no_main]
//! Slide saves: JSON, then `slide_core::Game::restore`; a restored game saved again
//! restores equal, and plays on (moves, undo, redo, keys) without panicking.

use libfuzzer_sys::fuzz_target;
use slide_core::{legal_moves, Dir, Game, Save};

fuzz_target!(|text: &str| {
    let Ok(save) = serde_json::from_str::<Save>(text) else {
        return;
    };
    debug_assert!(save.version <= session::SAVE_VERSION || Game::restore(&save).is_err());
    if let Ok(game) = Game::restore(&save) {
        let again = game.save();
        assert_eq!(Game::restore(&again).as_ref(), Ok(&game), "restore");
        let json = serde_json::to_string(&again).expect("a save serialises");
        assert_eq!(serde_json::from_str::<Save>(&json).ok(), Some(again));
        let mut game = game;
        for mv in legal_moves(game.board()).into_iter().take(2) {
            let _ = game.play(mv);
        }
        game.undo();
        game.redo();
        for dir in Dir::ALL {
            game.press(dir);
        }
        game.toggle_selection();
        game.undo();
    }
});
