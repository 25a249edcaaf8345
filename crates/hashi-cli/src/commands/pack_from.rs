//! `hashi pack --from FILE`: a collection of puzzles (one a line in any single-line format, a
//! JSON array, `.has` or matrix blocks) checked entry by entry and written as a personal pack,
//! the kept puzzles sorted by rating; each entry left out is named on standard error with its
//! line and why.

use hashi_core::collection::{
    check_puzzle, pack_puzzles, read, sort_by_rating, split, Kept, PersonalPack, Rejected,
    Rejection,
};
use hashi_core::solver::{Budget, Unsolved};
use hashi_words::collection::{collection_error, rejected};
use hashi_words::Catalog;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Read;
use std::path::Path;

/// The exit status for a rejected entry, as `hashi solve` gives it for a puzzle.
fn status(why: &Rejection) -> u8 {
    match why {
        Rejection::Unreadable(_) => crate::EXIT_BAD_INPUT,
        Rejection::Unsolved(Unsolved::None) => super::solve::EXIT_NO_SOLUTION,
        Rejection::Unsolved(Unsolved::Several) => super::solve::EXIT_SEVERAL,
        Rejection::Unsolved(Unsolved::GaveUp) => crate::budget::EXIT_GAVE_UP,
    }
}

fn read_text(file: &Path) -> Result<String, String> {
    if file.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("standard input: cannot read: {e}"))?;
        Ok(text)
    } else {
        std::fs::read_to_string(file).map_err(|e| format!("{}: cannot read: {e}", file.display()))
    }
}

/// The pack's name when none is given: the file's, without its extension.
fn default_name(file: &Path) -> String {
    match file.file_stem().and_then(|s| s.to_str()) {
        Some(stem) if file.as_os_str() != "-" => stem.to_string(),
        _ => "Collection".to_string(),
    }
}

pub fn run(file: &Path, name: Option<&str>, out: Option<&Path>) -> u8 {
    let english = Catalog::english();
    let text = match read_text(file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("error: {e}");
            return crate::EXIT_BAD_INPUT;
        }
    };
    let entries = match split(&text) {
        Ok(entries) => entries,
        Err(e) => {
            eprintln!(
                "error: {}: {}",
                file.display(),
                collection_error(&english, &e)
            );
            return crate::EXIT_BAD_INPUT;
        }
    };
    let bar = ProgressBar::new(entries.len() as u64);
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} [{elapsed}]") {
        bar.set_style(style);
    }
    let mut kept = Vec::new();
    let mut left_out = Vec::new();
    for entry in &entries {
        let why = match read(entry) {
            Ok(puzzle) => match check_puzzle(&puzzle, Budget::DEFAULT) {
                Ok(checked) => {
                    kept.push(Kept {
                        line: entry.line,
                        puzzle,
                        checked,
                    });
                    bar.inc(1);
                    continue;
                }
                Err(unsolved) => Rejection::Unsolved(unsolved),
            },
            Err(error) => Rejection::Unreadable(error),
        };
        left_out.push(Rejected {
            line: entry.line,
            why,
        });
        bar.inc(1);
    }
    bar.finish_and_clear();
    for r in &left_out {
        eprintln!("{}: {}", file.display(), rejected(&english, r));
    }
    eprintln!(
        "kept {} of {} puzzles ({} left out)",
        kept.len(),
        entries.len(),
        left_out.len()
    );
    let code = left_out.first().map_or(0, |r| status(&r.why));
    if kept.is_empty() {
        eprintln!("error: no puzzle to keep, so no pack was written");
        return code;
    }
    sort_by_rating(&mut kept, |k| &k.checked.rating);
    let pack = PersonalPack {
        name: name.map_or_else(|| default_name(file), str::to_string),
        puzzles: pack_puzzles(kept.iter().map(|k| (&k.puzzle, &k.checked))),
    };
    let json = match serde_json::to_string_pretty(&pack) {
        Ok(json) => json + "\n",
        Err(e) => {
            eprintln!("error: cannot encode the pack: {e}");
            return super::gen::EXIT_GENERATION_FAILED;
        }
    };
    match out {
        None => print!("{json}"),
        Some(path) => {
            if let Err(e) = std::fs::write(path, json) {
                eprintln!("error: cannot write {}: {e}", path.display());
                return super::gen::EXIT_GENERATION_FAILED;
            }
            println!("wrote {} puzzles to {}", pack.puzzles.len(), path.display());
        }
    }
    code
}
