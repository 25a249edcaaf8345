//! Drills and tutorial steps checked against the solver: each drill's position is replayed
//! and its technique shown to be what the next placement needs, with nothing simpler; each
//! tutorial board has one solution, written out right, and its step forces the move.

use super::*;
use crate::formats::parse_task;
use crate::moves::{edge_of, Move};
use crate::solver::techniques::{find, Deducer, Technique};
use crate::solver::BrokenIsland;
use crate::solver::{unique_solution, Bounds, Budget};
use crate::state::State;
use crate::Puzzle;

/// Drills verified per technique: 200 (about 23 s for all six in a debug build, 2 s in
/// release), or `HASHI_DRILLS` for a deeper or quicker run.
fn drills_per_technique() -> u64 {
    std::env::var("HASHI_DRILLS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200)
}

/// A move that adds a bridge the solution does not have, if the position allows one.
fn move_beyond_solution(exercise: &Exercise) -> Option<Move> {
    let p = &exercise.puzzle;
    (0..p.edges().len())
        .find(|&e| {
            exercise.position.count(e) == exercise.solution.count(e)
                && exercise.solution.count(e) < 2
                && !p
                    .crossings(e)
                    .iter()
                    .any(|&o| exercise.position.count(o) > 0)
        })
        .map(|e| Move::on_edge(p, e, exercise.position.count(e) + 1))
}

/// Checks everything a drill promises, independently of how it was found.
fn verify(technique: Technique, exercise: &Exercise) {
    let p = &exercise.puzzle;
    let label = format!(
        "{} drill on {}",
        technique.id(),
        crate::formats::write_task(p)
    );
    assert_eq!(exercise.technique, technique, "{label}");
    assert_eq!(
        unique_solution(p).as_ref(),
        Ok(&exercise.solution),
        "{label}"
    );
    assert!(!exercise.forced.is_empty(), "{label}: forces nothing");
    for placement in &exercise.forced {
        assert!(
            placement.count > exercise.position.count(placement.edge)
                && placement.count <= exercise.solution.count(placement.edge),
            "{label}: forced move disagrees with the solution"
        );
    }
    // Replay the step: simplest technique first, from the board's bridges only.
    let mut known = Bounds::at_least(p, &exercise.position);
    let mut deducer = Deducer::new(p);
    let mut seen_key = false;
    // Crossing only rules bridges out: its drills place with up to every direction.
    let hardest = if technique == Technique::Crossing {
        Technique::EveryDirection
    } else {
        technique
    };
    loop {
        let d = deducer
            .next(p, &known, Technique::Lookahead)
            .expect("no contradiction")
            .expect("a step");
        assert!(
            d.technique <= hardest,
            "{label}: {} came first",
            d.technique.id()
        );
        if d.technique == technique {
            // Nothing simpler finds anything where the technique draws its conclusion.
            for simpler in Technique::ALL.into_iter().filter(|&t| t < technique) {
                assert_eq!(find(simpler, p, &known), Ok(None), "{label}: {simpler:?}");
            }
            seen_key = true;
        }
        let places = d
            .changes
            .iter()
            .any(|c| c.lo > exercise.position.count(c.edge));
        if places {
            let made: Vec<(usize, u8)> = d
                .changes
                .iter()
                .filter(|c| c.lo > exercise.position.count(c.edge))
                .map(|c| (c.edge, c.lo))
                .collect();
            let promised: Vec<(usize, u8)> =
                exercise.forced.iter().map(|f| (f.edge, f.count)).collect();
            assert_eq!(made, promised, "{label}");
            break;
        }
        d.apply(&mut known).expect("sound");
        deducer.changed(p, d.edges());
    }
    assert!(seen_key, "{label}: the technique was not used");
    if technique == Technique::Crossing {
        let step = next_step(
            p,
            &exercise.position,
            Technique::Lookahead,
            Budget::UNLIMITED,
        )
        .expect("a step");
        assert!(!super::step::found_without(
            p,
            &exercise.position,
            &step,
            technique
        ));
    }
    for mv in exercise.moves() {
        assert!(check(exercise, &mv).is_right(), "{label}: {mv} refused");
    }
    if let Some(wrong) = move_beyond_solution(exercise) {
        let verdict = check(exercise, &wrong);
        assert!(!verdict.is_right(), "{label}: {wrong} accepted");
        let edge = crate::moves::edge_of(p, &wrong).unwrap();
        assert!(
            matches!(verdict, Verdict::Wrong(Wrong::Breaks { edge: e, .. }) if e == edge),
            "{label}: {wrong}: {verdict:?}"
        );
    }
}

#[test]
fn drills_of_every_technique_teach_it() {
    let count = drills_per_technique();
    for technique in DRILLED {
        for seed in 0..count {
            let drill = drill(technique, seed)
                .unwrap_or_else(|e| panic!("{} drill {seed}: {e}", technique.id()));
            assert_eq!(drill.seed, seed);
            verify(technique, &drill.exercise);
        }
    }
}

#[test]
fn a_seed_gives_the_same_drill_and_it_survives_the_wire() {
    for technique in DRILLED {
        let one = drill(technique, 7).unwrap();
        assert_eq!(one, drill(technique, 7).unwrap());
        let text = serde_json::to_string(&one).unwrap();
        let back: Drill = serde_json::from_str(&text).unwrap();
        assert_eq!(back, one);
    }
}

#[test]
fn exercise_data_that_does_not_fit_its_puzzle_is_refused() {
    let one = drill(Technique::Capacity, 1).unwrap().exercise;
    let data = ExerciseData::from(one);
    let bad_technique = ExerciseData {
        technique: "guessing".into(),
        ..data.clone()
    };
    assert!(matches!(
        Exercise::try_from(bad_technique),
        Err(ExerciseError::Technique(_))
    ));
    let bad_forced = ExerciseData {
        forced: vec!["0,0-0,0=1".into()],
        ..data.clone()
    };
    assert!(matches!(
        Exercise::try_from(bad_forced),
        Err(ExerciseError::Forced(_))
    ));
    let short = ExerciseData {
        position: vec![0],
        ..data
    };
    assert!(matches!(
        Exercise::try_from(short),
        Err(ExerciseError::Counts(_))
    ));
}

fn state_of(p: &Puzzle, moves: &[&str]) -> State {
    let mut state = State::empty(p);
    for text in moves {
        let mv: Move = text.parse().unwrap();
        state = crate::apply(p, &state, &mv, crate::Mode::Strict).unwrap();
    }
    state
}

#[test]
fn every_tutorial_board_has_its_one_solution_and_each_step_forces_its_move() {
    assert_eq!(tutorial().len(), 8);
    for step in tutorial() {
        let p = parse_task(step.task).unwrap();
        assert_eq!(
            unique_solution(&p),
            Ok(state_of(&p, step.solution)),
            "{}",
            step.title
        );
        let exercise = step.exercise().expect(step.title);
        assert_eq!(
            exercise.position,
            state_of(&p, step.given),
            "{}",
            step.title
        );
        if let StepKind::OneMove(technique) = step.kind {
            verify(technique, &exercise);
        }
        for mv in exercise.moves() {
            assert!(check(&exercise, &mv).is_right(), "{}", step.title);
        }
    }
}

#[test]
fn the_whole_puzzle_step_accepts_any_move_towards_the_solution_and_explains_others() {
    let step = tutorial().last().unwrap();
    assert_eq!(step.kind, StepKind::Solve);
    let exercise = step.exercise().unwrap();
    let p = &exercise.puzzle;
    let empty = State::empty(p);
    let right: Move = "4,0-4,4=1".parse().unwrap();
    assert!(check_progress(p, &exercise.solution, &empty, Some(&exercise), &right).is_right());
    // Taking a bridge back is never a mistake.
    let placed = crate::apply(p, &empty, &right, crate::Mode::Strict).unwrap();
    let back = Move::new(right.a, right.b, 0);
    let verdict = check_progress(p, &exercise.solution, &placed, Some(&exercise), &back);
    let edge = edge_of(p, &back).unwrap();
    assert_eq!(verdict, Verdict::Right(Right::TakenAway { edge, count: 0 }));
    // The two 1s at the top would close themselves off: the verdict names them.
    let wrong = Move::new(crate::Pos::new(0, 0), crate::Pos::new(0, 4), 1);
    edge_of(p, &wrong).unwrap();
    let verdict = check_progress(p, &exercise.solution, &empty, Some(&exercise), &wrong);
    assert!(!verdict.is_right());
}

#[test]
fn wrong_moves_are_explained_by_what_breaks() {
    // The isolation step: joining the two 1s fills both and cuts them off.
    let step = &tutorial()[5];
    let exercise = step.exercise().unwrap();
    let wrong: Move = "0,0-0,2=1".parse().unwrap();
    let verdict = check(&exercise, &wrong);
    let p = &exercise.puzzle;
    let (a, b) = (
        p.island_at(crate::Pos::new(0, 0)).unwrap(),
        p.island_at(crate::Pos::new(0, 2)).unwrap(),
    );
    assert_eq!(
        verdict,
        Verdict::Wrong(Wrong::Breaks {
            edge: edge_of(p, &wrong).unwrap(),
            count: 1,
            why: Breaking::Apart {
                steps: 3,
                group: vec![a, b],
                more: false
            }
        })
    );
    // A bridge already there cannot be the step.
    let again: Move = "2,0-2,2=1".parse().unwrap();
    assert_eq!(
        check(&exercise, &again),
        Verdict::Wrong(Wrong::AlreadyCertain {
            edge: edge_of(p, &again).unwrap(),
            count: 1
        })
    );
    // Over-filling names the island.
    let two: Move = "0,0-2,0=2".parse().unwrap();
    assert!(matches!(
        check(&exercise, &two),
        Verdict::Wrong(Wrong::Breaks {
            why: Breaking::Island { broken: BrokenIsland::TooMany { island, .. }, .. },
            ..
        }) if island == a
    ));
}

#[test]
fn technique_ids_round_trip() {
    for t in Technique::ALL {
        assert_eq!(technique_from_id(t.id()), Some(t));
    }
    assert_eq!(technique_from_id("nothing"), None);
}
