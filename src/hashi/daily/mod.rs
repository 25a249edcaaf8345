//! The daily puzzle's panel beside the board, with its streak, month calendar, reminder and
//! the month's booklet to print.

pub mod calendar;
pub mod panel;
pub mod print_month;
pub mod reminder;
