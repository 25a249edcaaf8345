//! How the player's keys and pointer become actions: Tatham's `game_ui` and `interpret_move`.
//!
//! A [`Ui`] holds the interaction state that undo does not restore: the selected island, the
//! last arrow's direction (for the digit keys), a pending Shift+Backspace removal or X
//! no-bridge mark, and the pointer press in progress. Its methods take an input event and the puzzle (or the game), update that
//! state, and say what the app should do as an [`Action`]; the rules stay in [`Game`], which
//! [`BridgeAction::perform`] calls. Nothing here knows about pixels or the DOM: pointer
//! positions are in grid cells, `(x, y)` = (column, row), fractional, with the top-left
//! corner of the board at `(0.0, 0.0)` and the centre of cell `(r, c)` at `(c + 0.5, r + 0.5)`.
//!
//! ```
//! use hashi_core::formats::parse_task;
//! use hashi_core::ui::{Action, BridgeAction, Key, Modifiers, Ui};
//! use hashi_core::Direction;
//!
//! let puzzle = parse_task("3x1:2a2").unwrap();
//! let mut ui = Ui::default();
//! // The first arrow selects island 0; Shift+arrow then adds a bridge toward its neighbour.
//! let right = Key::Arrow(Direction::Right);
//! assert_eq!(ui.key(&puzzle, right, Modifiers::NONE), Some(Action::Handled));
//! assert_eq!(ui.selected(), Some(0));
//! assert_eq!(
//!     ui.key(&puzzle, right, Modifiers::SHIFT),
//!     Some(Action::Bridge(BridgeAction::Adjust { a: 0, b: 1, edge: 0, delta: 1 }))
//! );
//! // A tap on island 0 then on island 1 cycles their bridge and clears the selection.
//! ui.deselect();
//! ui.press(0, false, (0.5, 0.5));
//! assert_eq!(ui.release(&puzzle, (0.5, 0.5)), Some(Action::Handled));
//! ui.press(1, false, (2.5, 0.5));
//! assert_eq!(
//!     ui.release(&puzzle, (2.5, 0.5)),
//!     Some(Action::Bridge(BridgeAction::Cycle { a: 0, b: 1, edge: 0, backwards: false }))
//! );
//! assert_eq!(ui.selected(), None);
//! ```

use crate::game::Game;
use crate::geom::Direction;
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use session::input::{history_key, Arrow, HistoryKey};

mod actions;
mod pointing;

pub use actions::{Action, BridgeAction, Refusal, ZoomStep};
use pointing::{drag_direction, shortest_edge};
pub use pointing::{edge_near, island_near};

/// A press that moves less than this many cells before its release is a tap, not a drag.
pub const TAP_SLOP: f64 = 0.3;

/// A drag counts once it covers this share of the distance to the neighbour it points at.
pub const DRAG_REACH: f64 = 0.5;

/// A key, with the arrows as the grid's directions: the keys both games share
/// (`session::input`). Build it from a DOM key name with `Key::from_dom`.
pub type Key = session::input::Key<Direction>;

pub use session::input::Modifiers;

impl From<Arrow> for Direction {
    fn from(arrow: Arrow) -> Direction {
        match arrow {
            Arrow::Up => Direction::Up,
            Arrow::Down => Direction::Down,
            Arrow::Left => Direction::Left,
            Arrow::Right => Direction::Right,
        }
    }
}

/// A pointer press on an island, followed until its release.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Press {
    island: IslandId,
    backwards: bool,
    at: (f64, f64),
}

/// The player's interaction state: what undo does not restore. `Default` selects nothing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ui {
    selected: Option<IslandId>,
    last_dir: Option<Direction>,
    removing: bool,
    marking: bool,
    press: Option<Press>,
}

impl Ui {
    /// The selected island, if any.
    pub fn selected(&self) -> Option<IslandId> {
        self.selected
    }

    /// The direction of the last arrow key: where the digit keys set bridges.
    pub fn last_direction(&self) -> Option<Direction> {
        self.last_dir
    }

    /// Whether Shift+Backspace was pressed, so that the next arrow removes a bridge.
    pub fn removal_pending(&self) -> bool {
        self.removing
    }

    /// Whether X was pressed, so that the next arrow marks (or unmarks) "no bridge".
    pub fn mark_pending(&self) -> bool {
        self.marking
    }

    /// Whether a pointer press on an island awaits its release.
    pub fn pressing(&self) -> bool {
        self.press.is_some()
    }

    /// Selects nothing (for a reset, say).
    pub fn deselect(&mut self) {
        self.selected = None;
    }

    /// A key press on the board. `None` means the key is not the board's: leave it to the
    /// browser (do not `preventDefault`).
    ///
    /// - Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo; every other key with
    ///   Ctrl/Cmd is left to the browser.
    /// - An arrow with Alt, or after Shift+Backspace, removes a bridge toward its direction;
    ///   with Shift it adds one; alone it moves the selection (the first arrow selects
    ///   island 0). Each remembers its direction for the digit keys.
    /// - 0 to the rules' most bridges (2 by default) set the bridges from the selection
    ///   toward the last arrow's direction; higher digits are left to the browser.
    /// - `+` (or `=`, the same key unshifted) zooms in and `-` (or `_`) zooms out; with
    ///   Ctrl/Cmd they stay the browser's own page zoom.
    /// - `?` opens or closes the list of keys, Escape closes it and clears the selection (and
    ///   a pending removal or mark), M marks the selected island done, G outlines its group,
    ///   P pauses (the app covers the board and stops the clock).
    /// - X, then an arrow, marks the pair from the selection toward the arrow "no bridge
    ///   here", or takes that mark away.
    pub fn key(&mut self, puzzle: &Puzzle, key: Key, mods: Modifiers) -> Option<Action> {
        if mods.command {
            return history_key(&key, mods).map(|step| match step {
                HistoryKey::Undo => Action::Undo,
                HistoryKey::Redo => Action::Redo,
            });
        }
        let action = match key {
            Key::Arrow(dir) if self.marking => {
                self.marking = false;
                self.towards(puzzle, dir, |a, b, edge| BridgeAction::ToggleNoBridge {
                    a,
                    b,
                    edge,
                })
            }
            Key::Arrow(dir) if mods.alt || self.removing => {
                self.removing = false;
                self.towards(puzzle, dir, |a, b, edge| BridgeAction::Adjust {
                    a,
                    b,
                    edge,
                    delta: -1,
                })
            }
            Key::Arrow(dir) if mods.shift => {
                self.towards(puzzle, dir, |a, b, edge| BridgeAction::Adjust {
                    a,
                    b,
                    edge,
                    delta: 1,
                })
            }
            Key::Arrow(dir) => {
                self.move_selection(puzzle, dir);
                Action::Handled
            }
            Key::Backspace if mods.shift => {
                self.removing = true;
                self.marking = false;
                Action::Handled
            }
            Key::Char('x' | 'X') => {
                self.marking = true;
                self.removing = false;
                Action::Handled
            }
            Key::Digit(count) if count <= puzzle.max_bridges() => match self.last_dir {
                Some(dir) => self.towards(puzzle, dir, |a, b, edge| BridgeAction::Set {
                    a,
                    b,
                    edge,
                    count,
                }),
                None => Action::Handled,
            },
            Key::Char('?') => Action::ToggleHelp,
            Key::Char('p' | 'P') => Action::Pause,
            Key::Char('t' | 'T') => Action::TogglePencil,
            Key::Char('+' | '=') => Action::Zoom(ZoomStep::In),
            Key::Char('-' | '_') => Action::Zoom(ZoomStep::Out),
            Key::Char('m' | 'M') => self.selected.map_or(Action::Handled, Action::ToggleMark),
            Key::Char('g' | 'G') => Action::ToggleGroup(self.selected),
            Key::Escape => {
                self.selected = None;
                self.removing = false;
                self.marking = false;
                Action::CloseHelp
            }
            _ => return None,
        };
        Some(action)
    }

    /// A pointer went down on `island` (`backwards` for the right button) at `at`, in cells.
    /// Nothing changes until [`Ui::release`]; a press already under way is forgotten.
    pub fn press(&mut self, island: IslandId, backwards: bool, at: (f64, f64)) {
        self.press = Some(Press {
            island,
            backwards,
            at,
        });
    }

    /// A pointer went up at `at`, in cells. `None` when nothing happens.
    ///
    /// - With no press on an island before it (a press on water), the selection is cleared.
    /// - A press that moved less than [`TAP_SLOP`] is a tap: on the selected island it
    ///   deselects; on a neighbour of the selected island it cycles their bridge and clears
    ///   the selection; on any other island it selects that island.
    /// - Otherwise it is a drag toward its dominant axis: if the island has a neighbour that
    ///   way and the drag covers [`DRAG_REACH`] of the distance to it, their bridge cycles and
    ///   the selection is cleared; else nothing happens.
    pub fn release(&mut self, puzzle: &Puzzle, at: (f64, f64)) -> Option<Action> {
        let Some(press) = self.press.take() else {
            self.selected = None;
            return Some(Action::Handled);
        };
        let (dx, dy) = (at.0 - press.at.0, at.1 - press.at.1);
        if dx.hypot(dy) < TAP_SLOP {
            return Some(self.tap(puzzle, press.island, press.backwards));
        }
        let dir = drag_direction(dx, dy);
        let edge = puzzle.edge_towards(press.island, dir)?;
        let other = puzzle.edges()[edge].other(press.island)?;
        // The distance to the neighbour that way, across the seam on a wrapped board.
        let mut needed = (puzzle.edge_cells(edge).len() + 1) as f64 * DRAG_REACH;
        if puzzle.edges()[edge].wraps {
            // A finger cannot follow the bridge off the board: reaching just past the edge
            // is enough.
            let to_edge = match dir {
                Direction::Right => puzzle.width() as f64 - press.at.0,
                Direction::Left => press.at.0,
                Direction::Down => puzzle.height() as f64 - press.at.1,
                Direction::Up => press.at.1,
            };
            needed = needed.min(to_edge + 0.5);
        }
        if dx.abs().max(dy.abs()) < needed {
            return None;
        }
        Some(self.cycle(press.island, other, edge, press.backwards))
    }

    /// A tap on a drawn bridge (or half of one, at a seam): cycles that edge's bridges and
    /// clears the selection. `None` for an edge the puzzle does not have.
    pub fn tap_edge(&mut self, puzzle: &Puzzle, edge: EdgeId, backwards: bool) -> Option<Action> {
        let e = puzzle.edges().get(edge)?;
        self.press = None;
        Some(self.cycle(e.a, e.b, edge, backwards))
    }

    /// A tap on water at `at` (in cells): a press on no island, released where it came down.
    /// On a drawn bridge across a wrapped board's seam it cycles that bridge (`backwards` for
    /// the right button): each half ends at the board's edge, far from one of its islands, so
    /// the bridge itself is the handle. Anywhere else it is a release with no press on an
    /// island ([`Ui::release`]), which clears the selection.
    pub fn tap_water(&mut self, game: &Game, at: (f64, f64), backwards: bool) -> Option<Action> {
        let puzzle = game.puzzle();
        let half_bridge = edge_near(puzzle, at)
            .filter(|&edge| puzzle.edges()[edge].wraps && game.state().count(edge) > 0);
        match half_bridge {
            Some(edge) => self.tap_edge(puzzle, edge, backwards),
            None => self.release(puzzle, at),
        }
    }

    /// A right-click or a long press on water at `at` (in cells): toggles the no-bridge mark
    /// of the pair whose water it is (see [`edge_near`]), and clears the selection. `None`
    /// when no pair's bridge would pass there.
    pub fn mark_water(&mut self, puzzle: &Puzzle, at: (f64, f64)) -> Option<Action> {
        let edge = edge_near(puzzle, at)?;
        let e = puzzle.edges()[edge];
        self.selected = None;
        self.press = None;
        Some(Action::Bridge(BridgeAction::ToggleNoBridge {
            a: e.a,
            b: e.b,
            edge,
        }))
    }

    /// The pointer was cancelled (pointercancel): forget the press.
    pub fn cancel(&mut self) {
        self.press = None;
    }

    /// A tap on `island`: select it, deselect it, or cycle the bridge to the selection.
    fn tap(&mut self, puzzle: &Puzzle, island: IslandId, backwards: bool) -> Action {
        match self.selected {
            Some(current) if current == island => self.selected = None,
            Some(current) => match shortest_edge(puzzle, current, island) {
                Some(edge) => return self.cycle(current, island, edge, backwards),
                None => self.selected = Some(island),
            },
            None => self.selected = Some(island),
        }
        Action::Handled
    }

    /// Cycles the bridge on `edge` between two neighbours and clears the selection.
    fn cycle(&mut self, a: IslandId, b: IslandId, edge: EdgeId, backwards: bool) -> Action {
        self.selected = None;
        Action::Bridge(BridgeAction::Cycle {
            a,
            b,
            edge,
            backwards,
        })
    }

    /// The bridge action from the selection to its neighbour toward `dir`, remembering `dir`;
    /// a refusal when there is no neighbour that way, and nothing without a selection.
    fn towards(
        &mut self,
        puzzle: &Puzzle,
        dir: Direction,
        action: impl FnOnce(IslandId, IslandId, EdgeId) -> BridgeAction,
    ) -> Action {
        self.last_dir = Some(dir);
        let Some(island) = self.selected else {
            return Action::Handled;
        };
        let way = puzzle
            .edge_towards(island, dir)
            .and_then(|edge| Some((edge, puzzle.edges()[edge].other(island)?)));
        match way {
            Some((edge, other)) => Action::Bridge(action(island, other, edge)),
            None => Action::Refuse(Refusal::NoIslandThatWay),
        }
    }

    /// Moves the selection to the island the player means by `dir` (the first arrow selects
    /// island 0), remembering `dir`; with no island that way the selection stays.
    fn move_selection(&mut self, puzzle: &Puzzle, dir: Direction) {
        self.last_dir = Some(dir);
        let next = match self.selected {
            None => (!puzzle.islands().is_empty()).then_some(0),
            Some(island) => puzzle.nearest_towards(island, dir),
        };
        if next.is_some() {
            self.selected = next;
        }
    }
}
