//! What the pieces of a board share, by Tatham's roles: the game (what undo restores), the
//! interaction state (`hashi_core::ui::Ui`), the player's marks, a position shown instead of
//! the game's (a replay), and the drawing cache patched from them; with the one place where
//! play changes the game, its referee and the known solution. Every rule is the core's; this
//! only routes input to it, and tells the screen around it (`hashi::screen`) what is the
//! screen's: a refusal, a bridge to feel, the keys' list, a pause.

use crate::hashi::play::assist;
use crate::hashi::play::board_view::{draw, Drawing, Layers, Marks};
use crate::hashi::play::voice;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::i18n::{t, PlayMsg};
use crate::shell::prefs::{use_prefs, PrefsStoreFields};
use hashi_core::formats::write_task;
use hashi_core::ladder::Climb;
use hashi_core::rating::Band;
use hashi_core::solver::techniques::Technique;
use hashi_core::ui::{Action, Refusal, Ui};
use hashi_core::{EdgeId, Game, IslandId, Mode, MoveError, State};
use leptos::prelude::*;

mod known;
mod referee;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

pub use known::Known;
pub use referee::Referee;

/// Why the last move was refused: by the rules, or by the board before it reached them. The
/// screen keeps its sentence, written once when the move is refused: a signal of the value
/// itself would cost the first download ~1 KB of reactive code for a line that changes at the
/// next move anyway.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    Rules(MoveError),
    Board(Refusal),
}

impl Refused {
    /// The sentence the status line and the screen reader say; a short one while the board's
    /// voice is still on its way.
    pub fn text(&self) -> String {
        match (voice::voice(), self) {
            (Some(voice), Refused::Rules(why)) => (voice.refusal)(why),
            (Some(voice), Refused::Board(why)) => (voice.ui_refusal)(*why),
            (None, _) => t(PlayMsg::MoveRefused),
        }
    }
}

/// What the board hands up to the screen around it, which keeps it: the board keeps only the
/// game and what draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Told {
    /// After every change: why it was refused, or `None` once a change is made.
    Refusal(Option<Refused>),
    /// A bridge placed (or refused) by the player's own hand, to be felt.
    Bridge { refused: bool },
    /// An action that is the screen's: the keys' list (`ToggleHelp`, `CloseHelp`), `Pause`.
    Screen(Action),
}

/// The layers the player chooses to see on the board (tracked): Check's error marks when the
/// screen has not chosen (the preference, or the band's), the pips, the groups' colours.
#[derive(Clone, Copy)]
pub struct Looks {
    pub errors_by_default: Signal<bool>,
    pub pips: Signal<bool>,
    pub groups: Signal<bool>,
}

impl Looks {
    /// The player's preferences for a puzzle of `band`: Check's marks follow the setting,
    /// else show on puzzles below hard (and on imports, whose band is not known).
    pub fn for_band(band: Option<Band>) -> Looks {
        let prefs = use_prefs();
        let gentle = band.is_none_or(|b| b < Band::Hard);
        Looks::from_prefs(Signal::derive(move || {
            prefs.show_errors().get().unwrap_or(gentle)
        }))
    }

    /// The player's preferences, with `errors_by_default` for Check's marks.
    pub fn from_prefs(errors_by_default: Signal<bool>) -> Looks {
        let prefs = use_prefs();
        Looks {
            errors_by_default,
            pips: prefs.show_pips().into(),
            groups: prefs.colour_groups().into(),
        }
    }
}

/// A position on show instead of the game's, read-only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub state: State,
    pub islands: Vec<IslandId>,
    pub edges: Vec<EdgeId>,
}

/// Signals of one board, provided as context. Components read them through the accessors and
/// change them only through the intent methods below; `change` is the one door to the game.
#[derive(Clone, Copy)]
pub struct GameContext {
    /// The game state: what undo restores.
    game: ReadSignal<Game>,
    set_game: WriteSignal<Game>,
    /// Selection, last direction, pending removal and the press under way.
    ui: ReadSignal<Ui>,
    set_ui: WriteSignal<Ui>,
    /// Islands marked done, the outlined group and what the hint on screen names.
    marks: ReadSignal<Marks>,
    set_marks: WriteSignal<Marks>,
    /// The drawing cache: one entry per island and bridge.
    view: Drawing,
    /// A position shown read-only instead of the game's (replay, the logical path), with
    /// what to highlight on it; `None` shows the game.
    shown: RwSignal<Option<Shown>>,
    /// Check's error marks: this screen's choice once the player pressed Check, else the
    /// screen's default (the preference, or the band's; an exercise shows none).
    errors_chosen: RwSignal<Option<bool>>,
    show_errors: Memo<bool>,
    solution: RwSignal<Known>,
    /// Consulted before a bridge is placed, when the board is an exercise's.
    referee: Option<Referee>,
    /// The puzzle as a task string, the form it takes to the solver's worker.
    task: StoredValue<String>,
    /// Where what is the screen's goes (`None`: a board with no screen to tell).
    screen: Option<Callback<Told>>,
}

impl GameContext {
    pub fn new(game: Game, solution: Option<State>, done: Vec<IslandId>, looks: Looks) -> Self {
        let Looks {
            errors_by_default,
            pips: show_pips,
            groups: colour_groups,
        } = looks;
        let marks = Marks {
            done,
            ..Marks::default()
        };
        let errors_chosen = RwSignal::new(None);
        let show_errors = Memo::new(move |_| {
            errors_chosen
                .get()
                .unwrap_or_else(|| errors_by_default.get())
        });
        let layers = Layers {
            errors: show_errors.get_untracked(),
            pips: show_pips.get_untracked(),
            groups: colour_groups.get_untracked(),
        };
        let view = Drawing::new(draw(game.puzzle(), game.state(), None, &marks, layers));
        let task = StoredValue::new(write_task(game.puzzle()));
        let (game, set_game) = signal(game);
        let (ui, set_ui) = signal(Ui::default());
        let (marks, set_marks) = signal(marks);
        let ctx = Self {
            game,
            set_game,
            ui,
            set_ui,
            marks,
            set_marks,
            shown: RwSignal::new(None),
            view,
            errors_chosen,
            show_errors,
            solution: RwSignal::new(solution.map_or(Known::Unknown, Known::Found)),
            referee: None,
            task,
            screen: None,
        };
        // A press under way changes the Ui but not the selection: no redraw for it.
        let selected = Memo::new(move |_| ctx.ui.with(Ui::selected));
        // The one place the drawing is brought up to date: after any change, the new drawing
        // is patched in, which notifies only the islands and bridges that look different.
        Effect::new(move |_| {
            let layers = Layers {
                errors: ctx.show_errors.get(),
                pips: show_pips.get(),
                groups: colour_groups.get(),
            };
            let drawn = ctx.game.with(|g| match ctx.shown.get() {
                // A replayed position is only looked at: no selection, errors or pips.
                Some(shown) => {
                    let marks = Marks {
                        hinted_islands: shown.islands,
                        hinted_edges: shown.edges,
                        ..Marks::default()
                    };
                    let layers = Layers {
                        groups: layers.groups,
                        ..Layers::default()
                    };
                    draw(g.puzzle(), &shown.state, None, &marks, layers)
                }
                None => {
                    let selected = selected.get();
                    ctx.marks
                        .with(|m| draw(g.puzzle(), g.state(), selected, m, layers))
                }
            });
            ctx.view.patch(drawn);
        });
        ctx
    }

    /// The game (tracked through the signal's own methods).
    pub fn game(&self) -> ReadSignal<Game> {
        self.game
    }

    pub fn ui(&self) -> ReadSignal<Ui> {
        self.ui
    }

    pub fn marks(&self) -> ReadSignal<Marks> {
        self.marks
    }

    pub fn view(&self) -> Drawing {
        self.view
    }

    /// Whether Check's error marks are drawn (tracked).
    pub fn show_errors(&self) -> Memo<bool> {
        self.show_errors
    }

    /// Tells `screen` what is the screen's: refusals, bridges to feel, the keys' list, pause.
    pub fn telling(self, screen: Callback<Told>) -> Self {
        Self {
            screen: Some(screen),
            ..self
        }
    }

    fn tell(&self, told: Told) {
        if let Some(screen) = self.screen {
            screen.run(told);
        }
    }

    /// Check: shows or hides the error marks on this screen only.
    pub fn toggle_errors(&self) {
        let now = self.show_errors.get_untracked();
        self.errors_chosen.set(Some(!now));
    }

    /// The player changed the error-marks preference: this screen follows it again.
    pub fn follow_error_preference(&self) {
        self.errors_chosen.set(None);
    }

    /// The game follows the free-mode preference.
    pub fn follow_mode(&self, mode: Mode) {
        self.set_game.update(|g| g.set_mode(mode));
    }

    /// Records a hint's level shown or applied, for the save and the celebration.
    pub fn note_hint(&self, climb: Climb) {
        self.set_game.update(|g| g.note_hint(climb));
    }

    /// Shows a position read-only instead of the game's, or the game again (`None`).
    pub fn show(&self, shown: Option<Shown>) {
        self.shown.try_set(shown);
    }

    /// A press starts on `island` (the right button's cycles go `backwards`), at `at` in
    /// grid cells; the release decides what it was.
    pub fn press(&self, island: IslandId, backwards: bool, at: (f64, f64)) {
        self.set_ui.update(|ui| ui.press(island, backwards, at));
    }

    /// Drops the press under way (the pointer left, or a gesture took over).
    pub fn cancel_press(&self) {
        self.set_ui.update(Ui::cancel);
    }

    /// The puzzle as a task string, for the worker.
    pub fn task(&self) -> String {
        self.task.get_value()
    }

    /// Sets the game's clock of play (ms, as the screen counts it) without a redraw: the time
    /// is the next move's to keep, not something on the board.
    pub fn set_clock(&self, played_ms: u64) {
        self.set_game.update_untracked(|g| g.set_clock(played_ms));
    }

    /// Changes the game: the hint on screen no longer applies, and the screen is told of the
    /// refusal, if any (returned too).
    pub fn change(&self, f: impl FnOnce(&mut Game) -> Result<(), MoveError>) -> bool {
        let mut outcome = Ok(());
        self.set_game.update(|g| outcome = f(g));
        if self.marks.with_untracked(|m| {
            !m.hinted_islands.is_empty()
                || !m.hinted_edges.is_empty()
                || !m.assisted_edges.is_empty()
        }) {
            self.set_marks.update(Marks::clear_hint);
        }
        let refused = outcome.is_err();
        self.tell(Told::Refusal(outcome.err().map(Refused::Rules)));
        refused
    }

    /// Shows what a hint or a mistake names.
    pub fn highlight(&self, islands: Vec<IslandId>, edges: Vec<EdgeId>) {
        self.set_marks.update(|m| {
            m.hinted_islands = islands;
            m.hinted_edges = edges;
        });
    }

    /// Carries out what the interaction state made of an input: the game's part here, the
    /// screen's told to it. A zoom is the board's camera's, which takes it from `input`.
    pub fn run(&self, action: Action) {
        match action {
            Action::Handled | Action::Zoom(_) => {}
            Action::Bridge(bridge) => match self.referee {
                Some(referee) if referee.locked.get_untracked() => {}
                Some(referee) => self.refer(referee.judge, bridge),
                None => {
                    let refused = self.change(|g| bridge.perform(g));
                    if !refused {
                        self.finish_forced();
                    }
                    self.tell(Told::Bridge { refused });
                }
            },
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::ToggleMark(island) => self.set_marks.update(|m| m.toggle_done(island)),
            Action::ToggleGroup(selected) => self.set_marks.update(|m| m.toggle_group(selected)),
            Action::ToggleHelp | Action::CloseHelp | Action::Pause => {
                self.tell(Told::Screen(action));
            }
            Action::TogglePencil => self.toggle_pencil(),
            Action::Refuse(why) => self.tell(Told::Refusal(Some(Refused::Board(why)))),
        }
    }

    /// Plays what the assist finds forced after a move (while it is on) as one undoable entry,
    /// and marks those bridges: the style sheet highlights them for a moment, and the next
    /// change clears the mark.
    fn finish_forced(&self) {
        if let Some((moves, edges)) = self.game.with_untracked(assist::after_move) {
            _ = self.change(|g| g.play_assist(&moves));
            self.set_marks.update(|m| m.assisted_edges = edges);
        }
    }

    /// Pencil mode on or off (the toolbar's toggle; `T` on the board). Not on an exercise's
    /// board, whose every move is judged as made.
    pub fn toggle_pencil(&self) {
        if self.referee.is_none() {
            _ = self.change(Game::toggle_pencil);
        }
    }

    /// Every pencil bridge becomes the player's own, as one undoable action.
    pub fn accept_trial(&self) {
        _ = self.change(Game::accept_trial);
    }

    /// Every pencil bridge goes, back to where the trial began, as one undoable action.
    pub fn reject_trial(&self) {
        _ = self.change(Game::reject_trial);
    }

    /// Feeds an input to the interaction state, then carries out what it made of it. Returns
    /// that action, `None` if the input was not the board's (so the browser should act on it).
    pub fn input(&self, f: impl FnOnce(&mut Ui, &Game) -> Option<Action>) -> Option<Action> {
        // A replay is read-only: the board takes no input until it is left.
        if self.shown.with_untracked(Option::is_some) {
            return None;
        }
        let action = self
            .game
            .with_untracked(|g| self.set_ui.try_update(|ui| f(ui, g)))
            .flatten();
        if let Some(action) = action {
            self.run(action);
        }
        action
    }

    /// Marks or unmarks the selected island as done.
    pub fn toggle_done(&self) {
        if let Some(island) = self.ui.with_untracked(Ui::selected) {
            self.run(Action::ToggleMark(island));
        }
    }

    /// Outlines the selected island's group, or clears the outline.
    pub fn toggle_group(&self) {
        self.run(Action::ToggleGroup(self.ui.with_untracked(Ui::selected)));
    }

    /// Undo, except on an exercise's board: each of its moves is judged, and it keeps no
    /// history to step around the judge with.
    pub fn undo(&self) {
        if self.referee.is_some() {
            return;
        }
        _ = self.change(|g| {
            g.undo();
            Ok(())
        });
    }

    pub fn redo(&self) {
        if self.referee.is_some() {
            return;
        }
        _ = self.change(|g| {
            g.redo();
            Ok(())
        });
    }

    pub fn reset(&self) {
        _ = self.change(|g| {
            g.reset();
            Ok(())
        });
        self.set_ui.update(Ui::deselect);
    }
}

/// What the screen knows about the puzzle besides the game.
#[derive(Clone)]
pub struct PuzzleInfo {
    pub reference: PuzzleRef,
    /// "medium 10x10", the statistics line it counts towards.
    pub stats_key: String,
    /// The techniques its logical solve needs and how often (empty when not known).
    pub techniques: Vec<(Technique, usize)>,
}

impl PuzzleInfo {
    /// The puzzle's link with this page's origin: what every shared link starts from.
    pub fn absolute_link(&self) -> String {
        web_sys::window()
            .and_then(|w| w.location().origin().ok())
            .unwrap_or_default()
            + &self.reference.path()
    }
}
