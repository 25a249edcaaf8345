//! Style sheets that travel in a page's chunk and join the document when the page is first
//! shown, so that a visit that never opens the page never downloads its styles.

/// Adds `css` to the document's head as a `<style id=ID>`, once: showing the page again finds
/// it there. Where there is no document (tests outside a browser) nothing happens.
pub fn adopt(id: &str, css: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.get_element_by_id(id).is_some() {
        return;
    }
    let (Ok(style), Ok(Some(head))) = (
        document.create_element("style"),
        document.query_selector("head"),
    ) else {
        return;
    };
    style.set_id(id);
    style.set_text_content(Some(css));
    // Failing only on a document without a head, where no page could be drawn either.
    let _ = head.append_child(&style);
}
