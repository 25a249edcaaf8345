//! The coach on scripted solves: a player who takes the hint engine's steps one by one, with
//! chosen pauses, and a wrong bridge put right after a while where asked.

use super::*;
use crate::hint::hint_with;
use crate::packs::Pack;
use crate::{Mode, Move};
use std::sync::Arc;

/// A pack puzzle (medium-003: an Isolation step after 19 bridges) and its solution.
fn medium_003() -> (Arc<Puzzle>, State) {
    let pack = Pack::from_json(include_str!("../../../../packs/medium.json")).unwrap();
    let entry = pack.find("medium-003").unwrap();
    let puzzle = entry.puzzle().unwrap();
    let solution = entry.solution(&puzzle).unwrap();
    (Arc::new(puzzle), solution)
}

/// How the scripted player plays.
struct Script {
    /// The time (ms) before the step at this index, taken with this technique.
    pause: fn(usize, Technique) -> u64,
    /// Before the step at this index, a wrong bridge, taken back after this many ms.
    mistake: Option<(usize, u64)>,
    /// Whether the game's clock runs (an old save has no times).
    clock: bool,
}

/// The game after the script's solve, and the index of each step's action.
fn play(
    puzzle: &Arc<Puzzle>,
    solution: &State,
    script: &Script,
) -> (Game, Vec<(usize, Technique)>) {
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    let mut now = 0u64;
    let mut tick = |game: &mut Game, ms: u64| {
        now += ms;
        if script.clock {
            game.set_clock(now);
        }
    };
    tick(&mut game, 0);
    let mut steps = Vec::new();
    for i in 0.. {
        if game.is_solved() {
            break;
        }
        let hint = hint_with(puzzle, game.state(), solution);
        let technique = easiest_step(puzzle, game.state(), solution)
            .expect("a step on")
            .technique;
        if script.mistake.is_some_and(|(at, _)| at == i) {
            let wrong = wrong_edge(&mut game, solution);
            tick(&mut game, 4_000);
            game.play(&[Move::on_edge(puzzle, wrong, 1)]).unwrap();
            tick(&mut game, script.mistake.unwrap().1);
            game.play(&[Move::on_edge(puzzle, wrong, 0)]).unwrap();
        }
        tick(&mut game, (script.pause)(i, technique));
        steps.push((game.moves_made(), technique));
        game.play(&hint.moves(puzzle, game.state())).unwrap();
    }
    assert!(game.solved_by_play());
    (game, steps)
}

/// An empty pair the solution leaves empty where the rules take a bridge now.
fn wrong_edge(game: &mut Game, solution: &State) -> EdgeId {
    let puzzle = game.puzzle().clone();
    (0..puzzle.edges().len())
        .filter(|&e| solution.count(e) == 0 && game.state().count(e) == 0)
        .find(|&e| {
            let mut trial = game.clone();
            trial.play(&[Move::on_edge(&puzzle, e, 1)]).is_ok()
        })
        .expect("some wrong bridge fits")
}

fn first_isolation(steps: &[(usize, Technique)]) -> usize {
    steps
        .iter()
        .position(|&(_, t)| t == Technique::Isolation)
        .expect("the puzzle has an Isolation step")
}

#[test]
fn a_smooth_solve_gets_no_lines() {
    let (puzzle, solution) = medium_003();
    let script = Script {
        pause: |_, _| 5_000,
        mistake: None,
        clock: true,
    };
    let (game, _) = play(&puzzle, &solution, &script);
    assert_eq!(coach_game(&game, &solution), Vec::new());
}

#[test]
fn a_long_pause_before_an_isolation_step_names_it_and_its_place() {
    let (puzzle, solution) = medium_003();
    let (_, steps) = play(
        &puzzle,
        &solution,
        &Script {
            pause: |_, _| 1,
            mistake: None,
            clock: false,
        },
    );
    let isolation = first_isolation(&steps);
    // The pause lands on the step's action whichever technique it is: fn pointers hold no
    // captures, so the index is found by the technique the engine names there.
    let script = Script {
        pause: |_, technique| match technique {
            Technique::Isolation => 160_000,
            _ => 6_000,
        },
        mistake: None,
        clock: true,
    };
    let (game, played_steps) = play(&puzzle, &solution, &script);
    let lines = coach_game(&game, &solution);
    let stall = &lines[0];
    assert_eq!(stall.kind, CoachKind::Stall);
    assert_eq!(stall.technique, Technique::Isolation);
    assert_eq!(stall.move_index, played_steps[isolation].0);
    assert_eq!(stall.seconds, Some(160));
    assert_eq!(stall.replay_at(), stall.move_index);
    assert_eq!(stall.place, puzzle.islands()[stall.islands[0]].pos);
    assert!(!stall.edges.is_empty());
    assert!(lines.iter().all(|l| l.kind != CoachKind::Mistake));
}

#[test]
fn a_pause_a_costly_mistake_and_a_quick_hard_step_make_three_lines() {
    let (puzzle, solution) = medium_003();
    let script = Script {
        pause: |_, technique| match technique {
            Technique::Isolation => 150_000,
            Technique::EveryDirection => 2_000,
            _ => 6_000,
        },
        mistake: Some((3, 70_000)),
        clock: true,
    };
    let (game, steps) = play(&puzzle, &solution, &script);
    let lines = coach_game(&game, &solution);
    let kinds: Vec<CoachKind> = lines.iter().map(|l| l.kind).collect();
    assert_eq!(
        kinds,
        [CoachKind::Stall, CoachKind::Mistake, CoachKind::WellDone]
    );
    assert_eq!(lines[0].technique, Technique::Isolation);
    assert_eq!(lines[0].seconds, Some(150));
    // The wrong bridge is the action before step 3's (its removal comes between).
    let mistake = &lines[1];
    assert_eq!(mistake.move_index, steps[3].0 - 2);
    assert_eq!(mistake.seconds, Some(70));
    assert_eq!(mistake.replay_at(), mistake.move_index + 1);
    assert_eq!(mistake.edges.len(), 1);
    let wrong = mistake.edges[0];
    assert_eq!(game.replay_positions()[mistake.replay_at()].count(wrong), 1);
    assert_eq!(solution.count(wrong), 0);
    // A sure step was open where it was made: the one the script took next.
    assert_eq!(mistake.technique, steps[3].1);
    let well = &lines[2];
    assert_eq!(well.technique, Technique::EveryDirection);
    assert_eq!(well.seconds, Some(2));
}

#[test]
fn a_quick_slip_is_not_a_mistake_worth_a_line() {
    let (puzzle, solution) = medium_003();
    let script = Script {
        pause: |_, _| 5_000,
        mistake: Some((5, 3_000)),
        clock: true,
    };
    let (game, _) = play(&puzzle, &solution, &script);
    assert_eq!(coach_game(&game, &solution), Vec::new());
}

#[test]
fn an_old_save_without_times_gets_no_stall_but_its_mistake() {
    let (puzzle, solution) = medium_003();
    let script = Script {
        pause: |_, _| 0,
        mistake: Some((4, 0)),
        clock: false,
    };
    let (game, _) = play(&puzzle, &solution, &script);
    assert!(game.move_times().iter().all(Option::is_none));
    let lines = coach_game(&game, &solution);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].kind, CoachKind::Mistake);
    assert_eq!(lines[0].seconds, None);
}

#[test]
fn a_revealed_solve_is_not_coached() {
    let (puzzle, solution) = medium_003();
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    game.set_clock(0);
    game.set_clock(500_000);
    game.reveal(&solution).unwrap();
    assert!(game.is_solved());
    assert_eq!(coach_game(&game, &solution), Vec::new());
}

/// A 100x100 board: islands on every other cell, joined along the top row and down every
/// column (a comb), with `since` times that make every quick move a candidate.
fn comb() -> (Puzzle, State) {
    let side = 50;
    let mut islands = Vec::new();
    for r in 0..side {
        for c in 0..side {
            let across = if r == 0 {
                usize::from(c > 0) + usize::from(c + 1 < side)
            } else {
                0
            };
            let down = usize::from(r > 0) + usize::from(r + 1 < side);
            islands.push((Pos::new(2 * r, 2 * c), (across + down) as u32));
        }
    }
    let puzzle = Puzzle::new(100, 100, islands).unwrap();
    let mut solution = State::empty(&puzzle);
    for e in 0..puzzle.edges().len() {
        let (a, b) = puzzle.edge_ends(e);
        if a.c == b.c || (a.r == 0 && b.r == 0) {
            solution = crate::apply(
                &puzzle,
                &solution,
                &Move::on_edge(&puzzle, e, 1),
                Mode::Free,
            )
            .unwrap();
        }
    }
    assert!(crate::is_solved(&puzzle, &solution));
    (puzzle, solution)
}

#[test]
fn a_100x100_solve_is_coached_within_the_cap() {
    let (puzzle, solution) = comb();
    let mut played = Vec::new();
    let mut state = State::empty(&puzzle);
    let bridges: Vec<EdgeId> = (0..puzzle.edges().len())
        .filter(|&e| solution.count(e) > 0)
        .collect();
    for (k, &e) in bridges.iter().enumerate() {
        state = crate::apply(&puzzle, &state, &Move::on_edge(&puzzle, e, 1), Mode::Free).unwrap();
        played.push(Played {
            kind: EntryKind::Play,
            after: state.clone(),
            tenths: Some(if k == bridges.len() - 3 {
                900
            } else {
                20 + (k % 7) as u32
            }),
        });
    }
    let started = std::time::Instant::now();
    let lines = coach(&puzzle, &played, &solution);
    assert!(lines.len() <= 3);
    assert_eq!(lines[0].kind, CoachKind::Stall);
    assert_eq!(lines[0].move_index, bridges.len() - 3);
    // MAX_LOOKS looks at most, each near the end of a nearly full board: well under a minute
    // even unoptimised.
    assert!(started.elapsed().as_secs() < 60, "{:?}", started.elapsed());
}
