//! A Hashi puzzle being played: the screen and its context, the board (geometry, drawing cache,
//! island and bridge views, zoom, number tiles), the bar above it, the aids, the forced-move assist, the screen reader's voice, the pause
//! screen, the screen kept awake, and what follows a solve (celebration, replay).

pub mod aid_panel;
pub mod aid_words;
pub mod aids;
pub mod assist;
pub mod board;
pub mod board_view;
pub mod bridge_view;
pub mod celebration;
pub mod context;
pub mod geometry;
pub mod help;
pub mod hint_press;
pub mod into_view;
pub mod island_view;
pub mod keep_awake;
pub mod live_region;
pub mod pause_cover;
pub mod pencil_controls;
pub mod replay;
pub mod rules_badge;
pub mod screen;
pub mod speech;
pub mod tab_sync;
pub mod technique_labels;
pub mod tiles;
pub mod top_bar;
pub mod triple_line;
pub mod voice;
pub mod zoom;
