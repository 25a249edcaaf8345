//! The Slide puzzle in the browser: the page, its context, the board and tiles, the controls
//! and dialogs, the solver's help, the picture and storage, and the hub's summary line.

pub mod board;
pub mod challenge_dialog;
pub mod context;
pub mod controls;
pub mod guide;
pub mod guide_panel;
pub mod live_region;
pub mod page;
pub mod picture;
pub mod picture_picker;
pub mod storage;
pub mod summary;
pub mod tile;
pub mod won;
