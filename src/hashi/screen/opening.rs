//! How a game screen opens its game, whichever screen it is (the full one, an embed): the
//! mode the settings ask for, and a shared-progress link's bridges put on the board.

use crate::i18n::{t, t_with, PlayMsg};
use hashi_core::{Game, Mode};

/// The rules' mode for the settings' "free mode".
pub fn mode(free: bool) -> Mode {
    if free {
        Mode::Free
    } else {
        Mode::Strict
    }
}

/// Puts the bridges of a shared link on the board as one undoable action; the message tells
/// the player what happened.
pub fn open_shared_progress(game: &mut Game, text: &str) -> Option<String> {
    let had_own = game.moves_made() > 0;
    let result = hashi_core::game::parse_action(text)
        .map_err(|e| e.to_string())
        .and_then(|bridges| game.open_shared(&bridges).map_err(|e| e.to_string()));
    match result {
        Err(why) => Some(t_with(PlayMsg::SharedFailed, &[("why", &why)])),
        Ok(()) if had_own => Some(t(PlayMsg::SharedOpened)),
        Ok(()) => None,
    }
}
