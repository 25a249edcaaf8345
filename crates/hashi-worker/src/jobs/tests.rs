//! The jobs' tests: each `Job` in, the `Reply` it gets, as data.

use super::*;
use hashi_core::generator::{GenerateError, SymmetryRefusal};
use hashi_core::hint::Mistake;
use hashi_core::solver::techniques::{Reason, Technique};
use hashi_core::{apply, Mode, Move};

/// Two islands that need a double bridge: the smallest puzzle with one solution.
const PAIR: &str = "3x1:2a2";

fn solve(task: &str) -> Result<Vec<u8>, Unsolved> {
    match run(&Job::Solve {
        puzzle: task.into(),
    }) {
        Reply::Solution(found) => found,
        other => panic!("{other:?}"),
    }
}

#[test]
fn each_worker_does_its_own_jobs_and_refuses_the_others() {
    let generate = Job::Generate {
        band: "easy".into(),
        width: 7,
        height: 7,
        seed: 1,
        rules: String::new(),
        version: GENERATOR_VERSION,
        symmetry: String::new(),
    };
    let solve = Job::Solve {
        puzzle: PAIR.into(),
    };
    let drill_job = Job::Drill {
        technique: "capacity".into(),
        seed: 3,
    };
    assert_eq!(generate.worker(), Worker::Maker);
    assert_eq!(drill_job.worker(), Worker::Driller);
    assert_eq!(solve.worker(), Worker::Helper);
    let (generate_read, drill_read) = (
        MakerJob::of(&generate).expect("the maker reads its own jobs"),
        MakerJob::of(&drill_job).expect("the driller reads its own jobs"),
    );
    assert!(matches!(make(&generate_read), MakerReply::Generated { .. }));
    assert!(matches!(
        make_drill(&drill_read),
        DrillerReply::Drill { .. }
    ));
    assert!(matches!(help(&solve), Reply::Solution(Ok(_))));
    assert_eq!(help(&generate), Reply::Refused(Refusal::NotMine));
    assert_eq!(
        make(&drill_read),
        MakerReply::Refused(MakerRefusal::NotMine)
    );
    assert_eq!(
        make_drill(&generate_read),
        DrillerReply::Refused(DrillerRefusal::NotMine)
    );
    assert_eq!(
        MakerJob::of(&solve),
        None,
        "the maker cannot read the helper's jobs"
    );
}

#[test]
fn the_maker_reads_every_job_of_its_own_as_the_page_writes_it() {
    let jobs = [
        Job::Generate {
            band: "hard".into(),
            width: 12,
            height: 9,
            seed: 42,
            rules: "m3".into(),
            version: GENERATOR_VERSION,
            symmetry: String::new(),
        },
        Job::Drill {
            technique: "capacity".into(),
            seed: 7,
        },
    ];
    for job in jobs {
        let read = MakerJob::of(&job).expect("a maker's job");
        // The page writes the maker's jobs in their own type: the same JSON, so the same
        // fields with the same values.
        assert_eq!(
            serde_json::to_string(&read).unwrap(),
            serde_json::to_string(&job).unwrap()
        );
    }
}

#[test]
fn the_page_reads_the_makers_replies_in_their_own_types() {
    use crate::protocol::FromWorker;
    let generate = |band: &str| {
        MakerJob::of(&Job::Generate {
            band: band.into(),
            width: 7,
            height: 7,
            seed: 1,
            rules: String::new(),
            version: GENERATOR_VERSION,
            symmetry: String::new(),
        })
        .unwrap()
    };
    let drill_of = |technique: &str| {
        MakerJob::of(&Job::Drill {
            technique: technique.into(),
            seed: 1,
        })
        .unwrap()
    };
    // What each worker posts, read back as the page's pool of it reads it.
    for posted in [make(&generate("easy")), make(&generate("brutal"))] {
        let text = serde_json::to_string(&FromWorker::Done {
            id: 3,
            reply: posted.clone(),
        })
        .unwrap();
        let read = serde_json::from_str::<FromWorker<MakerReply>>(&text).unwrap();
        let reply = posted.into();
        assert_eq!(read.into_reply(), FromWorker::Done { id: 3, reply });
    }
    for posted in [
        make_drill(&drill_of("capacity")),
        make_drill(&drill_of("x")),
    ] {
        let text = serde_json::to_string(&FromWorker::Done {
            id: 4,
            reply: posted.clone(),
        })
        .unwrap();
        let read = serde_json::from_str::<FromWorker<DrillerReply>>(&text).unwrap();
        let reply = posted.into();
        assert_eq!(read.into_reply(), FromWorker::Done { id: 4, reply });
    }
    // The helper's pool does not read them: the helper never sends them.
    let made = serde_json::to_string(&run(&Job::Generate {
        band: "easy".into(),
        width: 7,
        height: 7,
        seed: 1,
        rules: String::new(),
        version: GENERATOR_VERSION,
        symmetry: String::new(),
    }))
    .unwrap();
    assert!(serde_json::from_str::<Reply>(&made).is_err());
}

#[test]
fn generating_matches_the_core_generator_for_the_same_link() {
    // A version 7 link: the same task string the core's generator tests and the CLI give for
    // this seed at version 7.
    let reply = run(&Job::Generate {
        band: "easy".into(),
        width: 7,
        height: 7,
        seed: 42,
        rules: String::new(),
        version: 7,
        symmetry: String::new(),
    });
    let made = generate_as(&Params::for_band(Band::Easy), 42, 7).unwrap();
    assert_eq!(
        reply,
        Reply::Generated {
            puzzle: write_task(&made.puzzle),
            solution: made.solution.counts().to_vec(),
            uses: uses_by_id(&made.rating.uses),
        }
    );
    assert_eq!(
        write_task(&made.puzzle),
        "7x7:d1a32b4a3h4a3a2e2b3e2a1a2a5a3"
    );
}

#[test]
fn a_generated_link_with_rules_makes_a_puzzle_under_them() {
    let reply = run(&Job::Generate {
        band: "easy".into(),
        width: 7,
        height: 7,
        seed: 42,
        rules: "m3L".into(),
        version: GENERATOR_VERSION,
        symmetry: String::new(),
    });
    let Reply::Generated { puzzle, .. } = reply else {
        panic!("{reply:?}");
    };
    assert!(puzzle.starts_with("7x7m3L:"), "{puzzle}");
}

fn judged(lesson: Lesson, position: Vec<u8>, mv: &str) -> Reply {
    run(&Job::JudgeMove {
        lesson,
        position,
        mv: mv.into(),
    })
}

#[test]
fn a_tutorial_move_is_judged_with_the_position_to_show_next() {
    // Step 2: the two 2s need both bridges; one bridge is right and shows the answer.
    let Reply::Judged { verdict, next } = judged(Lesson::Tutorial(1), vec![0], "0,0-0,2=1") else {
        panic!("not judged");
    };
    assert!(verdict.is_right(), "{verdict:?}");
    assert_eq!(next, vec![2]);
}

#[test]
fn a_wrong_tutorial_move_is_explained_and_taken_back() {
    // Step 3: the 1 in the corner row cannot take a double bridge.
    let start = tutorial()[2].position().unwrap().counts().to_vec();
    let reply = judged(Lesson::Tutorial(2), start.clone(), "0,2-0,4=2");
    let Reply::Judged { verdict, next } = reply else {
        panic!("{reply:?}");
    };
    assert!(!verdict.is_right(), "{verdict:?}");
    assert_eq!(next, start);
}

#[test]
fn a_drill_move_is_judged_against_the_drill_sent() {
    let made = drill(technique_from_id("capacity").unwrap(), 5).unwrap();
    let exercise = made.exercise;
    let right = exercise.moves()[0].to_string();
    let position = exercise.position.counts().to_vec();
    let Reply::Judged { verdict, next } =
        judged(Lesson::Drill(exercise.clone().into()), position, &right)
    else {
        panic!("not judged");
    };
    assert!(verdict.is_right(), "{verdict:?}");
    assert_eq!(next, exercise.answered().counts().to_vec());
}

#[test]
fn a_lesson_move_that_cannot_be_read_is_refused_with_why() {
    let unreadable = |sent| Reply::Refused(Refusal::Unreadable(sent));
    assert_eq!(
        judged(Lesson::Tutorial(99), vec![0], "0,0-0,2=1"),
        unreadable(Sent::TutorialStep(99))
    );
    assert_eq!(
        judged(Lesson::Tutorial(1), vec![0, 0], "0,0-0,2=1"),
        unreadable(Sent::Position)
    );
    assert_eq!(
        judged(Lesson::Tutorial(1), vec![0], "nonsense"),
        unreadable(Sent::Move("nonsense".into()))
    );
}

#[test]
fn a_drill_is_the_core_drill_for_its_seed_and_reads_back() {
    let Reply::Drill { seed, exercise } = run(&Job::Drill {
        technique: "isolation".into(),
        seed: 3,
    }) else {
        panic!("not a drill");
    };
    let made = drill(technique_from_id("isolation").unwrap(), 3).unwrap();
    assert_eq!(seed, 3);
    let back = hashi_core::learn::Exercise::try_from(exercise).unwrap();
    assert_eq!(back, made.exercise);
    let refused = run(&Job::Drill {
        technique: "guessing".into(),
        seed: 0,
    });
    assert_eq!(
        refused,
        Reply::Undrilled(DrillerRefusal::NotATechnique("guessing".into()))
    );
}

#[test]
fn bad_requests_are_refused_with_why() {
    let refused = |job: Job| match run(&job) {
        Reply::Refused(why) => why,
        other => panic!("{other:?}"),
    };
    let symmetric = |band: &str, width: usize, rules: &str, symmetry: &str| Job::Generate {
        band: band.into(),
        width,
        height: 7,
        seed: 1,
        rules: rules.into(),
        version: GENERATOR_VERSION,
        symmetry: symmetry.into(),
    };
    let generate = |band: &str, width: usize, rules: &str| symmetric(band, width, rules, "");
    assert_eq!(
        run(&generate("brutal", 7, "")),
        Reply::Unmade(MakerRefusal::NotADifficulty("brutal".into()))
    );
    assert_eq!(
        run(&generate("easy", 7, "m7")),
        Reply::Unmade(MakerRefusal::NotRules("m7".into()))
    );
    assert_eq!(
        run(&symmetric("easy", 7, "", "diagonal")),
        Reply::Unmade(MakerRefusal::NotSymmetry("diagonal".into()))
    );
    assert_eq!(
        run(&symmetric("easy", 9, "", "rot90")),
        Reply::Unmade(MakerRefusal::Generate(GenerateError::Symmetry(
            SymmetryRefusal::NotSquare
        )))
    );
    assert_eq!(
        run(&generate("easy", 500, "")),
        Reply::Unmade(MakerRefusal::Generate(GenerateError::Size {
            width: 500,
            height: 7
        }))
    );
    assert_eq!(
        refused(Job::Solve {
            puzzle: "3x1:2a".into()
        }),
        Refusal::Unreadable(Sent::Puzzle)
    );
    assert_eq!(
        refused(Job::Hint {
            puzzle: PAIR.into(),
            position: vec![3],
            marks: Vec::new(),
            solution: None,
        }),
        Refusal::Unreadable(Sent::Position)
    );
}

#[test]
fn a_draft_is_judged_and_a_damaged_one_refused() {
    let square = SavedDraft {
        width: 5,
        height: 5,
        islands: vec![(0, 0, 3), (0, 3, 3), (3, 0, 3), (3, 3, 3)],
        bridges: vec![],
        last_change: None,
    };
    let Reply::Analysed(report) = run(&Job::Analyse {
        draft: square.clone(),
    }) else {
        panic!("expected a report");
    };
    assert_eq!(report.status(), "several");
    assert!(report.suggestion().is_some());
    let damaged = SavedDraft {
        islands: vec![(0, 0, 9)],
        ..square
    };
    assert_eq!(
        run(&Job::Analyse { draft: damaged }),
        Reply::Refused(Refusal::Unreadable(Sent::Draft))
    );
}

#[test]
fn solving_says_why_there_is_no_single_solution() {
    assert_eq!(solve(PAIR), Ok(vec![2]));
    // Four 3s in a square: a double on either pair of opposite sides.
    assert_eq!(solve("3x3:3a3c3a3"), Err(Unsolved::Several));
    assert_eq!(solve("3x1:1a2"), Err(Unsolved::None));
    // Two pairs that could only be joined by crossing bridges.
    assert_eq!(solve("3x3:a1a1a1a1a"), Err(Unsolved::None));
}

#[test]
fn a_hint_names_its_step_and_returns_the_solution_it_found() {
    let Reply::Hint(advice) = run(&Job::Hint {
        puzzle: PAIR.into(),
        position: vec![0],
        marks: Vec::new(),
        solution: None,
    }) else {
        panic!("not a hint");
    };
    let Hint::Step(step) = &advice.said else {
        panic!("{:?}", advice.said);
    };
    // Each 2 can take exactly two bridges, from its one neighbour.
    assert_eq!(step.technique, Technique::Capacity);
    assert_eq!(
        step.reason,
        Reason::ExactlyEnough {
            island: 0,
            target: 2
        }
    );
    let puzzle = parse_task(PAIR).unwrap();
    assert!(advice.said.counts_as_hint());
    assert_eq!(
        advice.said.moves(&puzzle, &State::empty(&puzzle)),
        vec!["0,0-0,2=2".parse().unwrap()]
    );
    assert_eq!(advice.said.highlights(&puzzle), (vec![0], vec![0]));
    assert_eq!(advice.solution, Some(Ok(vec![2])));
    // With the solution sent along, none comes back.
    let Reply::Hint(advice) = run(&Job::Hint {
        puzzle: PAIR.into(),
        position: vec![0],
        marks: Vec::new(),
        solution: Some(vec![2]),
    }) else {
        panic!("not a hint");
    };
    assert_eq!(advice.solution, None);
}

#[test]
fn a_hint_round_trips_through_the_protocol_as_data() {
    use crate::protocol::FromWorker;
    let task = "7x7:a2b4a2g1c5i2a3a7a4g1c3b";
    let puzzle = parse_task(task).unwrap();
    let state = State::empty(&puzzle);
    let posted = run(&Job::Hint {
        puzzle: task.into(),
        position: counts(state.clone()),
        marks: Vec::new(),
        solution: None,
    });
    let wire = serde_json::to_string(&FromWorker::Done {
        id: 9,
        reply: posted.clone(),
    })
    .unwrap();
    let read = serde_json::from_str::<FromWorker>(&wire).unwrap();
    assert_eq!(
        read,
        FromWorker::Done {
            id: 9,
            reply: posted.clone()
        }
    );
    let (
        Reply::Hint(sent),
        FromWorker::Done {
            reply: Reply::Hint(got),
            ..
        },
    ) = (&posted, &read)
    else {
        panic!("not a hint: {wire}");
    };
    // The reply is data: the sentence is written from it on the page, not carried.
    let english = hashi_words::Catalog::english();
    let text = hashi_words::aid::hint(&english, &got.said, &puzzle);
    assert!(matches!(got.said, Hint::Step(_)), "{wire}");
    assert!(!wire.contains(&text), "{wire}");
    assert_eq!(text, hashi_words::aid::hint(&english, &sent.said, &puzzle));
    // The report the CLI prints is the same from either side of the wire.
    assert_eq!(
        got.said.report(&puzzle, &state, text.clone()),
        sent.said.report(&puzzle, &state, text)
    );
}

#[test]
fn mistakes_point_at_the_first_wrong_bridge() {
    let puzzle = parse_task(PAIR).unwrap();
    let state = State::empty(&puzzle);
    let Reply::Mistakes(none) = run(&Job::Mistakes {
        puzzle: PAIR.into(),
        position: state.counts().to_vec(),
        marks: Vec::new(),
        solution: None,
    }) else {
        panic!("not mistakes");
    };
    assert_eq!(none.said, Finding::NoMistakes { marked: false });

    let task = "7x7:d1a32b4a3h4a3a2e2b3e2a1a2a5a3";
    let puzzle = parse_task(task).unwrap();
    let Ok(solution) = solve(task) else {
        panic!("the pinned easy puzzle has one solution");
    };
    // A bridge on a pair the solution leaves empty.
    let wrong_edge = solution.iter().position(|&c| c == 0).unwrap();
    let mv = Move::on_edge(&puzzle, wrong_edge, 1);
    let state = apply(&puzzle, &State::empty(&puzzle), &mv, Mode::Free).unwrap();
    let Reply::Mistakes(found) = run(&Job::Mistakes {
        puzzle: task.into(),
        position: state.counts().to_vec(),
        marks: Vec::new(),
        solution: Some(solution.clone()),
    }) else {
        panic!("not mistakes");
    };
    assert_eq!(
        found.said,
        Finding::Mistakes(vec![Mistake::Bridge(wrong_edge)])
    );
    let (islands, edges) = found.said.highlights(&puzzle);
    assert_eq!((islands.len(), edges), (2, vec![wrong_edge]));

    // A no-bridge mark on a pair the solution bridges is named as a mark.
    let bridged = solution.iter().position(|&c| c > 0).unwrap();
    let Reply::Mistakes(found) = run(&Job::Mistakes {
        puzzle: task.into(),
        position: vec![0; solution.len()],
        marks: vec![bridged],
        solution: Some(solution.clone()),
    }) else {
        panic!("not mistakes");
    };
    assert_eq!(
        found.said,
        Finding::Mistakes(vec![Mistake::NoBridgeMark(bridged)])
    );
}

#[test]
fn marks_that_do_not_fit_the_position_are_refused() {
    assert_eq!(
        run(&Job::Hint {
            puzzle: PAIR.into(),
            position: vec![1],
            marks: vec![0],
            solution: None,
        }),
        Reply::Refused(Refusal::Unreadable(Sent::Position)),
        "a mark on a bridge was accepted"
    );
    // A job from a page of the first protocol, without marks, still reads.
    let old = r#"{"Hint":{"puzzle":"3x1:2a2","position":[0],"solution":null}}"#;
    let job: Job = serde_json::from_str(old).unwrap();
    assert!(matches!(job, Job::Hint { ref marks, .. } if marks.is_empty()));
}

#[test]
fn the_logical_path_steps_from_the_empty_board_to_the_solution() {
    let task = "7x7:d1a32b4a3h4a3a2e2b3e2a1a2a5a3";
    let Ok(solution) = solve(task) else {
        panic!("the pinned easy puzzle has one solution");
    };
    let Reply::LogicalPath(steps) = run(&Job::LogicalPath {
        puzzle: task.into(),
        solution: None,
    }) else {
        panic!("no path");
    };
    assert!(steps.len() > 3);
    assert_eq!(steps.last().unwrap().counts, solution);
    assert!(steps
        .iter()
        .all(|s| s.technique().is_some() && !s.edges.is_empty()));
    // With the solution sent, the same path.
    let again = run(&Job::LogicalPath {
        puzzle: task.into(),
        solution: Some(solution),
    });
    assert_eq!(again, Reply::LogicalPath(steps));
    // A puzzle without one solution has no path to follow.
    assert_eq!(
        run(&Job::LogicalPath {
            puzzle: "3x3:3a3c3a3".into(),
            solution: None,
        }),
        Reply::Refused(Refusal::NoPath(Unsolved::Several))
    );
}

#[test]
fn a_path_that_runs_out_of_budget_says_so() {
    // A hard generated puzzle needs the global techniques, which charge the budget.
    let made = generate_as(&Params::for_band(Band::Hard), 7, GENERATOR_VERSION).unwrap();
    let task = write_task(&made.puzzle);
    let why = path(&task, Some(made.solution.counts()), Budget::work(1)).unwrap_err();
    assert!(
        matches!(why, Refusal::Path(PathError::GaveUp { .. })),
        "{why:?}"
    );
}

#[test]
fn an_unsolvable_puzzle_is_explained_not_compared() {
    let Reply::Mistakes(advice) = run(&Job::Mistakes {
        puzzle: "3x3:3a3c3a3".into(),
        position: vec![0; 4],
        marks: Vec::new(),
        solution: None,
    }) else {
        panic!("not mistakes");
    };
    assert_eq!(advice.said, Finding::Unsolvable(Unsolved::Several));
    assert_eq!(advice.solution, Some(Err(Unsolved::Several)));
}

#[test]
fn a_symmetry_asked_for_is_the_one_the_islands_keep() {
    let job = |symmetry: &str| Job::Generate {
        band: "medium".into(),
        width: 10,
        height: 10,
        seed: 3,
        rules: String::new(),
        version: GENERATOR_VERSION,
        symmetry: symmetry.into(),
    };
    for symmetry in Symmetry::ALL {
        let Reply::Generated { puzzle, .. } = run(&job(symmetry.id())) else {
            panic!("{symmetry} made nothing");
        };
        let puzzle = parse_task(&puzzle).unwrap();
        let cells: Vec<_> = puzzle.islands().iter().map(|i| i.pos).collect();
        assert!(symmetry.holds_for(&cells, 10, 10), "{symmetry}");
        let made = generate_as(
            &Params {
                symmetry: Some(symmetry),
                ..Params::for_band(Band::Medium)
            },
            3,
            GENERATOR_VERSION,
        )
        .unwrap();
        assert_eq!(write_task(&made.puzzle), write_task(&puzzle), "{symmetry}");
    }
}

#[test]
fn the_weekly_job_makes_the_week_s_pick_and_refuses_other_weeks() {
    let spec = hashi_core::weekly::weekly("2026-W49".parse().unwrap()).unwrap();
    let picked = hashi_core::weekly::pick(&spec, |_| ()).unwrap();
    let Reply::Generated { puzzle, .. } = run(&Job::Weekly {
        week: "2026-W49".into(),
    }) else {
        panic!("no weekly");
    };
    assert_eq!(puzzle, write_task(&picked.generated.puzzle));
    // The driller picks it; the maker, which generated links wait for, links none of it.
    let weekly = Job::Weekly {
        week: "2026-W49".into(),
    };
    assert_eq!(weekly.worker(), Worker::Driller);
    assert_eq!(
        make(&MakerJob::of(&weekly).unwrap()),
        MakerReply::Refused(MakerRefusal::NotMine)
    );
    for week in ["2026-W48", "2026-W54", "next"] {
        assert_eq!(
            run(&Job::Weekly { week: week.into() }),
            Reply::Unmade(MakerRefusal::NoWeekly(week.into()))
        );
    }
}

/// A game of `task` solved by play, with a 90 s pause before the last of its bridges.
fn solved_with_a_pause(task: &str) -> Game {
    let puzzle = std::sync::Arc::new(parse_task(task).unwrap());
    let solution = unique_solution(&puzzle).unwrap();
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    game.set_clock(0);
    let edges: Vec<usize> = (0..puzzle.edges().len())
        .filter(|&e| solution.count(e) > 0)
        .collect();
    for (i, &edge) in edges.iter().enumerate() {
        let at = if i + 1 == edges.len() {
            100_000
        } else {
            2_000 * (i as u64 + 1)
        };
        game.set_clock(at);
        game.play(&[Move::on_edge(&puzzle, edge, solution.count(edge))])
            .unwrap();
    }
    assert!(game.solved_by_play());
    game
}

#[test]
fn the_coach_speaks_of_a_game_solved_by_play_and_only_of_that() {
    let game = solved_with_a_pause("3x3:2a1c1b");
    let coach = |game: &Game, solution: Option<Vec<u8>>| match run(&Job::Coach {
        save: game.save(),
        solution,
    }) {
        Reply::Coached(lines) => lines,
        other => panic!("{other:?}"),
    };
    let lines = coach(&game, None);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].kind, hashi_core::coach::CoachKind::Stall);
    assert_eq!(lines[0].move_index, 1);
    assert_eq!(lines[0].seconds, Some(98));
    // The page's solution saves the search, and says the same.
    assert_eq!(coach(&game, Some(game.state().counts().to_vec())), lines);
    // A revealed solve is not coached.
    let mut revealed = Game::new(game.puzzle().clone(), Mode::Strict);
    revealed.reveal(game.state()).unwrap();
    assert_eq!(coach(&revealed, None), Vec::new());
    // A save that does not replay is refused, not guessed at.
    let mut broken = game.save();
    broken.start = "3x3:zz".into();
    assert_eq!(
        run(&Job::Coach {
            save: broken,
            solution: None
        }),
        Reply::Refused(Refusal::Unreadable(Sent::Position))
    );
}

#[test]
fn a_batch_of_puzzles_is_checked_in_order_and_a_bad_task_refuses_it() {
    let checked = |puzzles: &[&str]| {
        run(&Job::CheckPuzzles {
            puzzles: puzzles.join("\n"),
        })
    };
    let Reply::PuzzlesChecked(text) = checked(&[PAIR, "3x3:3a3c3a3", "3x3:222222222"]) else {
        panic!("not checked");
    };
    let verdicts: Vec<Result<hashi_core::collection::Checked, u8>> =
        serde_json::from_str(&text).unwrap();
    assert_eq!(verdicts.len(), 3);
    let kept = verdicts[0].as_ref().unwrap();
    assert_eq!(kept.solution, "2");
    assert_eq!(kept.rating.band, "easy");
    assert_eq!(verdicts[1], Err(Unsolved::Several.code()));
    assert_eq!(verdicts[2], Err(Unsolved::None.code()));
    assert_eq!(
        checked(&[PAIR, "no task"]),
        Reply::Refused(Refusal::Unreadable(Sent::Puzzle))
    );
}
