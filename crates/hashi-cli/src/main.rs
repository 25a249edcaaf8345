//! The `hashi` command-line tool: inspect and convert puzzles with the same core as the app.

mod commands;
mod input;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Exit status for input that could not be read or parsed.
pub const EXIT_BAD_INPUT: u8 = 2;

#[derive(Parser)]
#[command(
    name = "hashi",
    version,
    about = "Hashiwokakero puzzles: check, convert"
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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let code = match cli.command {
        Command::Check { files } => commands::check::run(&files),
        Command::Convert { file, to } => commands::convert::run(&file, to),
    };
    ExitCode::from(code)
}
