//! `hashi bench-gen`: time the generator over many seeds, for one rule set or each in turn, or
//! as a table by size and band (`--table`).

use hashi_core::generator::{generate_as, Params, Symmetry, MAX_GENERATED_SIDE, MIN_SIDE};
use hashi_core::rating::Band;
use hashi_core::rule_set::RuleSet;
use hashi_core::shape::measure;
use std::io::Write;
use std::time::Instant;

/// The sizes a table covers unless told: the bands' usual sizes up to the largest board.
pub const TABLE_SIDES: &str = "25,40,50,60,80,100";
/// Seeds per row of a table unless told: a 100x100 board takes up to seconds a seed.
pub const TABLE_SEEDS: u64 = 10;
/// Seeds for one line unless told.
pub const LINE_SEEDS: u64 = 200;

/// What a puzzle's time is read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// The wall clock: what a player waits.
    Wall,
    /// The CPU time of the thread that generates (`--cpu`): on a loaded machine the wall
    /// clock also counts the turns other programs take on the processor, so that old and new
    /// code timed back to back are compared by what they themselves spent.
    Cpu,
}

/// Nanoseconds of CPU time this thread has spent, where the system tells it. Read from the
/// thread's CPU clock, which counts to the moment (Linux's `/proc/thread-self/schedstat` moves
/// only at the scheduler's ticks, milliseconds apart).
#[cfg(unix)]
fn thread_cpu_ns() -> Option<u64> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `clock_gettime` writes only the `timespec` it is handed, which lives here.
    let read = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    let (secs, nanos) = (
        u64::try_from(now.tv_sec).ok()?,
        u64::try_from(now.tv_nsec).ok()?,
    );
    (read == 0).then(|| secs * 1_000_000_000 + nanos)
}

#[cfg(not(unix))]
fn thread_cpu_ns() -> Option<u64> {
    None
}

/// Why `--cpu` cannot be honoured on a system without a thread CPU clock.
pub const NO_CPU_CLOCK: &str = "--cpu needs the thread's CPU clock (CLOCK_THREAD_CPUTIME_ID), which this system does not offer: leave out --cpu to time by the wall clock";

/// Whether this system tells a thread's CPU time (`--cpu`).
pub fn cpu_clock_available() -> bool {
    thread_cpu_ns().is_some()
}

impl Clock {
    /// The CPU clock with `--cpu`, else the wall clock.
    pub fn from_flag(cpu: bool) -> Clock {
        if cpu {
            Clock::Cpu
        } else {
            Clock::Wall
        }
    }

    /// Milliseconds `run` took by this clock, with what it returned.
    fn time<T>(self, run: impl FnOnce() -> T) -> (f64, T) {
        let (wall, cpu) = (Instant::now(), thread_cpu_ns());
        let out = run();
        let ms = match (self, cpu, thread_cpu_ns()) {
            (Clock::Cpu, Some(before), Some(after)) => after.saturating_sub(before) as f64 / 1e6,
            _ => wall.elapsed().as_secs_f64() * 1000.0,
        };
        (ms, out)
    }

    /// What a line of results says of its clock: nothing for the wall clock, as it always read.
    fn note(self) -> &'static str {
        match self {
            Clock::Wall => "",
            Clock::Cpu => " (CPU time)",
        }
    }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[rank.min(sorted.len() - 1)]
}

/// What generating seeds `0..count` of one parameter set took.
struct Measured {
    /// Milliseconds per puzzle made, sorted.
    times: Vec<f64>,
    /// Seeds that gave up, and the longest one of them took (ms).
    failures: u64,
    longest_failure: f64,
    /// Mean share of cells that are islands, over the puzzles made.
    density: f64,
    /// Means over the puzzles made: islands with their half-turn image, water cells a
    /// bridge crosses, and bridges crossing 4 or more.
    rot180: f64,
    bridge_length: f64,
    long_bridges: f64,
}

impl Measured {
    fn of(params: &Params, (count, version, clock): (u64, u32, Clock)) -> Measured {
        let mut times = Vec::new();
        let mut density = 0.0;
        let (mut rot180, mut bridge_length, mut long_bridges) = (0.0, 0.0, 0.0);
        let (mut failures, mut longest_failure) = (0, 0.0f64);
        for seed in 0..count {
            let (ms, made) = clock.time(|| generate_as(params, seed, version));
            match made {
                Ok(g) => {
                    times.push(ms);
                    let shape = measure(&g.puzzle, &g.solution);
                    density += shape.density;
                    rot180 += shape.rot180;
                    bridge_length += shape.bridge_length;
                    long_bridges += shape.long_bridges;
                }
                Err(e) => {
                    eprintln!(
                        "{}x{} {} {} seed {seed}: {e}",
                        params.width,
                        params.height,
                        params.difficulty,
                        crate::rules_arg::label(params.rules)
                    );
                    failures += 1;
                    longest_failure = longest_failure.max(ms);
                }
            }
        }
        times.sort_by(f64::total_cmp);
        let made = times.len().max(1) as f64;
        Measured {
            times,
            failures,
            longest_failure,
            density: density / made,
            rot180: rot180 / made,
            bridge_length: bridge_length / made,
            long_bridges: long_bridges / made,
        }
    }
}

/// Times each parameter set in turn (one per rule set); fails if any generated nothing.
pub fn run_all(each: &[Params], count: (u64, u32, Clock)) -> u8 {
    let several = each.len() > 1;
    each.iter()
        .map(|params| run(params, count, several))
        .max()
        .unwrap_or(0)
}

/// `name_standard`: whether a line for the standard rules says so (in a table of several).
fn run(params: &Params, count: (u64, u32, Clock), name_standard: bool) -> u8 {
    let m = Measured::of(params, count);
    let times = &m.times;
    if times.is_empty() {
        if name_standard || !params.rules.is_standard() {
            eprintln!(
                "error: {}x{} {} {}: no puzzle generated",
                params.width,
                params.height,
                params.difficulty,
                crate::rules_arg::label(params.rules)
            );
        } else {
            // A run of the standard rules alone reads as it always has.
            eprintln!("error: no puzzle generated");
        }
        return super::gen::EXIT_GENERATION_FAILED;
    }
    let n = times.len();
    // The standard line reads as it always has; other rule sets say which they are.
    let rules = if params.rules.is_standard() && !name_standard {
        String::new()
    } else {
        format!(" {}", crate::rules_arg::label(params.rules))
    };
    println!(
        "{}x{} {}{rules}: {n} puzzles ({} failed), median {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms, mean density {:.3}, half-turn images {:.2}, bridge length {:.2}, long bridges {:.3}{}",
        params.width,
        params.height,
        params.difficulty,
        m.failures,
        percentile(times, 50.0),
        percentile(times, 90.0),
        percentile(times, 99.0),
        times[n - 1],
        m.density,
        m.rot180,
        m.bridge_length,
        m.long_bridges,
        count.2.note()
    );
    0
}

/// The sizes of a table's rows.
#[derive(Clone, Debug)]
pub struct Sizes(pub Vec<(usize, usize)>);

/// The bands of a table's rows.
#[derive(Clone, Debug)]
pub struct Bands(pub Vec<Band>);

/// Parses a comma-separated list of sizes, each a side (`60`, a square) or `WxH`.
pub fn parse_sizes(text: &str) -> Result<Sizes, String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| match s.parse::<usize>() {
            Ok(side) => Ok((side, side)),
            Err(_) => super::gen::parse_size(s),
        })
        .collect::<Result<Vec<_>, _>>()
        .and_then(|sizes| {
            if sizes.is_empty() {
                Err(format!(
                    "`{text}` names no size: expected e.g. 25,50,100x60"
                ))
            } else {
                Ok(Sizes(sizes))
            }
        })
}

/// Parses a comma-separated list of bands, or `all`.
pub fn parse_bands(text: &str) -> Result<Bands, String> {
    if text.trim().eq_ignore_ascii_case("all") {
        return Ok(Bands(Band::ALL.to_vec()));
    }
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            Band::from_id(s).ok_or_else(|| {
                format!("`{s}` is not a difficulty: use easy, medium, hard, expert, extreme or all")
            })
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Bands)
}

/// Prints a table of generation times by rule set, size and band: how many seeds of `count`
/// gave a puzzle, the median, p90 and max milliseconds of those that did, the longest a seed
/// took to give up, and whether the parameters are within what the band reliably makes
/// ([`Params::is_reliable`]). A size the generator refuses is a row saying so. Fails (1) if a
/// reliable row had a seed give up.
pub fn run_table(
    sizes: &[(usize, usize)],
    bands: &[Band],
    (rule_sets, symmetry): (&[RuleSet], Option<Symmetry>),
    (count, version, clock): (u64, u32, Clock),
) -> u8 {
    if clock == Clock::Cpu {
        println!("Times are the generating thread's CPU time.");
    }
    println!(
        "{:<9} {:>7} {:<8} {:>9} {:>10} {:>10} {:>10} {:>12} {:>8} {:>7} {:>7} {:>6} {:>8}",
        "rules",
        "size",
        "band",
        "made",
        "median ms",
        "p90 ms",
        "max ms",
        "gave up ms",
        "density",
        "rot180",
        "bridge",
        "long",
        "reliable"
    );
    let mut code = 0;
    for &rules in rule_sets {
        for &(width, height) in sizes {
            for &band in bands {
                let params = Params {
                    width,
                    height,
                    rules,
                    symmetry,
                    ..Params::for_band(band)
                };
                let label = crate::rules_arg::label(rules);
                let band = band.id();
                let size = format!("{width}x{height}");
                let reliable = if params.is_reliable() { "yes" } else { "no" };
                let sides = MIN_SIDE..=MAX_GENERATED_SIDE;
                if !sides.contains(&width) || !sides.contains(&height) {
                    println!(
                        "{label:<9} {size:>7} {band:<8} refused: each side must be {MIN_SIDE} to {MAX_GENERATED_SIDE}"
                    );
                    continue;
                }
                let m = Measured::of(&params, (count, version, clock));
                let made = format!("{}/{count}", m.times.len());
                let stat = |p: f64| {
                    if m.times.is_empty() {
                        "-".to_string()
                    } else {
                        format!("{:.1}", percentile(&m.times, p))
                    }
                };
                let gave_up = if m.failures == 0 {
                    "-".to_string()
                } else {
                    format!("{:.0}", m.longest_failure)
                };
                println!(
                    "{label:<9} {size:>7} {band:<8} {made:>9} {:>10} {:>10} {:>10} {gave_up:>12} {:>8.3} {:>7.2} {:>7.2} {:>6.3} {reliable:>8}",
                    stat(50.0),
                    stat(90.0),
                    stat(100.0),
                    m.density,
                    m.rot180,
                    m.bridge_length,
                    m.long_bridges,
                );
                let _ = std::io::stdout().flush();
                if m.failures > 0 && params.is_reliable() {
                    code = super::gen::EXIT_GENERATION_FAILED;
                }
            }
        }
    }
    code
}
