//! The Slide board open in several tabs: a move saved in one reaches the others, and a tab
//! that missed a newer board never writes over it; it says so, with one button that loads it.

use super::context::SlideContext;
use super::records::{self, NotStored};
use crate::i18n::{t, SlidePageMsg as Msg, WordsMsg};
use crate::shell::revision::is_newer;
use crate::shell::tab_sync::{listen, MovedOn};
use leptos::prelude::*;
use slide_core::Game;

/// What the Slide page keeps to share its board with other tabs.
#[derive(Clone, Copy)]
pub struct TabSync {
    /// The newest revision of the board this tab has seen (loaded, written or heard of).
    seen: StoredValue<u64>,
    /// Set while another tab's board is taken in, so that it is not saved again as a move.
    adopting: StoredValue<bool>,
    /// What a stale tab says.
    pub notice: MovedOn,
}

impl TabSync {
    /// Listens for other tabs' boards, from revision `seen`.
    pub fn start(ctx: SlideContext, seen: u64) -> TabSync {
        let stale = RwSignal::new(false);
        let seen = StoredValue::new(seen);
        let adopting = StoredValue::new(false);
        let load_newer = Callback::new(move |()| {
            if let Some((game, revision)) = records::stored_board() {
                adopt(ctx, seen, adopting, stale, game, revision);
            }
        });
        let sync = TabSync {
            seen,
            adopting,
            notice: MovedOn {
                stale,
                sentence: || t(Msg::MovedOn),
                button: || t(WordsMsg::LoadNewer),
                load_newer,
            },
        };
        listen(records::SAVE.to_string(), move |text| {
            if let Some((game, revision)) = records::board_from(&text) {
                adopt(ctx, seen, adopting, stale, game, revision);
            }
        });
        sync
    }

    /// Writes the board over the newest revision this tab saw, unless it was just taken in
    /// from another tab; a stale tab keeps the newer board and says so.
    pub fn persist(self, ctx: SlideContext) {
        if self.adopting.get_value() {
            self.adopting.set_value(false);
            return;
        }
        let written = ctx
            .game
            .with_untracked(|game| records::store(game, self.seen.get_value()));
        match written {
            Ok(revision) => self.seen.set_value(revision),
            Err(NotStored::MovedOn) => self.notice.stale.set(true),
            Err(NotStored::Refused(why)) => ctx.notices.push(why.sentence()),
        }
    }
}

/// Shows `game`, stored by another tab as `revision`, when it is newer than what this tab
/// shows.
fn adopt(
    ctx: SlideContext,
    seen: StoredValue<u64>,
    adopting: StoredValue<bool>,
    stale: RwSignal<bool>,
    game: Game,
    revision: u64,
) {
    if !is_newer(revision, seen.get_value()) {
        return;
    }
    seen.set_value(revision);
    adopting.set_value(true);
    ctx.game.set(game);
    stale.set(false);
}
