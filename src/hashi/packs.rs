//! The puzzle packs: an index built into the app (each pack's file and its puzzles' ids, from
//! `cargo xtask codegen`), and the packs themselves, fetched as static files the first time one is needed
//! (the service worker keeps them for offline play) and kept for the rest of the visit.

use crate::shell::fetch::{self, FetchError};
use hashi_core::packs::Pack;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// A pack as the app knows it before fetching it.
#[derive(Debug, PartialEq, Eq)]
pub struct PackFile {
    /// "easy2", "easy", ...: the stem of its file and of its puzzles' ids.
    pub name: &'static str,
    /// "easy", "medium", ...: its band's id.
    pub band: &'static str,
    /// Which series it belongs to: [`OFFERED`] is the one the hub and "next" lead through.
    pub series: u8,
    /// Where the build put the pack's file (named by its content).
    pub url: &'static str,
    /// Its puzzles' numbers, in order: `7` is `easy-007` (codegen checks every id's form).
    pub numbers: Numbers,
}

/// A pack's puzzle numbers: most packs number theirs 1 to n, which the page carries as n.
#[derive(Debug, PartialEq, Eq)]
pub enum Numbers {
    /// 1 to this.
    UpTo(u16),
    /// These, in order (a pack whose generation dropped some).
    These(&'static [u16]),
}

impl Numbers {
    fn len(&self) -> usize {
        match self {
            Numbers::UpTo(n) => usize::from(*n),
            Numbers::These(list) => list.len(),
        }
    }

    fn get(&self, place: usize) -> Option<u16> {
        match self {
            Numbers::UpTo(n) => u16::try_from(place + 1).ok().filter(|k| k <= n),
            Numbers::These(list) => list.get(place).copied(),
        }
    }

    fn position(&self, number: u16) -> Option<usize> {
        match self {
            Numbers::UpTo(n) => (1..=*n).contains(&number).then(|| usize::from(number) - 1),
            Numbers::These(list) => list.iter().position(|k| *k == number),
        }
    }
}

impl PackFile {
    /// How many puzzles it has.
    pub fn count(&self) -> usize {
        self.numbers.len()
    }

    /// The id of its puzzle at `place` (from 0).
    pub fn id(&self, place: usize) -> Option<String> {
        let number = self.numbers.get(place)?;
        Some(format!("{}-{number:03}", self.name))
    }

    /// Its puzzles' ids, in order.
    pub fn ids(&self) -> impl Iterator<Item = String> + '_ {
        (0..self.count()).filter_map(|place| self.id(place))
    }

    /// Where `id` stands in the pack (from 0), if the pack holds it.
    fn place_of(&self, id: &str) -> Option<usize> {
        let number = id.strip_prefix(self.name)?.strip_prefix('-')?;
        if number.len() != 3 || !number.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let number: u16 = number.parse().ok()?;
        self.numbers.position(number)
    }
}

/// Every pack: the offered series easiest first, then the earlier ones' (`cargo xtask codegen`).
pub const ALL: &[PackFile] = include!("../generated/pack_index.rs");

/// The series the hub offers and a newcomer starts: version 10's packs. The first packs
/// (series 1) keep their puzzles and links, and are listed after them.
pub const OFFERED: u8 = 2;

/// The offered packs, easiest first.
pub fn offered() -> impl Iterator<Item = &'static PackFile> {
    ALL.iter().filter(|pack| pack.series == OFFERED)
}

/// The pack that holds the puzzle `id`.
pub fn pack_of(id: &str) -> Option<&'static PackFile> {
    ALL.iter().find(|pack| pack.place_of(id).is_some())
}

/// The puzzle a newcomer starts with.
pub fn first() -> Option<String> {
    offered().find_map(|pack| pack.id(0))
}

/// The pack puzzle after `id` (across the packs of its series), for "next puzzle".
pub fn after(id: &str) -> Option<String> {
    let at = ALL.iter().position(|pack| pack.place_of(id).is_some())?;
    let (pack, series) = (&ALL[at], ALL[at].series);
    let place = pack.place_of(id)?;
    pack.id(place + 1).or_else(|| {
        ALL[at + 1..]
            .iter()
            .filter(|later| later.series == series)
            .find_map(|later| later.id(0))
    })
}

thread_local! {
    /// The packs (and the build's daily files, which are packs too) fetched so far in this
    /// visit, by url.
    static FETCHED: RefCell<HashMap<String, Rc<Pack>>> = RefCell::new(HashMap::new());
}

/// How fetching a pack failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    NotDownloaded(FetchError),
    /// The pack reader's own words.
    Damaged(String),
}

/// A pack that could not be had: which one (its band's id), and how. The puzzle's page words
/// it as a `Trouble`, the pack list in a line of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackError {
    pub band: &'static str,
    pub failure: Failure,
}

impl PackError {
    /// The reason underneath, in the current language where it is the game's to say.
    pub fn reason(&self) -> String {
        match &self.failure {
            Failure::NotDownloaded(why) => why.reason(),
            Failure::Damaged(why) => why.clone(),
        }
    }
}

/// The pack at `url` (of the band `band`, or a month of dailies), fetched once per visit: the
/// one reader of the pack files and the daily files, so the first download carries one.
pub async fn fetch_at(url: String, band: &'static str) -> Result<Rc<Pack>, PackError> {
    if let Some(pack) = FETCHED.with(|f| f.borrow().get(&url).cloned()) {
        return Ok(pack);
    }
    let fail = |failure| PackError { band, failure };
    let text = fetch::text(&url)
        .await
        .map_err(|why| fail(Failure::NotDownloaded(why)))?;
    let pack = Rc::new(Pack::from_json(&text).map_err(|e| fail(Failure::Damaged(e.to_string())))?);
    FETCHED.with(|f| f.borrow_mut().insert(url, pack.clone()));
    Ok(pack)
}

/// Every pack, in [`ALL`]'s order (for the list of all pack puzzles).
pub async fn fetch_all() -> Result<Vec<Rc<Pack>>, PackError> {
    let mut packs = Vec::with_capacity(ALL.len());
    for file in ALL {
        packs.push(fetch_at(file.url.to_string(), file.band).await?);
    }
    Ok(packs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_lists_every_pack_puzzle_in_order() {
        assert_eq!(ALL.len(), 10);
        let offered: Vec<_> = offered().map(|p| (p.name, p.band)).collect();
        assert_eq!(
            offered,
            [
                ("easy2", "easy"),
                ("medium2", "medium"),
                ("hard2", "hard"),
                ("expert2", "expert"),
                ("extreme2", "extreme")
            ]
        );
        assert_eq!(first().as_deref(), Some("easy2-001"));
        assert_eq!(after("easy2-001").as_deref(), Some("easy2-002"));
        let last_easy = ALL[0].ids().last().unwrap();
        assert_eq!(last_easy, format!("easy2-{:03}", ALL[0].count()));
        assert_eq!(after(&last_easy).as_deref(), Some("medium2-001"));
        assert_eq!(after(&ALL[4].ids().last().unwrap()), None);
        // The first series goes on within itself.
        assert_eq!(after("easy-001").as_deref(), Some("easy-002"));
        assert_eq!(after("easy-040").as_deref(), Some("medium-001"));
        assert_eq!(after(&ALL[9].ids().last().unwrap()), None);
        assert_eq!(pack_of("hard-007").map(|p| p.name), Some("hard"));
        assert_eq!(
            pack_of("hard2-007").map(|p| (p.name, p.band)),
            Some(("hard2", "hard"))
        );
        for not_an_id in [
            "nope",
            "hard-7",
            "hard-000",
            "hard-0071",
            "hard-999",
            "hard-+07",
            "hard2007",
            "hard22-007",
        ] {
            assert_eq!(pack_of(not_an_id).map(|p| p.name), None, "{not_an_id}");
        }
        assert_eq!(after("nope"), None);
        // The first extreme pack skips numbers that its generation dropped.
        assert_eq!(after("extreme-005").as_deref(), Some("extreme-008"));
        assert_eq!(pack_of("extreme-006").map(|p| p.name), None);
    }

    #[test]
    fn the_index_gives_the_ids_of_the_pack_files() {
        let files = [
            include_str!("../../packs/easy2.json"),
            include_str!("../../packs/medium2.json"),
            include_str!("../../packs/hard2.json"),
            include_str!("../../packs/expert2.json"),
            include_str!("../../packs/extreme2.json"),
            include_str!("../../packs/easy.json"),
            include_str!("../../packs/medium.json"),
            include_str!("../../packs/hard.json"),
            include_str!("../../packs/expert.json"),
            include_str!("../../packs/extreme.json"),
        ];
        for (pack, json) in ALL.iter().zip(files) {
            let value: serde_json::Value = serde_json::from_str(json).unwrap();
            assert_eq!(value["difficulty"].as_str(), Some(pack.band));
            let ids: Vec<&str> = value["puzzles"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["id"].as_str().unwrap())
                .collect();
            assert_eq!(pack.ids().collect::<Vec<_>>(), ids, "{}", pack.name);
            assert!(ids
                .iter()
                .all(|id| pack_of(id).map(|p| p.name) == Some(pack.name)));
        }
        for pack in ALL {
            let name = pack.url.trim_start_matches("/packs/");
            let hash = name
                .strip_prefix(pack.name)
                .and_then(|rest| rest.strip_prefix('-'));
            assert!(
                hash.is_some_and(|h| h.ends_with(".json") && !h.contains('-')),
                "{name}"
            );
        }
    }
}
