//! The board's zoom and pan per puzzle, kept in this tab's sessionStorage (a reload keeps it,
//! a new visit starts fresh) as the view's own text (`play::zoom` reads and writes it).

/// Version 1: the scale and the centre, as `play::zoom` joins them.
const PREFIX: &str = "hashi:v1:zoom:";

fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// The view kept for the puzzle `task` in this tab, as text.
pub fn read(task: &str) -> Option<String> {
    session()?.get_item(&format!("{PREFIX}{task}")).ok()?
}

/// Keeps the view of the puzzle `task` for this tab. Losing it is harmless (the board opens at
/// its opening view), so a storage that refuses is not worth a notice.
pub fn keep(task: &str, text: &str) {
    if let Some(s) = session() {
        let _ = s.set_item(&format!("{PREFIX}{task}"), text);
    }
}
