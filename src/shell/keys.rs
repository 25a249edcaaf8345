//! Keyboard shortcuts both games share.

use leptos::ev::KeyboardEvent;

/// A history shortcut: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y redoes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryKey {
    Undo,
    Redo,
}

/// The history shortcut a key press stands for, if any.
pub fn history_key(ev: &KeyboardEvent) -> Option<HistoryKey> {
    if !(ev.ctrl_key() || ev.meta_key()) {
        return None;
    }
    match ev.key().as_str() {
        "z" | "Z" if ev.shift_key() => Some(HistoryKey::Redo),
        "z" | "Z" => Some(HistoryKey::Undo),
        "y" | "Y" => Some(HistoryKey::Redo),
        _ => None,
    }
}
