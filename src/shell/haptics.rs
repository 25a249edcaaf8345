//! A short vibration for a placed or a refused bridge, where the device has one (Android's
//! `navigator.vibrate`); nothing at all where it has none (iOS, desktops).

use wasm_bindgen::JsValue;

/// Buzzes once for a placed bridge, twice for a refused one, so the two are felt apart.
pub fn tick(refused: bool) {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return;
    };
    // Calling a missing `vibrate` would throw: look before calling.
    if !js_sys::Reflect::has(&navigator, &JsValue::from_str("vibrate")).unwrap_or(false) {
        return;
    }
    if refused {
        let pattern = js_sys::Array::of3(&30.into(), &60.into(), &30.into());
        let _ = navigator.vibrate_with_pattern(&pattern);
    } else {
        let _ = navigator.vibrate_with_duration(12);
    }
}
