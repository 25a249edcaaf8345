//! What a game screen keeps beside its board, none of which undo restores: the keys' list
//! open, the pause, the clock, why the last move was refused, the notices, and whether moves
//! are felt. The board's context tells it what is the screen's ([`Told`]).

use crate::hashi::play::context::Told;
use crate::shell::haptics;
use crate::shell::notices::NoticeBoard;
use crate::shell::prefs::{use_prefs, PrefsStoreFields};
use hashi_core::ui::Action;
use leptos::prelude::*;

/// Signals of one game screen, provided as context beside the board's `GameContext`.
#[derive(Clone, Copy)]
pub struct ScreenContext {
    /// Why the last move was refused, as the sentence said, until the next move: a signal of
    /// the sentence, not of the value, which would cost the first download ~1 KB of reactive
    /// code for a line that changes at the next move anyway.
    refusal: RwSignal<Option<String>>,
    notices: NoticeBoard,
    /// Time played, in ms: it runs while the page is visible and the board is not covered.
    elapsed_ms: RwSignal<u64>,
    help_open: RwSignal<bool>,
    /// The board covered and the clock stopped until the player resumes (not saved: a
    /// reload comes back to the board).
    paused: RwSignal<bool>,
    /// Whether a placed or refused bridge is felt (a preference).
    haptics: Signal<bool>,
}

impl ScreenContext {
    /// A screen whose clock stands at `elapsed_ms`, with `notices` to show.
    pub fn new(elapsed_ms: u64, notices: Vec<String>) -> Self {
        Self {
            refusal: RwSignal::new(None),
            notices: NoticeBoard::new(notices),
            elapsed_ms: RwSignal::new(elapsed_ms),
            help_open: RwSignal::new(false),
            paused: RwSignal::new(false),
            haptics: use_prefs().haptics().into(),
        }
    }

    /// Where the board's context tells this screen what is the screen's.
    pub fn listener(self) -> Callback<Told> {
        Callback::new(move |told| self.hear(told))
    }

    fn hear(&self, told: Told) {
        match told {
            Told::Refusal(why) => self.refusal.set(why.map(|why| why.text())),
            Told::Bridge { refused } => {
                if self.haptics.get_untracked() {
                    haptics::tick(refused);
                }
            }
            Told::Screen(Action::ToggleHelp) => self.toggle_help(),
            Told::Screen(Action::CloseHelp) => self.close_help(),
            Told::Screen(Action::Pause) => self.set_paused(true),
            Told::Screen(_) => {}
        }
    }

    pub fn refusal(&self) -> ReadSignal<Option<String>> {
        self.refusal.read_only()
    }

    pub fn notices(&self) -> NoticeBoard {
        self.notices
    }

    pub fn elapsed_ms(&self) -> ReadSignal<u64> {
        self.elapsed_ms.read_only()
    }

    /// Adds time played while the page was visible.
    pub fn add_elapsed(&self, ms: u64) {
        self.elapsed_ms.update(|e| *e += ms);
    }

    pub fn help_open(&self) -> ReadSignal<bool> {
        self.help_open.read_only()
    }

    pub fn toggle_help(&self) {
        self.help_open.update(|open| *open = !*open);
    }

    pub fn close_help(&self) {
        self.help_open.set(false);
    }

    pub fn paused(&self) -> ReadSignal<bool> {
        self.paused.read_only()
    }

    /// Covers the board and stops the clock, or uncovers it (`false`).
    pub fn set_paused(&self, paused: bool) {
        self.paused.set(paused);
    }
}
