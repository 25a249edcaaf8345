//! The browser's side of the keys both games share (`session::input`): a key event's
//! modifiers, and the history shortcut it stands for on screens without a `ui` of their own.

use leptos::ev::KeyboardEvent;
use session::input::{Key, Modifiers};

pub use session::input::HistoryKey;

/// The modifier keys held during `ev`; Cmd counts as Ctrl, as Mac players expect.
pub fn modifiers(ev: &KeyboardEvent) -> Modifiers {
    Modifiers {
        shift: ev.shift_key(),
        alt: ev.alt_key(),
        command: ev.ctrl_key() || ev.meta_key(),
    }
}

/// The history shortcut a key press stands for, if any: the decision both games share.
pub fn history_key(ev: &KeyboardEvent) -> Option<HistoryKey> {
    let key: Key = Key::from_dom(&ev.key());
    session::input::history_key(&key, modifiers(ev))
}
