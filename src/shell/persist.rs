//! Persistent storage (`navigator.storage.persist()`): without it a browser may clear a site's
//! storage when space runs short, and Safari does after seven days unused. The app asks once,
//! after the first solve (the player has something to lose by then), and the settings say
//! what the browser answered.

use super::records;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

/// What the browser says of this site's storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Persistence {
    /// Kept until the player clears it.
    Granted,
    /// May be cleared by the browser.
    NotGranted,
    /// This browser has no way to ask.
    Unknown,
}

fn manager() -> Option<web_sys::StorageManager> {
    let navigator = web_sys::window()?.navigator();
    // Missing in older browsers and outside secure contexts: look before calling.
    js_sys::Reflect::has(&navigator, &JsValue::from_str("storage"))
        .unwrap_or(false)
        .then(|| navigator.storage())
}

async fn answer(promise: Result<js_sys::Promise, JsValue>) -> Persistence {
    let Ok(promise) = promise else {
        return Persistence::Unknown;
    };
    match JsFuture::from(promise).await.map(|v| v.as_bool()) {
        Ok(Some(true)) => Persistence::Granted,
        Ok(Some(false)) => Persistence::NotGranted,
        _ => Persistence::Unknown,
    }
}

/// Whether this site's storage is persistent now.
pub async fn status() -> Persistence {
    match manager() {
        Some(manager) => answer(manager.persisted()).await,
        None => Persistence::Unknown,
    }
}

/// Asks the browser to keep this site's storage, the first time only (Firefox asks the player,
/// who should not be asked after every solve).
pub async fn ask_once() {
    // Where nothing can be kept there is nothing to keep, and no asking again to remember.
    if !records::persist_unasked() {
        return;
    }
    let Some(manager) = manager() else {
        return;
    };
    records::note_persist_asked();
    answer(manager.persist()).await;
}
