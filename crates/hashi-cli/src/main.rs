//! The `hashi` command-line tool: inspect and convert puzzles with the same core as the app.

mod commands;
mod input;
mod render;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Exit status for input that could not be read or parsed.
pub const EXIT_BAD_INPUT: u8 = 2;

#[derive(Parser)]
#[command(
    name = "hashi",
    version,
    about = "Hashiwokakero puzzles: check, convert, solve, rate, generate"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Reads puzzles in any format and prints size, islands, candidate edges and crossings.
    Check {
        /// Puzzle files (JSON, task string, matrix or .has); `-` reads standard input.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Writes a puzzle in another format.
    Convert {
        /// Puzzle file in any format; `-` reads standard input.
        file: PathBuf,
        /// The format to write.
        #[arg(long, value_enum)]
        to: commands::convert::Target,
    },
    /// Solves puzzles and proves whether the solution is unique.
    /// Exit status: 0 unique, 3 no solution, 4 several, 2 bad input (the first file's that is not unique).
    Solve {
        /// Puzzle files in any format; `-` reads standard input.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// One JSON object per file instead of drawings.
        #[arg(long)]
        json: bool,
    },
    /// Rates puzzles: score, band and how often each technique was needed.
    Rate {
        /// Puzzle files in any format; `-` reads standard input.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Prints the hint for a position: a mistake, or the next deduction and its reason.
    Hint {
        /// Puzzle file in any format; `-` reads standard input.
        file: PathBuf,
        /// Bridges already drawn, as moves like `0,0-0,3=2`, separated by `;` or spaces.
        #[arg(long, default_value = "")]
        moves: String,
    },
    /// Solves every puzzle under each folder and prints timing statistics per folder.
    Bench {
        /// Folders holding puzzle files (.has, .txt, .json).
        #[arg(required = true)]
        dirs: Vec<PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let code = match cli.command {
        Command::Check { files } => commands::check::run(&files),
        Command::Convert { file, to } => commands::convert::run(&file, to),
        Command::Solve { files, json } => commands::solve::run(&files, json),
        Command::Rate { files } => commands::rate::run(&files),
        Command::Hint { file, moves } => commands::hint::run(&file, &moves),
        Command::Bench { dirs } => commands::bench::run(&dirs),
    };
    ExitCode::from(code)
}
