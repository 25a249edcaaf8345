//! The learn pages' style sheet, which travels in their chunks (see `shell::style_sheet`).

/// Adopts the sheet into the page.
pub fn adopt_style() {
    crate::shell::style_sheet::adopt("learn-style", include_str!("../../../style/learn.css"));
}
