//! The aids' English under the rule variants: no loops, and more than two bridges a pair,
//! on the core's fixtures of Tatham game IDs with their one solution.

use hashi_core::formats::{parse_task, parse_tatham};
use hashi_core::hint::logical_path;
use hashi_core::solver::techniques::{Reason, Technique};
use hashi_core::solver::Budget;
use hashi_core::{MoveList, Pos, Puzzle, State};
use hashi_words::{aid, Catalog};

/// The fixture set: Tatham game IDs with their one solution (see the file's header).
const FIXTURES: &str = include_str!("../../hashi-core/tests/fixtures/variant_ids.txt");

/// Each fixture line's game ID and its solution's moves.
fn fixtures() -> Vec<(&'static str, &'static str)> {
    FIXTURES
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| line.split_once(' ').expect("an ID, a space, then moves"))
        .collect()
}

/// The position the moves of `text` leave on an empty board.
fn position(puzzle: &Puzzle, text: &str) -> State {
    let moves: MoveList = text.parse().expect("moves parse");
    moves.0.iter().fold(State::empty(puzzle), |state, mv| {
        hashi_core::apply(puzzle, &state, mv, hashi_core::Mode::Free).expect("move applies")
    })
}

#[test]
fn logical_paths_without_loops_use_no_loop_and_with_more_bridges_never_say_double() {
    let english = Catalog::english();
    let mut no_loop_steps = 0;
    for (id, moves) in fixtures() {
        let puzzle = parse_tatham(id).expect("parses");
        let solution = position(&puzzle, moves);
        let path = logical_path(&puzzle, &solution, Budget::DEFAULT)
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(path.last().map(|s| &s.counts[..]), Some(solution.counts()));
        for step in &path {
            let text = aid::path_step(&english, &step.found, &puzzle);
            if step.technique() == Some(Technique::NoLoop) {
                assert!(!puzzle.rules().allows_loops(), "{id}");
                assert!(text.starts_with("No loop: The islands at "), "{id}: {text}");
                assert!(text.ends_with("would close a loop, which these rules forbid."));
                no_loop_steps += 1;
            }
            // A double is two bridges: only the standard rules' most is two.
            if puzzle.max_bridges() != 2 {
                assert!(!text.contains("double"), "{id}: {text}");
            }
        }
    }
    assert!(no_loop_steps > 0, "no fixture's logical path used no loop");
}

#[test]
fn hints_under_four_bridges_a_pair_speak_of_the_right_counts() {
    let english = Catalog::english();
    // Two 4s side by side with a 1 below each: four bridges between the 4s would cut them off.
    let puzzle = parse_task("2x2m4:4411").expect("parses");
    let (a, b) = (
        puzzle.island_at(Pos::new(0, 0)).unwrap(),
        puzzle.island_at(Pos::new(0, 1)).unwrap(),
    );
    let edge = puzzle.edge_between(a, b).unwrap();
    let isolate = Reason::WouldIsolate {
        edge,
        count: 4,
        group_size: 2,
    };
    assert_eq!(
        aid::reason(&english, &isolate, &puzzle),
        "4 bridges between the 4s at row 1, column 1 and row 1, column 2 would cut them off from every other island."
    );
    let only = Reason::OnlyNeeds {
        island: a,
        target: 4,
        more: 3,
    };
    assert_eq!(
        aid::reason(&english, &only, &puzzle),
        "The 4 at row 1, column 1 needs only 3 bridges more, so no pair of its can take more than that now."
    );
    // The standard rules keep their sentence.
    let standard = parse_task("2x2:2211").expect("parses");
    let only = Reason::OnlyNeeds {
        island: 0,
        target: 2,
        more: 1,
    };
    assert_eq!(
        aid::reason(&english, &only, &standard),
        "The 2 at row 1, column 1 needs only one bridge more, so no pair of its can take a double now."
    );
    // The first hint on the empty board asks for three bridges on one pair, which only
    // rules with more than two a pair allow.
    let hint = hashi_core::hint::hint(&puzzle, &State::empty(&puzzle));
    let text = aid::hint(&english, &hint, &puzzle);
    assert_eq!(
        text,
        "Every direction: The 4 at row 1, column 1 can get at most one bridge from its other neighbours, so it needs at least 3 bridges to row 1, column 2."
    );
}

#[test]
fn a_closed_loop_says_which_islands_are_already_joined() {
    let puzzle = parse_task("3x3L:2a2c1a1").expect("parses");
    let fourth = puzzle
        .edge_between(
            puzzle.island_at(Pos::new(2, 0)).unwrap(),
            puzzle.island_at(Pos::new(2, 2)).unwrap(),
        )
        .unwrap();
    assert_eq!(
        aid::reason(&Catalog::english(), &Reason::ClosesLoop { edge: fourth }, &puzzle),
        "The islands at row 3, column 1 and row 3, column 3 are already joined by other bridges, so a bridge between them would close a loop, which these rules forbid."
    );
}
