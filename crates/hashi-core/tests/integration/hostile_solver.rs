//! Hostile input: puzzles of a few dozen bytes that froze the solver for minutes, or overflowed
//! its stack, are refuted by counting or answered within the budget, quickly and on a small
//! stack; and the counting arguments never refute a puzzle that has a solution.

use crate::common;

use common::{brute_force_count, random_small_puzzle, rng};
use hashi_core::formats::{parse_task, write_task};
use hashi_core::generator::{generate, Params};
use hashi_core::hint::{hint, Hint};
use hashi_core::packs::Pack;
use hashi_core::rating::{rate, rate_within, Band, RatingError};
use hashi_core::solver::counting::{refutation, Refutation};
use hashi_core::solver::{
    propagate, solve_with_clauses, solve_within, unique_solution, Bounds, Budget, GaveUp,
    Uniqueness, Unsolved,
};
use hashi_core::{Puzzle, State};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The three puzzles of the security review: 3.2 s, over 7 minutes and 27 s to refute by
/// search. In each, the light squares' numbers add up to two more or fewer than the dark ones'.
const REPORTED: [&str; 3] = [
    "7x7:2333332344444334444433445453344444334444432333332",
    "9x9:233333332344444443344444443344444443344454543344444443344444443344444443233333332",
    "11x11:2222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222222",
];

/// An n x n board where every cell is an island of `target`.
fn filled(n: usize, target: u32) -> Puzzle {
    parse_task(&format!("{n}x{n}:{}", target.to_string().repeat(n * n))).unwrap()
}

/// A `width` x `height` board where every cell is an island whose number is its count of
/// orthogonal neighbours: one bridge to each neighbour solves it, as do many other ways.
fn neighbour_counts(width: usize, height: usize) -> Puzzle {
    let cells: String = (0..height)
        .flat_map(|r| {
            (0..width).map(move |c| {
                let count = usize::from(r > 0)
                    + usize::from(r + 1 < height)
                    + usize::from(c > 0)
                    + usize::from(c + 1 < width);
                char::from(b'0' + count as u8)
            })
        })
        .collect();
    parse_task(&format!("{width}x{height}:{cells}")).unwrap()
}

/// Runs `f` on a thread with a 256 KiB stack: a search that recursed once per guess would
/// overflow it on the boards below.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

#[test]
fn the_reported_puzzles_are_refuted_by_counting_before_any_search() {
    for task in REPORTED {
        let puzzle = parse_task(task).unwrap();
        let start = Instant::now();
        assert_eq!(
            refutation(&puzzle, &Bounds::open(&puzzle)),
            Some(Refutation::Unbalanced),
            "{task}"
        );
        // A budget of nothing: no search is needed to answer.
        let found = solve_within(&puzzle, 2, Budget::work(0)).unwrap();
        assert_eq!(found.uniqueness(), Uniqueness::None);
        assert_eq!(found.stats.work, 0);
        assert_eq!(unique_solution(&puzzle), Err(Unsolved::None));
        assert_eq!(rate(&puzzle), Err(RatingError::NoSolution));
        assert_eq!(
            hint(&puzzle, &State::empty(&puzzle)),
            Hint::Unsolvable(Unsolved::None)
        );
        // Measured natively in release: a few microseconds each. The bound here only
        // catches a return to searching, which took seconds to minutes.
        assert!(start.elapsed() < Duration::from_millis(200), "{task}");
    }
}

#[test]
fn dense_odd_grids_of_twos_are_refuted_by_counting() {
    for n in [7, 9, 11, 13, 15] {
        let puzzle = filled(n, 2);
        let found = solve_within(&puzzle, 2, Budget::work(0)).unwrap();
        assert_eq!(found.uniqueness(), Uniqueness::None, "{n}x{n}");
    }
}

#[test]
fn each_counting_argument_refutes_its_own_example() {
    let cases = [
        // Two pairs of islands with no edge between the pairs.
        ("5x3:11k11", Refutation::Disconnected),
        // 1 + 2: an odd number of bridge ends.
        ("3x1:1a2", Refutation::OddTotal),
        // Four islands in a row need three bridges, six ends; the 1s offer four.
        ("7x1:1a1a1a1", Refutation::TooFewToConnect),
        // Five light islands and four dark, each wanting 2.
        ("3x3:222222222", Refutation::Unbalanced),
        // Edges two cells long join squares of one colour, so the chessboard says nothing,
        // but colouring along the edges does: the ends want 4 bridges, the middle 2.
        ("5x1:2a2a2", Refutation::Unbalanced),
    ];
    for (task, expected) in cases {
        let puzzle = parse_task(task).unwrap();
        assert_eq!(
            refutation(&puzzle, &Bounds::open(&puzzle)),
            Some(expected),
            "{task}"
        );
        assert_eq!(brute_force_count(&puzzle, 1), 0, "{task}");
        assert!(!expected.to_string().is_empty());
    }
}

#[test]
fn counting_never_refutes_a_small_puzzle_that_has_a_solution() {
    let mut rng = rng(17);
    let (mut refuted, mut solvable, mut checked) = (0, 0, 0);
    while checked < 3000 {
        let Some(puzzle) = random_small_puzzle(&mut rng, 9) else {
            continue;
        };
        checked += 1;
        let solutions = brute_force_count(&puzzle, 1);
        let mut bounds = Bounds::open(&puzzle);
        let verdict = refutation(&puzzle, &bounds);
        if verdict.is_some() {
            assert_eq!(solutions, 0, "{verdict:?} refutes {}", write_task(&puzzle));
            refuted += 1;
        }
        // After propagation too, as the search checks it: propagation keeps every solution.
        if solutions > 0 {
            solvable += 1;
            assert!(propagate(&puzzle, &mut bounds).is_ok());
            assert_eq!(
                refutation(&puzzle, &bounds),
                None,
                "{}",
                write_task(&puzzle)
            );
        }
    }
    // The sample must exercise both sides, or the check proves little.
    assert!(refuted > 300 && solvable > 300, "{refuted} {solvable}");
}

#[test]
fn counting_never_refutes_a_pack_or_generated_puzzle() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../packs");
    let mut puzzles = Vec::new();
    for band in Band::ALL {
        let text = std::fs::read_to_string(dir.join(format!("{}.json", band.id()))).unwrap();
        for entry in Pack::from_json(&text).unwrap().puzzles {
            puzzles.push(entry.puzzle().unwrap());
        }
        for seed in 0..10 {
            puzzles.push(generate(&Params::for_band(band), seed).unwrap().puzzle);
        }
    }
    for width in [2, 5, 10, 33] {
        puzzles.push(neighbour_counts(width, 7));
    }
    for puzzle in &puzzles {
        assert_eq!(
            refutation(puzzle, &Bounds::open(puzzle)),
            None,
            "{}",
            write_task(puzzle)
        );
    }
    assert!(puzzles.len() > 200);
}

#[test]
fn counting_never_refutes_a_benchmark_puzzle() {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks/coelho2019");
    if !dir.is_dir() {
        eprintln!("../shared/benchmarks is absent: skipping");
        return;
    }
    let mut checked = 0;
    for folder in ["100", "200", "300", "400"] {
        for entry in std::fs::read_dir(dir.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "has") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let puzzle = hashi_core::formats::parse_has(&text).unwrap();
            assert_eq!(
                refutation(&puzzle, &Bounds::open(&puzzle)),
                None,
                "{}",
                path.display()
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 1440);
}

#[test]
fn small_neighbour_count_boards_are_settled_within_the_default_budget() {
    for n in [5, 10, 20] {
        let found = solve_within(&neighbour_counts(n, n), 2, Budget::DEFAULT).unwrap();
        assert_eq!(found.uniqueness(), Uniqueness::Several, "{n}x{n}");
    }
}

#[test]
fn a_deep_search_runs_on_a_small_stack() {
    // 40x40 needs about 1,400 guesses on one path: the recursive search overflowed a
    // 256 KiB stack here (and 70x70 overflowed 1 MiB).
    let stats = on_small_stack(|| {
        let found = solve_within(&neighbour_counts(40, 40), 2, Budget::DEFAULT).unwrap();
        assert_eq!(found.uniqueness(), Uniqueness::Several);
        found.stats
    });
    assert!(stats.branches > 1_000, "{stats:?}");
}

/// A third of the default budget: the default takes 1-2 s on this board, too long for a
/// test, and the board above already goes deeper than the old search could.
const THIRD: Budget = Budget::work(Budget::DEFAULT.units() / 3);

#[test]
fn the_70x70_board_gives_up_cleanly_on_a_small_stack() {
    let outcome = on_small_stack(|| {
        let puzzle = neighbour_counts(70, 70);
        let found = solve_within(&puzzle, 2, THIRD);
        if let Err(GaveUp { found, .. }) = &found {
            assert!(found.iter().all(|s| hashi_core::is_solved(&puzzle, s)));
        }
        found.map(|s| s.uniqueness())
    });
    match outcome {
        Ok(uniqueness) => assert_eq!(uniqueness, Uniqueness::Several),
        Err(GaveUp { work, found }) => {
            assert!(work > THIRD.units());
            assert!(found.len() < 2);
        }
    }
}

#[test]
fn the_largest_board_gives_up_within_a_small_budget() {
    let puzzle = neighbour_counts(100, 100);
    let budget = Budget::work(100_000);
    let Err(gave_up) = solve_within(&puzzle, 2, budget) else {
        panic!("a 100x100 board needs more than {budget}");
    };
    assert!(gave_up.work > budget.units() && gave_up.found.is_empty());
    assert!(matches!(
        rate_within(&puzzle, budget),
        Err(RatingError::GaveUp { .. })
    ));
}

#[test]
fn clause_learning_refutes_a_pigeonhole_puzzle_on_a_small_stack() {
    // Without counting, the 9x9 grid of 2s takes clause learning some 30,000 conflicts.
    let solutions = on_small_stack(|| solve_with_clauses(&filled(9, 2), 2).solutions.len());
    assert_eq!(solutions, 0);
}
