//! The English a player reads from the workers' answers, pinned: `english.jsonl` holds jobs
//! (hints, mistakes, logical paths, lessons' verdicts, drills, the editor's reports, refusals)
//! on real puzzles with the sentences the page showed for them when the file was recorded
//! (when the worker still sent sentences), and every sentence must come out exactly the
//! same. Each reply goes through the wire's JSON first, and its sentences are written from
//! its data by the one writer the page and the CLI share (`hashi_words`, English catalog).
//! The cases cover every kind of reason, hint and verdict; `record_english` (ignored) chose
//! them and wrote the file.

use hashi_core::editor::SavedDraft;
use hashi_core::formats::{parse_task, write_task};
use hashi_core::generator::{generate, Params};
use hashi_core::hint::Aid;
use hashi_core::learn::{tutorial, ExerciseData, DRILLED};
use hashi_core::rating::Band;
use hashi_core::solver::Unsolved;
use hashi_core::{Move, Puzzle, State};
use hashi_words::{aid, editor, lesson, Catalog};
use hashi_worker::jobs::{help, make, make_drill, run};
use hashi_worker::protocol::{Job, Lesson, MakerJob, Reply, Worker};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/english.jsonl")
}

/// The puzzle a job is about, which the page has on screen.
fn puzzle_of(job: &Job) -> Puzzle {
    match job {
        Job::Hint { puzzle, .. }
        | Job::Mistakes { puzzle, .. }
        | Job::LogicalPath { puzzle, .. } => parse_task(puzzle).unwrap(),
        Job::JudgeMove {
            lesson: Lesson::Tutorial(index),
            ..
        } => tutorial()[*index].puzzle().unwrap(),
        Job::JudgeMove {
            lesson: Lesson::Drill(exercise),
            ..
        } => parse_task(&exercise.task).unwrap(),
        other => panic!("no puzzle in {other:?}"),
    }
}

/// The reply to `job` as the page reads it off the wire: what its worker posts, in that
/// worker's own reply type (the helper's, when `to_helper`), read back.
fn answer(job: &Job, to_helper: bool) -> Reply {
    fn wire<R: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(posted: R) -> R {
        let read = serde_json::from_str(&serde_json::to_string(&posted).unwrap()).unwrap();
        assert_eq!(read, posted, "a reply reads back as it was posted");
        read
    }
    match (MakerJob::of(job), job.worker()) {
        (Some(making), Worker::Maker) if !to_helper => wire(make(&making)).into(),
        (Some(making), Worker::Driller) if !to_helper => wire(make_drill(&making)).into(),
        _ => wire(help(job)),
    }
}

/// What the page shows for `reply` (the answer to `job`), sentence by sentence, written from
/// its data as the page writes it.
fn sentences(job: &Job, reply: &Reply) -> Vec<String> {
    let english = Catalog::english();
    match reply {
        Reply::Hint(advice) => vec![aid::hint(&english, &advice.said, &puzzle_of(job))],
        Reply::Mistakes(advice) => vec![aid::finding(&english, &advice.said, &puzzle_of(job))],
        Reply::LogicalPath(steps) => {
            let puzzle = puzzle_of(job);
            steps
                .iter()
                .map(|s| aid::path_step(&english, &s.found, &puzzle))
                .collect()
        }
        Reply::Analysed(report) => [
            Some(editor::report(&english, report)),
            report.suggestion().map(|s| editor::suggestion(&english, s)),
        ]
        .into_iter()
        .flatten()
        .collect(),
        Reply::Judged { verdict, .. } => vec![format!(
            "{}: {}",
            if verdict.is_right() { "right" } else { "wrong" },
            lesson::verdict(&english, verdict, &puzzle_of(job))
        )],
        Reply::Drill { exercise, .. } => {
            let puzzle = parse_task(&exercise.task).unwrap();
            vec![lesson::teaching(&english, &exercise.teaching, &puzzle)]
        }
        Reply::Refused(why) => vec![aid::refusal(&english, why)],
        Reply::Unmade(why) => vec![why.to_string()],
        Reply::Undrilled(why) => vec![why.to_string()],
        other => panic!("no sentence in {other:?}"),
    }
}

/// The sentences of a case that needs no job: why an aid has no solution to work from.
fn direct(case: &Value) -> Vec<String> {
    let why: Unsolved = serde_json::from_value(case["unsolved"].clone()).unwrap();
    let which = match case["aid"].as_str().unwrap() {
        "hint" => Aid::Hint,
        "reveal" => Aid::Reveal,
        "compare with" => Aid::Compare,
        "follow" => Aid::Follow,
        other => panic!("no aid {other}"),
    };
    vec![aid::unsolved(&Catalog::english(), why, which)]
}

#[test]
fn the_english_of_every_answer_is_as_recorded() {
    let text = std::fs::read_to_string(fixture()).expect("the recorded English");
    let mut checked = 0;
    // Drills by their puzzle, as the drill jobs before their moves made them.
    let mut drills = BTreeMap::new();
    for (line, case) in text.lines().enumerate() {
        let case: Value = serde_json::from_str(case).unwrap();
        let said = match (case.get("job"), case.get("to_helper")) {
            (Some(job), to_helper) => {
                let job: Job = serde_json::from_value(with_drill_data(job, &drills)).unwrap();
                let reply = answer(&job, to_helper.is_some());
                if let Reply::Drill { exercise, .. } = &reply {
                    drills.insert(exercise.task.clone(), exercise.clone());
                }
                sentences(&job, &reply)
            }
            (None, _) => direct(&case),
        };
        let recorded: Vec<String> = serde_json::from_value(case["said"].clone()).unwrap();
        assert_eq!(said, recorded, "line {}: {case}", line + 1);
        checked += 1;
    }
    assert!(checked > 500, "only {checked} cases");
}

/// `job`, with a drill's data as the driller writes it now. Moves in a drill recorded before
/// drills carried what they teach as data hold its sentence instead (`reason`); the drill is
/// the one a drill job before them made (the same puzzle), so its data is taken from there.
fn with_drill_data(job: &Value, drills: &BTreeMap<String, ExerciseData>) -> Value {
    let mut job = job.clone();
    let lesson = job
        .get_mut("JudgeMove")
        .and_then(|judge| judge.get_mut("lesson"))
        .and_then(|lesson| lesson.get_mut("Drill"))
        .filter(|drill| drill.get("reason").is_some());
    if let Some(lesson) = lesson {
        let task = lesson["task"].as_str().unwrap();
        let made = drills.get(task).expect("the drill job before its moves");
        *lesson = serde_json::to_value(made).unwrap();
    }
    job
}

/// Chooses the cases and writes `english.jsonl` with today's sentences. Run once, by hand, on
/// the code whose English is to be kept: `cargo test -p hashi-worker --test english --
/// --ignored record_english`.
#[test]
#[ignore]
fn record_english() {
    let mut lines = Vec::new();
    let mut kinds = BTreeSet::new();
    let mut push = |case: Value, said: Vec<String>| {
        let mut case = case;
        case["said"] = json!(said);
        lines.push(case.to_string());
    };
    let job = |job: Job, kinds: &mut BTreeSet<String>| {
        let said = sentences(&job, &answer(&job, false));
        kinds.extend(said.iter().flat_map(|s| kinds_in(s)).map(str::to_string));
        (json!({ "job": job }), said)
    };
    // Cases whose sentences only repeat the shape of one already kept are left out, to keep
    // the file small: a shape is the sentence with its numbers taken out.
    let mut shapes = BTreeSet::new();
    let mut fresh = |said: &[String]| shapes.insert(shape(said));

    for (task, solution) in puzzles() {
        let puzzle = parse_task(&task).unwrap();
        let (case, said) = job(
            Job::LogicalPath {
                puzzle: task.clone(),
                solution: Some(solution.counts().to_vec()),
            },
            &mut kinds,
        );
        push(case, said);
        let Reply::LogicalPath(path) = run(&Job::LogicalPath {
            puzzle: task.clone(),
            solution: Some(solution.counts().to_vec()),
        }) else {
            panic!("no path for {task}");
        };
        // A hint from the empty board, and from every position the path passes, with and
        // without the pairs it knows to be empty marked.
        let mut positions = vec![(vec![0; puzzle.edges().len()], Vec::new())];
        positions.extend(path.iter().map(|s| (s.counts.clone(), s.closed.clone())));
        for (k, (counts, closed)) in positions.iter().enumerate() {
            let marks = if k % 2 == 1 {
                closed.clone()
            } else {
                Vec::new()
            };
            let (case, said) = job(
                Job::Hint {
                    puzzle: task.clone(),
                    position: counts.clone(),
                    marks,
                    solution: Some(solution.counts().to_vec()),
                },
                &mut kinds,
            );
            if fresh(&said) || k.is_multiple_of(4) {
                push(case, said);
            }
        }
        // Mistakes: one wrong bridge, two, a wrong mark, and none (with marks and without).
        let middle = &positions[positions.len() / 3].0;
        let wrong: Vec<usize> = (0..puzzle.edges().len())
            .filter(|&e| solution.count(e) == 0 && middle[e] == 0)
            .filter(|&e| !puzzle.crossings(e).iter().any(|&o| middle[o] > 0))
            .collect();
        let with = |edges: &[usize]| {
            let mut counts = middle.clone();
            for &e in edges {
                counts[e] = 1;
            }
            counts
        };
        let bridged_empty: Vec<usize> = (0..puzzle.edges().len())
            .filter(|&e| solution.count(e) > 0 && middle[e] == 0)
            .collect();
        let mut mistaken = vec![(middle.clone(), Vec::new())];
        if let Some(&first) = wrong.first() {
            mistaken.push((with(&[first]), Vec::new()));
        }
        if wrong.len() > 1 && !puzzle.crossings(wrong[0]).contains(&wrong[1]) {
            mistaken.push((with(&wrong[..2]), Vec::new()));
        }
        if let Some(&mark) = bridged_empty.first() {
            mistaken.push((middle.clone(), vec![mark]));
        }
        let right_marks: Vec<usize> = (0..puzzle.edges().len())
            .filter(|&e| solution.count(e) == 0 && middle[e] == 0)
            .take(2)
            .collect();
        mistaken.push((middle.clone(), right_marks));
        for (position, marks) in mistaken {
            for job_of in [hint_job, mistakes_job] {
                let (case, said) = job(
                    job_of(&task, position.clone(), marks.clone(), &solution),
                    &mut kinds,
                );
                push(case, said);
            }
        }
        // A solved board.
        let (case, said) = job(
            hint_job(&task, solution.counts().to_vec(), Vec::new(), &solution),
            &mut kinds,
        );
        push(case, said);
    }

    // Where no technique finds the next step, the hint reveals a bridge.
    let (task, position, solution) = reveal_case();
    let (case, said) = job(hint_job(&task, position, Vec::new(), &solution), &mut kinds);
    push(case, said);

    // Puzzles without one solution, and requests that cannot be read.
    for task in ["3x3:3a3c3a3", "3x1:1a2", "3x3:a1a1a1a1a"] {
        let edges = parse_task(task).unwrap().edges().len();
        for job_of in [
            |t: &str, n: usize| Job::Hint {
                puzzle: t.into(),
                position: vec![0; n],
                marks: Vec::new(),
                solution: None,
            },
            |t: &str, n: usize| Job::Mistakes {
                puzzle: t.into(),
                position: vec![0; n],
                marks: Vec::new(),
                solution: None,
            },
            |t: &str, _| Job::LogicalPath {
                puzzle: t.into(),
                solution: None,
            },
        ] {
            let (case, said) = job(job_of(task, edges), &mut kinds);
            push(case, said);
        }
    }
    for why in [Unsolved::None, Unsolved::Several, Unsolved::GaveUp] {
        for aid in ["hint", "reveal", "compare with", "follow"] {
            let case = json!({ "unsolved": why, "aid": aid });
            let said = direct(&case);
            push(case, said);
        }
    }
    for bad in refused_jobs() {
        let (case, said) = job(bad, &mut kinds);
        push(case, said);
    }
    // A job sent to a worker that does not do it.
    let making = Job::Generate {
        band: "easy".into(),
        width: 7,
        height: 7,
        seed: 1,
        rules: String::new(),
        version: hashi_core::generator::GENERATOR_VERSION,
        symmetry: String::new(),
    };
    let said = sentences(&making, &answer(&making, true));
    push(json!({ "job": making, "to_helper": true }), said);

    // The tutorial: every move from each step's start.
    for (index, step) in tutorial().iter().enumerate() {
        let puzzle = step.puzzle().unwrap();
        let start = step.position().unwrap();
        for mv in every_move(&puzzle) {
            let (case, said) = job(
                Job::JudgeMove {
                    lesson: Lesson::Tutorial(index),
                    position: start.counts().to_vec(),
                    mv: mv.to_string(),
                },
                &mut kinds,
            );
            push(case, said);
        }
    }
    // Drills: two of each technique, every move from their positions.
    for technique in DRILLED {
        for seed in 0..2 {
            let drill_job = Job::Drill {
                technique: technique.id().into(),
                seed,
            };
            let Reply::Drill { exercise, .. } = run(&drill_job) else {
                continue;
            };
            let (case, said) = job(drill_job, &mut kinds);
            push(case, said);
            let puzzle = parse_task(&exercise.task).unwrap();
            for (k, mv) in every_move(&puzzle).into_iter().enumerate() {
                let (case, said) = job(
                    Job::JudgeMove {
                        lesson: Lesson::Drill(exercise.clone()),
                        position: exercise.position.clone(),
                        mv: mv.to_string(),
                    },
                    &mut kinds,
                );
                if fresh(&said) || k < 3 {
                    push(case, said);
                }
            }
        }
    }

    // The editor: drafts of every status, and as many different sentences as a few hundred
    // random drafts give.
    let mut seen = BTreeSet::new();
    let mut rng = 0x9e37_79b9_7f4a_7c15_u64;
    for k in 0..600 {
        let draft = random_draft(&mut rng, k);
        let analyse = Job::Analyse {
            draft: draft.clone(),
        };
        let reply = run(&analyse);
        // Each shape once, and the first few drafts whatever they say.
        if seen.insert(shape(&sentences(&analyse, &reply))) || k < 20 {
            let (case, said) = job(Job::Analyse { draft }, &mut kinds);
            push(case, said);
        }
    }

    std::fs::write(fixture(), lines.join("\n") + "\n").unwrap();
    println!("{} cases; kinds seen: {kinds:?}", lines.len());
    for kind in [
        "blocks",
        "full",
        "exactly-enough",
        "only-needs",
        "one-to-each",
        "at-least",
        "would-isolate",
        "closes-loop",
        "needed-for-connection",
        "refuted",
    ] {
        assert!(kinds.contains(kind), "no {kind} reason recorded");
    }
    let all = std::fs::read_to_string(fixture()).unwrap();
    for words in [
        "across the edge",
        "Two 1s joined",
        "A double bridge between the 2s",
        "would close a group of",
        "so no pair of its can take a double now",
        "so no pair of its can take more than that now",
        "mistakes in all",
        "The no-bridge mark between",
        "No mistakes so far: every bridge is part of the solution.",
        "and no pair you marked has a bridge in it",
        "No single deduction",
        "The puzzle is solved.",
        "Yes, that is forced too",
        "nothing on the board forces it yet",
        "Exactly one solution",
        "Several solutions",
        "No solution.",
    ] {
        assert!(all.contains(words), "nothing says {words:?}");
    }
}

fn hint_job(task: &str, position: Vec<u8>, marks: Vec<usize>, solution: &State) -> Job {
    Job::Hint {
        puzzle: task.into(),
        position,
        marks,
        solution: Some(solution.counts().to_vec()),
    }
}

fn mistakes_job(task: &str, position: Vec<u8>, marks: Vec<usize>, solution: &State) -> Job {
    Job::Mistakes {
        puzzle: task.into(),
        position,
        marks,
        solution: Some(solution.counts().to_vec()),
    }
}

/// The sentences with their numbers taken out.
fn shape(said: &[String]) -> String {
    said.join(" ")
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .collect()
}

/// The kinds of reason a sentence gives, read from its wording (today's replies carry only the
/// sentence).
fn kinds_in(text: &str) -> Vec<&'static str> {
    [
        ("blocks the way", "blocks"),
        ("already has all its bridges", "full"),
        ("can take exactly", "exactly-enough"),
        ("needs only", "only-needs"),
        ("neighbours left", "one-to-each"),
        ("can get at most", "at-least"),
        ("cut them off", "would-isolate"),
        ("would be cut off", "would-isolate"),
        ("off from the rest", "would-isolate"),
        ("close a loop", "closes-loop"),
        ("could no longer all be joined", "needed-for-connection"),
        ("leads to a contradiction", "refuted"),
        ("No single deduction", "reveal"),
    ]
    .into_iter()
    .filter(|(words, _)| text.contains(words))
    .map(|(_, kind)| kind)
    .collect()
}

/// Generated puzzles of every band and rule set, with their solutions.
fn puzzles() -> Vec<(String, State)> {
    let cases: [(Band, usize, &str, u64); 13] = [
        (Band::Easy, 7, "", 42),
        (Band::Medium, 7, "", 1),
        (Band::Hard, 8, "", 7),
        (Band::Expert, 10, "", 3),
        (Band::Extreme, 10, "", 5),
        (Band::Easy, 7, "m1", 2),
        (Band::Medium, 8, "m3", 4),
        (Band::Medium, 8, "m4", 6),
        (Band::Hard, 8, "L", 8),
        (Band::Medium, 8, "m1L", 9),
        (Band::Medium, 8, "w", 10),
        (Band::Medium, 8, "t", 11),
        (Band::Hard, 8, "m3Lt", 12),
    ];
    cases
        .into_iter()
        .map(|(band, side, rules, seed)| {
            let params = Params {
                width: side,
                height: side,
                rules: rules.parse().unwrap(),
                ..Params::for_band(band)
            };
            // The first seed from `seed` that the generator makes a puzzle for.
            let made = (seed..seed + 20)
                .find_map(|s| generate(&params, s).ok())
                .unwrap_or_else(|| panic!("no {band} {side}x{side} {rules} puzzle"));
            (write_task(&made.puzzle), made.solution)
        })
        .collect()
}

/// A position where no technique finds the next step, so the hint reveals a bridge: the
/// square of four 3s, which has two solutions, with one bridge on every side and one of the
/// two solutions sent as the one (the worker takes the page's word for it).
fn reveal_case() -> (String, Vec<u8>, State) {
    let task = "3x3:3a3c3a3";
    let puzzle = parse_task(task).unwrap();
    let solution = hashi_core::solver::solve(&puzzle, 2).solutions.remove(0);
    (task.into(), vec![1; puzzle.edges().len()], solution)
}

/// Jobs the helper refuses, each for a reason of its own.
fn refused_jobs() -> Vec<Job> {
    vec![
        Job::Solve {
            puzzle: "3x1:2a".into(),
        },
        Job::Hint {
            puzzle: "3x1:2a2".into(),
            position: vec![3],
            marks: Vec::new(),
            solution: None,
        },
        Job::Hint {
            puzzle: "3x1:2a2".into(),
            position: vec![1],
            marks: vec![0],
            solution: None,
        },
        Job::Generate {
            band: "brutal".into(),
            width: 7,
            height: 7,
            seed: 1,
            rules: String::new(),
            version: hashi_core::generator::GENERATOR_VERSION,
            symmetry: String::new(),
        },
        Job::Generate {
            band: "easy".into(),
            width: 7,
            height: 7,
            seed: 1,
            rules: "m7".into(),
            version: hashi_core::generator::GENERATOR_VERSION,
            symmetry: String::new(),
        },
        Job::Generate {
            band: "easy".into(),
            width: 500,
            height: 7,
            seed: 1,
            rules: String::new(),
            version: hashi_core::generator::GENERATOR_VERSION,
            symmetry: String::new(),
        },
        Job::Drill {
            technique: "guessing".into(),
            seed: 0,
        },
        Job::JudgeMove {
            lesson: Lesson::Tutorial(99),
            position: vec![0],
            mv: "0,0-0,2=1".into(),
        },
        Job::JudgeMove {
            lesson: Lesson::Tutorial(1),
            position: vec![0, 0],
            mv: "0,0-0,2=1".into(),
        },
        Job::JudgeMove {
            lesson: Lesson::Tutorial(1),
            position: vec![0],
            mv: "nonsense".into(),
        },
        Job::Analyse {
            draft: SavedDraft {
                width: 5,
                height: 5,
                islands: vec![(0, 0, 9)],
                bridges: Vec::new(),
                last_change: None,
            },
        },
        Job::SlideSolve {
            board: "not a board".into(),
            budget: 10,
        },
    ]
}

/// Every bridge count on every pair of `puzzle`, as moves.
fn every_move(puzzle: &Puzzle) -> Vec<Move> {
    (0..puzzle.edges().len())
        .flat_map(|e| (1..=puzzle.max_bridges()).map(move |count| (e, count)))
        .map(|(e, count)| Move::on_edge(puzzle, e, count))
        .collect()
}

/// A 5x5 or 6x6 draft of a few islands, from a xorshift generator (`k` varies the shape).
fn random_draft(rng: &mut u64, k: usize) -> SavedDraft {
    let mut next = |below: usize| {
        *rng ^= *rng << 13;
        *rng ^= *rng >> 7;
        *rng ^= *rng << 17;
        (*rng % below as u64) as usize
    };
    let side = 5 + next(2);
    let lattice = k.is_multiple_of(3);
    let mut islands: Vec<(usize, usize, u8)> = Vec::new();
    for _ in 0..3 + next(9) {
        let (mut r, mut c) = (next(side), next(side));
        if lattice {
            (r, c) = (r / 2 * 2, c / 2 * 2);
        }
        if islands.iter().all(|&(ir, ic, _)| (ir, ic) != (r, c)) {
            islands.push((r, c, 1 + next(4) as u8));
        }
    }
    let last_change = islands.last().map(|&(r, c, _)| (r, c));
    SavedDraft {
        width: side,
        height: side,
        islands,
        bridges: Vec::new(),
        last_change,
    }
}
