//! `cargo xtask`: installs whatever the project needs that is missing, then serves, tests or
//! builds the release; also the generated code, and the post_build step of Trunk's dev builds.

mod assets;
mod bench_web;
mod codegen;
mod compress;
mod csp;
mod dailies;
mod dist;
mod finish_build;
mod host_headers;
mod html;
mod import_check;
mod link_module;
mod page;
mod preload;
mod process;
mod serve;
mod service_worker;
mod short_imports;
mod split;
mod staging;
mod test;
mod tidy;
mod tools;

use std::process::ExitCode;

const USAGE: &str =
    "usage: cargo xtask <serve | test | dist | codegen | tidy | bench-web | finish-build>
  serve         install missing tools, then serve the app on http://127.0.0.1:8080
  test          install missing tools, then run every check: fmt, clippy (in the native build), native, wasm and e2e tests
  dist          install missing tools, then build the release into dist/ (each step's folder in
                target/dist-stages/); --no-short-imports keeps the imports' long names,
                --reuse-trunk runs only the steps after Trunk's, on its last folder,
                --public-url <url> serves it from elsewhere than /
  codegen       rewrite the generated code (packs' index, message tables); --check only names
                stale files
  tidy          the architecture test alone: import circles, floors, file sizes
  bench-web     release build (or $HASHI_DIST), then browser timings under throttled profiles;
                with --generation only the maker worker's 100x100 hard generation (GEN_SEEDS)
  finish-build  (Trunk's post_build hook, dev builds) split the app, render the page, write sw.js";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve::run(),
        Some("test") => test::run(),
        Some("dist") => dist::run(&args[1..]),
        Some("codegen") => codegen::run(&args[1..]),
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
