//! The system clipboard, for the share texts and links the games offer.

use leptos::prelude::*;

/// Copies `text` to the clipboard; `copied` then holds it.
pub fn copy(text: String, copied: RwSignal<Option<String>>) {
    if let Some(clipboard) = web_sys::window().map(|w| w.navigator().clipboard()) {
        let promise = clipboard.write_text(&text);
        leptos::task::spawn_local(async move {
            if wasm_bindgen_futures::JsFuture::from(promise).await.is_ok() {
                copied.set(Some(text));
            }
        });
    }
}
