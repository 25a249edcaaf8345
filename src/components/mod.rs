//! The app's view pieces, one per file.

pub mod aids;
pub mod board;
pub mod bridge_view;
pub mod celebration;
pub mod challenge_dialog;
pub mod context;
pub mod file_input;
pub mod game_screen;
pub mod help;
pub mod import;
pub mod island_view;
pub mod keys;
pub mod new_puzzle;
pub mod notices;
pub mod pack_list;
pub mod picture_picker;
pub mod problem;
pub mod settings;
pub mod share_panel;
pub mod slide_board;
pub mod slide_context;
pub mod slide_controls;
pub mod slide_tile;
pub mod slide_won;
pub mod stats_panel;
pub mod top_bar;
