//! `hashi solve`: solve each puzzle, proving uniqueness, as a drawing or JSON.

use crate::budget::{gave_up_message, EXIT_GAVE_UP};
use crate::input::read_puzzle;
use crate::render::draw;
use crate::EXIT_BAD_INPUT;
use hashi_core::solver::{solve_within, Budget, Uniqueness};
use hashi_core::{Puzzle, State};
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;

/// Exit status when a puzzle has no solution.
pub const EXIT_NO_SOLUTION: u8 = 3;
/// Exit status when a puzzle has more than one solution.
pub const EXIT_SEVERAL: u8 = 4;

#[derive(Serialize)]
struct BridgeJson {
    a: [usize; 2],
    b: [usize; 2],
    count: u8,
    /// Present (true) for a bridge across a wrapped board's seam: from `a` it leaves the
    /// board rightwards or downwards and comes back in before `b`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    wraps: bool,
}

#[derive(Serialize)]
struct SolutionJson {
    bridges: Vec<BridgeJson>,
}

#[derive(Serialize)]
struct Report {
    file: String,
    /// The puzzle's rules as task-string letters (`m4L`, `t`); left out for the standard
    /// rules, so their report reads as it always has.
    #[serde(skip_serializing_if = "String::is_empty")]
    rules: String,
    /// `unique`, `none`, `several` or `gave-up`.
    status: &'static str,
    /// The solutions found (for `gave-up`, those found before the budget ran out).
    solutions: Vec<SolutionJson>,
    /// Work units spent.
    work: u64,
    ms: f64,
}

/// What the search settled for one puzzle.
enum Outcome {
    Settled(Uniqueness),
    GaveUp,
}

fn bridges(puzzle: &Puzzle, state: &State) -> SolutionJson {
    SolutionJson {
        bridges: (0..puzzle.edges().len())
            .filter(|&e| state.count(e) > 0)
            .map(|e| {
                let (a, b) = puzzle.edge_ends(e);
                BridgeJson {
                    a: [a.r, a.c],
                    b: [b.r, b.c],
                    count: state.count(e),
                    wraps: puzzle.edges()[e].wraps,
                }
            })
            .collect(),
    }
}

/// The exit status for one outcome.
pub fn exit_code(uniqueness: Uniqueness) -> u8 {
    match uniqueness {
        Uniqueness::Unique => 0,
        Uniqueness::None => EXIT_NO_SOLUTION,
        Uniqueness::Several => EXIT_SEVERAL,
    }
}

/// Solves every file within `budget`; the exit status is that of the first file that is not
/// uniquely solvable.
pub fn run(files: &[PathBuf], json: bool, budget: Budget) -> u8 {
    let mut code = 0;
    for file in files {
        let name = file.display().to_string();
        let this = match read_puzzle(file) {
            Err(message) => {
                eprintln!("error: {message}");
                EXIT_BAD_INPUT
            }
            Ok(imported) => {
                let puzzle = &imported.puzzle;
                let start = Instant::now();
                let (outcome, solutions, work) = match solve_within(puzzle, 2, budget) {
                    Ok(found) => (
                        Outcome::Settled(found.uniqueness()),
                        found.solutions,
                        found.stats.work,
                    ),
                    Err(gave_up) => (Outcome::GaveUp, gave_up.found, gave_up.work),
                };
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                let status = match outcome {
                    Outcome::Settled(uniqueness) => uniqueness.name(),
                    Outcome::GaveUp => "gave-up",
                };
                if json {
                    let report = Report {
                        file: name.clone(),
                        rules: puzzle.rules().to_string(),
                        status,
                        solutions: solutions.iter().map(|s| bridges(puzzle, s)).collect(),
                        work,
                        ms,
                    };
                    match serde_json::to_string(&report) {
                        Ok(line) => println!("{line}"),
                        Err(e) => eprintln!("error: {name}: cannot write JSON: {e}"),
                    }
                } else {
                    match outcome {
                        Outcome::Settled(Uniqueness::Unique) => {
                            println!("{name}: unique solution\n")
                        }
                        Outcome::Settled(Uniqueness::None) => println!("{name}: no solution"),
                        Outcome::Settled(Uniqueness::Several) => {
                            println!("{name}: several solutions; two of them:\n")
                        }
                        Outcome::GaveUp if solutions.is_empty() => println!("{name}: gave up"),
                        Outcome::GaveUp => println!(
                            "{name}: gave up; one solution found, not known to be the only one:\n"
                        ),
                    }
                    for state in &solutions {
                        println!("{}", draw(puzzle, state));
                    }
                }
                match outcome {
                    Outcome::Settled(uniqueness) => exit_code(uniqueness),
                    Outcome::GaveUp => {
                        eprintln!("error: {name}: {}", gave_up_message(work));
                        EXIT_GAVE_UP
                    }
                }
            }
        };
        if code == 0 {
            code = this;
        }
    }
    code
}
