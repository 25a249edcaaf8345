//! How the player's keys and pointer become actions on the Slide board: Tatham's `game_ui`
//! and `interpret_move`, as `hashi_core::ui` is for Hashi.
//!
//! A [`Ui`] holds what undo does not restore: the pointer press in progress and the swipe it
//! previews. Its methods take an input event and the game, and say what the app should do;
//! the rules stay in [`Game`]. Nothing here knows the DOM: pointer positions are in cells,
//! `(x, y)` = (column, row), fractional, with the board's top-left corner at `(0.0, 0.0)`.
//! Only the swipe threshold is in pixels, since a swipe is a movement of the hand, whatever
//! the size of the board: the pointer methods take the width of a cell in pixels.
//!
//! A press follows one of three paths:
//! - **drag**: pulled far enough into a gap the pressed piece may enter, it moves there, and
//!   may go on into the next gap; the release then does nothing more;
//! - **swipe**: moved at least [`SWIPE_PX`] without entering a gap, it previews the push the
//!   movement points at (if the rules allow one), and the release plays that push;
//! - **click**: released within [`SWIPE_PX`] of where it began, a piece moves into a gap
//!   beside it (the selected gap first), and a gap becomes the selected one.
//!
//! ```
//! use slide_core::ui::{Action, Key, Modifiers, Ui};
//! use slide_core::{Dir, Game, Move, Occupant};
//!
//! let game = Game::new();
//! let mut ui = Ui::default();
//! // Gap 0 is at (7, 6); the down arrow brings the piece above it down.
//! let Some(Action::Play(Move::Slide { dir, .. })) =
//!     ui.key(&game, Key::Arrow(Dir::Down), Modifiers::NONE)
//! else {
//!     panic!("the arrow plays a move");
//! };
//! assert_eq!(dir, Dir::Down);
//! // A swipe of 12 pixels down on that piece (cells 40 pixels wide) previews the same push.
//! assert!(ui.press(&game, (7.5, 5.5)));
//! assert_eq!(ui.drag(&game, (7.5, 5.8), 40.0), None);
//! assert!(matches!(ui.preview(), Some((Occupant::Piece(_), Dir::Down))));
//! assert!(matches!(ui.release(&game, (7.5, 5.8), 40.0), Some(Action::Play(_))));
//! ```

use crate::board::{Board, Cell, GapId, Occupant, SIZE};
use crate::game::Game;
use crate::moves::{move_for_click, move_into_gap, push, Dir, Move};
use session::input::{history_key, Arrow, HistoryKey};

pub use session::input::Modifiers;

/// A key, with the arrows as the board's own directions. Build it with `Key::from_dom`.
pub type Key = session::input::Key<Dir>;

/// A press that moves less than this many pixels is a click; more is a swipe.
pub const SWIPE_PX: f64 = 5.0;

/// How far into a gap (as a share of a cell) a dragged piece must be pulled to enter it: the
/// three quarters of the gap farthest from the piece accept it.
pub const DRAG_ENTRY: f64 = 0.25;

impl From<Arrow> for Dir {
    fn from(arrow: Arrow) -> Dir {
        match arrow {
            Arrow::Up => Dir::Up,
            Arrow::Down => Dir::Down,
            Arrow::Left => Dir::Left,
            Arrow::Right => Dir::Right,
        }
    }
}

/// What the app should do after an input event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The key was the board's, but nothing follows (an arrow with nothing to slide).
    Handled,
    /// Play this move; the game still refuses it when it is locked.
    Play(Move),
    /// Make this gap the one that takes the keys.
    Select(GapId),
    /// Make the other gap the one that takes the keys.
    ToggleGap,
    /// Ask the solver for a hint, or play the hint shown.
    Hint,
    Undo,
    Redo,
}

/// A press on a piece or gap, followed until release.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Press {
    who: Occupant,
    /// Where the press began, in cells.
    from: (f64, f64),
    /// A drag has moved the piece at least once: the release is then not a swipe.
    carried: bool,
}

/// The player's interaction state on the Slide board. `Default` follows no press.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ui {
    press: Option<Press>,
    /// Kept apart from the press, so that a new press does not by itself take back the nudge
    /// a swipe shows (the board cancels both when a second finger starts a pinch).
    preview: Option<(Occupant, Dir)>,
}

impl Ui {
    /// The piece or gap being swiped and the way the release would push it: draw it nudged.
    pub fn preview(&self) -> Option<(Occupant, Dir)> {
        self.preview
    }

    /// Whether a press awaits its release.
    pub fn pressing(&self) -> bool {
        self.press.is_some()
    }

    /// A key press on the board. `None` means the key is not the board's: leave it to the
    /// browser (do not `preventDefault`).
    ///
    /// - Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo (the shared
    ///   [`history_key`]); every other key with Ctrl/Cmd or Alt is the browser's.
    /// - An arrow, or W, A, S, D, slides the piece beside the selected gap into it, coming
    ///   from the side the arrow points away from (Shift does not matter).
    /// - Space makes the other gap the selected one; H asks for a hint.
    pub fn key(&self, game: &Game, key: Key, mods: Modifiers) -> Option<Action> {
        if let Some(step) = history_key(&key, mods) {
            return Some(match step {
                HistoryKey::Undo => Action::Undo,
                HistoryKey::Redo => Action::Redo,
            });
        }
        if mods.command || mods.alt {
            return None;
        }
        match key {
            Key::Char(' ') => Some(Action::ToggleGap),
            Key::Char('h' | 'H') => Some(Action::Hint),
            _ => {
                let dir = key_direction(key)?;
                let slide = move_into_gap(game.board(), game.selected(), dir);
                Some(slide.map_or(Action::Handled, Action::Play))
            }
        }
    }

    /// A pointer press at `at`. Returns whether it is on the board, and so followed: the
    /// app should then keep the pointer until its release, even off the board.
    pub fn press(&mut self, game: &Game, at: (f64, f64)) -> bool {
        let Some(cell) = cell_at(at) else {
            return false;
        };
        self.press = Some(Press {
            who: game.board().at(cell),
            from: at,
            carried: false,
        });
        true
    }

    /// The pointer moved to `at` while pressed. Returns the move a drag pulled the pressed
    /// piece or gap into: play it, and call [`Ui::carried`] if the game took it. Otherwise
    /// the swipe's [`Ui::preview`] follows the pointer.
    pub fn drag(&mut self, game: &Game, at: (f64, f64), cell_px: f64) -> Option<Move> {
        let press = self.press?;
        let board = game.board();
        let entered = Dir::ALL.into_iter().find_map(|dir| {
            let mv = push(board, press.who, dir)?;
            pulled_into(board, press.who, dir, at).then_some(mv)
        });
        if entered.is_some() || press.carried {
            return entered;
        }
        self.preview = swipe(press, at, cell_px)
            .filter(|&dir| push(board, press.who, dir).is_some())
            .map(|dir| (press.who, dir));
        None
    }

    /// The game took the move [`Ui::drag`] returned: the piece follows the pointer from now
    /// on, so its release is not also a swipe or a click.
    pub fn carried(&mut self) {
        if let Some(press) = &mut self.press {
            press.carried = true;
        }
        self.preview = None;
    }

    /// The pointer was released at `at`: the swipe previewed is played, or a press that
    /// stayed put is a click. `None` when nothing follows (no press, a drag already played,
    /// a swipe nowhere the rules allow, a click on a piece with no gap beside it).
    pub fn release(&mut self, game: &Game, at: (f64, f64), cell_px: f64) -> Option<Action> {
        let press = self.press.take()?;
        let preview = self.preview.take();
        if press.carried {
            return None;
        }
        let board = game.board();
        if let Some((who, dir)) = preview {
            // Pushed against the board as it is now: it may have changed under the finger.
            return push(board, who, dir).map(Action::Play);
        }
        if swipe(press, at, cell_px).is_some() {
            return None;
        }
        match press.who {
            Occupant::Piece(piece) => {
                move_for_click(board, piece, game.selected()).map(Action::Play)
            }
            Occupant::Gap(gap) => Some(Action::Select(gap)),
        }
    }

    /// The pointer was taken away (a system gesture, say): forget the press and its preview.
    pub fn cancel(&mut self) {
        self.press = None;
        self.preview = None;
    }
}

/// The direction an arrow or a WASD key stands for.
fn key_direction(key: Key) -> Option<Dir> {
    match key {
        Key::Arrow(dir) => Some(dir),
        Key::Char('w' | 'W') => Some(Dir::Up),
        Key::Char('s' | 'S') => Some(Dir::Down),
        Key::Char('a' | 'A') => Some(Dir::Left),
        Key::Char('d' | 'D') => Some(Dir::Right),
        _ => None,
    }
}

/// The cell under a point, if the point is on the board.
fn cell_at((x, y): (f64, f64)) -> Option<Cell> {
    let on_board = |v: f64| (0.0..f64::from(SIZE)).contains(&v);
    // Truncation is the cell: both are in 0..8 here.
    (on_board(x) && on_board(y)).then(|| Cell::new(x as u8, y as u8))
}

/// The way a press has been swiped to reach `at`, once it has moved at least [`SWIPE_PX`].
fn swipe(press: Press, at: (f64, f64), cell_px: f64) -> Option<Dir> {
    let (dx, dy) = (
        (at.0 - press.from.0) * cell_px,
        (at.1 - press.from.1) * cell_px,
    );
    (dx.hypot(dy) >= SWIPE_PX).then(|| Arrow::pointing(dx, dy).into())
}

/// Where `who` stands and how many cells a side it takes.
fn footprint(board: &Board, who: Occupant) -> (Cell, u8) {
    match who {
        Occupant::Piece(p) => (board.piece(p), p.size().side()),
        Occupant::Gap(g) => (board.gap(g), 1),
    }
}

/// Whether a pointer at `at` has been pulled far enough into the cells that `who` would
/// enter going `dir`, and not past them.
fn pulled_into(board: &Board, who: Occupant, dir: Dir, (x, y): (f64, f64)) -> bool {
    let (corner, side) = footprint(board, who);
    let (x0, y0, s) = (f64::from(corner.x), f64::from(corner.y), f64::from(side));
    let (along, across, start, across_start) = match dir {
        Dir::Left | Dir::Right => (x, y, x0, y0),
        Dir::Up | Dir::Down => (y, x, y0, x0),
    };
    let depth = match dir {
        Dir::Right | Dir::Down => along - (start + s),
        Dir::Left | Dir::Up => start - along,
    };
    (DRAG_ENTRY..1.0).contains(&depth) && (across_start..across_start + s).contains(&across)
}
