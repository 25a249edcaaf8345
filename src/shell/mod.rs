//! What every game shares: the hub, notices, problem pages, keyboard shortcuts, address-bar
//! helpers and the file picker.

pub mod file_input;
pub mod hub;
pub mod keys;
pub mod navigation;
pub mod not_found;
pub mod notices;
pub mod problem;
