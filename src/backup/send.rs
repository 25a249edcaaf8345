//! How the backup file leaves the page: through the phone's share sheet (AirDrop, Nearby
//! Share, a messenger, a drive) where the browser says it can share files, else as a download.

use crate::shell::download::download;
use js_sys::{Array, Function, Object, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Where the file went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sent {
    Shared,
    Downloaded,
    /// The player closed the share sheet: nothing was sent, and that is no error.
    Cancelled,
}

/// `navigator[name]` as a function, where the browser has it.
fn navigator_function(navigator: &JsValue, name: &str) -> Option<Function> {
    Reflect::get(navigator, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()
}

/// The share sheet's promise for the file, where `navigator.canShare` says yes to files.
fn share_sheet(name: &str, text: &str) -> Option<Promise> {
    let navigator: JsValue = web_sys::window()?.navigator().into();
    let can_share = navigator_function(&navigator, "canShare")?;
    let share = navigator_function(&navigator, "share")?;
    let options = web_sys::FilePropertyBag::new();
    options.set_type("application/json");
    let parts = Array::of1(&JsValue::from_str(text));
    let file = web_sys::File::new_with_str_sequence_and_options(&parts, name, &options).ok()?;
    let data = Object::new();
    Reflect::set(&data, &"files".into(), &Array::of1(&file)).ok()?;
    Reflect::set(&data, &"title".into(), &JsValue::from_str(name)).ok()?;
    if !can_share.call1(&navigator, &data).ok()?.is_truthy() {
        return None;
    }
    share.call1(&navigator, &data).ok()?.dyn_into().ok()
}

/// Shares the file where the browser can (called from the click, which the share sheet
/// needs), else downloads it; a share the browser refuses for another reason than the
/// player's cancelling falls back to the download.
pub async fn send(name: String, text: String) -> Result<Sent, JsValue> {
    if let Some(sharing) = share_sheet(&name, &text) {
        match JsFuture::from(sharing).await {
            Ok(_) => return Ok(Sent::Shared),
            Err(why) if error_name(&why).as_deref() == Some("AbortError") => {
                return Ok(Sent::Cancelled)
            }
            Err(_) => {}
        }
    }
    download(&name, "application/json", &text).map(|()| Sent::Downloaded)
}

fn error_name(error: &JsValue) -> Option<String> {
    Reflect::get(error, &"name".into()).ok()?.as_string()
}
