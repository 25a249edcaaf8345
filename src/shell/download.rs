//! Hands a text to the browser as a file to save, made in the page (no server): the daily
//! reminder's calendar file.

use wasm_bindgen::{JsCast, JsValue};

/// Offers `text` as a download named `name`, of media type `mime` (written into a `data:`
/// address, so a phone's browser that opens rather than saves, as iOS Safari does with a
/// calendar file, knows what it holds).
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), JsValue> {
    let href = format!(
        "data:{mime};charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(text))
    );
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let link: web_sys::HtmlElement = document.create_element("a")?.unchecked_into();
    link.set_attribute("href", &href)?;
    link.set_attribute("download", name)?;
    link.click();
    Ok(())
}
