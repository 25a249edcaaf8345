//! "Finish what is forced" on the page: the core's assist (`hashi_core::assist`) comes in a
//! chunk of its own, fetched once the setting is on, so the play screen's first download never
//! carries it; then it runs after each of the player's moves, on the page's thread (bounded
//! deduction, no search: a few milliseconds on a 40x40 board).

use crate::shell::notices::NoticeBoard;
use hashi_core::{Move, Puzzle, State};
use leptos::prelude::*;

/// The assist's one function: the bridges forced in a position.
pub type Forced = fn(&Puzzle, &State) -> Vec<Move>;

crate::split_chunk! {
    /// The assist's deductions (the solver's simplest techniques), downloaded when the setting
    /// is first on.
    fn assist_chunk in assist -> Forced => hashi_core::assist::forced_bridges as Forced
}

/// Where the assist's chunk stands, as the board tells it (`data-assist`) to tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Readiness {
    Off,
    Loading,
    Ready,
}

impl Readiness {
    pub fn name(self) -> &'static str {
        match self {
            Readiness::Off => "off",
            Readiness::Loading => "loading",
            Readiness::Ready => "ready",
        }
    }
}

/// The assist as the game screen holds it: the setting, and the function once it is here.
#[derive(Clone, Copy)]
pub struct Assist {
    on: Signal<bool>,
    loaded: RwSignal<Option<Forced>>,
}

impl Assist {
    /// Follows the setting `on`: the first time it is on, the chunk is fetched (a failed fetch
    /// is said in a notice, and tried again when the setting is next turned on).
    pub fn new(on: Signal<bool>, notices: NoticeBoard) -> Self {
        let loaded = RwSignal::new(None);
        Effect::new(move |_| {
            if on.get() && loaded.get_untracked().is_none() {
                leptos::task::spawn_local(async move {
                    match assist_chunk().await {
                        Ok(forced) => {
                            loaded.try_set(Some(forced));
                        }
                        Err(_) => notices.push(
                            "\"Finish what is forced\" could not be downloaded; check the connection and turn it on again.".to_string(),
                        ),
                    }
                });
            }
        });
        Self { on, loaded }
    }

    /// Whether the assist is off, on its way, or ready (tracked).
    pub fn readiness(&self) -> Readiness {
        match (self.on.get(), self.loaded.with(Option::is_some)) {
            (false, _) => Readiness::Off,
            (true, false) => Readiness::Loading,
            (true, true) => Readiness::Ready,
        }
    }

    /// The bridges forced in `state`, when the setting is on and the chunk is here.
    pub fn forced(&self, puzzle: &Puzzle, state: &State) -> Vec<Move> {
        if !self.on.get_untracked() {
            return Vec::new();
        }
        self.loaded
            .get_untracked()
            .map_or_else(Vec::new, |forced| forced(puzzle, state))
    }
}
