//! The app's build script: links the app's own wasm with the relocations the release build's
//! code splitting reads (xtask/src/split.rs).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    // Only the app binary, and only when it is built to be split: the worker's wasm and the
    // tests' stay standard (wasm-opt cannot optimise a module that keeps its linking section).
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() {
        println!("cargo:rustc-link-arg-bin=hashi-app=--emit-relocs");
    }
}
