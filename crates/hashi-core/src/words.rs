//! English shared by the core's terse error `Display`s (cells named as players read them) and
//! by the writers (sentences begun with a capital).

use crate::geom::Pos;
use std::fmt;

/// A cell as every message names it: "row 2, column 5", counted from 1 as the screen reader
/// counts (a [`Pos`] itself writes "1,4", the form of move texts and links).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place(pub Pos);

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Saturating: a refused move's cell may be as far off as its text could say.
        let (r, c) = (self.0.r.saturating_add(1), self.0.c.saturating_add(1));
        write!(f, "row {r}, column {c}")
    }
}

/// The two ends of a pair as [`Place`]s.
pub fn places((a, b): (Pos, Pos)) -> (Place, Place) {
    (Place(a), Place(b))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_counts_rows_and_columns_from_1_as_the_screen_reader_does() {
        let pos = Pos::new(0, 4);
        assert_eq!(Place(pos).to_string(), "row 1, column 5");
        // The text form of moves and links is unchanged.
        assert_eq!(pos.to_string(), "0,4");
        // A cell as far off as a move's text can say is named, not overflowed.
        assert_eq!(
            Place(Pos::new(usize::MAX, 0)).to_string(),
            format!("row {}, column 1", usize::MAX)
        );
    }
}
