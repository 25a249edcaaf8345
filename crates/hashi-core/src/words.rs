//! English shared by the core's messages: counts of bridges with the right plural.

/// "no bridges", "one bridge", "two bridges", "5 bridges".
pub(crate) fn bridges(n: u32) -> String {
    match n {
        0 => "no bridges".into(),
        1 => "one bridge".into(),
        2 => "two bridges".into(),
        n => format!("{n} bridges"),
    }
}

/// `s` with its first letter in capitals, to start a sentence.
pub(crate) fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
