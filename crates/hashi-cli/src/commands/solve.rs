//! `hashi solve`: solve each puzzle, proving uniqueness, as a drawing or JSON.

use crate::input::read_puzzle;
use crate::render::draw;
use crate::EXIT_BAD_INPUT;
use hashi_core::solver::{solve, Uniqueness};
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
}

#[derive(Serialize)]
struct SolutionJson {
    bridges: Vec<BridgeJson>,
}

#[derive(Serialize)]
struct Report {
    file: String,
    status: &'static str,
    solutions: Vec<SolutionJson>,
    ms: f64,
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

/// Solves every file; the exit status is that of the first file that is not uniquely solvable.
pub fn run(files: &[PathBuf], json: bool) -> u8 {
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
                let found = solve(puzzle, 2);
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                let uniqueness = found.uniqueness();
                if json {
                    let report = Report {
                        file: name.clone(),
                        status: uniqueness.name(),
                        solutions: found.solutions.iter().map(|s| bridges(puzzle, s)).collect(),
                        ms,
                    };
                    match serde_json::to_string(&report) {
                        Ok(line) => println!("{line}"),
                        Err(e) => eprintln!("error: {name}: cannot write JSON: {e}"),
                    }
                } else {
                    match uniqueness {
                        Uniqueness::Unique => println!("{name}: unique solution\n"),
                        Uniqueness::None => println!("{name}: no solution"),
                        Uniqueness::Several => {
                            println!("{name}: several solutions; two of them:\n")
                        }
                    }
                    for state in &found.solutions {
                        println!("{}", draw(puzzle, state));
                    }
                }
                exit_code(uniqueness)
            }
        };
        if code == 0 {
            code = this;
        }
    }
    code
}
