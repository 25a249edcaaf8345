//! The `hashi` command-line tool: inspect and convert puzzles with the same core as the app.

mod budget;
mod commands;
mod input;
mod render;
mod rules_arg;

use budget::BudgetArg;
use clap::{Parser, Subcommand};
use hashi_core::rating::Band;
// The commands name it `crate::EXIT_BAD_INPUT`; it lives with the reader of inputs, so that
// they do not import this file, which calls them.
use input::EXIT_BAD_INPUT;
use std::path::PathBuf;
use std::process::ExitCode;

/// The exit statuses, for `--help`.
const EXIT_STATUSES: &str = "\
Exit status:
  0  success (for solve: every puzzle has exactly one solution)
  1  output could not be written, generation failed, or a benchmark solution failed the rules
  2  bad input: a file could not be read or parsed, or a move is not allowed
  3  a puzzle has no solution (solve, rate)
  4  a puzzle has more than one solution (solve, rate)
  5  gave up: the search ran out of its --budget of work units before it could settle the
     puzzle (solve, rate, hint); raise --budget, or pass --budget unlimited";

#[derive(Parser)]
#[command(
    name = "hashi",
    version,
    about = "Hashiwokakero puzzles: check, convert, solve, rate, generate",
    after_help = EXIT_STATUSES
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
    /// Exit status: 0 unique, 3 no solution, 4 several, 5 gave up, 2 bad input (the first
    /// file's that is not unique).
    Solve {
        /// Puzzle files in any format; `-` reads standard input.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// One JSON object per file instead of drawings: `file`, `status` (unique, none,
        /// several or gave-up), `solutions` (those found, at most two), `work` (units spent)
        /// and `ms`.
        #[arg(long)]
        json: bool,
        #[arg(long, value_parser = budget::parse, default_value_t, help = budget::HELP)]
        budget: BudgetArg,
    },
    /// Rates puzzles: score, band and how often each technique was needed.
    /// Exit status: 0 rated, 3 no solution, 4 several, 5 gave up, 2 bad input.
    Rate {
        /// Puzzle files in any format; `-` reads standard input.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// One JSON object per file instead of text: `file`, `score`, `band`, `steps`,
        /// `lookaheads`, `backtracks`, `uses` (technique id: count), `triple` (the hardest
        /// step, the hardest before the first bridge, the first step: technique ids, `guess`
        /// for a bridge taken from the solution) and `flow` (`hardest_at`, `hardest_share`,
        /// `steps_before_first_bridge`, `longest_run`, `longest_run_of`, `guessed`).
        #[arg(long)]
        json: bool,
        #[arg(long, value_parser = budget::parse, default_value_t, help = budget::HELP)]
        budget: BudgetArg,
    },
    /// Prints the hint for a position: a mistake, or the next deduction and its reason.
    /// Exit status: 0 a hint was given (or the puzzle has no single solution), 5 gave up,
    /// 2 bad input.
    Hint {
        /// Puzzle file in any format; `-` reads standard input.
        file: PathBuf,
        /// Bridges already drawn, as moves like `0,0-0,3=2`, separated by `;` or spaces.
        #[arg(long, default_value = "")]
        moves: String,
        /// One JSON object instead of text: `kind` (step, mistakes, reveal, solved,
        /// unsolvable or gave-up), `text` (the sentence), and where they apply `technique`,
        /// `reason` (its data, islands as {"r","c"} and edges as their two ends), `moves`,
        /// `islands`, `edges` and `solutions` (none, several or gave-up).
        #[arg(long)]
        json: bool,
        #[arg(long, value_parser = budget::parse, default_value_t, help = budget::HELP)]
        budget: BudgetArg,
    },
    /// The coach after a solve: at most three lines (longest stall, costly mistake, a hard
    /// step found quickly) as JSON `{"lines": [...]}`; none after a smooth solve.
    Coach {
        /// Puzzle file in any format; `-` reads standard input.
        file: PathBuf,
        /// The solve's actions in order, separated by spaces; each a move like `0,0-0,3=2`,
        /// or several joined by `;` to play as one action.
        #[arg(long, default_value = "")]
        actions: String,
        /// Tenths of a second before each action, separated by commas; none: times unknown
        /// (as in a save older than times).
        #[arg(long, default_value = "")]
        times: String,
        /// Instead, a solve that takes the easiest step each time: one JSON object per step
        /// (`action`, `technique`, `place`).
        #[arg(long)]
        walk: bool,
    },
    /// Generates a puzzle with exactly one solution from a seed, or a suite of test files.
    Gen {
        /// The seed: the same seed, difficulty and size give the same puzzle everywhere.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// easy, medium, hard, expert or extreme.
        #[arg(long, default_value = "medium", value_parser = parse_band)]
        difficulty: Band,
        /// WxH (each 5 to 100); the band's default size when absent.
        #[arg(long, value_parser = commands::gen::parse_size)]
        size: Option<(usize, usize)>,
        #[arg(long, value_parser = rules_arg::parse, help = rules_arg::HELP)]
        rules: Option<hashi_core::rule_set::RuleSet>,
        /// Island positions exactly symmetric: none, rot180, rot90 (square boards),
        /// mirror-lr or mirror-ud. Without it the generator's own choice (most islands with
        /// their half-turn image, as in most hand-made puzzles).
        #[arg(long)]
        symmetry: Option<hashi_core::generator::Symmetry>,
        /// The generator version to make the puzzle with (links name it as `?v=`): the
        /// current one unless told, or any older one this build still makes.
        #[arg(long, default_value_t = hashi_core::generator::GENERATOR_VERSION)]
        generator: u32,
        /// How to print the puzzle: matrix by default, a task string under other rules than
        /// the standard ones (a matrix cannot carry them).
        #[arg(long, value_enum)]
        format: Option<commands::gen::Format>,
        /// Print JSON (the same as --format json).
        #[arg(long, conflicts_with = "format")]
        json: bool,
        /// Also print the solution and the rating.
        #[arg(long)]
        show_solution: bool,
        /// The puzzle of the week YYYY-Www (an ISO week, from 2026-W49), as the app's
        /// /hashi/weekly shows it: the best of its candidates (64 for 2026-W49, 4 from 2026-W50)
        /// by the flow of its solve and its likeness to hand-made puzzles.
        #[arg(long, value_parser = commands::weekly::parse_week,
              conflicts_with_all = ["seed", "difficulty", "size", "rules", "symmetry", "generator", "suite"])]
        weekly: Option<hashi_core::weekly::Week>,
        /// The puzzle of the day YYYY-MM-DD, as the app's /hashi/daily/<date> shows it (and
        /// the build's daily files hold it): its weekday's band and size, the date as the
        /// seed, made by the generator version bound to the date.
        #[arg(long, value_parser = commands::daily::parse_date,
              conflicts_with_all = ["seed", "difficulty", "size", "rules", "symmetry", "generator", "suite", "weekly"])]
        daily: Option<hashi_core::daily::Date>,
        /// Write a suite of input-NN.txt files (easy, medium, hard, expert) instead.
        #[arg(long, requires = "out", conflicts_with = "rules")]
        suite: bool,
        /// Puzzles per level in a suite.
        #[arg(long, default_value_t = 3)]
        tests_per_level: usize,
        /// Folder for the suite.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Prints the drill of a technique for a seed (the app's /hashi/learn/<technique> shows
    /// the same one): puzzle, forced moves and reason. Exit status 1 if none was found.
    Drill {
        /// crossing, capacity, every-direction, isolation, connectivity or lookahead.
        #[arg(long)]
        technique: String,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// One JSON object: technique, task, solution and position (counts per pair in the
        /// puzzle's pair order), forced (moves) and reason.
        #[arg(long)]
        json: bool,
    },
    /// Prints the generator's difficulty table.
    Info,
    /// Writes a pack as a booklet to print, one SVG file a page (page-01.svg, ...): puzzles 1,
    /// 2, 4 or 6 to a page, each with its name, band and link, and with --solutions their
    /// solutions after them, twice as many to a page. The app's print page lays out the same.
    Print {
        /// The pack to print: its name (`hard2`, `easy`), read from --packs.
        #[arg(long)]
        pack: String,
        /// Folder of the pack files.
        #[arg(long, default_value = "packs")]
        packs: PathBuf,
        /// Puzzles to a page: 1, 2, 4 or 6.
        #[arg(long, default_value = "4")]
        per_page: hashi_core::print::PerPage,
        /// The solutions on the last pages.
        #[arg(long)]
        solutions: bool,
        /// a4 or letter.
        #[arg(long, default_value = "a4")]
        paper: hashi_core::print::Paper,
        /// No filled rings: only lines and numbers take ink.
        #[arg(long)]
        ink_saving: bool,
        /// Only the pack's first N puzzles.
        #[arg(long)]
        count: Option<usize>,
        /// The address the links under each puzzle start with.
        #[arg(long, default_value = "https://hashi.example")]
        base_url: String,
        /// Output folder.
        #[arg(long)]
        out: PathBuf,
    },
    /// Builds a series of the puzzle packs the app ships (one JSON file per difficulty,
    /// `<band><series>.json` with ids `<band><series>-NNN`; series 1 is `<band>.json`). With
    /// --from, makes a personal pack of a collection instead: each entry checked, those left
    /// out named on standard error (line, why), the others sorted by rating into one pack
    /// JSON. Exit status then: 0 every entry kept, else the first left out's (2 unreadable,
    /// 3 no solution, 4 several, 5 gave up), 1 the pack could not be written.
    Pack {
        /// Puzzles per difficulty.
        #[arg(long, default_value_t = 40)]
        per_level: usize,
        /// Output folder [default: packs]; with --from, the pack's file (standard output
        /// when absent).
        #[arg(long)]
        out: Option<PathBuf>,
        /// A collection file (`-` reads standard input): one puzzle a line in any single-line
        /// format, a JSON array, or `.has` / matrix blocks between blank lines.
        #[arg(long, conflicts_with_all = ["per_level", "series"])]
        from: Option<PathBuf>,
        /// The personal pack's name (the file's name when absent).
        #[arg(long, requires = "from")]
        name: Option<String>,
        /// Which series to build: its seeds and its files' names (2: version 10's packs).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=9))]
        series: u64,
    },
    /// Times the generator: median, p90, p99 and max per unique puzzle, and mean density; or,
    /// with --table, a table by size and band (median, p90 and max ms, how many seeds made a
    /// puzzle, and whether the size is one the band reliably makes).
    /// Exit status 1 if no puzzle was made (a table: if a reliable row had a seed give up).
    BenchGen {
        #[arg(long, value_parser = commands::gen::parse_size, conflicts_with = "table")]
        size: Option<(usize, usize)>,
        #[arg(long, default_value = "hard", value_parser = parse_band)]
        difficulty: Band,
        /// Number of puzzles (seeds 0..n): 200 by default, 10 a row in a table.
        #[arg(short = 'n', long)]
        count: Option<u64>,
        /// The rule set to time (see `gen --rules`), or `all` for a line per rule set.
        #[arg(long, default_value = "standard", value_parser = rules_arg::parse_selection)]
        rules: rules_arg::Selection,
        /// A table by size and band instead of one line per rule set.
        #[arg(long)]
        table: bool,
        /// The table's sizes, comma-separated: a side for a square (60) or WxH (each 5 to 100).
        #[arg(long, requires = "table", default_value = commands::bench_gen::TABLE_SIDES, value_parser = commands::bench_gen::parse_sizes)]
        sizes: commands::bench_gen::Sizes,
        /// The table's bands, comma-separated, or all.
        #[arg(long, requires = "table", default_value = "all", value_parser = commands::bench_gen::parse_bands)]
        bands: commands::bench_gen::Bands,
        /// Island positions exactly symmetric (see `gen --symmetry`); the generator's own
        /// choice unless told.
        #[arg(long)]
        symmetry: Option<hashi_core::generator::Symmetry>,
        /// The generator version to time (see `gen --generator`).
        #[arg(long, default_value_t = hashi_core::generator::GENERATOR_VERSION)]
        generator: u32,
        /// Time each puzzle by the CPU time of the thread that made it (Linux) rather than the
        /// wall clock, which on a loaded machine also counts other programs' turns.
        #[arg(long)]
        cpu: bool,
    },
    /// Measures how well a plain classifier tells our puzzles from the puzzles in a folder
    /// (published hand-made ones, kept outside the repository): for each, one of ours at its
    /// size and rated band; prints mean shapes, the cross-validated AUC of a logistic
    /// regression, and the same for ours against ours as a control.
    BenchLikeness {
        /// Folder of reference puzzle files (.has, .txt, .json).
        reference: PathBuf,
        /// The generator version to measure.
        #[arg(long, default_value_t = hashi_core::generator::GENERATOR_VERSION)]
        generator: u32,
        /// Use only the first N reference files (sorted by name).
        #[arg(long)]
        limit: Option<usize>,
        /// Also write every puzzle's features to this CSV file.
        #[arg(long)]
        table: Option<PathBuf>,
        /// Fit the generator's likeness models on the even-numbered pairs (hand-made against
        /// this version's) and write them as Rust source to this file (the generator's is
        /// crates/hashi-core/src/likeness/weights.rs); the odd-numbered pairs stay held out.
        #[arg(long)]
        fit_weights: Option<PathBuf>,
    },
    /// Solves every puzzle under each folder and prints timing statistics per folder, with
    /// how many the search gave up on. Exit status 5 if it gave up on any.
    Bench {
        /// Folders holding puzzle files (.has, .txt, .json).
        #[arg(required = true)]
        dirs: Vec<PathBuf>,
        #[arg(long, value_parser = budget::parse, default_value_t, help = budget::HELP)]
        budget: BudgetArg,
    },
}

fn parse_band(text: &str) -> Result<Band, String> {
    Band::from_id(text).ok_or_else(|| {
        format!("`{text}` is not a difficulty: use easy, medium, hard, expert or extreme")
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let code = match cli.command {
        Command::Check { files } => commands::check::run(&files),
        Command::Convert { file, to } => commands::convert::run(&file, to),
        Command::Solve {
            files,
            json,
            budget,
        } => commands::solve::run(&files, json, budget.0),
        Command::Rate {
            files,
            json,
            budget,
        } => commands::rate::run(&files, json, budget.0),
        Command::Hint {
            file,
            moves,
            json,
            budget,
        } => commands::hint::run(&file, &moves, json, budget.0),
        Command::Coach {
            file,
            actions,
            times,
            walk,
        } => commands::coach::run(&file, &actions, &times, walk),
        Command::Gen {
            seed,
            difficulty,
            size,
            rules,
            symmetry,
            generator,
            format,
            json,
            show_solution,
            weekly,
            daily,
            suite,
            tests_per_level,
            out,
        } => match (suite, out, weekly, daily) {
            (true, Some(out), _, _) => commands::gen::run_suite(seed, tests_per_level, &out),
            (_, _, _, Some(date)) => commands::daily::run(
                date,
                format.or(json.then_some(commands::gen::Format::Json)),
                show_solution,
            ),
            (_, _, Some(week), _) => commands::weekly::run(
                week,
                format.or(json.then_some(commands::gen::Format::Json)),
                show_solution,
            ),
            _ => commands::gen::run_one(
                &commands::gen::Params {
                    symmetry,
                    ..commands::gen::params(difficulty, size, rules.unwrap_or_default())
                },
                (seed, generator),
                format.or(json.then_some(commands::gen::Format::Json)),
                show_solution,
            ),
        },
        Command::Info => commands::info::run(),
        Command::Print {
            pack,
            packs,
            per_page,
            solutions,
            paper,
            ink_saving,
            count,
            base_url,
            out,
        } => commands::print::run(
            &packs.join(format!("{pack}.json")),
            hashi_core::print::Booklet {
                paper,
                per_page,
                solutions,
                ink_saving,
            },
            count,
            &base_url,
            &out,
        ),
        Command::Drill {
            technique,
            seed,
            json,
        } => commands::drill::run(&technique, seed, json),
        Command::Pack {
            from: Some(from),
            name,
            out,
            ..
        } => commands::pack_from::run(&from, name.as_deref(), out.as_deref()),
        Command::Pack {
            per_level,
            out,
            series,
            ..
        } => commands::pack::run(
            per_level,
            series,
            &out.unwrap_or_else(|| PathBuf::from("packs")),
        ),
        Command::BenchGen { cpu: true, .. } if !commands::bench_gen::cpu_clock_available() => {
            eprintln!("error: {}", commands::bench_gen::NO_CPU_CLOCK);
            2
        }
        Command::BenchGen {
            count,
            rules,
            table: true,
            sizes,
            bands,
            symmetry,
            generator,
            cpu,
            ..
        } => commands::bench_gen::run_table(
            &sizes.0,
            &bands.0,
            (&rules.rule_sets(), symmetry),
            (
                count.unwrap_or(commands::bench_gen::TABLE_SEEDS),
                generator,
                commands::bench_gen::Clock::from_flag(cpu),
            ),
        ),
        Command::BenchGen {
            size,
            difficulty,
            count,
            rules,
            symmetry,
            generator,
            cpu,
            ..
        } => commands::bench_gen::run_all(
            &rules
                .rule_sets()
                .into_iter()
                .map(|r| commands::gen::Params {
                    symmetry,
                    ..commands::gen::params(difficulty, size, r)
                })
                .collect::<Vec<_>>(),
            (
                count.unwrap_or(commands::bench_gen::LINE_SEEDS),
                generator,
                commands::bench_gen::Clock::from_flag(cpu),
            ),
        ),
        Command::BenchLikeness {
            reference,
            generator,
            limit,
            table,
            fit_weights,
        } => commands::likeness::run(
            &reference,
            generator,
            limit,
            table.as_deref(),
            fit_weights.as_deref(),
        ),
        Command::Bench { dirs, budget } => commands::bench::run(&dirs, budget.0),
    };
    ExitCode::from(code)
}
