//! The board floor of a Hashi game: the game context (the one door to the game), the board
//! (geometry, camera, drawing cache, island and bridge views, number tiles), the aids and the
//! forced-move assist, and the board's voice for a screen reader. The screen around it (its
//! bar, panels, clock and notices) is `hashi::screen`'s.

pub mod aid_panel;
pub mod aid_words;
pub mod aids;
pub mod assist;
pub mod board;
pub mod board_camera;
pub mod board_grid;
pub mod board_view;
pub mod bridge_view;
pub mod camera;
pub mod context;
pub mod geometry;
pub mod hint_press;
pub mod island_view;
pub mod speech;
pub mod tiles;
pub mod voice;
pub mod zoom;
pub mod zoom_controls;
