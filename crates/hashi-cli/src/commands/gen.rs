//! `hashi gen`: one seeded puzzle, or a suite of test files (`--suite`).

use crate::render::draw;
use hashi_core::formats::{write_json, write_matrix, write_task};
pub use hashi_core::generator::Params;
use hashi_core::generator::{generate, generate_as, GenerateError, Generated};
use hashi_core::rating::Band;
use hashi_core::rule_set::RuleSet;
use std::path::Path;

/// Exit status when generation fails for a reason other than bad input.
pub const EXIT_GENERATION_FAILED: u8 = 1;

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Format {
    Matrix,
    Json,
    Task,
}

/// Parses `WxH`.
pub fn parse_size(text: &str) -> Result<(usize, usize), String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("`{text}` is not a size: expected WxH, e.g. 10x10"))?;
    let side = |s: &str| {
        s.trim()
            .parse::<usize>()
            .map_err(|_| format!("`{text}` is not a size: `{s}` is not a number"))
    };
    Ok((side(w)?, side(h)?))
}

pub fn params(band: Band, size: Option<(usize, usize)>, rules: RuleSet) -> Params {
    let mut params = Params::for_band(band);
    params.rules = rules;
    if let Some((w, h)) = size {
        params.width = w;
        params.height = h;
    }
    params
}

/// Prints the puzzle that generator `version` makes for (`params`, `seed`).
pub fn run_one(
    params: &Params,
    (seed, version): (u64, u32),
    format: Option<Format>,
    show_solution: bool,
) -> u8 {
    let format = match format_for(params.rules, format) {
        Ok(format) => format,
        Err(code) => return code,
    };
    let g = match generate_as(params, seed, version) {
        Ok(g) => g,
        Err(e) => return refused(params, &e),
    };
    print(
        &g,
        (&format!("{}-{seed}", params.difficulty), format),
        show_solution,
    );
    0
}

/// The format asked for, or the one that fits `rules`; a matrix asked for under rules it
/// cannot carry is refused (said on stderr, the exit status returned).
pub fn format_for(rules: RuleSet, format: Option<Format>) -> Result<Format, u8> {
    match format {
        Some(Format::Matrix) if !rules.is_standard() => {
            eprintln!(
                "error: the matrix format has no place for the rules ({}, `{rules}`); use --format task or --format json",
                rules.describe()
            );
            Err(crate::EXIT_BAD_INPUT)
        }
        Some(format) => Ok(format),
        None if rules.is_standard() => Ok(Format::Matrix),
        None => Ok(Format::Task),
    }
}

/// Says why the generator made nothing for `params`, and returns the exit status.
pub fn refused(params: &Params, e: &GenerateError) -> u8 {
    eprintln!("error: {e}");
    if matches!(e, GenerateError::GaveUp { .. }) && !params.is_reliable() {
        let note = hashi_words::size::reliability_note(&hashi_words::Catalog::english(), params);
        eprintln!("note: {note}");
    }
    match e {
        GenerateError::GaveUp { .. } => EXIT_GENERATION_FAILED,
        _ => crate::EXIT_BAD_INPUT,
    }
}

/// Prints a generated puzzle in `format` (named `name` in JSON), with its solution and rating
/// when asked.
pub fn print(g: &Generated, (name, format): (&str, Format), show_solution: bool) {
    match format {
        Format::Matrix => print!("{}", write_matrix(&g.puzzle)),
        Format::Json => println!("{}", write_json(&g.puzzle, Some(name))),
        Format::Task => println!("{}", write_task(&g.puzzle)),
    }
    if show_solution {
        println!("\n{}", draw(&g.puzzle, &g.solution));
        println!(
            "rating: {} (score {:.1}, {} steps, {} lookaheads)",
            g.rating.band, g.rating.score, g.rating.steps, g.rating.lookaheads
        );
    }
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn suite_files(dir: &Path, index: usize, g: &Generated) -> Result<(), String> {
    write_file(
        &dir.join(format!("input-{index:02}.txt")),
        &write_matrix(&g.puzzle),
    )?;
    write_file(
        &dir.join(format!("solution-{index:02}.txt")),
        &draw(&g.puzzle, &g.solution),
    )
}

/// Writes `input-NN.txt` (matrix) and `solution-NN.txt` (drawing) for easy, medium, hard
/// and expert, `per_level` each.
pub fn run_suite(seed: u64, per_level: usize, out: &Path) -> u8 {
    if let Err(e) = std::fs::create_dir_all(out) {
        eprintln!("error: cannot create {}: {e}", out.display());
        return crate::EXIT_BAD_INPUT;
    }
    let mut index = 0;
    for band in [Band::Easy, Band::Medium, Band::Hard, Band::Expert] {
        for k in 0..per_level {
            index += 1;
            let params = Params::for_band(band);
            let puzzle_seed = seed.wrapping_mul(1000).wrapping_add(k as u64);
            let written = generate(&params, puzzle_seed)
                .map_err(|e| e.to_string())
                .and_then(|g| suite_files(out, index, &g));
            if let Err(e) = written {
                eprintln!("error: {band} puzzle {}: {e}", k + 1);
                return EXIT_GENERATION_FAILED;
            }
        }
    }
    println!("wrote {index} puzzles with solutions to {}", out.display());
    0
}
