//! What every game shares, below the games: the clock, numbers for drawings, notices,
//! problem pages, pointer gestures, keyboard shortcuts, the language menu, the screen
//! reader's live region, address-bar helpers, the clipboard, the file picker, preferences,
//! storage primitives, page style sheets, chunks loaded on first need, offline play and
//! updates, persistent storage, the screen's wake lock, and records the browser would not keep.

pub mod arriving;
pub mod base64url;
pub mod chunk;
pub mod clipboard;
pub mod clock;
pub mod decimal;
pub mod deflate;
pub mod deploy;
pub mod download;
pub mod fetch;
pub mod file_input;
pub mod focus;
pub mod framing;
pub mod gesture;
pub mod haptics;
pub mod icons;
pub mod job_progress;
pub mod keys;
pub mod language_menu;
pub mod lazy;
pub mod live_region;
pub mod navigation;
pub mod not_found;
pub mod not_saved;
pub mod notices;
pub mod offline;
pub mod persist;
pub mod prefs;
pub mod problem;
pub mod qr;
pub mod records;
pub mod revision;
pub mod settled;
pub mod standalone;
pub mod storage;
pub mod storage_refused;
pub mod style_sheet;
pub mod tab_sync;
pub mod wake_lock;
