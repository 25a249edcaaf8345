//! The query parameters of Hashi's addresses, named once for the links that write them, the
//! routes that read them and the troubles that quote them.

/// The query parameter that names a generated puzzle's rules (`m3L`, `t`, ...).
pub const RULES_PARAM: &str = "rules";

/// The query parameter that carries shared progress.
pub const PROGRESS_PARAM: &str = "moves";
