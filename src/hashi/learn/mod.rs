//! Learning Hashi: the learn page (rules, the tutorial, the list of technique drills), the
//! drill pages, the board that judges each move against an exercise, and the progress kept
//! for them.

pub mod drill_page;
pub mod exercise_board;
pub mod learn_page;
pub mod offer;
pub mod progress;
pub mod technique_list;
pub mod tutorial_view;
pub mod verdict_line;
