//! Every committed pack puzzle parses, has exactly one solution, carries it, and rates in its
//! band.

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
            let solved = solve(&puzzle, 2);
            assert_eq!(solved.uniqueness(), Uniqueness::Unique, "{}", entry.id);
            // The solution it carries is that one, so the app never searches for it.
            assert_eq!(
                entry.solution(&puzzle).as_ref(),
                solved.solutions.first(),
                "{}: its solution",
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

/// Gives every committed pack puzzle its solution (the one it has), changing nothing else:
/// for packs built before puzzles carried it. Run once, by hand: `cargo test -p hashi-core
/// --test packs -- --ignored record_pack_solutions`. `hashi pack` writes it for new packs.
#[test]
#[ignore]
fn record_pack_solutions() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../packs");
    for band in Band::ALL {
        let path = dir.join(format!("{}.json", band.id()));
        let mut pack = Pack::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for entry in &mut pack.puzzles {
            let solved = solve(&entry.puzzle().unwrap(), 2);
            assert_eq!(solved.uniqueness(), Uniqueness::Unique, "{}", entry.id);
            entry.solution = Some(solved.solutions[0].counts_text());
        }
        // As `hashi pack` writes it.
        let text = serde_json::to_string_pretty(&pack).unwrap() + "\n";
        std::fs::write(&path, text).unwrap();
    }
}
