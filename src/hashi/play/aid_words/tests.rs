//! The catalog's sentences against the core's English on every recorded answer of
//! `crates/hashi-worker/tests/english.jsonl` (hints, mistakes, logical paths, refusals, every
//! kind of reason on real puzzles), and each language's on the same answers.

use super::WORDS;
use crate::i18n::catalog::Catalog;
use crate::i18n::{with_language, Locale};
use crate::worker::protocol::{Job, Reply};
use hashi_core::formats::parse_task;
use hashi_core::hint::{unsolved, Aid};
use hashi_core::ladder::{hint_words, HintLevel, LookAt};
use hashi_core::solver::Unsolved;
use hashi_core::Puzzle;
use serde_json::Value;

/// What a recorded case asks the aids to say.
enum Said {
    /// A worker's reply about the puzzle of its job.
    Reply(Box<Puzzle>, Reply),
    /// Why an aid has no solution to work from (no job needed).
    Direct(Unsolved, Aid),
}

/// The recorded cases the aids speak in, each with the English recorded for it.
fn recorded() -> Vec<(Said, Vec<String>)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/hashi-worker/tests/english.jsonl"
    );
    let text = std::fs::read_to_string(path).expect("the recorded English");
    let mut cases = Vec::new();
    for line in text.lines() {
        let case: Value = serde_json::from_str(line).unwrap();
        let said: Vec<String> = serde_json::from_value(case["said"].clone()).unwrap();
        let Some(job) = case.get("job") else {
            let why: Unsolved = serde_json::from_value(case["unsolved"].clone()).unwrap();
            let aid = match case["aid"].as_str().unwrap() {
                "hint" => Aid::Hint,
                "reveal" => Aid::Reveal,
                "compare with" => Aid::Compare,
                "follow" => Aid::Follow,
                other => panic!("no aid {other}"),
            };
            cases.push((Said::Direct(why, aid), said));
            continue;
        };
        // Only the aids' jobs: the others (drills, lessons, the editor's) are recorded with
        // only part of what their jobs carry (see the worker's english test).
        if !["Hint", "Mistakes", "LogicalPath"]
            .iter()
            .any(|kind| job.get(kind).is_some())
        {
            continue;
        }
        let job: Job = serde_json::from_value(job.clone()).unwrap();
        let puzzle = match &job {
            Job::Hint { puzzle, .. }
            | Job::Mistakes { puzzle, .. }
            | Job::LogicalPath { puzzle, .. } => parse_task(puzzle).unwrap(),
            _ => continue,
        };
        let reply = hashi_worker::jobs::help(&job);
        // Through the wire's JSON, as the page reads it.
        let reply: Reply = serde_json::from_str(&serde_json::to_string(&reply).unwrap()).unwrap();
        cases.push((Said::Reply(Box::new(puzzle), reply), said));
    }
    cases
}

/// The sentences the page writes for `said`, in the current language.
fn sentences(said: &Said) -> Vec<String> {
    match said {
        Said::Reply(puzzle, Reply::Hint(advice)) => vec![(WORDS.hint)(&advice.said, puzzle)],
        Said::Reply(puzzle, Reply::Mistakes(advice)) => {
            vec![(WORDS.finding)(&advice.said, puzzle)]
        }
        Said::Reply(puzzle, Reply::LogicalPath(steps)) => steps
            .iter()
            .map(|s| (WORDS.path_step)(&s.found, puzzle))
            .collect(),
        Said::Reply(_, Reply::Refused(why)) => vec![(WORDS.refusal)(why)],
        Said::Reply(_, other) => panic!("no sentence in {other:?}"),
        Said::Direct(why, aid) => vec![(WORDS.unsolved)(*why, *aid)],
    }
}

#[test]
fn the_catalogs_english_is_the_cores_byte_for_byte_on_every_recorded_answer() {
    let cases = recorded();
    let mut kinds = std::collections::BTreeSet::new();
    let mut checked = 0;
    for (said, english) in &cases {
        assert_eq!(&sentences(said), english);
        // And the core's writer agrees (the CLI's English).
        let core: Vec<String> = match said {
            Said::Reply(puzzle, Reply::Hint(advice)) => vec![advice.said.text(puzzle)],
            Said::Reply(puzzle, Reply::Mistakes(advice)) => vec![advice.said.text(puzzle)],
            Said::Reply(puzzle, Reply::LogicalPath(steps)) => {
                steps.iter().map(|s| s.text(puzzle)).collect()
            }
            Said::Reply(_, Reply::Refused(why)) => vec![why.to_string()],
            Said::Reply(_, _) => unreachable!(),
            Said::Direct(why, aid) => vec![unsolved(*why, *aid)],
        };
        assert_eq!(&core, english);
        if let Said::Reply(_, Reply::Hint(advice)) = said {
            kinds.insert(advice.said.kind());
            let text = advice.said.text(match said {
                Said::Reply(p, _) => p,
                Said::Direct(..) => unreachable!(),
            });
            let Said::Reply(puzzle, _) = said else {
                unreachable!()
            };
            let look = LookAt::of(puzzle, &advice.said.highlights(puzzle).0);
            for level in HintLevel::ALL {
                for moves in [true, false] {
                    for look in [None, look] {
                        assert_eq!(
                            (WORDS.level)(level, &text, moves, look),
                            hint_words(level, &text, moves, look)
                        );
                    }
                }
            }
        }
        checked += english.len();
    }
    for kind in [
        "solved",
        "mistakes",
        "step",
        "reveal",
        "unsolvable",
        "gave-up",
    ] {
        assert!(kinds.contains(kind) || kind == "gave-up", "no {kind} hint");
    }
    assert!(checked > 500, "only {checked} sentences");
    assert_eq!(
        (WORDS.no_mistakes)(false),
        hashi_core::hint::no_mistakes(false)
    );
    assert_eq!(
        (WORDS.no_mistakes)(true),
        hashi_core::hint::no_mistakes(true)
    );
}

/// `locale`'s catalog of the aids' groups, from the shipped files.
fn catalog(locale: Locale) -> Catalog {
    Catalog::shipped(locale, &["hints", "techniques"])
}

#[test]
fn every_language_writes_every_recorded_answer_in_its_own_words() {
    let cases = recorded();
    let english: Vec<String> = cases.iter().flat_map(|(_, said)| said.clone()).collect();
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let said: Vec<String> = with_language(catalog(locale), || {
            let mut said: Vec<String> = cases.iter().flat_map(|(s, _)| sentences(s)).collect();
            said.push((WORDS.level)(HintLevel::Look, "", true, None));
            said.push((WORDS.level)(HintLevel::Reason, "R", true, None));
            said.push((WORDS.no_mistakes)(true));
            said
        });
        for (sentence, english) in said.iter().zip(&english) {
            let tag = locale.tag();
            assert!(!sentence.is_empty(), "{tag}: nothing for {english}");
            assert!(!sentence.contains('{'), "{tag}: {sentence}");
            // The refusals a player never meets stay English.
            if english.contains("could not be read") {
                continue;
            }
            assert_ne!(sentence, english, "{tag}");
            match locale {
                // Positions, numbers and the island's digits are all that is not Japanese
                // or Chinese.
                Locale::Ja | Locale::ZhHans => assert!(
                    !sentence.chars().any(|c| c.is_ascii_alphabetic()),
                    "{tag}: {sentence}"
                ),
                _ => {
                    for word in [" the ", "bridge", "row ", "column ", "island", "neighbour"] {
                        assert!(!sentence.contains(word), "{tag}: {sentence}");
                    }
                }
            }
        }
    }
}

#[test]
fn counts_take_their_languages_forms() {
    let puzzle = parse_task("3x3:3a3c3a3").unwrap();
    let two_mistakes = hashi_core::hint::Finding::Mistakes(vec![
        hashi_core::hint::Mistake::Bridge(0),
        hashi_core::hint::Mistake::Bridge(1),
    ]);
    let french = with_language(catalog(Locale::Fr), || {
        (WORDS.finding)(&two_mistakes, &puzzle)
    });
    assert!(french.ends_with("(2 erreurs en tout)."), "{french}");
    let reveal_one = hashi_core::hint::Hint::Reveal { edge: 0, count: 1 };
    let german = with_language(catalog(Locale::De), || (WORDS.hint)(&reveal_one, &puzzle));
    assert!(
        german.contains("die Lösung hat 1 Brücke zwischen Zeile 1, Spalte 1"),
        "{german}"
    );
    let japanese = with_language(catalog(Locale::Ja), || (WORDS.hint)(&reveal_one, &puzzle));
    assert!(japanese.contains("1行1列"), "{japanese}");
}

#[test]
fn techniques_are_named_as_the_core_names_them_in_english() {
    for technique in hashi_core::solver::techniques::Technique::ALL {
        assert_eq!((WORDS.title)(technique), technique.title());
        assert_eq!((WORDS.name)(technique), technique.name());
    }
    let japanese = with_language(catalog(Locale::Ja), || {
        (WORDS.title)(hashi_core::solver::techniques::Technique::Lookahead)
    });
    assert_eq!(japanese, "仮定");
}

#[test]
fn a_look_names_its_islands_in_every_language() {
    let pos = hashi_core::Pos::new(1, 3);
    for locale in Locale::ALL {
        let tag = locale.tag();
        let english: Vec<String> = [0, 1, 3]
            .into_iter()
            .map(|others| {
                hint_words(
                    HintLevel::Look,
                    "",
                    true,
                    Some(LookAt {
                        target: 3,
                        pos,
                        others,
                    }),
                )
            })
            .collect();
        let said: Vec<String> = with_language(catalog(locale), || {
            [0, 1, 3]
                .into_iter()
                .map(|others| {
                    (WORDS.level)(
                        HintLevel::Look,
                        "",
                        true,
                        Some(LookAt {
                            target: 3,
                            pos,
                            others,
                        }),
                    )
                })
                .collect()
        });
        for (sentence, english) in said.iter().zip(&english) {
            assert!(!sentence.contains('{'), "{tag}: {sentence}");
            // The island's number and its row and column, counted from 1.
            for digit in ["3", "2", "4"] {
                assert!(sentence.contains(digit), "{tag}: {sentence}");
            }
            if locale == Locale::En {
                assert_eq!(sentence, english);
            } else {
                assert_ne!(sentence, english, "{tag}");
            }
        }
        assert!(
            said[2].contains('3') && said[2] != said[1],
            "{tag}: {said:?}"
        );
    }
}
