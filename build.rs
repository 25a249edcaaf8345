//! The app's build script: the index of the puzzle packs (the app fetches a pack's file when one
//! of its puzzles opens), and the relocations the release build's code splitting reads.

use sha2::{Digest, Sha256};
use std::fmt::Write;
use std::path::Path;

/// The packs in the order the app offers them, easiest first: `packs/<name>.json`.
const PACKS: [&str; 5] = ["easy", "medium", "hard", "expert", "extreme"];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    // Only the app binary, and only when it is built to be split (Trunk's builds): the worker's
    // wasm and the tests' stay standard (wasm-opt cannot optimise a module that keeps its
    // linking section).
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() {
        println!("cargo:rustc-link-arg-bin=hashi-app=--emit-relocs");
    }
    if let Err(why) = write_pack_index() {
        panic!("cannot index the puzzle packs: {why}");
    }
}

/// `$OUT_DIR/pack_index.rs`: one `PackFile` per pack with its file's hashed name (as
/// `cargo xtask finish-build` names the copy in the build) and its puzzles' ids in order.
fn write_pack_index() -> Result<(), String> {
    let mut index = String::from("&[\n");
    for name in PACKS {
        let path = Path::new("packs").join(format!("{name}.json"));
        println!("cargo:rerun-if-changed={}", path.display());
        let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let pack: serde_json::Value =
            serde_json::from_slice(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        let ids: Vec<&str> = pack["puzzles"]
            .as_array()
            .ok_or_else(|| format!("{} has no puzzles", path.display()))?
            .iter()
            .map(|p| p["id"].as_str().ok_or("a puzzle without an id"))
            .collect::<Result<_, _>>()?;
        // The same name as xtask's `short_hash`: the first 10 hex digits of the sha256.
        let hash = &format!("{:x}", Sha256::digest(&bytes))[..10];
        let _ = writeln!(
            index,
            "    PackFile {{ difficulty: {name:?}, url: \"/packs/{name}-{hash}.json\", ids: &{ids:?} }},"
        );
    }
    index.push_str("]\n");
    let out =
        Path::new(&std::env::var("OUT_DIR").map_err(|e| e.to_string())?).join("pack_index.rs");
    std::fs::write(&out, index).map_err(|e| format!("{}: {e}", out.display()))
}
