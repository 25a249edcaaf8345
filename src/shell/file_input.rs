//! Reading the file a player picked in an `<input type="file">`.

use wasm_bindgen::JsCast;

/// The input a change event came from and the first file picked in it, if any.
pub fn chosen_file(ev: &leptos::ev::Event) -> Option<(web_sys::HtmlInputElement, web_sys::File)> {
    let input = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())?;
    let file = input.files().and_then(|files| files.get(0))?;
    Some((input, file))
}
