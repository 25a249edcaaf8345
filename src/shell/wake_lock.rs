//! The Screen Wake Lock API where the browser has it: ask that the screen stay on, and let it
//! go. Where it is missing or refused nothing happens and nothing is said: it is a comfort.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

// web-sys has these two types only under `--cfg web_sys_unstable_apis`, a flag that would
// change (and rebuild) every crate of the app for two calls; these bindings are the same.
#[wasm_bindgen]
extern "C" {
    type WakeLock;
    #[wasm_bindgen(method, catch)]
    fn request(this: &WakeLock, kind: &str) -> Result<js_sys::Promise, JsValue>;

    /// A held wake lock.
    pub type Sentinel;
    #[wasm_bindgen(method, catch, js_name = release)]
    fn release_lock(this: &Sentinel) -> Result<js_sys::Promise, JsValue>;
}

/// `navigator.wakeLock`, looked up first: calling a missing one would throw.
fn wake_lock() -> Option<WakeLock> {
    let navigator = web_sys::window()?.navigator();
    let lock = js_sys::Reflect::get(&navigator, &JsValue::from_str("wakeLock")).ok()?;
    (!lock.is_undefined() && !lock.is_null()).then(|| lock.unchecked_into())
}

/// Asks for the screen to stay on: `None` where there is no wake lock, or the browser
/// refuses (a hidden page, a battery saver, a permissions policy).
pub async fn acquire() -> Option<Sentinel> {
    let asked = wake_lock()?.request("screen").ok()?;
    let sentinel = JsFuture::from(asked).await.ok()?;
    Some(sentinel.unchecked_into())
}

/// Lets the screen sleep again. The browser may have let it go already (a hidden page loses
/// its lock), which is no error either.
pub fn release(sentinel: Sentinel) {
    if let Ok(released) = sentinel.release_lock() {
        // Awaited so that a refusal is handled here, not reported as an uncaught rejection.
        leptos::task::spawn_local(async move {
            let _ = JsFuture::from(released).await;
        });
    }
}
