//! One puzzle open in several tabs: a save made in one reaches the others (the `storage`
//! event), and a tab that missed a newer save never writes over it. It says so plainly, with
//! one button that loads the newer position.

use crate::hashi::play::context::GameContext;
use crate::hashi::records::{self, StoredGame};
use crate::hashi::screen::state::ScreenContext;
use crate::i18n::{tr, PlayMsg, WordsMsg};
use crate::shell::revision::is_newer;
use hashi_core::{Game, Puzzle};
use leptos::prelude::*;
use std::sync::Arc;

/// What the play screen keeps to share a puzzle's save with other tabs.
#[derive(Clone, Copy)]
pub struct TabSync {
    /// The newest revision of the save this tab has seen (loaded, written or heard of).
    pub seen: StoredValue<u64>,
    /// Set while a newer position from another tab is taken in, so that taking it in is not
    /// saved again as a change of this tab's own.
    pub adopting: StoredValue<bool>,
    /// Another tab saved a newer position this tab missed: writes are refused until the
    /// player loads it.
    pub moved_on: RwSignal<bool>,
    /// Whether the puzzle was counted in the statistics (the newer save may say it was).
    counted: StoredValue<bool>,
    /// The save's storage id and its puzzle, for loading the newer position.
    id: StoredValue<String>,
    puzzle: StoredValue<Arc<Puzzle>>,
    /// The screen, whose clock catches up with the newer save's.
    screen: ScreenContext,
}

impl TabSync {
    /// Listens for other tabs' saves of the puzzle stored under `id`, from revision `seen`.
    pub fn start(
        ctx: GameContext,
        screen: ScreenContext,
        id: String,
        puzzle: Arc<Puzzle>,
        seen: u64,
        counted: StoredValue<bool>,
    ) -> TabSync {
        let key = records::save_key(&id);
        let sync = TabSync {
            seen: StoredValue::new(seen),
            adopting: StoredValue::new(false),
            moved_on: RwSignal::new(false),
            counted,
            id: StoredValue::new(id),
            puzzle: StoredValue::new(puzzle.clone()),
            screen,
        };
        provide_context(sync);
        let heard = window_event_listener(leptos::ev::storage, move |event| {
            if event.key().as_deref() != Some(key.as_str()) {
                return;
            }
            let newer = event
                .new_value()
                .and_then(|text| plain_json::from_str::<StoredGame>(&text).ok());
            if let Some(newer) = newer {
                sync.adopt(ctx, &puzzle, newer);
            }
        });
        on_cleanup(move || heard.remove());
        sync
    }

    /// Shows `newer` when it is newer than what this tab shows and replays through the rules
    /// (a damaged one is left to the tab that wrote it).
    fn adopt(self, ctx: GameContext, puzzle: &Arc<Puzzle>, newer: StoredGame) {
        if !is_newer(newer.revision, self.seen.get_value()) {
            return;
        }
        let mode = ctx.game().with_untracked(Game::mode);
        let Ok(game) = Game::restore_for(puzzle.clone(), &newer.save, mode) else {
            return;
        };
        self.seen.set_value(newer.revision);
        self.counted.update_value(|c| *c |= newer.counted);
        self.adopting.set_value(true);
        ctx.change(|g| {
            *g = game;
            Ok(())
        });
        let behind = newer
            .elapsed_ms
            .saturating_sub(self.screen.elapsed_ms_untracked());
        self.screen.add_elapsed(behind);
        self.moved_on.set(false);
    }

    /// Loads the newer position another tab saved (the button of `MovedOn`).
    fn load_newer(self, ctx: GameContext) {
        let newer = self.id.with_value(|id| records::stored_game(id));
        if let Some(newer) = newer {
            self.puzzle
                .with_value(|puzzle| self.adopt(ctx, puzzle, newer));
        }
    }
}

crate::split_chunk! {
    /// What a stale tab says, downloaded the first time one is.
    pub fn moved_on_chunk in moved_on => || match (use_context::<TabSync>(), use_context::<GameContext>()) {
        (Some(sync), Some(ctx)) => view! { <MovedOn sync ctx /> }.into_any(),
        _ => ().into_any(),
    }
}

/// "This puzzle moved on in another tab", with the one button that loads the newer position.
#[component]
fn MovedOn(sync: TabSync, ctx: GameContext) -> impl IntoView {
    view! {
        <p class="notice moved-on" data-testid="moved-on" role="alert">
            <span>{tr(PlayMsg::MovedOn)}</span>
            " "
            <button class="primary" data-testid="load-newer" on:click=move |_| sync.load_newer(ctx)>
                {tr(WordsMsg::LoadNewer)}
            </button>
        </p>
    }
}
