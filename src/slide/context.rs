//! What the pieces of the Slide screen share: the game signal, the dialogs and the free-play
//! shuffle, with the actions that change them. Every rule is slide-core's.

use super::records;
use crate::shell::notices::NoticeBoard;
use leptos::html::Div;
use leptos::prelude::*;
use slide_core::{shuffle_moves, Challenge, Dir, Game, GapId, Mode, Move, Occupant};
use std::collections::VecDeque;
use std::time::Duration;

/// Moves in a free-play shuffle.
pub const SHUFFLE_STEPS: u32 = 250;
/// Time per animated shuffle move.
const SHUFFLE_TICK: Duration = Duration::from_millis(80);

/// A random number from the browser; only free play and seedless challenges use it.
pub fn random_u32() -> u32 {
    (js_sys::Math::random() * (u32::MAX as f64 + 1.0)) as u32
}

/// Signals of the Slide screen, provided as context.
#[derive(Clone, Copy)]
pub struct SlideContext {
    pub game: RwSignal<Game>,
    pub notices: NoticeBoard,
    /// The piece or gap being swiped and the way it would go: drawn nudged that way.
    pub preview: RwSignal<Option<(Occupant, Dir)>>,
    pub challenge_open: RwSignal<bool>,
    /// The congratulations dialog after winning a challenge.
    pub won_open: RwSignal<bool>,
    /// Whether a free-play shuffle is being animated.
    pub shuffling: RwSignal<bool>,
    /// Whether the solver is playing the way home (see `guide`); the player's moves wait.
    pub showing_way: RwSignal<bool>,
    /// The solver's next move, outlined on the board until the board changes.
    pub hint: RwSignal<Option<Move>>,
    /// The picture as a CSS `url(...)`.
    pub picture: RwSignal<String>,
    /// The board element, focused again when a dialog closes.
    pub board_ref: NodeRef<Div>,
    /// Puts a challenge in the address bar, or clears it with `None`.
    pub show_in_url: Callback<Option<Challenge>>,
    pending_shuffle: StoredValue<VecDeque<Move>>,
    shuffle_timer: StoredValue<Option<IntervalHandle>>,
}

impl SlideContext {
    pub fn new(
        game: Game,
        notices: Vec<String>,
        picture: String,
        show_in_url: Callback<Option<Challenge>>,
    ) -> Self {
        Self {
            game: RwSignal::new(game),
            notices: NoticeBoard::new(notices),
            preview: RwSignal::new(None),
            challenge_open: RwSignal::new(false),
            won_open: RwSignal::new(false),
            shuffling: RwSignal::new(false),
            showing_way: RwSignal::new(false),
            hint: RwSignal::new(None),
            picture: RwSignal::new(picture),
            show_in_url,
            board_ref: NodeRef::new(),
            pending_shuffle: StoredValue::new(VecDeque::new()),
            shuffle_timer: StoredValue::new(None),
        }
    }

    /// Gives the keyboard back to the board.
    pub fn focus_board(&self) {
        if let Some(el) = self.board_ref.get_untracked() {
            let _ = el.focus();
        }
    }

    /// Whether the board takes the player's moves now: not while a shuffle or the way home
    /// plays, nor while a dialog is open.
    fn accepting(&self) -> bool {
        !self.shuffling.get_untracked() && !self.showing_way.get_untracked() && !self.dialog_open()
    }

    fn dialog_open(&self) -> bool {
        self.challenge_open.get_untracked() || self.won_open.get_untracked()
    }

    /// Runs a player action on the game.
    fn act(&self, action: impl FnOnce(&mut Game) -> bool) -> bool {
        self.accepting() && self.change(action)
    }

    /// Changes the game; any change takes the hint off the board, and a win opens the
    /// congratulations and records the count unless the way home was shown.
    fn change(&self, action: impl FnOnce(&mut Game) -> bool) -> bool {
        let changed = self
            .game
            .try_update(|g| {
                let was_won = g.is_won();
                (action(g), !was_won && g.is_won())
            })
            .unwrap_or((false, false));
        if changed.0 {
            self.hint.set(None);
        }
        if changed.1 {
            let (mode, moves, counts) = self
                .game
                .with_untracked(|g| (g.mode(), g.moves(), g.counts_as_best()));
            if let Mode::Challenge(challenge) = mode {
                if counts {
                    if let Err(why) = records::record_win(challenge, moves) {
                        self.notices.push(why.sentence());
                    }
                }
            }
            self.showing_way.set(false);
            self.won_open.set(true);
        }
        changed.0
    }

    /// Plays the hinted move for the player: it counts, and the save records it as a hint.
    pub fn play_hint(&self, mv: Move) -> bool {
        self.act(|g| g.play_hint(mv).is_ok())
    }

    /// One move of the way home, played by the guide's timer while it holds the board.
    pub fn play_shown(&self, mv: Move) -> bool {
        !self.dialog_open() && self.change(|g| g.play_shown(mv).is_ok())
    }

    pub fn play(&self, mv: Move) -> bool {
        self.act(|g| g.play(mv).is_ok())
    }

    pub fn undo(&self) {
        self.act(|g| g.undo().is_some());
    }

    pub fn redo(&self) {
        self.act(|g| g.redo().is_some());
    }

    pub fn select(&self, gap: GapId) {
        self.game.update(|g| g.select(gap));
    }

    pub fn toggle_selection(&self) {
        self.game.update(Game::toggle_selection);
    }

    /// Back to solved in free play, or to the challenge's start.
    pub fn reset(&self) {
        self.stop_shuffle();
        self.stop_helping();
        self.won_open.set(false);
        self.game.update(Game::reset);
    }

    /// Starts a challenge, instantly shuffled, and shows it in the address bar.
    pub fn start_challenge(&self, challenge: Challenge) {
        self.stop_shuffle();
        self.stop_helping();
        self.won_open.set(false);
        self.challenge_open.set(false);
        self.game.set(Game::challenge(challenge));
        self.show_in_url.run(Some(challenge));
    }

    /// Leaves the challenge for free play, keeping the board.
    pub fn give_up(&self) {
        self.stop_helping();
        self.won_open.set(false);
        self.game.update(Game::give_up);
        self.show_in_url.run(None);
    }

    /// Ends the way home where it stands and takes the hint off the board.
    pub fn stop_helping(&self) {
        self.showing_way.set(false);
        self.hint.set(None);
    }

    /// Plays a random free-play shuffle, one move per tick, so the page stays responsive.
    pub fn start_shuffle(&self) {
        if self.shuffling.get_untracked() {
            return;
        }
        self.stop_helping();
        let moves = self.game.with_untracked(|g| {
            shuffle_moves(
                g.board(),
                SHUFFLE_STEPS,
                u64::from(random_u32()) << 32 | u64::from(random_u32()),
            )
        });
        self.pending_shuffle.set_value(moves.into());
        self.shuffling.set(true);
        let ctx = *self;
        match set_interval_with_handle(move || ctx.shuffle_tick(), SHUFFLE_TICK) {
            Ok(handle) => self.shuffle_timer.set_value(Some(handle)),
            Err(_) => {
                // Without timers, shuffle at once rather than not at all.
                while self.shuffling.get_untracked() {
                    self.shuffle_tick();
                }
            }
        }
    }

    fn shuffle_tick(&self) {
        let next = self
            .pending_shuffle
            .try_update_value(VecDeque::pop_front)
            .flatten();
        match next {
            Some(mv) => {
                let ok = self
                    .game
                    .try_update(|g| g.shuffle_step(mv).is_ok())
                    .unwrap_or(false);
                if !ok {
                    self.stop_shuffle();
                }
            }
            None => self.stop_shuffle(),
        }
    }

    /// Ends an animated shuffle where it stands.
    pub fn stop_shuffle(&self) {
        if let Some(handle) = self.shuffle_timer.try_update_value(Option::take).flatten() {
            handle.clear();
        }
        self.pending_shuffle.update_value(VecDeque::clear);
        self.shuffling.set(false);
    }
}
