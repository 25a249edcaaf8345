//! The input every game reads the same way, as Tatham's midend reads the standard keys once
//! for all its puzzles: a key and its modifiers as plain values, the history shortcuts (undo,
//! redo), and the direction a pointer's movement points.
//!
//! Nothing here knows the DOM: the app turns a browser event into a [`Key`] with
//! [`Key::from_dom`] and fills in [`Modifiers`]; each game's `ui` then decides the rest.
//!
//! ```
//! use session::input::{history_key, Arrow, HistoryKey, Key, Modifiers};
//!
//! let z: Key = Key::from_dom("z");
//! assert_eq!(history_key(&z, Modifiers::COMMAND), Some(HistoryKey::Undo));
//! let shifted_z: Key = Key::from_dom("Z");
//! let command_shift = Modifiers { shift: true, ..Modifiers::COMMAND };
//! assert_eq!(history_key(&shifted_z, command_shift), Some(HistoryKey::Redo));
//! // Without Ctrl/Cmd a letter is the game's own key.
//! assert_eq!(history_key(&z, Modifiers::NONE), None);
//! assert_eq!(Arrow::pointing(3.0, -1.0), Arrow::Right);
//! ```

/// One of the four arrow keys, and the four ways a pointer can be dragged or swiped. A game
/// turns it into its own direction type through `From<Arrow>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arrow {
    Up,
    Down,
    Left,
    Right,
}

impl Arrow {
    /// The way a pointer moved by `(dx, dy)` points (`y` grows downwards, as on screen): its
    /// dominant axis, horizontal on a tie. A drag or swipe too short to mean anything is the
    /// caller's to rule out first.
    pub fn pointing(dx: f64, dy: f64) -> Arrow {
        if dx.abs() >= dy.abs() {
            if dx > 0.0 {
                Arrow::Right
            } else {
                Arrow::Left
            }
        } else if dy > 0.0 {
            Arrow::Down
        } else {
            Arrow::Up
        }
    }
}

/// A key, as far as a board cares, with the arrows in the game's own direction type `D`.
/// Build it from a DOM key name with [`Key::from_dom`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key<D = Arrow> {
    Arrow(D),
    /// A digit key, 0 to 9.
    Digit(u8),
    Backspace,
    Escape,
    /// Any other key that types one character, as typed (`'?'`, `'m'`, `'M'`, `' '`…).
    Char(char),
    /// Any other named key (Tab, Enter, F5…).
    Other,
}

impl<D: From<Arrow>> Key<D> {
    /// The key a DOM `KeyboardEvent.key` value names: `"ArrowUp"`, `"7"`, `"Backspace"`,
    /// `"Escape"`, `"?"`, `" "`; anything else is [`Key::Other`].
    pub fn from_dom(name: &str) -> Key<D> {
        let arrow = |arrow: Arrow| Key::Arrow(D::from(arrow));
        match name {
            "ArrowUp" => arrow(Arrow::Up),
            "ArrowDown" => arrow(Arrow::Down),
            "ArrowLeft" => arrow(Arrow::Left),
            "ArrowRight" => arrow(Arrow::Right),
            "Backspace" => Key::Backspace,
            "Escape" | "Esc" => Key::Escape,
            _ => {
                let mut chars = name.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => match c.to_digit(10) {
                        Some(d) => Key::Digit(d as u8),
                        None => Key::Char(c),
                    },
                    _ => Key::Other,
                }
            }
        }
    }
}

/// The modifier keys held during a key press.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Modifiers {
    pub shift: bool,
    pub alt: bool,
    /// Ctrl, or Cmd on a Mac.
    pub command: bool,
}

impl Modifiers {
    pub const NONE: Modifiers = Modifiers {
        shift: false,
        alt: false,
        command: false,
    };
    pub const SHIFT: Modifiers = Modifiers {
        shift: true,
        ..Modifiers::NONE
    };
    pub const ALT: Modifiers = Modifiers {
        alt: true,
        ..Modifiers::NONE
    };
    pub const COMMAND: Modifiers = Modifiers {
        command: true,
        ..Modifiers::NONE
    };
}

/// A step through the history that a shortcut asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HistoryKey {
    Undo,
    Redo,
}

/// The history shortcut a key press stands for, in every game: Ctrl/Cmd+Z undoes,
/// Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo (Alt does not change them). `None` for any other
/// key, and for these keys without Ctrl/Cmd, which stay the game's own.
pub fn history_key<D>(key: &Key<D>, mods: Modifiers) -> Option<HistoryKey> {
    if !mods.command {
        return None;
    }
    match key {
        Key::Char('z' | 'Z') if mods.shift => Some(HistoryKey::Redo),
        Key::Char('z' | 'Z') => Some(HistoryKey::Undo),
        Key::Char('y' | 'Y') => Some(HistoryKey::Redo),
        _ => None,
    }
}
