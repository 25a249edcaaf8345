//! The generator is deterministic, and everything it emits is unique and rated in its band.

mod common;

use common::pruned_brute_force_count;
use hashi_core::formats::write_task;
use hashi_core::generator::{generate, GenerateError, Params};
use hashi_core::is_solved;
use hashi_core::rating::{rate, Band};
use hashi_core::solver::unique_solution;

/// Pinned outputs: a change here means GENERATOR_VERSION must be bumped. The wasm test in
/// `tests/generator_wasm.rs` pins the same strings in the browser.
const EASY_42: &str = "7x7:d1a32b4a3h4a3a2e2b3e2a1a2a5a3";
const MEDIUM_42: &str = "10x10:3a2d3a2a2a2b1e1b5a3c4b1a1b33j4c5a2a32j3a2a4b1a1j2c3a1a1";

#[test]
fn the_same_seed_gives_the_same_puzzle() {
    let easy = generate(&Params::for_band(Band::Easy), 42).unwrap();
    assert_eq!(write_task(&easy.puzzle), EASY_42);
    let medium = generate(&Params::for_band(Band::Medium), 42).unwrap();
    assert_eq!(write_task(&medium.puzzle), MEDIUM_42);
    assert_eq!(generate(&Params::for_band(Band::Easy), 42).unwrap(), easy);
}

#[test]
fn different_seeds_give_different_puzzles() {
    let tasks: std::collections::BTreeSet<String> = (0..20)
        .map(|seed| {
            write_task(
                &generate(&Params::for_band(Band::Easy), seed)
                    .unwrap()
                    .puzzle,
            )
        })
        .collect();
    assert_eq!(tasks.len(), 20);
}

fn check_band(band: Band, count: u64, width: usize, height: usize) {
    let params = Params {
        width,
        height,
        ..Params::for_band(band)
    };
    for seed in 0..count {
        let g = generate(&params, seed).unwrap_or_else(|e| panic!("{band} seed {seed}: {e}"));
        let task = write_task(&g.puzzle);
        assert_eq!((g.puzzle.width(), g.puzzle.height()), (width, height));
        assert!(g
            .puzzle
            .islands()
            .iter()
            .all(|i| (1..=8).contains(&i.target)));
        assert!(is_solved(&g.puzzle, &g.solution), "{task}");
        assert_eq!(
            unique_solution(&g.puzzle).as_ref(),
            Ok(&g.solution),
            "{task}"
        );
        assert_eq!(rate(&g.puzzle).unwrap().band, band, "{task}");
        assert_eq!(g.rating.band, band);
        let (rows, cols): (Vec<usize>, Vec<usize>) = g
            .puzzle
            .islands()
            .iter()
            .map(|i| (i.pos.r, i.pos.c))
            .unzip();
        assert!(rows.contains(&0) && rows.contains(&(height - 1)), "{task}");
        assert!(cols.contains(&0) && cols.contains(&(width - 1)), "{task}");
        assert!(!has_tight_square(&g.puzzle), "{task}");
        assert!(!has_neighbouring_islands(&g.puzzle), "{task}");
    }
}

/// Whether some island has islands at all of `offsets` (down and to the right) from it.
fn has_pattern(puzzle: &hashi_core::Puzzle, offsets: &[(usize, usize)]) -> bool {
    let at = |r: usize, c: usize| {
        puzzle
            .islands()
            .iter()
            .any(|i| (i.pos.r, i.pos.c) == (r, c))
    };
    puzzle.islands().iter().any(|i| {
        offsets
            .iter()
            .all(|&(dr, dc)| at(i.pos.r + dr, i.pos.c + dc))
    })
}

/// Two islands side by side: legal, but their bridge would have no length to draw.
fn has_neighbouring_islands(puzzle: &hashi_core::Puzzle) -> bool {
    has_pattern(puzzle, &[(1, 0)]) || has_pattern(puzzle, &[(0, 1)])
}

/// Four islands on the corners of a 3x3 block: the generator never builds one, as its ring can
/// swap singles and doubles with no room for an island that would tell them apart.
fn has_tight_square(puzzle: &hashi_core::Puzzle) -> bool {
    has_pattern(puzzle, &[(2, 0), (0, 2), (2, 2)])
}

#[test]
fn easy_puzzles_are_unique_and_easy() {
    check_band(Band::Easy, 300, 7, 7);
}

#[test]
fn medium_puzzles_are_unique_and_medium() {
    check_band(Band::Medium, 200, 10, 10);
}

#[test]
fn hard_puzzles_are_unique_and_hard() {
    check_band(Band::Hard, 200, 15, 15);
}

#[test]
fn expert_puzzles_are_unique_and_expert() {
    check_band(Band::Expert, 200, 20, 20);
}

#[test]
fn extreme_puzzles_are_unique_and_extreme() {
    check_band(Band::Extreme, 100, 25, 25);
}

#[test]
fn small_puzzles_agree_with_brute_force() {
    let params = Params {
        width: 5,
        height: 5,
        ..Params::for_band(Band::Easy)
    };
    for seed in 0..150 {
        let g = generate(&params, seed).unwrap();
        assert_eq!(
            pruned_brute_force_count(&g.puzzle, 2),
            1,
            "{}",
            write_task(&g.puzzle)
        );
    }
}

#[test]
fn density_is_like_hand_made_puzzles() {
    // About a quarter to a third of the cells, on small, default and large boards alike.
    let sizes = |band| {
        let default = Params::for_band(band);
        [(default.width, default.height), (40, 40), (12, 30)]
    };
    for band in Band::ALL {
        for (width, height) in sizes(band) {
            let params = Params {
                width,
                height,
                ..Params::for_band(band)
            };
            let cells = (width * height) as f64;
            let islands: usize = (0..6)
                .map(|seed| generate(&params, seed).unwrap().puzzle.islands().len())
                .sum();
            let density = islands as f64 / (6.0 * cells);
            assert!(
                (0.24..=0.34).contains(&density),
                "{band} {width}x{height}: {density}"
            );
        }
    }
}

#[test]
fn bad_parameters_are_refused() {
    let mut params = Params::for_band(Band::Easy);
    params.width = 4;
    assert!(matches!(
        generate(&params, 1),
        Err(GenerateError::Size { width: 4, .. })
    ));
    let mut params = Params::for_band(Band::Easy);
    params.density = Some(0.9);
    assert_eq!(generate(&params, 1), Err(GenerateError::Density(0.9)));
}

#[test]
fn every_band_generates_at_its_smallest_reliable_area_whatever_the_shape() {
    for band in Band::ALL {
        let area = Params::smallest_area(band);
        // The squarest grid at that area and a long thin one (5 wide).
        let side = (1..=50).find(|s| s * s >= area).unwrap().max(5);
        let thin = area.div_ceil(5).max(5);
        for (width, height) in [(side, side), (5, thin)] {
            let params = Params {
                width,
                height,
                ..Params::for_band(band)
            };
            assert!(params.is_reliable(), "{band} {width}x{height}");
            for seed in 1..=3 {
                let made = generate(&params, seed)
                    .unwrap_or_else(|e| panic!("{band} {width}x{height} #{seed}: {e}"));
                assert_eq!(made.rating.band, band);
            }
        }
    }
    let small = Params {
        width: 9,
        height: 9,
        ..Params::for_band(Band::Expert)
    };
    assert!(!small.is_reliable());
}
