//! `hashi rate`: difficulty score, band and technique counts for each puzzle.

use crate::budget::{gave_up_message, EXIT_GAVE_UP};
use crate::input::read_puzzle;
use crate::EXIT_BAD_INPUT;
use hashi_core::flow::flow;
use hashi_core::puzzle::Puzzle;
use hashi_core::rating::Rating;
use hashi_core::rating::{rate_within, RatingError};
use hashi_core::solver::techniques::Technique;
use hashi_core::solver::unique_solution_within;
use hashi_core::solver::Budget;
use serde_json::{json, Value};
use std::path::PathBuf;

/// Rates every file within `budget` (for its uniqueness check and rating together), as text
/// or one JSON object per file; the exit status is that of the first file that could not be
/// rated.
pub fn run(files: &[PathBuf], json: bool, budget: Budget) -> u8 {
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
            Ok(r) if json => match as_json(&name.to_string(), &imported.puzzle, &r, budget) {
                Ok(object) => println!("{object}"),
                Err(e) => eprintln!("error: {name}: {e}"),
            },
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

/// A technique's id, or `guess` for a bridge taken from the solution.
fn id(technique: Option<Technique>) -> &'static str {
    technique.map_or("guess", Technique::id)
}

/// The rating and the flow of `puzzle`'s solve (read from `file`) as one JSON object.
fn as_json(file: &str, puzzle: &Puzzle, r: &Rating, budget: Budget) -> Result<Value, String> {
    let solution = unique_solution_within(puzzle, budget).map_err(|e| e.to_string())?;
    let f = flow(puzzle, &solution, budget).map_err(|e| e.to_string())?;
    let uses: serde_json::Map<String, Value> = r
        .uses
        .iter()
        .map(|(t, n)| (t.id().to_string(), json!(n)))
        .collect();
    Ok(json!({
        "file": file,
        "score": (r.score * 10.0).round() / 10.0,
        "band": r.band.id(),
        "steps": r.steps,
        "lookaheads": r.lookaheads,
        "backtracks": r.backtracks,
        "uses": uses,
        "triple": [
            f.hardest.map(Technique::id).or(f.guessed.then_some("guess")),
            f.hardest_before_first_bridge.map(Technique::id),
            f.first.map(|t| t.id()).or((f.steps > 0).then_some(id(None))),
        ],
        "flow": {
            "steps": f.steps,
            "hardest_at": f.hardest_at,
            "hardest_share": (f.hardest_share * 1000.0).round() / 1000.0,
            "steps_before_first_bridge": f.steps_before_first_bridge,
            "longest_run": f.longest_run,
            "longest_run_of": (f.longest_run > 0).then(|| id(f.longest_run_of)),
            "guessed": f.guessed,
        },
    }))
}
