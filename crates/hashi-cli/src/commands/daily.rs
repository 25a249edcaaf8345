//! `hashi gen --daily 2026-11-23`: the puzzle of a day, as the app's daily page and the build's
//! daily files have it (`hashi_core::daily`).

use super::gen::{format_for, print, refused, Format};
use hashi_core::daily::file::{daily_params, made};
use hashi_core::daily::Date;

/// Reads `YYYY-MM-DD`, saying what is wrong with anything else.
pub fn parse_date(text: &str) -> Result<Date, String> {
    text.parse()
        .map_err(|e| hashi_words::parse::date(&hashi_words::Catalog::english(), &e))
}

/// Prints `date`'s puzzle; with `show_solution`, also its solution and its rating.
pub fn run(date: Date, format: Option<Format>, show_solution: bool) -> u8 {
    let params = daily_params(date);
    let format = match format_for(params.rules, format) {
        Ok(format) => format,
        Err(code) => return code,
    };
    match made(date) {
        Ok(made) => {
            print(&made, (&format!("daily-{date}"), format), show_solution);
            0
        }
        Err(e) => refused(&params, &e),
    }
}
