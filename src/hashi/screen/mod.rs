//! The screen floor of a Hashi game, laid out around the board (`hashi::play`): the screen
//! itself and its state (keys' list, pause, clock, refusal line, notices, haptics), the bar
//! above the board, its labels and pencil controls, the screen kept awake, the pause cover,
//! the live region, the other tabs' progress, and what follows a solve (celebration, triple
//! line, coach, replay).

pub mod celebration;
pub mod coach;
pub mod help;
pub mod into_view;
pub mod keep_awake;
pub mod live_region;
pub mod opening;
pub mod pause_cover;
pub mod pencil_controls;
pub mod play_screen;
pub mod replay;
pub mod rules_badge;
pub mod state;
pub mod tab_sync;
pub mod technique_labels;
pub mod top_bar;
pub mod triple_line;
