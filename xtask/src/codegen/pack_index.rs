//! `src/generated/pack_index.rs`: the app's index of the puzzle packs (the app fetches a pack's
//! file when one of its puzzles opens), one `PackFile` per pack with its band, its series, its
//! file's hashed name (as the release's `finish` step names the copy) and its puzzles' numbers.

use hashi_bundle::short_hash;
use std::fmt::Write;
use std::path::Path;

/// Where the index is checked in, and where `src/hashi/packs.rs` includes it from.
pub const FILE: &str = "src/generated/pack_index.rs";

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

/// The index's code (an expression: `&[PackFile { .. }, ..]`, not yet formatted) from the packs
/// under `root`.
pub fn code(root: &Path) -> Result<String, String> {
    let mut index = String::from("&[\n");
    for (name, series) in PACKS {
        let path = root.join("packs").join(format!("{name}.json"));
        let shown = format!("packs/{name}.json");
        let bytes = std::fs::read(&path).map_err(|e| format!("{shown}: {e}"))?;
        let pack: serde_json::Value =
            serde_json::from_slice(&bytes).map_err(|e| format!("{shown}: {e}"))?;
        let ids: Vec<&str> = pack["puzzles"]
            .as_array()
            .ok_or_else(|| format!("{shown} has no puzzles"))?
            .iter()
            .map(|p| p["id"].as_str().ok_or("a puzzle without an id"))
            .collect::<Result<_, _>>()?;
        let band = pack["difficulty"]
            .as_str()
            .ok_or_else(|| format!("{shown} names no difficulty"))?;
        // Each id is the pack's name and a number, so the page carries the numbers only.
        let numbers = ids
            .iter()
            .map(|id| {
                id.strip_prefix(name)
                    .and_then(|rest| rest.strip_prefix('-'))
                    .filter(|n| n.len() == 3 && n.bytes().all(|b| b.is_ascii_digit()))
                    .and_then(|n| n.parse::<u16>().ok())
                    .ok_or_else(|| format!("{shown}: the id {id} is not {name}-NNN"))
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
    Ok(index)
}
