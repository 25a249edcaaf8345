//! The Hashi game in the browser: routes, the game screen and its panels, the board, the hub's
//! Hashi parts (daily link, continue, quick start, packs), and the puzzle references, packs and
//! storage behind them.

pub mod aids;
pub mod board;
pub mod board_view;
pub mod bridge_view;
pub mod calendar;
pub mod celebration;
pub mod context;
pub mod continue_card;
pub mod daily_link;
pub mod daily_panel;
pub mod editor;
pub mod help;
pub mod import;
pub mod island_view;
pub mod learn;
pub mod live_region;
pub mod loading;
pub mod new_puzzle;
pub mod pack_list;
pub mod pack_progress;
pub mod packs;
pub mod position_sketch;
pub mod puzzle_ref;
pub mod quick_start;
pub mod replay;
pub mod routes;
pub mod rules_badge;
pub mod screen;
pub mod settings;
pub mod share_panel;
pub mod snapshot_panel;
pub mod stats_panel;
pub mod storage;
pub mod technique_labels;
pub mod top_bar;
pub mod zoom;
