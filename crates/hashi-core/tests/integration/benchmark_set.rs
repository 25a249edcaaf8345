//! The published coelho2019 set loads and solves (runs when ../shared/benchmarks exists).

use hashi_core::formats::{parse_has, Format};
use hashi_core::is_solved;
use hashi_core::solver::{solve, Uniqueness};
use std::path::{Path, PathBuf};

fn benchmark_dir() -> Option<PathBuf> {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks/coelho2019");
    dir.is_dir().then_some(dir)
}

/// The `.has` files of one folder of the set, sorted.
fn puzzle_files(dir: &Path, folder: &str) -> Vec<PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(dir.join(folder))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "has"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_coelho2019_file_loads_with_its_header_island_count() {
    let Some(dir) = benchmark_dir() else {
        eprintln!("../shared/benchmarks is absent: skipping the benchmark-set check");
        return;
    };
    let mut loaded = 0;
    for folder in ["100", "200", "300", "400"] {
        let files = puzzle_files(&dir, folder);
        assert_eq!(files.len(), 360, "folder {folder}");
        for path in files {
            let text = std::fs::read_to_string(&path).unwrap();
            let header: Vec<usize> = text
                .lines()
                .next()
                .unwrap()
                .split_whitespace()
                .map(|t| t.parse().unwrap())
                .collect();
            let imported = hashi_core::formats::import(&text)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(imported.format, Format::Has, "{}", path.display());
            let puzzle = parse_has(&text).unwrap();
            assert_eq!(puzzle.islands().len(), header[2], "{}", path.display());
            assert_eq!(puzzle.height(), header[0]);
            assert_eq!(puzzle.width(), header[1]);
            loaded += 1;
        }
    }
    assert_eq!(loaded, 1440);
}

/// Every puzzle of the set is solved: each solution passes the rules engine, and since every
/// puzzle of the set has several solutions, each gets two different ones. Most of the big
/// ones go to the clause-learning search, so this also checks it on real puzzles.
#[test]
fn every_coelho2019_puzzle_gets_valid_solutions() {
    let Some(dir) = benchmark_dir() else {
        eprintln!("../shared/benchmarks is absent: skipping the benchmark-set solve check");
        return;
    };
    let (mut solved, mut learned) = (0, 0);
    for folder in ["100", "200", "300", "400"] {
        for path in &puzzle_files(&dir, folder) {
            let puzzle = parse_has(&std::fs::read_to_string(path).unwrap()).unwrap();
            let found = solve(&puzzle, 2);
            assert!(!found.solutions.is_empty(), "{}", path.display());
            for s in &found.solutions {
                assert!(is_solved(&puzzle, s), "{}", path.display());
            }
            assert_eq!(
                found.uniqueness(),
                Uniqueness::Several,
                "{}",
                path.display()
            );
            assert_ne!(found.solutions[0], found.solutions[1], "{}", path.display());
            solved += 1;
            learned += usize::from(found.stats.clause_learning.decisions > 0);
        }
    }
    assert_eq!(solved, 1440);
    assert!(
        learned > 100,
        "only {learned} puzzles reached the clause-learning search"
    );
}
