//! The daily puzzle's panel beside the board, with its streak, month calendar and reminder.

pub mod calendar;
pub mod panel;
pub mod reminder;
