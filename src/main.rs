//! Entry point: install the panic hook, take down the loading skeleton and mount the app.

fn main() {
    console_error_panic_hook::set_once();
    remove_boot_skeleton();
    leptos::mount::mount_to_body(hashi_app::App);
}

/// index.html shows a static skeleton while the wasm downloads; the app replaces it, so the
/// page never has two title bars.
fn remove_boot_skeleton() {
    let skeleton = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"));
    if let Some(skeleton) = skeleton {
        skeleton.remove();
    }
}
