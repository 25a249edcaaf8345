//! Every committed pack puzzle parses, has exactly one solution and rates in its band.

use hashi_core::packs::Pack;
use hashi_core::rating::{rate, Band};
use hashi_core::solver::{solve, Uniqueness};
use std::collections::BTreeSet;
use std::path::PathBuf;

#[test]
fn committed_packs_are_valid() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../packs");
    let mut ids = BTreeSet::new();
    for band in Band::ALL {
        let path = dir.join(format!("{}.json", band.id()));
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let pack = Pack::from_json(&text).unwrap();
        assert_eq!(pack.difficulty, band.id());
        assert!(!pack.puzzles.is_empty());
        let mut last_score = f64::MIN;
        for entry in &pack.puzzles {
            assert!(ids.insert(entry.id.clone()), "duplicate id {}", entry.id);
            let puzzle = entry.puzzle().unwrap();
            assert_eq!((puzzle.width(), puzzle.height()), (entry.w, entry.h));
            assert_eq!(puzzle.islands().len(), entry.islands);
            assert_eq!(
                solve(&puzzle, 2).uniqueness(),
                Uniqueness::Unique,
                "{}",
                entry.id
            );
            let rating = rate(&puzzle).unwrap();
            assert_eq!(rating.band, band, "{}", entry.id);
            assert_eq!(entry.rating.band, band.id());
            assert_eq!(rating.score, entry.rating.score, "{}", entry.id);
            assert!(entry.rating.score >= last_score, "sorted by score");
            last_score = entry.rating.score;
        }
    }
}
