//! The app's build script: the index of the puzzle packs (the app fetches a pack's file when one
//! of its puzzles opens), the messages of `locales/en.json` as a typed table with the index of
//! the other locales' files, and the relocations the release build's code splitting reads.

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
    if let Err(why) = write_messages() {
        panic!("cannot read the messages of locales/en.json: {why}");
    }
}

/// The locale files besides English, which is built in: `locales/<tag>.json`.
const LOCALES: [&str; 6] = ["ja", "de", "fr", "es", "pt-BR", "zh-Hans"];

/// The first 10 hex digits of the sha256, as xtask's `short_hash` names the files it copies.
fn short_hash(bytes: &[u8]) -> String {
    format!("{:x}", Sha256::digest(bytes))[..10].to_string()
}

/// `$OUT_DIR/messages.rs`: `enum Msg` with one variant per key of `locales/en.json` (in the
/// file's order), the keys, the English texts, and each other locale's file with its hashed
/// name. A message used in the code but missing from English fails the build.
fn write_messages() -> Result<(), String> {
    let path = Path::new("locales/en.json");
    println!("cargo:rerun-if-changed={}", path.display());
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let messages: serde_json::Map<String, serde_json::Value> =
        serde_json::from_slice(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut variants = String::new();
    let mut keys = String::new();
    let mut english = String::new();
    for (key, value) in &messages {
        let variant: String = key
            .split('_')
            .map(|word| {
                let mut chars = word.chars();
                chars.next().map_or_else(String::new, |first| {
                    first.to_ascii_uppercase().to_string() + chars.as_str()
                })
            })
            .collect();
        let _ = writeln!(variants, "    {variant},");
        let _ = writeln!(keys, "    {key:?},");
        let text = match value {
            serde_json::Value::String(text) => format!("Text::Plain({text:?})"),
            serde_json::Value::Object(forms) => {
                let mut list = String::new();
                for (category, text) in forms {
                    let text = text
                        .as_str()
                        .ok_or_else(|| format!("{key}.{category} is not text"))?;
                    let category: String = category
                        .chars()
                        .enumerate()
                        .map(|(i, c)| if i == 0 { c.to_ascii_uppercase() } else { c })
                        .collect();
                    let _ = write!(list, "(Category::{category}, {text:?}), ");
                }
                format!("Text::Plural(&[{list}])")
            }
            _ => return Err(format!("{key} is neither text nor plural forms")),
        };
        let _ = writeln!(english, "    {text},");
    }
    let mut files = String::new();
    for tag in LOCALES {
        let path = Path::new("locales").join(format!("{tag}.json"));
        println!("cargo:rerun-if-changed={}", path.display());
        let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let _ = writeln!(
            files,
            "    ({tag:?}, \"/locales/{tag}-{}.json\"),",
            short_hash(&bytes)
        );
    }
    let count = messages.len();
    let code = format!(
        "/// Every message a player reads, by its key in `locales/en.json`.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n\
         pub enum Msg {{\n{variants}}}\n\n\
         /// The messages' keys in the locale files, in `Msg`'s order.\n\
         pub const KEYS: [&str; {count}] = [\n{keys}];\n\n\
         /// The English texts, in `Msg`'s order.\n\
         pub const ENGLISH: [Text<'static>; {count}] = [\n{english}];\n\n\
         /// Each other locale's tag and the file the build names it by.\n\
         pub const FILES: [(&str, &str); {}] = [\n{files}];\n",
        LOCALES.len()
    );
    let out = Path::new(&std::env::var("OUT_DIR").map_err(|e| e.to_string())?).join("messages.rs");
    std::fs::write(&out, code).map_err(|e| format!("{}: {e}", out.display()))
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
        let hash = short_hash(&bytes);
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
