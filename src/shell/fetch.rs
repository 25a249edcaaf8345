//! Fetching a file of the site as text (the puzzle packs), with failures as plain sentences.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

/// The body of `url` on this site, or why it could not be had (offline, not found, ...).
pub async fn text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("there is no window to fetch from")?;
    let response: Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| format!("the network failed ({})", describe(&e)))?
        .dyn_into()
        .map_err(|_| "the answer was not a response".to_string())?;
    if !response.ok() {
        return Err(format!("the server answered {}", response.status()));
    }
    let body = response
        .text()
        .map_err(|e| format!("the answer could not be read ({})", describe(&e)))?;
    JsFuture::from(body)
        .await
        .map_err(|e| format!("the answer could not be read ({})", describe(&e)))?
        .as_string()
        .ok_or_else(|| "the answer was not text".to_string())
}

fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "no detail".into())
}
