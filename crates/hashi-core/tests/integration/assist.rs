//! "Finish what is forced" places exactly what crossing, capacity and every direction force
//! (against the solver's techniques run one by one, afresh), never anything wrong, and leaves
//! only what a deeper technique needs; in a game it is one undoable entry of its own kind.

use hashi_core::assist::{forced_bridges, ASSIST_HARDEST};
use hashi_core::formats::parse_task;
use hashi_core::generator::{generate, Params};
use hashi_core::rating::Band;
use hashi_core::solver::techniques::{find, next_deduction, Technique};
use hashi_core::solver::Bounds;
use hashi_core::{Game, Mode, Move, Pos, Puzzle, Setting, State};

use proptest::prelude::*;
use std::sync::Arc;

/// A generated puzzle with its solution, and a position on the way to it: each edge holds
/// some of the solution's bridges, and some edges the solution leaves empty are marked.
fn position_on_the_way() -> impl Strategy<Value = (Puzzle, State, State)> {
    (
        prop_oneof![Just(Band::Easy), Just(Band::Medium), Just(Band::Hard)],
        0u64..400,
        6usize..10,
        proptest::collection::vec(0u8..4, 200),
    )
        .prop_filter_map("the generator gave up", |(band, seed, side, picks)| {
            let params = Params {
                width: side,
                height: side,
                ..Params::for_band(band)
            };
            let made = generate(&params, seed).ok()?;
            let (puzzle, solution) = (made.puzzle, made.solution);
            let mut position = State::empty(&puzzle);
            for edge in 0..puzzle.edges().len() {
                let pick = picks[edge % picks.len()];
                let setting = match solution.count(edge) {
                    0 if pick == 3 => Setting::NoBridge,
                    0 => continue,
                    count => Setting::Bridges(pick.min(count) * u8::from(pick < 2)),
                };
                let mv = Move::setting_edge(&puzzle, edge, setting);
                position = hashi_core::apply(&puzzle, &position, &mv, Mode::Free).unwrap();
            }
            Some((puzzle, position, solution))
        })
}

/// The reference: the three techniques tried afresh over the whole board, simplest first,
/// each conclusion applied, until none finds anything. Returns the forced counts.
fn reference_forced(puzzle: &Puzzle, state: &State) -> Option<Vec<u8>> {
    let mut bounds = Bounds::at_least(puzzle, state);
    for edge in state.marked_edges() {
        bounds.narrow(puzzle, edge, 0, 0).ok()?;
    }
    let simple = [
        Technique::Crossing,
        Technique::Capacity,
        Technique::EveryDirection,
    ];
    'search: loop {
        for technique in simple {
            if let Some(d) = find(technique, puzzle, &bounds).ok()? {
                d.apply(&mut bounds).ok()?;
                continue 'search;
            }
        }
        break;
    }
    Some((0..puzzle.edges().len()).map(|e| bounds.lo(e)).collect())
}

fn after(puzzle: &Puzzle, state: &State, moves: &[Move]) -> State {
    moves.iter().fold(state.clone(), |s, mv| {
        hashi_core::apply(puzzle, &s, mv, Mode::Strict).expect("forced bridges fit")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_assist_places_exactly_what_the_simple_techniques_force(
        (puzzle, position, solution) in position_on_the_way()
    ) {
        let moves = forced_bridges(&puzzle, &position);
        let assisted = after(&puzzle, &position, &moves);
        let reference = reference_forced(&puzzle, &position).expect("a position on the way is consistent");
        for (edge, &forced) in reference.iter().enumerate() {
            prop_assert_eq!(assisted.count(edge), forced.max(position.count(edge)), "edge {}", edge);
            prop_assert!(assisted.count(edge) <= solution.count(edge), "edge {} past the solution", edge);
        }
        // Run again, it finds nothing more: the closure is complete.
        prop_assert!(forced_bridges(&puzzle, &assisted).is_empty());
        // What is left to place needs a deeper technique than the assist uses.
        let mut bounds = Bounds::at_least(&puzzle, &assisted);
        for edge in assisted.marked_edges() {
            bounds.narrow(&puzzle, edge, 0, 0).unwrap();
        }
        let simple = next_deduction(&puzzle, &bounds, ASSIST_HARDEST).unwrap();
        prop_assert!(
            simple.as_ref().is_none_or(|d| d.changes.iter().all(|c| c.lo <= assisted.count(c.edge))),
            "a simple technique still places a bridge: {:?}", simple
        );
    }
}

#[test]
fn a_deeper_technique_is_left_to_the_player() {
    // Hard puzzles need more than the simple techniques: after the assist, the next bridge
    // somewhere is found only by a technique harder than every direction.
    let mut deeper = 0;
    for seed in 0..12 {
        let params = Params {
            width: 9,
            height: 9,
            ..Params::for_band(Band::Hard)
        };
        let made = generate(&params, seed).unwrap();
        let empty = State::empty(&made.puzzle);
        let assisted = after(&made.puzzle, &empty, &forced_bridges(&made.puzzle, &empty));
        if hashi_core::is_solved(&made.puzzle, &assisted) {
            continue;
        }
        // The deductions up to the first that places a bridge: one of them is deeper.
        let mut bounds = Bounds::at_least(&made.puzzle, &assisted);
        let mut hardest_used = Technique::Crossing;
        while let Some(d) = next_deduction(&made.puzzle, &bounds, Technique::Lookahead).unwrap() {
            hardest_used = hardest_used.max(d.technique);
            if d.changes.iter().any(|c| c.lo > assisted.count(c.edge)) {
                assert!(
                    hardest_used > ASSIST_HARDEST,
                    "seed {seed}: {hardest_used:?}"
                );
                deeper += 1;
                break;
            }
            d.apply(&mut bounds).unwrap();
        }
    }
    assert!(deeper > 0, "no hard puzzle needed more than the assist");
}

#[test]
fn the_assist_is_one_undoable_entry_after_the_players_move() {
    let made = generate(&Params::for_band(Band::Easy), 3).unwrap();
    let puzzle = Arc::new(made.puzzle);
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    let edge = (0..puzzle.edges().len())
        .find(|&e| made.solution.count(e) > 0)
        .unwrap();
    let (a, b) = puzzle.edge_ends(edge);
    game.cycle(a, b).unwrap();
    let players_move = game.state().clone();
    let forced = forced_bridges(&puzzle, game.state());
    assert!(!forced.is_empty(), "an easy puzzle has forced bridges");
    game.play_assist(&forced).unwrap();
    assert!(game.is_assisted());
    assert!(game.state().bridges() > players_move.bridges());
    assert!(game.undo());
    assert_eq!(
        game.state(),
        &players_move,
        "one undo takes back every assisted bridge"
    );
    assert!(
        game.is_assisted(),
        "undo does not take back that the assist helped"
    );
    assert!(game.redo());
    let save = game.save();
    assert!(serde_json::to_string(&save).unwrap().contains("\"assist\""));
    let restored = Game::restore(&save, Mode::Strict).unwrap();
    assert!(restored.is_assisted());
    assert_eq!(restored.state(), game.state());
}

#[test]
fn the_assist_adds_nothing_to_a_contradiction_or_a_trial() {
    let puzzle = parse_task("3x1:1a1").unwrap();
    let mut over = State::empty(&puzzle);
    over = hashi_core::apply(
        &puzzle,
        &over,
        &Move::new(Pos::new(0, 0), Pos::new(0, 2), 2),
        Mode::Free,
    )
    .unwrap();
    assert!(forced_bridges(&puzzle, &over).is_empty());
    let puzzle = Arc::new(parse_task("3x1:2a2").unwrap());
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    game.set_pencil(true);
    game.cycle(Pos::new(0, 0), Pos::new(0, 2)).unwrap();
    assert!(forced_bridges(&puzzle, game.state()).is_empty());
}
