//! The placing rules and the solved check on the guide's small fixtures.

use hashi_core::formats::parse_task;
use hashi_core::{
    apply, is_solved, CountsError, Game, IslandStatus, Mode, Move, MoveError, Pos, Puzzle, State,
};
use std::sync::Arc;

fn p(r: usize, c: usize) -> Pos {
    Pos::new(r, c)
}

fn game(task: &str) -> Game {
    Game::new(Arc::new(parse_task(task).unwrap()), Mode::Strict)
}

#[test]
fn two_islands_need_a_double_bridge() {
    let mut g = game("3x1:2a2");
    assert_eq!(g.puzzle().edges().len(), 1);
    g.cycle(p(0, 0), p(0, 2)).unwrap();
    assert!(!g.is_solved(), "one bridge leaves both islands short");
    assert_eq!(g.status().islands, vec![IslandStatus::Under; 2]);
    g.cycle(p(0, 2), p(0, 0)).unwrap();
    assert_eq!(g.state().count(0), 2);
    assert!(g.is_solved());
    g.cycle(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(g.state().count(0), 0, "a third click clears the pair");
}

#[test]
fn plus_shape_bridges_would_cross() {
    let puzzle = parse_task("3x3:a1a1a1a1a").unwrap();
    assert_eq!(puzzle.edges().len(), 2);
    assert_eq!(puzzle.crossing_pairs(), 1);
    let s = apply(
        &puzzle,
        &State::empty(&puzzle),
        &Move::new(p(1, 0), p(1, 2), 1),
        Mode::Strict,
    )
    .unwrap();
    let err = apply(&puzzle, &s, &Move::new(p(0, 1), p(2, 1), 1), Mode::Free).unwrap_err();
    assert_eq!(
        err,
        MoveError::WouldCross {
            blocked_by: (p(1, 0), p(1, 2))
        }
    );
    assert!(err.to_string().contains("cross"));
}

#[test]
fn bridges_meeting_at_an_island_do_not_cross() {
    let puzzle = parse_task("3x3:2a1c1b").unwrap();
    assert_eq!(puzzle.edges().len(), 2);
    assert_eq!(puzzle.crossing_pairs(), 0);
}

#[test]
fn two_far_apart_pairs_are_not_solved() {
    let puzzle = Puzzle::new(
        5,
        3,
        [(p(0, 0), 1), (p(0, 1), 1), (p(2, 3), 1), (p(2, 4), 1)],
    )
    .unwrap();
    let mut g = Game::new(Arc::new(puzzle), Mode::Strict);
    g.play(&[
        Move::new(p(0, 0), p(0, 1), 1),
        Move::new(p(2, 3), p(2, 4), 1),
    ])
    .unwrap();
    let st = g.status();
    assert!(st.islands.iter().all(|&s| s == IslandStatus::Satisfied));
    assert_eq!(st.groups.len(), 2);
    assert_eq!(st.closed_groups, vec![0, 1]);
    assert!(!st.solved);
    assert!(!is_solved(g.puzzle(), g.state()));
}

#[test]
fn three_in_a_row_have_two_edges_and_none_over_the_middle() {
    let puzzle = parse_task("5x1:1a2a1").unwrap();
    assert_eq!(puzzle.edges().len(), 2);
    let err = apply(
        &puzzle,
        &State::empty(&puzzle),
        &Move::new(p(0, 0), p(0, 4), 1),
        Mode::Free,
    )
    .unwrap_err();
    assert_eq!(err, MoveError::NotNeighbours(p(0, 0), p(0, 4)));
    let mut g = Game::new(Arc::new(puzzle), Mode::Strict);
    g.cycle(p(0, 0), p(0, 2)).unwrap();
    g.cycle(p(0, 4), p(0, 2)).unwrap();
    assert!(g.is_solved());
}

#[test]
fn l_shape_corner_of_one_refuses_a_second_bridge_in_strict_mode() {
    let puzzle = Arc::new(parse_task("3x3:1a1c1b").unwrap());
    let mut strict = Game::new(puzzle.clone(), Mode::Strict);
    strict.cycle(p(0, 0), p(0, 2)).unwrap();
    let err = strict.cycle(p(0, 0), p(2, 0)).unwrap_err();
    assert_eq!(
        err,
        MoveError::OverTarget {
            island: p(0, 0),
            target: 1,
            total: 2
        }
    );
    // Terse, for logs: the player's sentence is `hashi_words::speech::refusal`'s.
    assert_eq!(err.to_string(), "2 bridges at row 1, column 1 > 1");
    assert_eq!(
        strict.state().bridges(),
        1,
        "a refused move changes nothing"
    );

    let mut free = Game::new(puzzle, Mode::Free);
    free.cycle(p(0, 0), p(0, 2)).unwrap();
    free.cycle(p(0, 0), p(2, 0)).unwrap();
    assert_eq!(free.status().islands[0], IslandStatus::Over);
}

#[test]
fn strict_cycle_returns_to_zero_instead_of_overfilling() {
    let mut g = game("3x1:1a1");
    g.cycle(p(0, 0), p(0, 2)).unwrap();
    g.cycle(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(g.state().count(0), 0);
}

#[test]
fn bad_moves_are_refused_with_reasons() {
    let puzzle = parse_task("3x3:2a2c1a1").unwrap();
    let s = State::empty(&puzzle);
    let no_island = apply(&puzzle, &s, &Move::new(p(1, 1), p(0, 0), 1), Mode::Free);
    assert_eq!(no_island, Err(MoveError::NoIsland(p(1, 1))));
    let diagonal = apply(&puzzle, &s, &Move::new(p(0, 0), p(2, 2), 1), Mode::Free);
    assert_eq!(diagonal, Err(MoveError::NotNeighbours(p(0, 0), p(2, 2))));
    let three = apply(&puzzle, &s, &Move::new(p(0, 0), p(0, 2), 3), Mode::Free);
    assert_eq!(three, Err(MoveError::CountOutOfRange { count: 3, max: 2 }));
}

#[test]
fn neighbouring_cells_form_a_zero_length_bridge() {
    let mut g = game("2x1:11");
    assert_eq!(g.puzzle().edges().len(), 1);
    g.cycle(p(0, 0), p(0, 1)).unwrap();
    assert!(g.is_solved());
}

#[test]
fn undo_redo_and_reset_are_actions() {
    let mut g = game("3x3:2a2c2a2");
    g.cycle(p(0, 0), p(0, 2)).unwrap();
    g.cycle(p(0, 0), p(2, 0)).unwrap();
    g.reset();
    assert_eq!(g.state().bridges(), 0);
    assert!(g.undo());
    assert_eq!(g.state().bridges(), 2);
    assert!(g.undo());
    assert!(g.redo());
    g.cycle(p(2, 0), p(2, 2)).unwrap();
    assert!(!g.can_redo(), "a new action clears redo");
    assert_eq!(g.moves_made(), 3);
}

#[test]
fn moves_have_a_text_form() {
    let m = Move::new(p(2, 3), p(2, 7), 2);
    assert_eq!(m.to_string(), "2,3-2,7=2");
    assert_eq!("2,3-2,7=2".parse::<Move>(), Ok(m));
    assert!("2,3-2,7".parse::<Move>().is_err());
    assert!("2,3-x,7=1".parse::<Move>().is_err());
    assert!("2,3-2,7=z".parse::<Move>().is_err());
}

#[test]
fn right_click_cycles_backwards() {
    let mut g = game("3x1:2a2");
    g.cycle_back(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(g.state().count(0), 2);
    g.cycle_back(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(g.state().count(0), 1);
    g.cycle_back(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(g.state().count(0), 0);
    let mut strict = game("3x1:1a1");
    strict.cycle_back(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(
        strict.state().count(0),
        1,
        "2 would overfill, so it skips to 1"
    );
}

#[test]
fn nearest_towards_prefers_the_neighbour_then_the_closest_on_that_side() {
    use hashi_core::Direction;
    let puzzle = parse_task("5x5:1c1a1q1").unwrap();
    // Islands at 0,0 0,4 1,1 and 4,4.
    let at = |r, c| puzzle.island_at(p(r, c)).unwrap();
    assert_eq!(
        puzzle.nearest_towards(at(0, 0), Direction::Right),
        Some(at(0, 4))
    );
    assert_eq!(
        puzzle.nearest_towards(at(0, 0), Direction::Down),
        Some(at(1, 1))
    );
    assert_eq!(puzzle.nearest_towards(at(0, 0), Direction::Up), None);
}

#[test]
fn stranded_islands_are_those_that_cannot_reach_their_number() {
    use hashi_core::rules::stranded;
    // The plus shape: with the horizontal bridge placed, the vertical pair is cut apart.
    let mut g = Game::new(Arc::new(parse_task("3x3:a2a1a1a2a").unwrap()), Mode::Strict);
    assert!(stranded(g.puzzle(), g.state()).is_empty());
    g.play(&[Move::new(p(1, 0), p(1, 2), 1)]).unwrap();
    let cut: Vec<Pos> = stranded(g.puzzle(), g.state())
        .into_iter()
        .map(|i| g.puzzle().islands()[i].pos)
        .collect();
    assert_eq!(cut, vec![p(0, 1), p(2, 1)]);
    // A full neighbour cannot take more: the 2 at 0,0 next to a satisfied 1 is stranded.
    let mut g = Game::new(Arc::new(parse_task("3x1:2a1").unwrap()), Mode::Strict);
    g.play(&[Move::new(p(0, 0), p(0, 2), 1)]).unwrap();
    assert_eq!(stranded(g.puzzle(), g.state()), vec![0]);
}

#[test]
fn open_directions_show_where_a_bridge_still_fits() {
    use hashi_core::rules::open_directions;
    use hashi_core::Direction;
    // A plus: the centre 4 sees all four arms; a bridge up blocks nothing else here.
    let mut g = game("3x3:a1a141a1a");
    let centre = g.puzzle().island_at(p(1, 1)).unwrap();
    assert_eq!(open_directions(g.puzzle(), g.state(), centre).len(), 4);
    g.play(&["1,1-0,1=1".parse().unwrap()]).unwrap();
    // The arm above is full now: no more up; the others are still open.
    let open = open_directions(g.puzzle(), g.state(), centre);
    assert_eq!(
        open,
        vec![Direction::Right, Direction::Down, Direction::Left]
    );
    let top = g.puzzle().island_at(p(0, 1)).unwrap();
    assert!(open_directions(g.puzzle(), g.state(), top).is_empty());
}

#[test]
fn error_marks_cover_overfull_stranded_and_closed_off_islands() {
    use hashi_core::rules::error_marks;
    // Free play lets a double bridge over-fill the 1 on the left.
    let mut g = Game::new(Arc::new(parse_task("5x1:1a2a1").unwrap()), Mode::Free);
    assert_eq!(error_marks(g.puzzle(), g.state()), vec![false; 3]);
    g.play(&[Move::new(p(0, 0), p(0, 2), 2)]).unwrap();
    // The left 1 holds two: over-full. The middle 2 is satisfied; the right 1 is stranded,
    // since its only neighbour is full.
    assert_eq!(error_marks(g.puzzle(), g.state()), vec![true, false, true]);
    // Two satisfied pairs that cannot join: each closed group is marked.
    let mut g = game("3x3:1a1c1a1");
    g.play(&[Move::new(p(0, 0), p(0, 2), 1)]).unwrap();
    assert_eq!(
        error_marks(g.puzzle(), g.state()),
        vec![true, true, false, false]
    );
}

#[test]
fn a_position_comes_back_from_its_counts_and_bad_counts_are_refused() {
    // A plus: the centre 4 sees four 1s; the two long pairs cross nothing.
    let puzzle = parse_task("3x3:a1a141a1a").unwrap();
    let mut state = State::empty(&puzzle);
    for (a, b) in [(p(1, 1), p(0, 1)), (p(1, 1), p(1, 0))] {
        state = apply(&puzzle, &state, &Move::new(a, b, 1), Mode::Strict).unwrap();
    }
    assert_eq!(
        State::from_counts(&puzzle, state.counts()),
        Ok(state.clone())
    );
    assert_eq!(
        State::from_counts(&puzzle, &[0; 3]),
        Err(CountsError::Length {
            expected: puzzle.edges().len(),
            found: 3
        })
    );
    let mut too_many = state.counts().to_vec();
    too_many[0] = 3;
    let err = State::from_counts(&puzzle, &too_many).unwrap_err();
    assert!(matches!(
        err,
        CountsError::Move {
            edge: 0,
            error: MoveError::CountOutOfRange { count: 3, max: 2 }
        }
    ));
    assert!(err.to_string().contains("pair 0"), "{err}");
}

#[test]
fn crossing_counts_are_refused() {
    // Two pairs that cross in the middle cell.
    let puzzle = parse_task("3x3:a1a1a1a1a").unwrap();
    let both = vec![1; puzzle.edges().len()];
    assert!(matches!(
        State::from_counts(&puzzle, &both),
        Err(CountsError::Move {
            error: MoveError::WouldCross { .. },
            ..
        })
    ));
}
