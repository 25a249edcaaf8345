//! Every committed pack puzzle (both series: `easy.json`, version 4's, and `easy2.json`,
//! version 10's) parses, has exactly one solution, carries it, rates in its band, and carries
//! the triple of its logical path.

use hashi_core::flow::triple_of;
use hashi_core::hint::logical_path;
use hashi_core::packs::{Pack, PackPuzzle, PackTriple};
use hashi_core::rating::{rate, Band};
use hashi_core::solver::{solve, Budget, Uniqueness};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// Each series' pack names with their bands: the first packs, then version 10's.
fn packs() -> Vec<(String, Band)> {
    let series = |suffix: &str| Band::ALL.map(|band| (format!("{}{suffix}", band.id()), band));
    [series(""), series("2")].concat()
}

fn pack_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../../packs/{name}.json"))
}

/// The triple of `entry`'s logical path, as `hashi pack` records it.
fn triple(entry: &PackPuzzle) -> Option<PackTriple> {
    let puzzle = entry.puzzle().unwrap();
    let solution = entry.solution(&puzzle).unwrap();
    let steps = logical_path(&puzzle, &solution, Budget::DEFAULT).unwrap();
    triple_of(&steps).map(|t| PackTriple::of(&t))
}

#[test]
fn committed_packs_are_valid() {
    let mut ids = BTreeSet::new();
    for (name, band) in packs() {
        let path = pack_path(&name);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let pack = Pack::from_json(&text).unwrap();
        assert_eq!(pack.difficulty, band.id());
        assert!(!pack.puzzles.is_empty());
        let mut last_score = f64::MIN;
        for entry in &pack.puzzles {
            assert!(ids.insert(entry.id.clone()), "duplicate id {}", entry.id);
            let number = entry.id.strip_prefix(&format!("{name}-"));
            assert!(
                number.is_some_and(|n| n.len() == 3),
                "{} in {name}",
                entry.id
            );
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
            assert_eq!(
                entry.rating.triple,
                triple(entry),
                "{}: its triple",
                entry.id
            );
            let kept = entry.rating.triple.as_ref().and_then(PackTriple::triple);
            assert!(kept.is_some(), "{}: a triple of known techniques", entry.id);
        }
    }
}

/// Gives every committed pack puzzle the triple of its logical path, changing nothing else:
/// for the packs built before puzzles carried it. Run once, by hand: `cargo test -p hashi-core
/// --release --test integration -- --ignored record_pack_triples`. `hashi pack` writes it for new
/// packs.
#[test]
#[ignore]
fn record_pack_triples() {
    for (name, _) in packs() {
        let path = pack_path(&name);
        let mut pack = Pack::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for entry in &mut pack.puzzles {
            entry.rating.triple = triple(entry);
        }
        // As `hashi pack` writes it.
        let text = serde_json::to_string_pretty(&pack).unwrap() + "\n";
        std::fs::write(&path, text).unwrap();
    }
}

/// Gives every committed pack puzzle its solution (the one it has), changing nothing else:
/// for packs built before puzzles carried it. Run once, by hand: `cargo test -p hashi-core
/// --test integration -- --ignored record_pack_solutions`. `hashi pack` writes it for new packs.
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
