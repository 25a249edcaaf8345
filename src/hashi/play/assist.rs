//! "Finish what is forced" on the page: the core's assist (`hashi_core::assist`) comes in a
//! chunk of its own, fetched once the setting is on (with the menu's chunk, just after a board
//! opens with it on, or when the player turns it on in the settings), so the play screen's
//! first download carries neither it nor its loader; then it runs
//! after each of the player's moves, on the page's thread (bounded deduction, no search: about
//! a millisecond on a 40x40 board). Plain functions over a cell, not signals: nothing is drawn
//! from it, and every generic signal type costs the first download bytes.

use crate::shell::notices::NoticeBoard;
use hashi_core::{Move, Puzzle, State};
use std::cell::Cell;

/// The assist's one function: the bridges forced in a position.
type Forced = fn(&Puzzle, &State) -> Vec<Move>;

crate::split_chunk! {
    /// The assist's deductions (the solver's simplest techniques).
    fn assist_chunk in assist -> Forced => hashi_core::assist::forced_bridges as Forced
}

thread_local! {
    /// The assist once its chunk is here.
    static FORCED: Cell<Option<Forced>> = const { Cell::new(None) };
}

/// Fetches the assist's chunk, once. When it is here the page's root says so
/// (`data-assist="ready"`, which tests wait for); a failed fetch is said in a notice, and tried
/// again the next time.
pub fn load(notices: NoticeBoard) {
    if FORCED.get().is_some() {
        return;
    }
    leptos::task::spawn_local(async move {
        match assist_chunk().await {
            Ok(forced) => {
                FORCED.set(Some(forced));
                if let Some(root) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.document_element())
                {
                    let _ = root.set_attribute("data-assist", "ready");
                }
            }
            Err(_) => notices.push(
                "\"Finish what is forced\" could not be downloaded; check the connection and turn it on again.".to_string(),
            ),
        }
    });
}

/// The bridges forced in `state`, once the chunk is here (none before).
pub fn forced(puzzle: &Puzzle, state: &State) -> Vec<Move> {
    FORCED
        .get()
        .map_or_else(Vec::new, |forced| forced(puzzle, state))
}
