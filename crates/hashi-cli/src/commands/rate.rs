//! `hashi rate`: difficulty score, band and technique counts for each puzzle.

use crate::budget::{gave_up_message, EXIT_GAVE_UP};
use crate::input::read_puzzle;
use crate::EXIT_BAD_INPUT;
use hashi_core::rating::{rate_within, RatingError};
use hashi_core::solver::techniques::Technique;
use hashi_core::solver::Budget;
use std::path::PathBuf;

/// Rates every file within `budget` (for its uniqueness check and rating together); the exit
/// status is that of the first file that could not be rated.
pub fn run(files: &[PathBuf], budget: Budget) -> u8 {
    let mut code = 0;
    for file in files {
        let name = file.display();
        let imported = match read_puzzle(file) {
            Ok(i) => i,
            Err(message) => {
                eprintln!("error: {message}");
                code = EXIT_BAD_INPUT;
                continue;
            }
        };
        match rate_within(&imported.puzzle, budget) {
            Ok(r) => {
                let rules = imported.puzzle.rules();
                // Said only for other rules than the standard ones, whose line is unchanged.
                let under = if rules.is_standard() {
                    String::new()
                } else {
                    format!(", rules {rules} ({})", rules.describe())
                };
                println!(
                    "{name}: score {:.1}, band {}, {} steps, {} lookaheads, {} backtracks{under}",
                    r.score, r.band, r.steps, r.lookaheads, r.backtracks
                );
                // Techniques the puzzle's rules never call for (no loop where loops are
                // allowed) are left out rather than listed as unused.
                for t in Technique::ALL.into_iter().filter(|t| t.applies_to(rules)) {
                    println!("  {:<16} {}", t.id(), r.uses.get(&t).copied().unwrap_or(0));
                }
            }
            Err(e) => {
                match e {
                    RatingError::GaveUp { work } => {
                        eprintln!("error: {name}: {}", gave_up_message(work))
                    }
                    _ => eprintln!("error: {name}: {e}"),
                }
                if code == 0 {
                    code = match e {
                        RatingError::NoSolution => super::solve::EXIT_NO_SOLUTION,
                        RatingError::SeveralSolutions => super::solve::EXIT_SEVERAL,
                        RatingError::GaveUp { .. } => EXIT_GAVE_UP,
                    };
                }
            }
        }
    }
    code
}
