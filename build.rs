//! The app's build script, for the one thing only a build script can do: the relocations the
//! release's code splitting reads (`--emit-relocs`). The packs' index it once wrote is checked
//! in (`src/generated/pack_index.rs`, `cargo xtask codegen`).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    // Only the app binary, and only when it is built to be split (Trunk's builds): the worker's
    // wasm and the tests' stay standard (wasm-opt cannot optimise a module that keeps its
    // linking section).
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() {
        println!("cargo:rustc-link-arg-bin=hashi-app=--emit-relocs");
    }
}
