//! The puzzle packs compiled into the app, parsed once and looked up by id.

use hashi_core::packs::{Pack, PackPuzzle};
use std::sync::OnceLock;

const PACK_FILES: [&str; 5] = [
    include_str!("../../packs/easy.json"),
    include_str!("../../packs/medium.json"),
    include_str!("../../packs/hard.json"),
    include_str!("../../packs/expert.json"),
    include_str!("../../packs/extreme.json"),
];

/// Every pack, easiest first. A pack that fails to parse is left out (the core's tests check
/// every committed pack, so this only guards against a broken build).
pub fn all() -> &'static [Pack] {
    static PACKS: OnceLock<Vec<Pack>> = OnceLock::new();
    PACKS.get_or_init(|| {
        PACK_FILES
            .iter()
            .filter_map(|text| Pack::from_json(text).ok())
            .collect()
    })
}

/// The pack puzzle with `id`.
pub fn find(id: &str) -> Option<&'static PackPuzzle> {
    all().iter().find_map(|pack| pack.find(id))
}

/// The puzzle a newcomer starts with.
pub fn first() -> Option<&'static PackPuzzle> {
    all().first().and_then(|pack| pack.puzzles.first())
}

/// The pack puzzle after `id` (across packs), for "next puzzle".
pub fn after(id: &str) -> Option<&'static PackPuzzle> {
    let flat: Vec<&PackPuzzle> = all().iter().flat_map(|p| p.puzzles.iter()).collect();
    let at = flat.iter().position(|p| p.id == id)?;
    flat.get(at + 1).copied()
}
