#![no_main]
//! Hashi saves: JSON, then `Game::restore`; a restored game saved again restores equal. The
//! page's reader ([`plain_json`]) takes exactly what serde's takes, to the same save.

use hashi_core::{Game, Mode, Save};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let read = plain_json::from_str::<Save>(text).ok();
    assert_eq!(read, serde_json::from_str::<Save>(text).ok(), "the readers disagree");
    let Some(save) = read else {
        return;
    };
    if let Ok(game) = Game::restore(&save, Mode::Free) {
        let again = game.save();
        assert_eq!(
            Game::restore(&again, Mode::Free).as_ref(),
            Ok(&game),
            "restore"
        );
        let json = plain_json::to_string(&again);
        assert_eq!(json, serde_json::to_string(&again).expect("a save serialises"));
        assert_eq!(plain_json::from_str::<Save>(&json).ok(), Some(again.clone()));
        assert_eq!(
            Game::restore_for(game.puzzle().clone(), &save, Mode::Strict).map(|g| g.save()),
            Ok(again),
            "restore_for"
        );
    }
});
