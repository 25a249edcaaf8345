//! `cargo xtask serve`: the app with live reload on http://127.0.0.1:8080.

use crate::process::{cmd, exec};
use crate::tools;

pub fn run() -> Result<(), String> {
    tools::ensure_for_serve()?;
    exec(&mut cmd("cargo", &["fetch"]))?;
    exec(cmd("trunk", &["serve"]).env("PATH", tools::path_with_wasm_opt()))
}
