//! `cargo xtask test`: every check CI runs, in order, with a summary of counts and times.

use crate::process::{cmd, exec, exec_capturing, exec_quietly, root, Captured};
use crate::tools;
use std::process::Command;
use std::time::Instant;

/// Passed and failed counts read from test runners' closing lines.
#[derive(Default, Clone, Copy)]
struct Counts {
    passed: usize,
    failed: usize,
}

impl Counts {
    fn add(&mut self, other: Counts) {
        self.passed += other.passed;
        self.failed += other.failed;
    }
}

/// Sums `test result: ok. N passed; M failed` lines (cargo test, wasm-bindgen-test-runner).
fn cargo_counts(output: &str) -> Counts {
    let mut counts = Counts::default();
    for line in output.lines().filter(|l| l.starts_with("test result:")) {
        counts.passed += number_before(line, " passed");
        counts.failed += number_before(line, " failed");
    }
    counts
}

/// Reads cargo-nextest's closing line (`Summary [ 81.2s] 752 tests run: 750 passed, 2
/// failed, 5 skipped`).
fn nextest_counts(output: &str) -> Counts {
    output
        .lines()
        .map(str::trim_start)
        .filter(|l| l.starts_with("Summary ["))
        .map(|line| Counts {
            passed: number_before(line, " passed"),
            failed: number_before(line, " failed"),
        })
        .fold(Counts::default(), |mut all, one| {
            all.add(one);
            all
        })
}

/// Reads node's test runner summary (`# pass N`, `# fail N`).
fn node_counts(output: &str) -> Counts {
    let field = |name: &str| {
        output
            .lines()
            .filter_map(|l| l.strip_prefix(name))
            .filter_map(|n| n.trim().parse::<usize>().ok())
            .sum()
    };
    Counts {
        passed: field("# pass "),
        failed: field("# fail "),
    }
}

fn number_before(line: &str, word: &str) -> usize {
    line.find(word)
        .and_then(|end| {
            let start = line[..end]
                .rfind(|c: char| !c.is_ascii_digit())
                .map_or(0, |i| i + 1);
            line[start..end].parse().ok()
        })
        .unwrap_or(0)
}

fn stage<T>(
    name: &str,
    times: &mut Vec<(String, f64)>,
    f: impl FnOnce() -> Result<T, String>,
) -> Result<T, String> {
    println!("\n==== {name} ====");
    let start = Instant::now();
    let result = f();
    times.push((name.to_string(), start.elapsed().as_secs_f64()));
    result.map_err(|e| format!("{name}: {e}"))
}

pub fn run() -> Result<(), String> {
    let started = Instant::now();
    let mut times = Vec::new();
    let mut totals = Counts::default();
    let outcome = run_stages(&mut times, &mut totals);
    // The stage times are printed on failure too: a slow stage is worth seeing either way.
    println!("\n==== summary ====");
    for (name, secs) in &times {
        println!("{name:<34} {secs:>7.1} s");
    }
    println!("{:<34} {:>7.1} s", "total", started.elapsed().as_secs_f64());
    println!("{} passed, {} failed", totals.passed, totals.failed);
    outcome?;
    if totals.failed > 0 {
        return Err(format!("{} tests failed", totals.failed));
    }
    Ok(())
}

/// Whether the debug builds of this run keep incremental state: `Some("0")` (none) when
/// `CARGO_INCREMENTAL` is not set and the target dir holds none for the app yet, as in a fresh
/// clone or CI: writing that state makes a build from nothing about a sixth slower (measured:
/// the native test build 172.8 -> 144.8 s on 2 cores), and a clean run never reads it. A
/// target dir built incrementally before stays so, since switching rebuilds every crate of
/// the workspace; `CARGO_INCREMENTAL` set by the caller is cargo's to read, as always.
fn incremental_setting(caller_set: bool, app_state_kept: bool) -> Option<&'static str> {
    (!caller_set && !app_state_kept).then_some("0")
}

/// Whether the native debug builds kept incremental state for the app (xtask's own build
/// keeps some for itself, which says nothing of the app's).
fn app_incremental_state_kept() -> bool {
    let dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .map(|d| if d.is_absolute() { d } else { root().join(d) })
        .unwrap_or_else(|| root().join("target"))
        .join("debug")
        .join("incremental");
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| e.file_name().to_string_lossy().starts_with("hashi_app-"))
    })
}

fn run_stages(times: &mut Vec<(String, f64)>, totals: &mut Counts) -> Result<(), String> {
    let incremental = incremental_setting(
        std::env::var_os("CARGO_INCREMENTAL").is_some(),
        app_incremental_state_kept(),
    );
    if incremental.is_some() {
        println!("(a build from nothing: the debug builds keep no incremental state)");
    }
    // A cargo command of the debug builds, with that setting.
    let cargo = |args: &[&str]| -> Command {
        let mut command = cmd("cargo", args);
        if let Some(value) = incremental {
            command.env("CARGO_INCREMENTAL", value);
        }
        command
    };
    stage("install missing tools", times, tools::ensure_for_test)?;
    stage("format", times, || {
        exec(&mut cmd("cargo", &["fmt", "--all", "--check"]))
    })?;
    stage("clippy", times, || {
        exec(&mut cargo(&[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ]))
    })?;
    stage("native tests", times, || {
        // cargo-nextest runs every test of every crate from one pool, where `cargo test` runs
        // the test binaries one after another and a binary whose last test is long leaves a
        // core idle. It runs no doc tests: cargo does, after it.
        let run = exec_capturing(&mut cargo(&[
            "nextest",
            "run",
            "--workspace",
            "--no-fail-fast",
        ]))?;
        totals.add(nextest_counts(&run.output));
        let docs = exec_capturing(&mut cargo(&["test", "--workspace", "--doc"]))?;
        totals.add(cargo_counts(&docs.output));
        run.outcome.and(docs.outcome)
    })?;
    // The wasm tests run beside the release build, their output shown once they end: the
    // release spends much of its time on one core (the app's link-time optimisation, the
    // split), which the wasm tests' compile fills. Each keeps its own time in the summary.
    let wasm_tests = || {
        let started = Instant::now();
        let run = exec_quietly(
            cargo(&[
                "test",
                "--target",
                "wasm32-unknown-unknown",
                "-p",
                "hashi-app",
            ])
            .env("CHROMEDRIVER", "/usr/bin/chromedriver"),
        );
        (run, started.elapsed().as_secs_f64())
    };
    println!("\n(the wasm tests run beside the release build: their output follows it)");
    let (wasm, release) = std::thread::scope(|scope| {
        let wasm = scope.spawn(wasm_tests);
        let release = stage("release build (cargo xtask dist)", times, || {
            exec(&mut cmd("cargo", &["fetch"]))?;
            crate::dist::build(&crate::dist::Options::default())
        });
        let wasm = wasm
            .join()
            .unwrap_or_else(|_| (Err("the wasm tests' thread panicked".into()), 0.0));
        (wasm, release)
    });
    let (run, secs) = wasm;
    println!("\n==== wasm tests (headless chromium, beside the release build) ====");
    times.push(("wasm tests (beside the release build)".to_string(), secs));
    let wasm_outcome = run.and_then(|Captured { output, outcome }| {
        println!("{output}");
        totals.add(cargo_counts(&output));
        outcome
    });
    release?;
    wasm_outcome.map_err(|e| format!("wasm tests: {e}"))?;
    stage("end-to-end tests (playwright)", times, || {
        // The specs compare generated links with the CLI built by the native tests.
        let run = exec_capturing(
            cmd("npm", &["test", "--silent"])
                .current_dir(tools::e2e_dir())
                .env("HASHI_CLI", tools::debug_binary("hashi")),
        )?;
        totals.add(node_counts(&run.output));
        run.outcome
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_from_nothing_keeps_no_incremental_state_unless_told() {
        assert_eq!(incremental_setting(false, false), Some("0"));
        assert_eq!(incremental_setting(false, true), None);
        assert_eq!(incremental_setting(true, false), None);
        assert_eq!(incremental_setting(true, true), None);
    }

    #[test]
    fn reads_cargo_and_node_summaries() {
        let cargo = "test result: ok. 12 passed; 0 failed; 0 ignored\nfoo\ntest result: FAILED. 3 passed; 2 failed;";
        let c = cargo_counts(cargo);
        assert_eq!((c.passed, c.failed), (15, 2));
        let nextest = "   PASS [ 0.1s] core one\n------------\n     Summary [ 81.2s] 752 tests run: 750 passed (2 slow), 2 failed, 5 skipped\n";
        let x = nextest_counts(nextest);
        assert_eq!((x.passed, x.failed), (750, 2));
        let clean = nextest_counts("     Summary [ 1.0s] 3 tests run: 3 passed, 0 skipped\n");
        assert_eq!((clean.passed, clean.failed), (3, 0));
        let node = "# tests 4\n# pass 3\n# fail 1\n";
        let n = node_counts(node);
        assert_eq!((n.passed, n.failed), (3, 1));
    }
}
