//! `hashi bench`: solve every puzzle under some folders and report times per folder.

use crate::budget::EXIT_GAVE_UP;
use crate::EXIT_BAD_INPUT;
use hashi_core::formats::import;
use hashi_core::is_solved;
use hashi_core::solver::{solve_within, Budget, Uniqueness};
use hashi_words::parse::parse_error;
use hashi_words::Catalog;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Puzzle files under `dir`, recursively, sorted by path.
fn puzzle_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(d) = pending.pop() {
        for entry in std::fs::read_dir(&d)? {
            let path = entry?.path();
            if path.is_dir() {
                pending.push(path);
            } else if path
                .extension()
                .is_some_and(|e| e == "has" || e == "txt" || e == "json")
                && path.file_name().is_none_or(|n| n != "result.txt")
            {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[rank.min(sorted.len() - 1)]
}

/// Solves every puzzle within `budget`, as `hashi solve` would; a puzzle the search gives up
/// on counts in `gave up` (and its time in the statistics) and makes the exit status 5.
pub fn run(dirs: &[PathBuf], budget: Budget) -> u8 {
    let mut code = 0;
    println!(
        "{:<40} {:>6} {:>7} {:>9} {:>9} {:>9} {:>9} {:>8} {:>8} {:>10}",
        "folder",
        "files",
        "solved",
        "mean ms",
        "median",
        "p90",
        "max",
        "several",
        "gave up",
        "max work"
    );
    for dir in dirs {
        let files = match puzzle_files(dir) {
            Ok(files) => files,
            Err(e) => {
                eprintln!("error: {}: cannot list: {e}", dir.display());
                code = EXIT_BAD_INPUT;
                continue;
            }
        };
        let mut times = Vec::new();
        let (mut solved, mut several, mut wrong, mut gave_up) = (0, 0, 0, 0);
        let mut max_work = 0;
        for file in &files {
            let text = match std::fs::read_to_string(file) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("error: {}: cannot read: {e}", file.display());
                    code = EXIT_BAD_INPUT;
                    continue;
                }
            };
            let puzzle = match import(&text) {
                Ok(i) => i.puzzle,
                Err(e) => {
                    let why = parse_error(&Catalog::english(), &e);
                    eprintln!("error: {}: {why}", file.display());
                    code = EXIT_BAD_INPUT;
                    continue;
                }
            };
            let start = Instant::now();
            let outcome = solve_within(&puzzle, 2, budget);
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            let found = match outcome {
                Ok(found) => found,
                Err(out_of_work) => {
                    gave_up += 1;
                    max_work = max_work.max(out_of_work.work);
                    eprintln!(
                        "{}: gave up after {} work units",
                        file.display(),
                        out_of_work.work
                    );
                    continue;
                }
            };
            max_work = max_work.max(found.stats.work);
            if !found.solutions.is_empty() {
                solved += 1;
            }
            if found.solutions.iter().any(|s| !is_solved(&puzzle, s)) {
                wrong += 1;
            }
            if found.uniqueness() == Uniqueness::Several {
                several += 1;
            }
        }
        let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
        times.sort_by(f64::total_cmp);
        println!(
            "{:<40} {:>6} {:>7} {:>9.3} {:>9.3} {:>9.3} {:>9.3} {:>8} {:>8} {:>10}",
            dir.display(),
            files.len(),
            solved,
            mean,
            percentile(&times, 50.0),
            percentile(&times, 90.0),
            times.last().copied().unwrap_or(0.0),
            several,
            gave_up,
            max_work
        );
        if gave_up > 0 && code == 0 {
            code = EXIT_GAVE_UP;
        }
        if wrong > 0 {
            eprintln!(
                "error: {}: {wrong} returned solutions fail the rules check",
                dir.display()
            );
            code = 1;
        }
    }
    code
}
