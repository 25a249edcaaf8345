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

    /// Why the last move was refused (tracked).
    pub fn refusal(&self) -> Option<String> {
        self.refusal.get()
    }

    pub fn notices(&self) -> NoticeBoard {
        self.notices
    }

    /// Time played, in ms (tracked).
    pub fn elapsed_ms(&self) -> u64 {
        self.elapsed_ms.get()
    }

    pub fn elapsed_ms_untracked(&self) -> u64 {
        self.elapsed_ms.get_untracked()
    }

    /// Adds time played while the page was visible.
    pub fn add_elapsed(&self, ms: u64) {
        self.elapsed_ms.update(|e| *e += ms);
    }

    /// Whether the keys' list is open (tracked).
    pub fn help_open(&self) -> bool {
        self.help_open.get()
    }

    pub fn help_open_untracked(&self) -> bool {
        self.help_open.get_untracked()
    }

    /// Whether the keys' list is open, as a signal for the board, whose focus comes back
    /// when it closes (once per screen: each call makes a handle).
    pub fn help_signal(&self) -> ReadSignal<bool> {
        self.help_open.read_only()
    }

    pub fn toggle_help(&self) {
        self.help_open.update(|open| *open = !*open);
    }

    pub fn close_help(&self) {
        self.help_open.set(false);
    }

    /// Whether the board is covered and the clock stopped (tracked).
    pub fn paused(&self) -> bool {
        self.paused.get()
    }

    pub fn paused_untracked(&self) -> bool {
        self.paused.get_untracked()
    }

    /// Covers the board and stops the clock, or uncovers it (`false`).
    pub fn set_paused(&self, paused: bool) {
        self.paused.set(paused);
    }
}
