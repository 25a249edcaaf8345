//! The app's build script: the index of the puzzle packs (the app fetches a pack's file when one
//! of its puzzles opens) and the relocations the release build's code splitting reads (the
//! messages' tables are `hashi-words`' build's).

use hashi_bundle::short_hash;
use std::fmt::Write;
use std::path::Path;

/// The packs in the order the app lists them, easiest first, each series apart, the one
/// offered first (version 10's), then the first packs (reachable by their links, and listed
/// below): `packs/<name>.json`, each with its series.
const PACKS: [(&str, u8); 10] = [
    ("easy2", 2),
    ("medium2", 2),
    ("hard2", 2),
    ("expert2", 2),
    ("extreme2", 2),
    ("easy", 1),
    ("medium", 1),
    ("hard", 1),
    ("expert", 1),
    ("extreme", 1),
];

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

/// `$OUT_DIR/pack_index.rs`: one `PackFile` per pack with its band, its series, its file's
/// hashed name (as `cargo xtask finish-build` names the copy in the build) and its puzzles'
/// numbers in order.
fn write_pack_index() -> Result<(), String> {
    let mut index = String::from("&[\n");
    for (name, series) in PACKS {
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
        let band = pack["difficulty"]
            .as_str()
            .ok_or_else(|| format!("{} names no difficulty", path.display()))?;
        // Each id is the pack's name and a number, so the page carries the numbers only.
        let numbers = ids
            .iter()
            .map(|id| {
                id.strip_prefix(name)
                    .and_then(|rest| rest.strip_prefix('-'))
                    .filter(|n| n.len() == 3 && n.bytes().all(|b| b.is_ascii_digit()))
                    .and_then(|n| n.parse::<u16>().ok())
                    .ok_or_else(|| format!("{}: the id {id} is not {name}-NNN", path.display()))
            })
            .collect::<Result<Vec<u16>, String>>()?;
        // 1 to n, as most packs number theirs, is carried as n.
        let numbers = if numbers.iter().copied().eq(1..=numbers.len() as u16) {
            format!("Numbers::UpTo({})", numbers.len())
        } else {
            format!("Numbers::These(&{numbers:?})")
        };
        let hash = short_hash(&bytes);
        let _ = writeln!(
            index,
            "    PackFile {{ name: {name:?}, band: {band:?}, series: {series}, url: \"/packs/{name}-{hash}.json\", numbers: {numbers} }},"
        );
    }
    index.push_str("]\n");
    let out =
        Path::new(&std::env::var("OUT_DIR").map_err(|e| e.to_string())?).join("pack_index.rs");
    std::fs::write(&out, index).map_err(|e| format!("{}: {e}", out.display()))
}
