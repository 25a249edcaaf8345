//! Where the keyboard focus goes when a panel opens or closes: into the panel's first control,
//! then back to what opened it (or, when that is gone with a closed menu, to the next best).

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// What the keyboard can reach.
const FOCUSABLE: &str = "button:not([disabled]), a[href], input:not([disabled]), \
     select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/// Focuses the first control inside `container`, if it has one.
pub fn first_inside(container: &Element) {
    if let Some(first) = container
        .query_selector(FOCUSABLE)
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<HtmlElement>().ok())
    {
        let _ = first.focus();
    }
}

/// The element that has the focus now, to give it back to later.
pub fn current() -> Option<HtmlElement> {
    web_sys::window()?
        .document()?
        .active_element()?
        .dyn_into::<HtmlElement>()
        .ok()
}

/// Focuses the first of `candidates` still in the page and drawn (a control inside a closed
/// menu sheet is neither reachable nor seen).
pub fn back_to(candidates: impl IntoIterator<Item = Option<HtmlElement>>) {
    let shown = |el: &HtmlElement| {
        let rect = el.get_bounding_client_rect();
        el.is_connected() && rect.width() > 0.0 && rect.height() > 0.0
    };
    if let Some(target) = candidates.into_iter().flatten().find(shown) {
        let _ = target.focus();
    }
}
