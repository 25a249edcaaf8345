//! The daily puzzles the build shipped as static files (`xtask/src/dailies.rs`: each month's
//! days as a pack, for the months around the build's date): which file holds a date, from the
//! index the page's inline script leaves. The file is fetched and read as a pack is
//! (`packs::fetch_at`); the service worker keeps it for offline play.

use hashi_core::daily::Date;

/// The global under which the page's inline script leaves the daily files by month, each by
/// its content hash (`{"2026-11": "<hash>"}` for `/dailies/2026-11-<hash>.json`; `DAILY_FILES`
/// in `xtask/src/preload.rs`).
/// A build without it (a debug build) makes every daily with the maker.
#[cfg(target_arch = "wasm32")]
const DAILY_FILES: &str = "hashiDailies";

/// The build's file that holds `date`'s puzzle, if the build made its month.
pub fn file_of(date: Date) -> Option<String> {
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
