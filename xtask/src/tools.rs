//! Installing what is missing, from package registries only, each step skipped when done.

use crate::process::{cmd, exec, output_of, root};
use std::path::PathBuf;

/// Trunk 0.22 needs a newer rustc than this project's; 0.21.14 builds with rustc 1.95.
const TRUNK_VERSION: &str = "0.21.14";
const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// The e2e suite's folder, whose npm packages also provide wasm-opt.
pub fn e2e_dir() -> PathBuf {
    root().join("tests/e2e")
}

/// Cargo's target folder: `CARGO_TARGET_DIR` if set, else the workspace's `target`.
pub fn target_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"));
    if target.is_absolute() {
        target
    } else {
        root().join(target)
    }
}

/// A binary of the workspace as `cargo build` (debug) leaves it.
pub fn debug_binary(name: &str) -> PathBuf {
    target_dir().join("debug").join(name)
}

/// The exact `wasm-bindgen` version in Cargo.lock: the CLI must match it.
pub fn locked_wasm_bindgen() -> Result<String, String> {
    let lock = std::fs::read_to_string(root().join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\"" {
            if let Some(version) = lines
                .next()
                .and_then(|l| l.strip_prefix("version = \""))
                .and_then(|l| l.strip_suffix('"'))
            {
                return Ok(version.to_string());
            }
        }
    }
    Err("Cargo.lock has no wasm-bindgen package".into())
}

/// Trunk.toml must name the same wasm-bindgen, or trunk would try to download another one.
fn check_trunk_pin(version: &str) -> Result<(), String> {
    let trunk = std::fs::read_to_string(root().join("Trunk.toml"))
        .map_err(|e| format!("cannot read Trunk.toml: {e}"))?;
    let pin = format!("wasm_bindgen = \"{version}\"");
    if trunk.lines().any(|l| l.trim() == pin) {
        Ok(())
    } else {
        Err(format!(
            "Trunk.toml must pin `{pin}` to match Cargo.lock, or trunk tries to download it"
        ))
    }
}

fn ensure_wasm_target() -> Result<(), String> {
    let installed = output_of("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if installed.lines().any(|l| l.trim() == WASM_TARGET) {
        return Ok(());
    }
    exec(&mut cmd("rustup", &["target", "add", WASM_TARGET]))
}

fn ensure_trunk() -> Result<(), String> {
    let wanted = format!("trunk {TRUNK_VERSION}");
    if output_of("trunk", &["--version"]).is_some_and(|v| v == wanted) {
        return Ok(());
    }
    println!("Installing {wanted} (about 18 minutes on 2 cores, once)");
    exec(&mut cmd(
        "cargo",
        &["install", "trunk", "--version", TRUNK_VERSION, "--locked"],
    ))
}

fn ensure_wasm_bindgen() -> Result<(), String> {
    let version = locked_wasm_bindgen()?;
    check_trunk_pin(&version)?;
    let wanted = format!("wasm-bindgen {version}");
    if output_of("wasm-bindgen", &["--version"]).is_some_and(|v| v == wanted) {
        return Ok(());
    }
    println!("Installing wasm-bindgen-cli {version} (about 5 minutes, once)");
    // Without --locked: a dependency pinned in its lock file is no longer on the registry.
    exec(&mut cmd(
        "cargo",
        &["install", "wasm-bindgen-cli", "--version", &version],
    ))
}

/// A CJK font the test browser draws Japanese and Chinese with: without one they are boxes of
/// one width, so the 375 px checks would measure, and the screenshots show, no real text.
const CJK_FONT: &str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

/// Debian's chromium (the wasm tests' driver and the benchmarks' browser), its headless shell
/// (the end-to-end tests': the same engine, lighter to drive; see tests/e2e/lib/browser.js),
/// chromedriver and a CJK font.
fn ensure_chromium() -> Result<(), String> {
    let present = |p: &str| std::path::Path::new(p).exists();
    if present("/usr/bin/chromium")
        && present("/usr/bin/chromium-headless-shell")
        && present("/usr/bin/chromedriver")
        && present(CJK_FONT)
    {
        return Ok(());
    }
    println!(
        "Installing Debian's chromium, chromium-headless-shell, chromium-driver and fonts-noto-cjk"
    );
    exec(&mut cmd("apt-get", &["update"]))?;
    exec(&mut cmd(
        "apt-get",
        &[
            "install",
            "-y",
            "--no-install-recommends",
            "chromium",
            "chromium-headless-shell",
            "chromium-driver",
            "fonts-noto-cjk",
        ],
    ))
}

/// `npm ci` in `dir` unless its node_modules is at least as new as its lock file and holds
/// every file of `tools`.
fn ensure_npm_ci(dir: &std::path::Path, tools: &[&str]) -> Result<(), String> {
    let stamp = dir.join("node_modules/.package-lock.json");
    let fresh = match (
        std::fs::metadata(&stamp).and_then(|m| m.modified()),
        std::fs::metadata(dir.join("package-lock.json")).and_then(|m| m.modified()),
    ) {
        (Ok(installed), Ok(lock)) => installed >= lock,
        _ => false,
    };
    if fresh && tools.iter().all(|tool| dir.join(tool).exists()) {
        return Ok(());
    }
    exec(cmd("npm", &["ci", "--no-audit", "--no-fund"]).current_dir(dir))
}

fn ensure_npm_packages() -> Result<(), String> {
    ensure_npm_ci(
        &e2e_dir(),
        &[
            "node_modules/.bin/wasm-opt",
            "node_modules/terser/bin/terser",
        ],
    )
}

/// Lighthouse for `cargo xtask bench-web`, in a package of its own (tests/e2e/bench/lighthouse)
/// so that `cargo xtask test` does not install it: about 200 packages, which only the bench uses.
pub fn ensure_lighthouse() -> Result<(), String> {
    ensure_npm_ci(
        &e2e_dir().join("bench/lighthouse"),
        &["node_modules/lighthouse/cli/index.js"],
    )
}

/// The npm binaryen's wasm-opt, which the release's split step runs (Trunk finds it on the PATH
/// below).
pub fn wasm_opt() -> PathBuf {
    e2e_dir().join("node_modules/.bin/wasm-opt")
}

/// PATH with the npm binaryen's wasm-opt first, so trunk finds it and downloads nothing.
pub fn path_with_wasm_opt() -> String {
    let bin = e2e_dir().join("node_modules/.bin");
    let path = std::env::var("PATH").unwrap_or_default();
    format!("{}:{path}", bin.display())
}

/// What `cargo xtask serve` needs.
pub fn ensure_for_serve() -> Result<(), String> {
    ensure_wasm_target()?;
    ensure_wasm_bindgen()?;
    ensure_trunk()?;
    ensure_npm_packages()
}

/// The test runner of the native stage, built from crates.io where the machine has none.
const NEXTEST_VERSION: &str = "0.9.143";

fn ensure_nextest() -> Result<(), String> {
    // Any version will do: the stage uses only `run`, `--workspace` and `--no-fail-fast`.
    if output_of("cargo", &["nextest", "--version"]).is_some() {
        return Ok(());
    }
    println!("Installing cargo-nextest {NEXTEST_VERSION} (a few minutes on 2 cores, once)");
    exec(&mut cmd(
        "cargo",
        &[
            "install",
            "cargo-nextest",
            "--version",
            NEXTEST_VERSION,
            "--locked",
        ],
    ))
}

/// What `cargo xtask test` needs: the above plus a browser for wasm and e2e tests, and the
/// native tests' runner.
pub fn ensure_for_test() -> Result<(), String> {
    ensure_for_serve()?;
    ensure_nextest()?;
    ensure_chromium()
}
