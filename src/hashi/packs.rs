//! The puzzle packs: an index built into the app (each pack's file and its puzzles' ids, from
//! build.rs), and the packs themselves, fetched as static files the first time one is needed
//! (the service worker keeps them for offline play) and kept for the rest of the visit.

use crate::shell::fetch;
use hashi_core::packs::Pack;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// A pack as the app knows it before fetching it.
#[derive(Debug, PartialEq, Eq)]
pub struct PackFile {
    /// "easy", "medium", ...: the pack's band.
    pub difficulty: &'static str,
    /// Where the build put the pack's file (named by its content).
    pub url: &'static str,
    /// Its puzzles' ids, in order.
    pub ids: &'static [&'static str],
}

/// Every pack, easiest first.
pub const ALL: &[PackFile] = include!(concat!(env!("OUT_DIR"), "/pack_index.rs"));

/// The pack that holds the puzzle `id`.
pub fn pack_of(id: &str) -> Option<&'static PackFile> {
    ALL.iter().find(|pack| pack.ids.contains(&id))
}

/// The puzzle a newcomer starts with.
pub fn first() -> Option<&'static str> {
    ALL.first().and_then(|pack| pack.ids.first().copied())
}

/// The pack puzzle after `id` (across packs), for "next puzzle".
pub fn after(id: &str) -> Option<&'static str> {
    let mut ids = ALL.iter().flat_map(|pack| pack.ids.iter().copied());
    ids.find(|&other| other == id)?;
    ids.next()
}

thread_local! {
    /// The packs fetched so far in this visit, by url.
    static FETCHED: RefCell<HashMap<&'static str, Rc<Pack>>> = RefCell::new(HashMap::new());
}

/// The pack `file`, fetched once per visit; an error says what went wrong in a sentence.
pub async fn fetch(file: &'static PackFile) -> Result<Rc<Pack>, String> {
    if let Some(pack) = FETCHED.with(|f| f.borrow().get(file.url).cloned()) {
        return Ok(pack);
    }
    let text = fetch::text(file.url).await.map_err(|why| {
        format!(
            "The {} puzzle pack could not be downloaded: {why}.",
            file.difficulty
        )
    })?;
    let pack = Rc::new(
        Pack::from_json(&text)
            .map_err(|e| format!("The {} puzzle pack is damaged: {e}.", file.difficulty))?,
    );
    FETCHED.with(|f| f.borrow_mut().insert(file.url, pack.clone()));
    Ok(pack)
}

/// Every pack, easiest first (for the list of all pack puzzles).
pub async fn fetch_all() -> Result<Vec<Rc<Pack>>, String> {
    let mut packs = Vec::with_capacity(ALL.len());
    for file in ALL {
        packs.push(fetch(file).await?);
    }
    Ok(packs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_lists_every_pack_puzzle_in_order() {
        assert_eq!(ALL.len(), 5);
        assert_eq!(first(), Some("easy-001"));
        assert_eq!(after("easy-001"), Some("easy-002"));
        let last_easy = ALL[0].ids.last().copied().unwrap();
        assert_eq!(after(last_easy), Some("medium-001"));
        assert_eq!(after(ALL[4].ids.last().copied().unwrap()), None);
        assert_eq!(pack_of("hard-007").map(|p| p.difficulty), Some("hard"));
        assert_eq!(pack_of("nope"), None);
        for pack in ALL {
            let name = pack.url.trim_start_matches("/packs/");
            assert!(
                name.starts_with(pack.difficulty) && name.ends_with(".json"),
                "{name}"
            );
        }
    }
}
