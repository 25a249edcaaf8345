//! The query parameters of Hashi's addresses, named once for the links that write them, the
//! routes that read them and the troubles that quote them.

/// The query parameter that names a generated puzzle's rules (`m3L`, `t`, ...).
pub const RULES_PARAM: &str = "rules";

/// The query parameter that carries shared progress.
pub const PROGRESS_PARAM: &str = "moves";

/// The query parameter that names the exact symmetry a generated puzzle's islands keep
/// (`rot180`, `mirror-lr`, ...); without it the generator makes its own choice.
pub const SYMMETRY_PARAM: &str = "sym";
