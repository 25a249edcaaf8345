//! Pack files (and the month files of dailies, which are packs) read and written without
//! serde ([`plain_json`]): the page reads one before its first board, and carries no
//! serde_json for it. The same fields and defaults as the serde form, held to it by tests.

use super::{Pack, PackPuzzle, PackRating, PackTriple};
use plain_json::{record, Json, JsonError, Plain, Writer};

impl Plain for PackTriple {
    fn read(value: &Json) -> Result<Self, JsonError> {
        String::read(value).map(PackTriple)
    }

    fn write(&self, out: &mut Writer) {
        out.string(&self.0);
    }
}

record!(PackRating {
    band: required,
    score: required,
    steps: required,
    lookaheads: required,
    uses: default,
    triple: skip_none,
});

record!(PackPuzzle {
    id: required,
    seed: required,
    w: required,
    h: required,
    islands: required,
    task: required,
    rating: required,
    solution: skip_none,
});

record!(Pack {
    difficulty: required,
    generator_version: required,
    puzzles: required,
});

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped() -> Vec<(String, String)> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../packs");
        let mut packs: Vec<(String, String)> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|e| e == "json"))
            .map(|path| {
                let text = std::fs::read_to_string(&path).unwrap();
                (path.display().to_string(), text)
            })
            .collect();
        packs.sort();
        assert!(packs.len() >= 10, "the packs are where they were");
        packs
    }

    /// Every shipped pack reads to the same puzzles, ratings and solutions as serde reads it
    /// (scores to the bit), and writes serde's text.
    #[test]
    fn shipped_packs_read_and_write_as_serde_does() {
        for (name, text) in shipped() {
            let mine = Pack::from_json(&text).unwrap();
            // The file itself has no serde reader any more; its puzzles do (the worker's).
            let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
            let theirs = Pack {
                difficulty: doc["difficulty"].as_str().unwrap().to_string(),
                generator_version: serde_json::from_value(doc["generator_version"].clone())
                    .unwrap(),
                puzzles: serde_json::from_value(doc["puzzles"].clone()).unwrap(),
            };
            assert_eq!(mine, theirs, "{name}");
            for (a, b) in mine.puzzles.iter().zip(&theirs.puzzles) {
                assert_eq!(a.rating.score.to_bits(), b.rating.score.to_bits(), "{name}");
            }
            assert_eq!(
                plain_json::to_string(&mine),
                serde_json::to_string(&theirs).unwrap(),
                "{name}"
            );
        }
    }

    #[test]
    fn damaged_packs_say_where() {
        let (_, text) = &shipped()[0];
        let without_task = text.replacen("\"task\"", "\"tusk\"", 1);
        assert_eq!(
            Pack::from_json(&without_task).unwrap_err().to_string(),
            "missing field `puzzles[0].task`"
        );
        let bad_seed = text.replacen("\"seed\": ", "\"seed\": -", 1);
        assert_eq!(
            Pack::from_json(&bad_seed).unwrap_err().to_string(),
            "`puzzles[0].seed`: not a whole number from 0"
        );
        assert!(Pack::from_json(&text[..text.len() / 2]).is_err());
    }
}
