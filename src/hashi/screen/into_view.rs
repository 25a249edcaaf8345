//! Bringing a panel that opens below the board into view, as far as it needs and no further.

/// Scrolls `panel` just far enough to show it whole (smoothly, unless the player asked for
/// less motion): the celebration on opening, and again when a line arrives later and makes it
/// taller.
pub fn bring_into_view(panel: &web_sys::Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    options.set_behavior(if reduced_motion() {
        web_sys::ScrollBehavior::Instant
    } else {
        web_sys::ScrollBehavior::Smooth
    });
    panel.scroll_into_view_with_scroll_into_view_options(&options);
}

/// Whether the player asked the system for less motion.
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}
