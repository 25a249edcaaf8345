//! `cargo xtask bench-web`: release build, then the browser timing script. With `HASHI_DIST`
//! set, measures that build instead (e.g. a saved copy of an older dist/) and builds nothing.
//! `--generation` runs only the maker worker's generation timings (`bench/generation.js`).
//! Lighthouse, which only the bench uses, is installed on demand in tests/e2e/bench/lighthouse.

use crate::process::{cmd, exec, root};
use crate::tools;
use std::path::PathBuf;

pub fn run(args: &[String]) -> Result<(), String> {
    let script = match args {
        [] => "bench/bench-web.js",
        [only] if only == "--generation" => "bench/generation.js",
        _ => {
            return Err(format!(
                "bench-web takes no argument or --generation, not `{}`",
                args.join(" ")
            ))
        }
    };
    tools::ensure_for_test()?;
    if script == "bench/bench-web.js" {
        tools::ensure_lighthouse()?;
    }
    let dist = match std::env::var_os("HASHI_DIST") {
        Some(dir) => saved_build(PathBuf::from(dir))?,
        None => {
            exec(&mut cmd("cargo", &["fetch"]))?;
            crate::dist::build(&crate::dist::Options::default())?;
            root().join("dist")
        }
    };
    // Absolute, because the script runs in tests/e2e, not where HASHI_DIST was given.
    exec(
        cmd("node", &[script])
            .current_dir(tools::e2e_dir())
            .env("HASHI_DIST", &dist),
    )
}

/// The absolute path of a saved build, which must hold an index.html.
fn saved_build(dir: PathBuf) -> Result<PathBuf, String> {
    let dir =
        std::fs::canonicalize(&dir).map_err(|e| format!("HASHI_DIST={}: {e}", dir.display()))?;
    if dir.join("index.html").is_file() {
        Ok(dir)
    } else {
        Err(format!("HASHI_DIST={} holds no index.html", dir.display()))
    }
}
