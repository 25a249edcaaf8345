//! localStorage primitives shared by every game: read a record (falling back to its default)
//! and write one (the browser's reason when it cannot be), and why a saved game was set aside.
//! Where the browser refuses localStorage altogether (cookies blocked, a frame on another
//! site, some private modes: reading `window.localStorage` throws a `SecurityError`), the
//! records live in this page's memory instead: every page starts and plays, moving between
//! pages keeps the progress of this visit, and the page says once that nothing outlives the
//! tab ([`super::storage_refused`]).
//!
//! Records are read and written in their plain form ([`plain_json`]): neither the main module
//! nor the chunks that read records carry serde_json for them.

use plain_json::Plain;
use std::cell::RefCell;

/// Records by key. A few dozen at most in a visit: a list costs the first load less code than
/// a map would.
type Shelved = Vec<(String, String)>;

thread_local! {
    /// The records of this visit where the browser keeps none (`None` until first needed).
    static MEMORY: RefCell<Option<Shelved>> = const { RefCell::new(None) };
}

/// Where records go: the browser's localStorage, or this page's memory where it is refused.
enum Shelf {
    Local(web_sys::Storage),
    Memory,
}

/// The page's localStorage, or this page's memory where the browser refuses it (it throws,
/// or an access to it does: some browsers let the object be read and refuse each call).
/// Once refused, the memory stays the shelf for the page's life, so that nothing of the
/// visit is lost should the browser change its mind halfway.
fn local() -> Shelf {
    if MEMORY.with(|m| m.borrow().is_some()) {
        return Shelf::Memory;
    }
    let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
    match storage {
        Some(storage) if storage.length().is_ok() && storage.get_item(PROBE).is_ok() => {
            Shelf::Local(storage)
        }
        _ => {
            in_memory(|_| ());
            Shelf::Memory
        }
    }
}

/// A key no record uses, read to see whether the browser answers at all.
const PROBE: &str = "hashi:v1:probe";

fn in_memory<T>(f: impl FnOnce(&mut Shelved) -> T) -> T {
    MEMORY.with(|m| f(m.borrow_mut().get_or_insert_with(Vec::new)))
}

/// A thrown value's name and message ("QuotaExceededError: …"), the way the browser words it.
fn js_reason(thrown: &wasm_bindgen::JsValue) -> String {
    use wasm_bindgen::JsCast;
    match thrown.dyn_ref::<js_sys::Error>() {
        Some(error) => format!(
            "{}: {}",
            String::from(error.name()),
            String::from(error.message())
        ),
        None => thrown
            .as_string()
            .unwrap_or_else(|| "the browser gave no reason".into()),
    }
}

/// Whether this browser keeps the site's records beyond this page: it can read and write
/// localStorage.
pub fn kept() -> bool {
    match local() {
        Shelf::Local(storage) => {
            let written = storage.set_item(PROBE, "1").is_ok();
            let read = storage.get_item(PROBE).is_ok();
            let _ = storage.remove_item(PROBE);
            written && read
        }
        Shelf::Memory => false,
    }
}

/// The text stored under `key`: `Ok(None)` when absent, the browser's reason when it refuses.
pub fn get_text(key: &str) -> Result<Option<String>, String> {
    match local() {
        Shelf::Local(storage) => storage.get_item(key).map_err(|why| js_reason(&why)),
        Shelf::Memory => Ok(in_memory(|m| {
            m.iter()
                .find(|(k, _)| k == key)
                .map(|(_, text)| text.clone())
        })),
    }
}

/// Stores `text` under `key`, or says why the browser would not (storage full).
pub fn set_text(key: &str, text: &str) -> Result<(), String> {
    match local() {
        Shelf::Local(storage) => storage.set_item(key, text).map_err(|why| js_reason(&why)),
        Shelf::Memory => {
            in_memory(|m| {
                m.retain(|(k, _)| k != key);
                m.push((key.to_string(), text.to_string()));
            });
            Ok(())
        }
    }
}

/// Removes the record under `key`.
pub fn remove(key: &str) {
    match local() {
        Shelf::Local(storage) => {
            let _ = storage.remove_item(key);
        }
        Shelf::Memory => in_memory(|m| m.retain(|(k, _)| k != key)),
    }
}

/// Every key kept now.
pub fn keys() -> Vec<String> {
    match local() {
        Shelf::Local(storage) => {
            let count = storage.length().unwrap_or(0);
            (0..count)
                .filter_map(|i| storage.key(i).ok().flatten())
                .collect()
        }
        Shelf::Memory => in_memory(|m| m.iter().map(|(k, _)| k.clone()).collect()),
    }
}

/// Reads a record, falling back to its default when absent or unreadable.
pub fn read<T: Plain + Default>(key: &str) -> T {
    match find(key) {
        Stored::Found(value) => value,
        Stored::Absent | Stored::Unreadable(_) => T::default(),
    }
}

/// Writes a record; the error is only the browser's reason, for the caller to word its whole
/// sentence around (each record's own: no sentence is put together from a name for it).
pub fn set<T: Plain>(key: &str, value: &T) -> Result<(), String> {
    set_text(key, &plain_json::to_string(value))
}

/// What was found under a saved game's key.
pub enum Stored<T> {
    Absent,
    Found(T),
    /// The record is there but cannot be read; the text says why.
    Unreadable(String),
}

/// Why a saved game was set aside when it was loaded: its record could not be read (the
/// storage's own words), or replaying it through the rules failed (the game's save error).
/// Each game says it in sentences of its own (`hashi::storage::lost`, `slide::storage::lost`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lost<E> {
    Unreadable(String),
    Damaged(E),
}

/// Reads a saved game's record without judging its contents (the game replays it).
pub fn find<T: Plain>(key: &str) -> Stored<T> {
    match get_text(key) {
        Ok(None) => Stored::Absent,
        Err(why) => Stored::Unreadable(why),
        Ok(Some(text)) => match plain_json::from_str(&text) {
            Ok(value) => Stored::Found(value),
            Err(why) => Stored::Unreadable(why.to_string()),
        },
    }
}
