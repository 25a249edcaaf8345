//! `hashi check`: parse each file and describe its puzzle.

use crate::input::read_puzzle;
use crate::EXIT_BAD_INPUT;
use std::path::PathBuf;

pub fn run(files: &[PathBuf]) -> u8 {
    let mut code = 0;
    for file in files {
        match read_puzzle(file) {
            Ok(imported) => {
                let p = &imported.puzzle;
                // The standard rules go unsaid, so that line reads as it always has.
                let rules = if p.rules().is_standard() {
                    String::new()
                } else {
                    format!(", rules {} ({})", p.rules(), p.rules().describe())
                };
                println!(
                    "{}: {}x{} ({}), {} islands, {} candidate edges, {} crossing pairs{rules}",
                    file.display(),
                    p.width(),
                    p.height(),
                    imported.format,
                    p.islands().len(),
                    p.edges().len(),
                    p.crossing_pairs()
                );
            }
            Err(message) => {
                eprintln!("error: {message}");
                code = EXIT_BAD_INPUT;
            }
        }
    }
    code
}
