//! The sizes a band needs, said in English and in every language.

use super::*;
use crate::locale::Locale;

#[test]
fn the_size_sentences_say_what_the_rules_need() {
    let english = Catalog::english();
    let standard = RuleSet::STANDARD;
    let rules = |text: &str| text.parse::<RuleSet>().unwrap();
    let params = |band, width, height, text: &str| Params {
        width,
        height,
        rules: rules(text),
        ..Params::for_band(band)
    };
    assert_eq!(
        size_needs(&english, Band::Expert, standard),
        "Expert puzzles need at least 100 cells (10x10, or 5x20)."
    );
    assert_eq!(
        size_needs(&english, Band::Easy, standard),
        "Easy puzzles come in any size from 5x5 up to 6400 cells (80x80)."
    );
    assert_eq!(
        size_needs(&english, Band::Easy, rules("t")),
        "Easy puzzles under these rules need at least 7x7."
    );
    assert_eq!(
        size_needs(&english, Band::Hard, rules("m1L")),
        "Hard puzzles under these rules need at least 14x14."
    );
    assert_eq!(
        size_needs(&english, Band::Extreme, rules("m1")),
        "Extreme puzzles under these rules need at least 100 cells (10x10, or 7x15), and at most 900 cells (30x30)."
    );
    assert_eq!(
        size_needs(&english, Band::Easy, rules("m4t")),
        "Easy puzzles under these rules need at least 7x7, and at most 8100 cells (90x90)."
    );
    assert_eq!(
        size_needs(&english, Band::Easy, rules("L")),
        "Easy puzzles under these rules come in any size from 5x5 to 100x100."
    );
    assert_eq!(
        size_needs(&english, Band::Hard, standard),
        "Hard puzzles need at least 49 cells (7x7, or 5x10)."
    );
    assert_eq!(
        size_needs(&english, Band::Expert, rules("m1w")),
        "Expert puzzles under these rules need at least 144 cells (12x12, or 7x21), and at most 1600 cells (40x40)."
    );
    assert_eq!(
        reliability_note(&english, &params(Band::Hard, 5, 20, "w")),
        "Hard puzzles under these rules need sides of at least 7x5; 5x20 is too narrow."
    );
    assert_eq!(
        reliability_note(&english, &params(Band::Expert, 9, 9, "")),
        "Expert puzzles need at least 100 cells; 9x9 has 81 cells."
    );
    assert_eq!(
        reliability_note(&english, &params(Band::Extreme, 50, 50, "m1")),
        "Extreme puzzles under these rules are made reliably up to 900 cells (30x30); 50x50 has 2500 cells."
    );
    assert_eq!(
        reliability_note(&english, &params(Band::Easy, 100, 100, "")),
        "Easy puzzles are made reliably up to 6400 cells (80x80); 100x100 has 10000 cells."
    );
}

#[test]
fn every_language_says_every_band_s_sizes() {
    let english = Catalog::english();
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let words = Catalog::shipped(locale, &["new_puzzle"]);
        for rules in RuleSet::all() {
            for band in Band::ALL {
                let said = size_needs(&words, band, rules);
                assert!(!said.contains('{'), "{locale:?}: {said}");
                assert_ne!(said, size_needs(&english, band, rules), "{locale:?}");
                let narrow = Params {
                    width: 5,
                    height: 5,
                    rules,
                    ..Params::for_band(band)
                };
                let note = reliability_note(&words, &narrow);
                assert!(!note.contains('{'), "{locale:?}: {note}");
            }
        }
    }
}
