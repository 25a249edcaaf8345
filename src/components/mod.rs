//! Reusable view pieces, one per file.

pub mod board;
pub mod bridge_view;
pub mod island_view;
