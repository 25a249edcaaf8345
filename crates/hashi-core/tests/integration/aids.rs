//! Ratings and hints on known puzzles.

use hashi_core::formats::parse_task;
use hashi_core::hint::{hint, hint_with, hint_within, Hint};
use hashi_core::rating::{rate, rate_within, Band, RatingError};
use hashi_core::solver::techniques::{Reason, Technique};
use hashi_core::solver::{unique_solution, Budget, Unsolved};
use hashi_core::{Game, Mode, Move, Pos, State};
use std::sync::Arc;

const STARTER: &str = "7x7:3b5b2j3a3a3a3j2h24b31";

#[test]
fn the_starter_rates_easy_by_counting_alone() {
    let r = rate(&parse_task(STARTER).unwrap()).unwrap();
    assert_eq!(r.band, Band::Easy);
    assert_eq!(r.backtracks, 0);
    assert_eq!(r.lookaheads, 0);
    assert!(r.hardest <= Some(Technique::EveryDirection));
    assert_eq!(r.steps, r.uses.values().sum::<usize>());
    assert!(r.score > 0.0);
}

#[test]
fn rating_needs_a_unique_solution() {
    assert_eq!(
        rate(&parse_task("3x3:3a3c3a3").unwrap()),
        Err(RatingError::SeveralSolutions)
    );
    assert_eq!(
        rate(&parse_task("3x1:1a2").unwrap()),
        Err(RatingError::NoSolution)
    );
}

#[test]
fn a_hint_on_a_fresh_puzzle_names_a_technique_and_its_edges() {
    let puzzle = Arc::new(parse_task(STARTER).unwrap());
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    let h = hint(&puzzle, game.state());
    let Hint::Step(d) = &h else {
        panic!("expected a step, got {h:?}");
    };
    let corner = puzzle.island_at(Pos::new(6, 1)).unwrap();
    assert_eq!(d.technique, Technique::Capacity);
    assert_eq!(
        d.reason,
        Reason::ExactlyEnough {
            island: corner,
            target: 2
        }
    );
    assert_eq!(d.islands, vec![corner]);
    let before = game.state().clone();
    game.play(&h.moves(&puzzle, &before)).unwrap();
    let changed: Vec<usize> = (0..puzzle.edges().len())
        .filter(|&e| game.state().count(e) != before.count(e))
        .collect();
    let named: Vec<usize> = d.edges().collect();
    assert_eq!(
        changed, named,
        "applying the hint changes exactly the edges it names"
    );
}

#[test]
fn hints_walk_a_puzzle_to_its_solution() {
    let puzzle = Arc::new(parse_task(STARTER).unwrap());
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    for _ in 0..50 {
        match hint(&puzzle, game.state()) {
            Hint::Solved => break,
            h @ (Hint::Step(_) | Hint::Reveal { .. }) => {
                let moves = h.moves(&puzzle, game.state());
                assert!(!moves.is_empty());
                game.play(&moves).unwrap();
            }
            other => panic!("unexpected hint {other:?}"),
        }
    }
    assert!(game.is_solved());
}

#[test]
fn a_wrong_bridge_is_named_as_the_mistake() {
    let puzzle = Arc::new(parse_task(STARTER).unwrap());
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    // The solution has a single bridge between 0,3 and 0,6.
    game.play(&[Move::new(Pos::new(0, 3), Pos::new(0, 6), 2)])
        .unwrap();
    let h = hint(&puzzle, game.state());
    let wrong = puzzle
        .edge_between(
            puzzle.island_at(Pos::new(0, 3)).unwrap(),
            puzzle.island_at(Pos::new(0, 6)).unwrap(),
        )
        .unwrap();
    assert_eq!(
        h,
        Hint::Mistakes(vec![hashi_core::hint::Mistake::Bridge(wrong)])
    );
    assert!(h.moves(&puzzle, game.state()).is_empty());
}

#[test]
fn a_solved_board_says_so() {
    let puzzle = Arc::new(parse_task("3x1:2a2").unwrap());
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    game.play(&[Move::new(Pos::new(0, 0), Pos::new(0, 2), 2)])
        .unwrap();
    assert_eq!(hint(&puzzle, game.state()), Hint::Solved);
}

#[test]
fn a_known_solution_gives_the_same_hints_without_solving_again() {
    let puzzle = Arc::new(parse_task(STARTER).unwrap());
    let solution = unique_solution(&puzzle).unwrap();
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    // A wrong bridge first, then the walk to the solution.
    let wrong = [Move::new(Pos::new(0, 3), Pos::new(0, 6), 2)];
    game.play(&wrong).unwrap();
    assert_eq!(
        hint_with(&puzzle, game.state(), &solution),
        hint(&puzzle, game.state())
    );
    game.play(&[Move::new(Pos::new(0, 3), Pos::new(0, 6), 0)])
        .unwrap();
    for _ in 0..50 {
        let h = hint_with(&puzzle, game.state(), &solution);
        assert_eq!(h, hint(&puzzle, game.state()));
        if h == Hint::Solved {
            break;
        }
        game.play(&h.moves(&puzzle, game.state())).unwrap();
    }
    assert!(game.is_solved());
}

#[test]
fn a_puzzle_without_one_solution_gets_no_hint() {
    let several = parse_task("3x3:3a3c3a3").unwrap();
    let h = hint(&several, &State::empty(&several));
    assert_eq!(h, Hint::Unsolvable(Unsolved::Several));
    let none = parse_task("3x1:1a2").unwrap();
    let h = hint(&none, &State::empty(&none));
    assert_eq!(h, Hint::Unsolvable(Unsolved::None));
}

#[test]
fn a_hint_that_runs_out_of_budget_says_the_puzzle_is_too_large() {
    // The starter needs a few positions of search; a budget of none cannot settle it.
    let puzzle = parse_task(STARTER).unwrap();
    let empty = State::empty(&puzzle);
    let h = hint_within(&puzzle, &empty, Budget::work(0));
    assert_eq!(h, Hint::Unsolvable(Unsolved::GaveUp));
    assert!(h.moves(&puzzle, &empty).is_empty());
    let report = h.report(&puzzle, &empty, String::new());
    assert_eq!(report.kind, "gave-up");
    assert_eq!(report.solutions, Some("gave-up"));
    // With the default budget the same call gives the step `hint` gives.
    assert_eq!(
        hint_within(&puzzle, &empty, Budget::DEFAULT),
        hint(&puzzle, &empty)
    );
}

#[test]
fn rating_gives_up_within_a_budget_and_says_so() {
    let puzzle = parse_task(STARTER).unwrap();
    let Err(RatingError::GaveUp { work }) = rate_within(&puzzle, Budget::work(0)) else {
        panic!("a budget of nothing cannot rate a puzzle");
    };
    assert!(work > 0);
    assert!(RatingError::GaveUp { work }
        .to_string()
        .starts_with(&format!("gave up after {work} work units")));
    // Rating within a budget that suffices gives what `rate` gives.
    assert_eq!(rate_within(&puzzle, Budget::DEFAULT), rate(&puzzle));
    // The uniqueness check takes part of the budget and the rating the rest: somewhere
    // between nothing and plenty, the budget runs out during the rating itself.
    let outcomes: Vec<bool> = [10, 100, 1_000, 10_000]
        .into_iter()
        .map(|units| rate_within(&puzzle, Budget::work(units)).is_ok())
        .collect();
    assert!(outcomes.windows(2).all(|w| w[0] <= w[1]), "{outcomes:?}");
}

#[test]
fn a_report_names_everything_by_position() {
    let puzzle = parse_task("3x1:2a2").unwrap();
    let empty = State::empty(&puzzle);
    let report = hint(&puzzle, &empty).report(&puzzle, &empty, "said".into());
    assert_eq!(report.kind, "step");
    assert_eq!(report.technique, Some(Technique::Capacity));
    assert_eq!(report.moves, vec!["0,0-0,2=2".to_string()]);
    assert_eq!(report.islands, vec![Pos::new(0, 0)]);
    assert_eq!(report.edges, vec![[Pos::new(0, 0), Pos::new(0, 2)]]);
    assert_eq!(
        serde_json::to_value(report.reason).unwrap(),
        serde_json::json!({"kind": "exactly-enough", "island": {"r": 0, "c": 0}, "target": 2})
    );
}
