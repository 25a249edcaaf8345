//! `cargo xtask bench-web`: release build, then the browser timing script.

use crate::process::{cmd, exec};
use crate::tools;

pub fn run() -> Result<(), String> {
    tools::ensure_for_test()?;
    exec(&mut cmd("cargo", &["fetch"]))?;
    exec(cmd("trunk", &["build", "--release"]).env("PATH", tools::path_with_wasm_opt()))?;
    exec(cmd("node", &["bench/bench-web.js"]).current_dir(tools::e2e_dir()))
}
