//! Each language's sentences on every recorded answer of `crates/hashi-worker/tests/english.jsonl`
//! (hints, mistakes, logical paths, every kind of reason on real puzzles), read from the shipped
//! locale files (the English itself is that file's golden test).

use super::*;
use crate::catalog::Catalog;
use crate::locale::Locale;
use hashi_core::formats::parse_task;
use hashi_core::hint::Aid;
use hashi_core::ladder::{HintLevel, LookAt};
use hashi_core::solver::Unsolved;
use hashi_core::Puzzle;
use hashi_worker::protocol::{Job, Reply};
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
        "/../hashi-worker/tests/english.jsonl"
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

/// The sentences the page writes for `said` in `words`' language (a refusal the page does
/// not word, none).
fn sentences(words: &Catalog, said: &Said) -> Vec<String> {
    match said {
        Said::Reply(puzzle, Reply::Hint(advice)) => vec![hint(words, &advice.said, puzzle)],
        Said::Reply(puzzle, Reply::Mistakes(advice)) => {
            vec![finding(words, &advice.said, puzzle)]
        }
        Said::Reply(puzzle, Reply::LogicalPath(steps)) => steps
            .iter()
            .map(|s| path_step(words, &s.found, puzzle))
            .collect(),
        Said::Reply(_, Reply::Refused(why)) => vec![refusal(words, why)],
        Said::Reply(_, _) => Vec::new(),
        Said::Direct(why, aid) => vec![unsolved(words, *why, *aid)],
    }
}

/// `locale`'s catalog of the aids' groups, from the shipped files.
fn catalog(locale: Locale) -> Catalog {
    Catalog::shipped(locale, &["hints"])
}

#[test]
fn every_language_writes_every_recorded_answer_in_its_own_words() {
    let cases = recorded();
    let english = Catalog::english();
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let tag = locale.tag();
        let words = catalog(locale);
        let mut said = Vec::new();
        for (case, recorded) in &cases {
            let sentences = sentences(&words, case);
            // The refusals of jobs a player never sends are the worker's English.
            if !recorded.iter().any(|r| r.contains("could not be read")) {
                said.extend(sentences.into_iter().zip(recorded.iter().cloned()));
            }
        }
        said.push((
            level(&words, HintLevel::Look, "", true, None),
            level(&english, HintLevel::Look, "", true, None),
        ));
        said.push((
            level(&words, HintLevel::Reason, "", true, None),
            level(&english, HintLevel::Reason, "", true, None),
        ));
        said.push((no_mistakes(&words, true), no_mistakes(&english, true)));
        assert!(said.len() > 500, "{tag}: only {} sentences", said.len());
        for (sentence, english) in &said {
            assert!(!sentence.is_empty(), "{tag}: nothing for {english}");
            assert!(!sentence.contains('{'), "{tag}: {sentence}");
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
    let french = finding(&catalog(Locale::Fr), &two_mistakes, &puzzle);
    assert!(french.ends_with("(2 erreurs en tout)."), "{french}");
    let reveal_one = hashi_core::hint::Hint::Reveal { edge: 0, count: 1 };
    let german = hint(&catalog(Locale::De), &reveal_one, &puzzle);
    assert!(
        german.contains("die Lösung hat 1 Brücke zwischen Zeile 1, Spalte 1"),
        "{german}"
    );
    let japanese = hint(&catalog(Locale::Ja), &reveal_one, &puzzle);
    assert!(japanese.contains("1行1列"), "{japanese}");
}

#[test]
fn a_look_names_its_islands_in_every_language() {
    let pos = hashi_core::Pos::new(1, 3);
    let english = Catalog::english();
    let looks = |words: &Catalog| -> Vec<String> {
        [0, 1, 3]
            .into_iter()
            .map(|others| {
                level(
                    words,
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
    };
    assert_eq!(
        looks(&english),
        [
            "Look here: the 3 at row 2, column 4. The next step is there. Press Hint again for the reason.",
            "Look here: the 3 at row 2, column 4 and the island highlighted with it. The next step is there. Press Hint again for the reason.",
            "Look here: the 3 at row 2, column 4 and the 3 islands highlighted with it. The next step is there. Press Hint again for the reason.",
        ]
    );
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let tag = locale.tag();
        let said = looks(&catalog(locale));
        for (sentence, english) in said.iter().zip(looks(&english)) {
            assert!(!sentence.contains('{'), "{tag}: {sentence}");
            // The island's number and its row and column, counted from 1.
            for digit in ["3", "2", "4"] {
                assert!(sentence.contains(digit), "{tag}: {sentence}");
            }
            assert_ne!(sentence, &english, "{tag}");
        }
        assert!(
            said[2].contains('3') && said[2] != said[1],
            "{tag}: {said:?}"
        );
    }
}
