//! English shared by the core's messages: counts of bridges with the right plural, and
//! sentences begun with a capital.

/// "no bridges", "one bridge", "two bridges", "5 bridges".
pub(crate) fn bridges(n: u32) -> String {
    match n {
        0 => "no bridges".into(),
        1 => "one bridge".into(),
        2 => "two bridges".into(),
        n => format!("{n} bridges"),
    }
}

/// `s` with its first letter in upper case, to start a sentence. The core's sentences begin
/// with ASCII; ASCII's case rule keeps the Unicode case tables (~20 KB) out of the wasm.
pub fn capitalise(s: &str) -> String {
    let mut sentence = s.to_string();
    if let Some(first) = sentence.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    sentence
}

/// `s` as a sentence of its own: begun with a capital and ended with a full stop, for error
/// messages (written to be embedded) shown alone.
pub fn sentence(s: &str) -> String {
    capitalise(s) + "."
}
