//! `cargo xtask`: installs whatever the project needs that is missing, then serves or tests;
//! also the post_build step Trunk runs on every build.

mod bench_web;
mod compress;
mod dailies;
mod finish_build;
mod host_headers;
mod html;
mod link_module;
mod preload;
mod process;
mod serve;
mod short_imports;
mod split;
mod staging;
mod test;
mod tidy;
mod tools;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <serve | test | tidy | bench-web | finish-build>
  serve         install missing tools, then serve the app on http://127.0.0.1:8080
  test          install missing tools, then run every check: fmt, clippy, native, wasm and e2e tests
  tidy          the architecture test alone: import circles, floors, file sizes
  bench-web     release build (or $HASHI_DIST), then browser timings under throttled profiles;
                with --generation only the maker worker's 100x100 hard generation (GEN_SEEDS)
  finish-build  (Trunk's post_build hook) write sw.js and fill in index.html's CSP";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve::run(),
        Some("test") => test::run(),
        Some("tidy") => tidy::run(),
        Some("bench-web") => bench_web::run(&args[1..]),
        Some("finish-build") => finish_build::run(),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!(
            "unknown command {}\n{USAGE}",
            other.map_or("(none)".to_string(), |o| format!("`{o}`"))
        )),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}
