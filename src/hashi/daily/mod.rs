//! The daily puzzle's panel beside the board, with its streak and month calendar.

pub mod calendar;
pub mod panel;
