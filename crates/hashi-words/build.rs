//! Nothing is built here any more: the message tables are checked in
//! (`src/generated/messages.rs`, `cargo xtask codegen`). The script and its build-dependencies
//! stay only for the release's bytes: a crate's build-dependencies feed the metadata hash rustc
//! names its items by, and without them the wasm reshuffles and the first board's download grew
//! by 0.4 KB of brotli (see the workspace Cargo.toml).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
}
