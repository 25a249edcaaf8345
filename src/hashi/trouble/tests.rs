//! The troubles' sentences: in English as the game wrote them before they were data, and in
//! every other language with their values and none of the English.

use super::*;
use crate::hashi::parse_words::read_words;
use crate::i18n::catalog::Catalog;
use crate::i18n::{with_language, Locale};
use crate::shell::fetch::FetchError;
use crate::shell::not_saved::Unsaved;
use hashi_core::formats::parse_task;
use hashi_core::RuleSet;

fn date(text: &str) -> Date {
    text.parse().expect("a date")
}

/// Every kind of trouble, with the values a test can look for in its sentence.
fn troubles() -> Vec<(Trouble, Vec<&'static str>)> {
    let not_saved = |what| {
        (
            Trouble::NotSaved(NotSaved {
                what,
                why: "QuotaExceededError".into(),
            }),
            vec!["QuotaExceededError"],
        )
    };
    let pack = |failure| {
        (
            Trouble::Pack(PackError {
                band: "easy",
                failure,
            }),
            vec!["404"],
        )
    };
    let broken = parse_task("3x1:2?2").expect_err("not a task");
    vec![
        not_saved(Unsaved::Statistics),
        not_saved(Unsaved::Progress),
        not_saved(Unsaved::Place),
        not_saved(Unsaved::Settings),
        (Trouble::NothingHere, vec![]),
        (Trouble::NoPuzzles, vec![]),
        (Trouble::NoPuzzleAddress, vec![]),
        (Trouble::NotDifficulty("simple".into()), vec!["simple"]),
        (Trouble::NotSize("7by7".into()), vec!["7by7"]),
        (Trouble::NotSeed("x1".into()), vec!["x1"]),
        (
            Trouble::BadRules {
                text: "m3q".into(),
                error: "m3q".parse::<RuleSet>().expect_err("not rules"),
            },
            vec!["m3q", "rules=", "3"],
        ),
        (
            Trouble::NoDaily("2026-02-30".parse::<Date>().expect_err("no such day")),
            vec!["2026-02", "28", "30"],
        ),
        (
            Trouble::NoDaily("2026-13-01".parse::<Date>().expect_err("no such month")),
            vec!["13"],
        ),
        (
            Trouble::NoDaily("soon".parse::<Date>().expect_err("not a date")),
            vec!["soon"],
        ),
        (
            Trouble::DailyNotOut {
                date: date("2027-01-02"),
                today: date("2026-11-28"),
            },
            vec!["2027-01-02", "35"],
        ),
        (Trouble::OtherGenerator { link: "1".into() }, vec!["1"]),
        (Trouble::NoPackPuzzle("easy-999".into()), vec!["easy-999"]),
        (Trouble::NotPack, vec![]),
        (
            Trouble::PackEntryDamaged {
                id: "easy-001".into(),
                error: broken.clone().into(),
            },
            vec!["easy-001", "?"],
        ),
        pack(Failure::NotDownloaded(FetchError::Status(404))),
        pack(Failure::Damaged("HTTP 404".into())),
        (Trouble::LinkBroken(broken.into()), vec!["?"]),
    ]
}

/// The sentences as the game wrote them in English before they were worded from data.
fn english_before() -> Vec<String> {
    let why = "QuotaExceededError";
    let v = GENERATOR_VERSION;
    // What "3x1:2?2" breaks, as the parse errors' writer says it in English.
    let broken = "task string input, character 5: `?` is not a cell: use 0 for water and 1 to 8 \
                  for an island";
    vec![
        format!("Your statistics cannot be saved ({why}); the game still plays."),
        format!("Progress cannot be saved ({why}); the game still plays, but a reload will lose it."),
        format!("Your place cannot be saved ({why}); the game still plays."),
        format!("Your settings cannot be saved ({why}); the game still plays."),
        "There is nothing at this address.".into(),
        "No puzzles are available.".into(),
        "This address names no puzzle.".into(),
        "“simple” is not a difficulty (easy, medium, hard, expert or extreme).".into(),
        "“7by7” is not a size like 10x10.".into(),
        "“x1” is not a seed (a whole number).".into(),
        "The rules in this address, “rules=m3q”, cannot be read: `q` is not a rule (mN: up to N \
         bridges per pair, L: no loops, w: cylinder, t: torus) (at character 3 of “m3q”). Rules \
         are written like m3L: m1 to m4 for the most bridges per pair, L for no loops, w for a \
         cylinder or t for a torus board; leave rules out for the standard rules."
            .into(),
        "This address names no daily puzzle: 2026-02 has 28 days, not 30.".into(),
        "This address names no daily puzzle: there is no month 13.".into(),
        "This address names no daily puzzle: “soon” is not a date like 2026-11-23.".into(),
        "This puzzle is not out yet — it opens in 35 days (2027-01-02, at midnight where you are).".into(),
        format!(
            "This link was made by generator version 1; this is version {v}, so the puzzle may differ from the one that was shared."
        ),
        "There is no pack puzzle “easy-999”.".into(),
        "This puzzle is not a pack puzzle.".into(),
        format!("Pack puzzle “easy-001” is damaged: {broken}"),
        "The easy puzzle pack could not be downloaded: the server answered 404.".into(),
        "The easy puzzle pack is damaged: HTTP 404.".into(),
        format!("This puzzle link is broken: {broken}"),
    ]
}

#[test]
fn english_is_as_it_was_before_with_the_parse_words_and_terse_without() {
    let before = english_before();
    let said: Vec<String> = troubles()
        .iter()
        .map(|(t, _)| t.sentence(Some(read_words())))
        .collect();
    assert_eq!(said, before);
    // Before the parse errors' words arrive, what the core could not read is said tersely
    // (a date's `Display` is already as short as its sentence); every other sentence is the
    // same.
    for ((trouble, _), before) in troubles().iter().zip(&before) {
        if !trouble.quotes_unread_text() {
            assert_eq!(&trouble.sentence(None), before);
        }
    }
    let broken = parse_task("3x1:2?2").expect_err("not a task");
    assert_eq!(
        Trouble::LinkBroken(broken.into()).sentence(None),
        "This puzzle link is broken: task string, character 5: bad cell `?`"
    );
}

#[test]
fn only_the_troubles_that_quote_unread_text_wait_for_its_words() {
    for (trouble, _) in troubles() {
        let english = trouble.sentence(None);
        let german = with_language(
            Catalog::shipped(Locale::De, &["shell", "play", "words", "parse"]),
            || (trouble.sentence(None), trouble.sentence(Some(read_words()))),
        );
        assert_eq!(
            german.0 != german.1,
            trouble.quotes_unread_text(),
            "{trouble:?}: {english} / {german:?}"
        );
    }
}

#[test]
fn every_language_words_every_trouble_with_its_values() {
    let english: Vec<String> = troubles().iter().map(|(t, _)| t.sentence(None)).collect();
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let catalog = Catalog::shipped(locale, &["shell", "play", "words", "parse"]);
        let said: Vec<String> = with_language(catalog, || {
            troubles()
                .iter()
                .map(|(t, _)| t.sentence(Some(read_words())))
                .collect()
        });
        for (((trouble, values), text), english) in troubles().iter().zip(&said).zip(&english) {
            assert!(!text.contains('{'), "{locale:?} {trouble:?}: {text}");
            assert_ne!(text, english, "{locale:?} {trouble:?} is English");
            for value in values {
                assert!(text.contains(value), "{locale:?} lacks {value}: {text}");
            }
            // The band is named in the language, not by its id.
            if matches!(trouble, Trouble::Pack(_)) {
                assert!(!text.contains("easy"), "{locale:?}: {text}");
            }
        }
    }
}
