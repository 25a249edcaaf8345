//! The app's view pieces, one per file.

pub mod aids;
pub mod board;
pub mod bridge_view;
pub mod celebration;
pub mod context;
pub mod game_screen;
pub mod help;
pub mod import;
pub mod island_view;
pub mod new_puzzle;
pub mod notices;
pub mod pack_list;
pub mod problem;
pub mod settings;
pub mod stats_panel;
pub mod top_bar;
