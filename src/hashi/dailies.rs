//! The daily puzzles the build shipped as static files (`xtask/src/dailies.rs`: each month's
//! days as a pack, for the months around the build's date): which file holds a date, from the
//! index the page's inline script leaves, and the day's puzzle read out of it. The file is
//! fetched and read as a pack is (`packs::fetch_at`, the one reader of both); the service
//! worker keeps it for offline play. Reading a day out of its file is a chunk of its own
//! (`daily_file`), fetched by a daily link only: the other routes' first download carries none
//! of it.

use crate::hashi::packs;
use crate::hashi::puzzle_ref::{generated_loaded, Loaded, PuzzleRef};
use crate::hashi::records::place::keep_technique_uses;
use hashi_core::daily::file::DAILY_PACK;
use hashi_core::daily::{daily, Date};
use std::future::Future;
use std::pin::Pin;

/// A daily being read out of its month's file: None when the build made no file for its month,
/// or the file cannot be had or does not hold that day with the seed this build gives it (the
/// maker makes it then).
pub type Opening = Pin<Box<dyn Future<Output = Option<Loaded>>>>;

crate::split_chunk! {
    /// Reads a date's puzzle out of the build's file of its month, fetched by a daily link
    /// without a save. For a date outside the build's months it answers None at once; the
    /// maker the page's inline script started meanwhile is then ready as it would have been.
    pub fn daily_file in daily_file -> fn(Date) -> Opening => opening
}

fn opening(date: Date) -> Opening {
    Box::pin(open(date))
}

async fn open(date: Date) -> Option<Loaded> {
    let file = month_file(date).await?;
    let entry = file
        .find(&date.to_string())
        .filter(|entry| entry.seed == daily(date).seed)?;
    let puzzle = entry.puzzle().ok()?;
    let solution = Some(entry.solution(&puzzle)?);
    let reference = PuzzleRef::Daily(date);
    // Kept with the save, as for a puzzle the maker made: a resumed daily keeps its labels.
    keep_technique_uses(&reference.storage_id(), &entry.rating.uses);
    Some(generated_loaded(
        &reference,
        puzzle,
        solution,
        &entry.rating.uses,
    ))
}

/// The global under which the page's inline script leaves the daily files by month, each by
/// its content hash (`{"2026-11": "<hash>"}` for `/dailies/2026-11-<hash>.json`; `DAILY_FILES`
/// in `xtask/src/preload.rs`).
/// A build without it (a debug build) makes every daily with the maker.
#[cfg(target_arch = "wasm32")]
const DAILY_FILES: &str = "hashiDailies";

/// Whether the build made the file of `date`'s month.
pub fn has_file(date: Date) -> bool {
    file_of(date).is_some()
}

/// The build's file of `date`'s month, fetched once per visit (a daily opened from it has
/// fetched it already); None where the build made no such file or it cannot be had.
pub async fn month_file(date: Date) -> Option<std::rc::Rc<hashi_core::packs::Pack>> {
    packs::fetch_at(file_of(date)?, DAILY_PACK).await.ok()
}

/// The build's file that holds `date`'s puzzle, if the build made its month.
fn file_of(date: Date) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let window: wasm_bindgen::JsValue = web_sys::window()?.into();
        let index = js_sys::Reflect::get(&window, &DAILY_FILES.into()).ok()?;
        if !index.is_object() {
            return None;
        }
        // `2026-11-23` → `2026-11`: the date's own text, no month type in the first download.
        let date = date.to_string();
        let month = &date[..7];
        let hash = js_sys::Reflect::get(&index, &month.into())
            .ok()?
            .as_string()?;
        Some(["/dailies/", month, "-", &hash, ".json"].concat())
    }
    // Native tests have no page: every daily is the maker's there.
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = date;
        None
    }
}
