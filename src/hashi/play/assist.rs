//! "Finish what is forced" on the page: after each of the player's moves, the bridges the
//! core's assist (`hashi_core::assist`) finds forced are played as one entry and highlighted,
//! while the setting is on (its chunk is here exactly then: turning it off drops it).
//! All of it comes in a chunk of its own, fetched once the setting is on (with the menu's chunk,
//! just after a board opens with it on, or when the player turns it on in the settings), so the
//! play screen's first download carries neither it nor its loader; it runs on the page's thread
//! (bounded deduction, no search: about a millisecond on a 40x40 board). The first download
//! keeps only a cell with the chunk's function: no signal, whose every type costs bytes there.

use crate::shell::notices::NoticeBoard;
use hashi_core::moves::edge_of;
use hashi_core::{EdgeId, Game, Move};
use std::cell::Cell;

/// What the chunk finds after a move: the bridges forced, and their edges. It reads the game
/// and hands back data, so that this loader stands below `GameContext`, which plays them.
type Finish = fn(&Game) -> (Vec<Move>, Vec<EdgeId>);

crate::split_chunk! {
    /// The assist: the solver's simplest techniques and the play of what they force.
    fn assist_chunk in assist -> Finish => forced as Finish
}

thread_local! {
    /// The chunk's function once it is here.
    static FINISH: Cell<Option<Finish>> = const { Cell::new(None) };
    /// Whether the setting is on: a download that ends after it was turned off is dropped.
    static WANTED: Cell<bool> = const { Cell::new(false) };
}

/// Fetches the assist's chunk, once. When it is here the page's root says so
/// (`data-assist="ready"`, which tests wait for); a failed fetch is said in a notice, and tried
/// again the next time.
pub fn load(notices: NoticeBoard) {
    WANTED.set(true);
    if FINISH.get().is_some() {
        return;
    }
    leptos::task::spawn_local(async move {
        match assist_chunk().await {
            Ok(_) if !WANTED.get() => {}
            Ok(finish) => {
                FINISH.set(Some(finish));
                if let Some(root) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.document_element())
                {
                    let _ = root.set_attribute("data-assist", "ready");
                }
            }
            Err(_) => notices.push(crate::i18n::t(crate::i18n::PlayMsg::AssistUnloaded)),
        }
    });
}

/// Forgets the chunk's function: the setting was turned off.
pub fn unload() {
    WANTED.set(false);
    FINISH.set(None);
}

/// After the player's move: the bridges now forced, with their edges, once the chunk is here
/// (None before, and when nothing is forced). `GameContext` plays them as one undoable entry
/// of their own, highlighted until the next change.
pub fn after_move(game: &Game) -> Option<(Vec<Move>, Vec<EdgeId>)> {
    let (moves, edges) = FINISH.get()?(game);
    (!moves.is_empty()).then_some((moves, edges))
}

/// The bridges forced in the position, and their edges.
fn forced(game: &Game) -> (Vec<Move>, Vec<EdgeId>) {
    let moves = hashi_core::assist::forced_bridges(game.puzzle(), game.state());
    let edges = moves
        .iter()
        .filter_map(|mv| edge_of(game.puzzle(), mv).ok())
        .collect();
    (moves, edges)
}
