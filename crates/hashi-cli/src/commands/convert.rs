//! `hashi convert`: write a puzzle in another format.

use crate::input::read_puzzle;
use crate::EXIT_BAD_INPUT;
use hashi_core::formats::{
    write_has, write_json, write_kanpen, write_matrix, write_puzzlink, write_task, write_tatham,
};
use std::path::Path;

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Target {
    Json,
    Task,
    Matrix,
    Has,
    /// Simon Tatham's Bridges game ID (`WxHmN[L]:`...; flat boards only).
    Tatham,
    /// A puzz.link link (`https://puzz.link/p?hashikake/...`; standard rules only).
    Puzzlink,
    /// Kanpen (pencilbox) text: rows, columns, the cells, an empty answer (standard rules only).
    Kanpen,
}

pub fn run(file: &Path, to: Target) -> u8 {
    let imported = match read_puzzle(file) {
        Ok(imported) => imported,
        Err(message) => {
            eprintln!("error: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    let p = &imported.puzzle;
    let rules = p.rules();
    if matches!(to, Target::Matrix | Target::Has) && !rules.is_standard() {
        eprintln!(
            "error: the puzzle's rules ({}, `{rules}`) have no place in the {} format, which is for the standard rules; write a task string, JSON or a Tatham game ID instead",
            rules.describe(),
            if matches!(to, Target::Matrix) { "matrix" } else { ".has" }
        );
        return EXIT_BAD_INPUT;
    }
    let text = match to {
        Target::Json => write_json(p, imported.id.as_deref()) + "\n",
        Target::Task => write_task(p) + "\n",
        Target::Matrix => write_matrix(p),
        Target::Has => write_has(p),
        Target::Tatham => match write_tatham(p) {
            Ok(id) => id + "\n",
            Err(why) => {
                eprintln!("error: {why}");
                return EXIT_BAD_INPUT;
            }
        },
        Target::Puzzlink | Target::Kanpen => {
            let written = match to {
                Target::Puzzlink => write_puzzlink(p).map(|link| link + "\n"),
                _ => write_kanpen(p),
            };
            match written {
                Ok(text) => text,
                Err(why) => {
                    eprintln!(
                        "error: {why}; write a task string, JSON or a Tatham game ID instead"
                    );
                    return EXIT_BAD_INPUT;
                }
            }
        }
    };
    print!("{text}");
    0
}
