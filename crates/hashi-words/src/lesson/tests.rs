//! The lessons' sentences in every language: every recorded verdict and drill of
//! `crates/hashi-worker/tests/english.jsonl`, then every kind of verdict built by hand on a
//! tutorial board (the English itself is that file's golden test).

use super::*;
use crate::locale::Locale;
use hashi_core::formats::parse_task;
use hashi_core::learn::{tutorial, ExerciseData, DRILLED};
use hashi_core::solver::BrokenIsland;
use hashi_core::{Pos, Puzzle};
use hashi_worker::protocol::{DrillerReply, Job, Lesson, MakerJob, Reply};
use serde_json::Value;
use std::collections::BTreeMap;

/// What a recorded case asks the lessons to say.
enum Case {
    /// A verdict on a move on the lesson's puzzle.
    Verdict(Box<Puzzle>, Verdict),
    /// What a drill teaches.
    Teaching(Box<Puzzle>, Teaching),
}

/// The recorded lessons' verdicts and drills, each with the English recorded for it.
fn recorded() -> Vec<(Case, String)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../hashi-worker/tests/english.jsonl"
    );
    let text = std::fs::read_to_string(path).expect("the recorded English");
    let mut cases = Vec::new();
    // Drills by their puzzle, as the drill jobs before their moves made them.
    let mut drills = BTreeMap::new();
    for line in text.lines() {
        let case: Value = serde_json::from_str(line).unwrap();
        let Some(job) = case.get("job") else { continue };
        if job.get("JudgeMove").is_none() && job.get("Drill").is_none() {
            continue;
        }
        let said: Vec<String> = serde_json::from_value(case["said"].clone()).unwrap();
        let job: Job = serde_json::from_value(with_drill_data(job, &drills)).unwrap();
        match &job {
            Job::JudgeMove { lesson, .. } => {
                let puzzle = match lesson {
                    Lesson::Tutorial(index) => match tutorial().get(*index) {
                        Some(step) => step.puzzle().unwrap(),
                        None => continue,
                    },
                    Lesson::Drill(exercise) => parse_task(&exercise.task).unwrap(),
                };
                // Through the wire's JSON, as the page reads it.
                let reply = hashi_worker::jobs::help(&job);
                let reply: Reply =
                    serde_json::from_str(&serde_json::to_string(&reply).unwrap()).unwrap();
                // Refusals (the page's own mistakes) stay the worker's English.
                let Reply::Judged { verdict, .. } = reply else {
                    continue;
                };
                let english = said[0]
                    .split_once(": ")
                    .map(|(_, text)| text.to_string())
                    .unwrap();
                cases.push((Case::Verdict(Box::new(puzzle), verdict), english));
            }
            Job::Drill { .. } => {
                let making = MakerJob::of(&job).unwrap();
                let DrillerReply::Drill { exercise, .. } = hashi_worker::jobs::make_drill(&making)
                else {
                    continue;
                };
                let puzzle = parse_task(&exercise.task).unwrap();
                drills.insert(exercise.task.clone(), exercise.clone());
                cases.push((
                    Case::Teaching(Box::new(puzzle), exercise.teaching),
                    said[0].clone(),
                ));
            }
            _ => {}
        }
    }
    cases
}

/// `job`, with a drill's data as the driller writes it now: moves in a drill recorded before
/// drills carried what they teach as data hold its sentence instead (`reason`), and the drill
/// is the one the drill job before them made (as the worker's english test reads them).
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

/// Every kind of verdict the core can give, built on the tutorial's whole puzzle with a
/// recorded teaching: the recorded cases come from real moves and miss some.
fn built(teach: &Teaching) -> Vec<Verdict> {
    let island = |island| BrokenIsland::TooMany { island, least: 3 };
    let mut all = vec![
        Verdict::Right(Right::Forced(*teach)),
        Verdict::Right(Right::AlsoForced {
            edge: 1,
            count: 2,
            teaching: *teach,
        }),
        Verdict::Right(Right::TakenAway { edge: 0, count: 0 }),
        Verdict::Right(Right::TakenAway { edge: 0, count: 1 }),
        Verdict::Right(Right::Fits { edge: 2, count: 1 }),
        Verdict::Right(Right::Fits { edge: 2, count: 2 }),
        Verdict::Right(Right::Shown(*teach)),
        Verdict::Wrong(Wrong::NotAPair {
            a: Pos::new(0, 0),
            b: Pos::new(4, 4),
        }),
        Verdict::Wrong(Wrong::AlreadyCertain { edge: 0, count: 1 }),
        Verdict::Wrong(Wrong::AlreadyCertain { edge: 0, count: 2 }),
    ];
    for look_at in [None, Some(2)] {
        all.push(Verdict::Wrong(Wrong::NotYet {
            edge: 1,
            count: 1,
            technique: teach.technique,
            look_at,
        }));
    }
    let breakings = [
        Breaking::Crosses { blocking: 1 },
        Breaking::AtOnce,
        Breaking::Island {
            broken: island(0),
            steps: 0,
            last: None,
        },
        Breaking::Island {
            broken: BrokenIsland::TooFew { island: 1, most: 0 },
            steps: 1,
            last: Some(teach.key),
        },
        Breaking::Island {
            broken: BrokenIsland::TooFew { island: 1, most: 1 },
            steps: 4,
            last: Some(teach.key),
        },
        Breaking::Apart {
            steps: 0,
            group: vec![],
            more: false,
        },
        Breaking::Apart {
            steps: 1,
            group: vec![3],
            more: false,
        },
        Breaking::Apart {
            steps: 2,
            group: vec![0, 1],
            more: false,
        },
        Breaking::Apart {
            steps: 3,
            group: vec![0, 1, 2, 3],
            more: true,
        },
        Breaking::OtherWay,
        Breaking::Unfinishable,
    ];
    for why in breakings {
        for count in [1, 2] {
            all.push(Verdict::Wrong(Wrong::Breaks {
                edge: 2,
                count,
                why: why.clone(),
            }));
        }
    }
    all
}

/// The tutorial's whole puzzle, and a teaching recorded on it.
fn whole_puzzle() -> (Puzzle, Teaching) {
    let step = tutorial().last().unwrap();
    let exercise = step.exercise().unwrap();
    (exercise.puzzle.clone(), exercise.teaching)
}

/// The sentence written for `case` in `words`' language.
fn sentence(words: &Catalog, case: &Case) -> String {
    match case {
        Case::Verdict(puzzle, v) => verdict(words, v, puzzle),
        Case::Teaching(puzzle, taught) => teaching(words, taught, puzzle),
    }
}

#[test]
fn the_recorded_lessons_cover_right_and_wrong_moves_and_drills() {
    let (mut rights, mut wrongs, mut drills) = (0, 0, 0);
    for (case, _) in recorded() {
        match case {
            Case::Verdict(_, v) if v.is_right() => rights += 1,
            Case::Verdict(..) => wrongs += 1,
            Case::Teaching(..) => drills += 1,
        }
    }
    assert!(
        rights > 5 && wrongs > 100 && drills > 5,
        "{rights} {wrongs} {drills}"
    );
}

#[test]
fn english_says_what_breaks_naming_the_islands() {
    let step = &tutorial()[5];
    let exercise = step.exercise().unwrap();
    let p = &exercise.puzzle;
    let island = |r, c| p.island_at(Pos::new(r, c)).unwrap();
    let (a, b) = (island(0, 0), island(0, 2));
    let apart = Verdict::Wrong(Wrong::Breaks {
        edge: p.edge_between(a, b).unwrap(),
        count: 1,
        why: Breaking::Apart {
            steps: 3,
            group: vec![a, b],
            more: false,
        },
    });
    assert_eq!(
        verdict(&Catalog::english(), &apart, p),
        "With one bridge between row 1, column 1 and row 1, column 3, 3 forced steps later the 1 at row 1, column 1 and the 1 at row 1, column 3 would be cut off from the other islands."
    );
}

/// `locale`'s catalog of the groups the lessons speak in, from the shipped files.
fn catalog(locale: Locale) -> Catalog {
    Catalog::shipped(locale, &["lesson", "hints"])
}

#[test]
fn every_language_says_every_lesson_in_its_own_words() {
    let english = Catalog::english();
    let (puzzle, teach) = whole_puzzle();
    let mut cases = recorded();
    cases.extend(built(&teach).into_iter().map(|v| {
        let said = verdict(&english, &v, &puzzle);
        (Case::Verdict(Box::new(puzzle.clone()), v), said)
    }));
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let tag = locale.tag();
        let words = catalog(locale);
        for (case, english) in &cases {
            let said = sentence(&words, case);
            assert!(!said.contains('{'), "{tag}: {said}");
            assert_ne!(&said, english, "{tag}");
            match locale {
                // Positions, numbers and the islands' digits are all that is not Japanese
                // or Chinese.
                Locale::Ja | Locale::ZhHans => assert!(
                    !said.chars().any(|c| c.is_ascii_alphabetic()),
                    "{tag}: {said}"
                ),
                _ => {
                    for word in [" the ", "bridge", "row ", "island", "With ", "would"] {
                        assert!(!said.contains(word), "{tag}: {said}");
                    }
                }
            }
        }
        for technique in DRILLED {
            assert_ne!(
                describe(&words, technique),
                describe(&english, technique),
                "{tag}"
            );
        }
    }
}

#[test]
fn each_drilled_technique_has_its_line() {
    assert_eq!(
        describe(&Catalog::english(), Technique::Crossing),
        "A bridge blocks every bridge that would cross it."
    );
}
