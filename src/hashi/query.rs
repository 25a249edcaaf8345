//! The query parameters of Hashi's addresses, named once for the links that write them, the
//! routes that read them and the troubles that quote them.

/// The query parameter that names a generated puzzle's rules (`m3L`, `t`, ...).
pub const RULES_PARAM: &str = "rules";

/// The query parameter that carries shared progress.
pub const PROGRESS_PARAM: &str = "moves";

/// A puzzle's link (`base`) carrying a position's bridges (`position`, as
/// `Game::position_text` writes them) as shared progress. A generated puzzle's link already
/// has its `?v=`: the progress joins it.
pub fn link_with_progress(base: &str, position: &str) -> String {
    let encoded = String::from(js_sys::encode_uri_component(position));
    let joiner = if base.contains('?') { '&' } else { '?' };
    format!("{base}{joiner}{PROGRESS_PARAM}={encoded}")
}

/// The query parameter that names the exact symmetry a generated puzzle's islands keep
/// (`rot180`, `mirror-lr`, ...); without it the generator makes its own choice.
pub const SYMMETRY_PARAM: &str = "sym";
