//! One module per routed page.

pub mod hashi;
pub mod hub;
pub mod not_found;
pub mod slide;
