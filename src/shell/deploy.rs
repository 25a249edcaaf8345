//! A deploy never strands a tab: a tab opened before a release that then needs a chunk the
//! release renamed gets no chunk (the host serves the new build's files), so it asks the host
//! for the app's page; where that page boots another build, the tab reloads at the same
//! address into it. The player loses nothing: every move is saved as it is made, and the
//! address is kept. Where the page is the same build (offline, a flaky network), nothing
//! reloads, and the chunk's failure line offers Retry as before.

use super::fetch;

/// Whether the host now serves another build than this tab's: its page no longer holds this
/// build's boot script (which names the build's hashed files).
async fn other_build_out() -> bool {
    let Some(running) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("script[type=module]").ok().flatten())
        .and_then(|script| script.text_content())
    else {
        return false;
    };
    // A fresh address, so that no HTTP cache answers with the page this tab was opened from
    // (an integer: formatting a float would bring its formatter into the first download).
    let fresh = format!("/?build={}", js_sys::Date::now() as u64);
    match fetch::text(&fresh).await {
        Ok(page) => !running.trim().is_empty() && !page.contains(running.trim()),
        Err(_) => false,
    }
}

/// After a chunk failed: reloads into the new build when one is out; false when not.
pub async fn reload_into_new_build() -> bool {
    if !other_build_out().await {
        return false;
    }
    web_sys::window().is_some_and(|w| w.location().reload().is_ok())
}
