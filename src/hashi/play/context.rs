//! What the pieces of a game screen share, by Tatham's roles: the game (what undo restores),
//! the interaction state (`hashi_core::ui::Ui`), the player's marks, a position shown instead
//! of the game's (a replay), and the drawing cache patched from them; with the one place
//! where play changes the game. Every rule is the core's; this only routes input to it.

use crate::hashi::play::board_view::{draw, BoardView, Layers, Marks};
use crate::hashi::play::geometry::CELL;
use crate::hashi::play::zoom::Zoom;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::shell::notices::NoticeBoard;
use crate::shell::prefs::{use_prefs, PrefsStoreFields};
use hashi_core::formats::write_task;
use hashi_core::solver::techniques::Technique;
use hashi_core::solver::Unsolved;
use hashi_core::ui::{Action, Ui};
use hashi_core::words::sentence;
use hashi_core::{EdgeId, Game, IslandId, MoveError, State};
use leptos::prelude::*;
use reactive_stores::{Patch, Store};

/// A position on show instead of the game's, read-only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub state: State,
    pub islands: Vec<IslandId>,
    pub edges: Vec<EdgeId>,
}

/// Signals of one game screen, provided as context.
#[derive(Clone, Copy)]
pub struct GameContext {
    /// The game state: what undo restores.
    pub game: RwSignal<Game>,
    /// Selection, last direction, pending removal and the press under way.
    pub ui: RwSignal<Ui>,
    /// Islands marked done, the outlined group and what the hint on screen names.
    pub marks: RwSignal<Marks>,
    /// The drawing cache: one entry per island and bridge.
    pub view: Store<BoardView>,
    /// A position shown read-only instead of the game's (replay, the logical path), with
    /// what to highlight on it; `None` shows the game.
    pub shown: RwSignal<Option<Shown>>,
    /// Whether Check's error marks are drawn.
    pub show_errors: RwSignal<bool>,
    /// Why the last move was refused, shown until the next move.
    pub refusal: RwSignal<Option<String>>,
    pub notices: NoticeBoard,
    pub elapsed_ms: RwSignal<u64>,
    pub help_open: RwSignal<bool>,
    /// How far the board is zoomed and where: view state, kept per puzzle.
    pub zoom: Zoom,
    /// The unique solution (or why there is none): carried with the puzzle when the
    /// generator made it, otherwise found by the worker once, when an aid first needs it.
    solution: StoredValue<Option<Result<State, Unsolved>>>,
    /// The puzzle as a task string, the form it takes to the solver's worker.
    task: StoredValue<String>,
}

impl GameContext {
    pub fn new(
        game: Game,
        solution: Option<State>,
        elapsed_ms: u64,
        notices: Vec<String>,
        done: Vec<IslandId>,
        show_errors: bool,
    ) -> Self {
        let prefs = use_prefs();
        let show_pips = prefs.show_pips();
        let colour_groups = prefs.colour_groups();
        let marks = Marks {
            done,
            ..Marks::default()
        };
        let layers = Layers {
            errors: show_errors,
            pips: show_pips.get_untracked(),
            groups: colour_groups.get_untracked(),
        };
        let view = Store::new(draw(game.puzzle(), game.state(), None, &marks, layers));
        let task_text = write_task(game.puzzle());
        let board = (
            game.puzzle().width() as f64 * CELL,
            game.puzzle().height() as f64 * CELL,
        );
        let zoom = Zoom::new(&task_text, board);
        let task = StoredValue::new(task_text);
        let ctx = Self {
            game: RwSignal::new(game),
            ui: RwSignal::new(Ui::default()),
            marks: RwSignal::new(marks),
            shown: RwSignal::new(None),
            view,
            show_errors: RwSignal::new(show_errors),
            refusal: RwSignal::new(None),
            notices: NoticeBoard::new(notices),
            elapsed_ms: RwSignal::new(elapsed_ms),
            help_open: RwSignal::new(false),
            zoom,
            solution: StoredValue::new(solution.map(Ok)),
            task,
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

    /// The unique solution, or why there is none (no solution, several, or too large to
    /// check within the solver's work budget), once known.
    pub fn known_solution(&self) -> Option<Result<State, Unsolved>> {
        self.solution.get_value()
    }

    /// Keeps what the worker found, so no later aid searches again. Counts that are not a
    /// position of this puzzle are ignored (the next aid asks again).
    pub fn learn_solution(&self, found: Result<Vec<u8>, Unsolved>) {
        let found = match found {
            Ok(counts) => match self
                .game
                .with_untracked(|g| State::from_counts(g.puzzle(), &counts))
            {
                Ok(state) => Ok(state),
                Err(_) => return,
            },
            Err(why) => Err(why),
        };
        self.solution.set_value(Some(found));
    }

    /// The known solution as the worker takes it, if it is known and exists.
    pub fn solution_counts(&self) -> Option<Vec<u8>> {
        self.solution.with_value(|s| {
            s.as_ref()
                .and_then(|s| s.as_ref().ok().map(|s| s.counts().to_vec()))
        })
    }

    /// The puzzle as a task string, for the worker.
    pub fn task(&self) -> String {
        self.task.get_value()
    }

    /// Changes the game: the hint on screen no longer applies, and a refusal is shown
    /// instead of a change.
    pub fn change(&self, f: impl FnOnce(&mut Game) -> Result<(), MoveError>) {
        let mut outcome = Ok(());
        self.game.update(|g| outcome = f(g));
        if self
            .marks
            .with_untracked(|m| !m.hinted_islands.is_empty() || !m.hinted_edges.is_empty())
        {
            self.marks.update(Marks::clear_hint);
        }
        self.refusal
            .set(outcome.err().map(|e| sentence(&e.to_string())));
    }

    /// Shows what a hint or a mistake names.
    pub fn highlight(&self, islands: Vec<IslandId>, edges: Vec<EdgeId>) {
        self.marks.update(|m| {
            m.hinted_islands = islands;
            m.hinted_edges = edges;
        });
    }

    /// Carries out what the interaction state made of an input.
    pub fn run(&self, action: Action) {
        match action {
            Action::Handled => {}
            Action::Bridge(bridge) => {
                // A solved board takes no more bridges; undo is the way back.
                if !self.game.with_untracked(Game::is_solved) {
                    self.change(|g| bridge.perform(g));
                }
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::ToggleMark(island) => self.marks.update(|m| m.toggle_done(island)),
            Action::ToggleGroup(selected) => self.marks.update(|m| m.toggle_group(selected)),
            Action::ToggleHelp => self.help_open.update(|open| *open = !*open),
            Action::CloseHelp => self.help_open.set(false),
            Action::Refuse(why) => self.refusal.set(Some(why.to_string())),
            Action::Zoom(step) => self.zoom.step(step),
        }
    }

    /// Feeds an input to the interaction state, then carries out what it made of it. Returns
    /// whether the input was the board's (so the browser should not act on it too).
    pub fn input(&self, f: impl FnOnce(&mut Ui, &Game) -> Option<Action>) -> bool {
        // A replay is read-only: the board takes no input until it is left.
        if self.shown.with_untracked(Option::is_some) {
            return false;
        }
        let action = self
            .game
            .with_untracked(|g| self.ui.try_update(|ui| f(ui, g)))
            .flatten();
        let handled = action.is_some();
        if let Some(action) = action {
            self.run(action);
        }
        handled
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

    pub fn undo(&self) {
        self.change(|g| {
            g.undo();
            Ok(())
        });
    }

    pub fn redo(&self) {
        self.change(|g| {
            g.redo();
            Ok(())
        });
    }

    pub fn reset(&self) {
        self.change(|g| {
            g.reset();
            Ok(())
        });
        self.ui.update(Ui::deselect);
    }
}

/// What the screen knows about the puzzle besides the game.
#[derive(Clone)]
pub struct PuzzleInfo {
    pub reference: PuzzleRef,
    pub title: String,
    /// "medium 10x10", the statistics line it counts towards.
    pub stats_key: String,
    /// The techniques its logical solve needs and how often (empty when not known).
    pub techniques: Vec<(Technique, usize)>,
}
