//! The time model's style sheet, joined to the document the first time one of its views shows.

pub fn adopt() {
    crate::shell::style_sheet::adopt("pace-style", include_str!("../../../style/pace.css"));
}
