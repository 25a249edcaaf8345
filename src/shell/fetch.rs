//! Fetching a file of the site as text (the puzzle packs, the language files), with a failure
//! kept as data: what went wrong, worded where it is shown (`FetchError::reason` is in
//! `i18n`, which fetches the language files through here).

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

/// Why a file could not be had; the details are the browser's own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FetchError {
    /// Offline, or the request never reached the server.
    Network(String),
    /// The server answered with this HTTP status.
    Status(u16),
    /// The answer broke off or could not be decoded.
    Unreadable(String),
    NotText,
}

/// The body of `url` on this site, or why it could not be had (offline, not found, ...).
pub async fn text(url: &str) -> Result<String, FetchError> {
    let window = web_sys::window().ok_or_else(|| FetchError::Network("no window".into()))?;
    let response: Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| FetchError::Network(describe(&e)))?
        .dyn_into()
        .map_err(|_| FetchError::Unreadable("not a response".into()))?;
    if !response.ok() {
        return Err(FetchError::Status(response.status()));
    }
    let body = response
        .text()
        .map_err(|e| FetchError::Unreadable(describe(&e)))?;
    JsFuture::from(body)
        .await
        .map_err(|e| FetchError::Unreadable(describe(&e)))?
        .as_string()
        .ok_or(FetchError::NotText)
}

fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "no detail".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_reasons_are_the_sentences_of_before() {
        let said: Vec<String> = [
            FetchError::Network("Failed to fetch".into()),
            FetchError::Status(404),
            FetchError::Unreadable("aborted".into()),
            FetchError::NotText,
        ]
        .iter()
        .map(FetchError::reason)
        .collect();
        assert_eq!(
            said,
            [
                "the network failed (Failed to fetch)",
                "the server answered 404",
                "the answer could not be read (aborted)",
                "the answer was not text",
            ]
        );
    }
}
