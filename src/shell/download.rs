//! Hands a text to the browser as a file to save, made in the page (no server): the backup
//! file where no share sheet takes it, and the daily reminder's calendar file.

use js_sys::Array;
use wasm_bindgen::{JsCast, JsValue};

/// Offers `text` as a download named `name`, of media type `mime` (so a phone's browser that
/// opens rather than saves, as iOS Safari does with a calendar file, knows what it holds).
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), JsValue> {
    // Calls the page already makes where they serve (an attribute set, not the anchor's own
    // setters): each call the browser gives the app adds to its first download.
    let options = web_sys::FilePropertyBag::new();
    options.set_type(mime);
    let parts = Array::of1(&JsValue::from_str(text));
    let file = web_sys::File::new_with_str_sequence_and_options(&parts, name, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&file)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let link: web_sys::HtmlElement = document.create_element("a")?.unchecked_into();
    link.set_attribute("href", &url)?;
    link.set_attribute("download", name)?;
    link.click();
    // The download has its own copy by now.
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}
