//! `hashi gen --weekly 2026-W49`: the puzzle of the week, picked as the app picks it
//! (`hashi_core::weekly`).

use super::gen::{format_for, print, refused, Format};
use hashi_core::weekly::{pick, weekly, Week, FIRST_WEEK};

/// Reads `YYYY-Www`, saying what is wrong with anything else.
pub fn parse_week(text: &str) -> Result<Week, String> {
    text.parse()
        .map_err(|e: hashi_core::weekly::WeekError| e.to_string())
}

/// Prints `week`'s puzzle; with `show_solution`, also its solution, its rating and which
/// candidate won with what score.
pub fn run(week: Week, format: Option<Format>, show_solution: bool) -> u8 {
    let Some(spec) = weekly(week) else {
        eprintln!("error: {week} has no puzzle of the week: the first is {FIRST_WEEK}");
        return crate::EXIT_BAD_INPUT;
    };
    let format = match format_for(spec.params().rules, format) {
        Ok(format) => format,
        Err(code) => return code,
    };
    let picked = match pick(&spec, |_| ()) {
        Ok(picked) => picked,
        Err(e) => return refused(&spec.params(), &e),
    };
    print(
        &picked.generated,
        (&format!("weekly-{week}"), format),
        show_solution,
    );
    if show_solution {
        println!(
            "picked: candidate {} of {} (seed {}, generator {}), score {:.2} (flow {:.2}, layout {:.2})",
            picked.index,
            spec.candidates,
            spec.candidate_seed(picked.index),
            spec.version,
            picked.score.total(),
            picked.score.flow,
            picked.score.layout
        );
    }
    0
}
