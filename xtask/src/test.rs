//! `cargo xtask test`: every check CI runs (the release build beside the native and wasm
//! stages), with a summary of counts and times.

use crate::process::{cmd, exec, exec_capturing, Beside};
use crate::tools;
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

/// The toolchain's clippy-driver, which cargo runs in rustc's place for the workspace's own
/// crates when it is their wrapper: it compiles as rustc does and lints as `cargo clippy`.
fn clippy_driver() -> Result<std::path::PathBuf, String> {
    let out = std::process::Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .map_err(|e| format!("cannot ask rustc for its sysroot: {e}"))?;
    let driver = std::path::Path::new(String::from_utf8_lossy(&out.stdout).trim())
        .join("bin")
        .join("clippy-driver");
    if driver.exists() {
        Ok(driver)
    } else {
        Err(format!(
            "no clippy-driver at {} (install it with `rustup component add clippy`)",
            driver.display()
        ))
    }
}

/// Lint options as clippy-driver reads them from `CLIPPY_ARGS` (cargo-clippy's own encoding).
fn clippy_args(args: &[&str]) -> String {
    args.iter()
        .map(|a| format!("{a}__CLIPPY_HACKERY__"))
        .collect()
}

fn run_stages(times: &mut Vec<(String, f64)>, totals: &mut Counts) -> Result<(), String> {
    stage("install missing tools", times, tools::ensure_for_test)?;
    stage("format", times, || {
        exec(&mut cmd("cargo", &["fmt", "--all", "--check"]))
    })?;
    // The release build runs beside the native and wasm stages: neither needs the other's
    // work (only the end-to-end tests need both), and each leaves a core idle at times (the
    // release's link-time optimisation of the app is one long single-threaded step; a build's
    // last crates and the browser's test runs use one core). Its cargo builds use their own
    // profiles' folders, and its Trunk hook runs no cargo (Trunk.toml), so neither waits on
    // the other's lock on target/debug.
    exec(&mut cmd("cargo", &["fetch"]))?;
    let release_name = "release build (cargo xtask dist), beside";
    let release = Beside::start(
        &mut cmd(
            &std::env::current_exe()
                .map_err(|e| format!("cannot find xtask's own binary: {e}"))?
                .to_string_lossy(),
            &["dist"],
        ),
        &tools::target_dir().join("xtask-test/release.log"),
    )?;
    let native = run_native_stages(times, totals);
    let waiting = Instant::now();
    let (took, released) = release.wait();
    times.push((release_name.to_string(), took.as_secs_f64()));
    times.push((
        "  of it after the stages above".to_string(),
        waiting.elapsed().as_secs_f64(),
    ));
    native?;
    released.map_err(|e| format!("{release_name}: {e}"))?;
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

/// The native build with clippy's lints, the native tests and the wasm tests, in that order.
fn run_native_stages(times: &mut Vec<(String, f64)>, totals: &mut Counts) -> Result<(), String> {
    // Clippy lints the workspace while the tests' build compiles it, rather than in a check
    // of its own: a check builds every dependency a second time, as metadata only (cargo reuses
    // nothing between the two), which cost 72-78 s of a run from an empty target dir.
    let driver = clippy_driver();
    let linted = |args: &[&str]| -> Result<std::process::Command, String> {
        let mut c = cmd("cargo", args);
        c.env("RUSTC_WORKSPACE_WRAPPER", driver.clone()?)
            .env("CLIPPY_ARGS", clippy_args(&["-D", "warnings"]));
        Ok(c)
    };
    stage("native build, with clippy's lints", times, || {
        // Every target, as `cargo clippy --all-targets` would lint: the benches too, which the
        // tests' run does not build.
        exec(&mut linted(&["build", "--workspace", "--all-targets"])?)
    })?;
    stage("native tests", times, || {
        // cargo-nextest runs every test of every crate from one pool, where `cargo test` runs
        // the test binaries one after another and a binary whose last test is long leaves a
        // core idle. It runs no doc tests: cargo does, after it. Both run under the same
        // wrapper as the build above, whose units they reuse (another wrapper is another
        // build).
        let run = exec_capturing(&mut linted(&[
            "nextest",
            "run",
            "--workspace",
            "--no-fail-fast",
        ])?)?;
        totals.add(nextest_counts(&run.output));
        let docs = exec_capturing(&mut linted(&["test", "--workspace", "--doc"])?)?;
        totals.add(cargo_counts(&docs.output));
        run.outcome.and(docs.outcome)
    })?;
    stage("wasm tests (headless chromium)", times, || {
        let run = exec_capturing(
            cmd(
                "cargo",
                &[
                    "test",
                    "--target",
                    "wasm32-unknown-unknown",
                    "-p",
                    "hashi-app",
                ],
            )
            .env("CHROMEDRIVER", "/usr/bin/chromedriver"),
        )?;
        totals.add(cargo_counts(&run.output));
        run.outcome
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn encodes_lint_options_as_clippy_driver_reads_them() {
        assert_eq!(
            clippy_args(&["-D", "warnings"]),
            "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
        );
    }
}
