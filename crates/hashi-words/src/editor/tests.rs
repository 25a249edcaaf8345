//! Every verdict, suggestion and refusal of the editor, in every language with its values.

use super::*;
use crate::locale::Locale;
use hashi_core::rating::Band;
use hashi_core::solver::techniques::Technique;

fn p(r: usize, c: usize) -> Pos {
    Pos::new(r, c)
}

fn whys() -> Vec<Why<Pos>> {
    let mut all = Vec::new();
    for short in [
        Shortfall::TooFew { most: 0 },
        Shortfall::TooFew { most: 1 },
        Shortfall::TooFew { most: 2 },
        Shortfall::TooFew { most: 5 },
        Shortfall::TooMany { least: 1 },
        Shortfall::TooMany { least: 2 },
        Shortfall::TooMany { least: 7 },
    ] {
        all.push(Why::Stuck {
            island: p(2, 9),
            target: 3,
            short,
        });
    }
    all.extend(Technique::ALL.map(Why::Contradiction));
    all.extend(
        [
            Refutation::Disconnected,
            Refutation::OddTotal,
            Refutation::TooFewToConnect,
            Refutation::TooManyForTree,
            Refutation::Unbalanced,
        ]
        .map(Why::Counting),
    );
    all.extend([Why::CutOff, Why::Deductions, Why::Unexplained]);
    all
}

fn suggestions() -> Vec<Suggestion> {
    let add = Change::AddIsland {
        pos: p(0, 4),
        number: 2,
    };
    let set = Change::SetNumber {
        pos: p(3, 1),
        number: 5,
    };
    let draw = |to| Change::Bridge {
        a: p(1, 1),
        b: p(1, 6),
        from: 0,
        to,
    };
    let mut all = Vec::new();
    for solutions_after in [1, 2, 7] {
        for changes in [
            vec![add],
            vec![set],
            vec![draw(0)],
            vec![draw(1)],
            vec![draw(2)],
            vec![draw(3)],
            vec![add, set],
            vec![set, draw(2), add],
        ] {
            all.push(Suggestion {
                changes,
                solutions_after,
            });
        }
    }
    all
}

fn reports() -> Vec<Report> {
    let report = |judgement| Report {
        judgement,
        islands: Vec::new(),
        edges: Vec::new(),
    };
    let mut all = vec![
        report(Judgement::Empty),
        report(Judgement::GaveUp),
        report(Judgement::Unique(None)),
        report(Judgement::Several(None)),
    ];
    all.extend(whys().into_iter().map(|w| report(Judgement::NoSolution(w))));
    all.extend(
        suggestions()
            .into_iter()
            .map(|s| report(Judgement::Several(Some(s)))),
    );
    for band in Band::ALL {
        for techniques in [
            vec![],
            vec![(Technique::Capacity, 3)],
            vec![(Technique::Crossing, 1), (Technique::Lookahead, 2)],
            Technique::ALL.map(|t| (t, 1)).to_vec(),
        ] {
            all.push(report(Judgement::Unique(Some(Rated { band, techniques }))));
        }
    }
    all
}

fn refusals() -> Vec<DraftError> {
    vec![
        DraftError::Size {
            width: 3,
            height: 120,
        },
        DraftError::Outside { pos: p(0, 12) },
        DraftError::Number {
            pos: p(4, 4),
            number: 9,
        },
        DraftError::NoIsland { pos: p(6, 0) },
        DraftError::OnBridge { pos: p(2, 2) },
        DraftError::NotInLine {
            a: p(0, 0),
            b: p(3, 4),
        },
        DraftError::IslandBetween {
            a: p(0, 0),
            b: p(0, 6),
            between: p(0, 3),
        },
        DraftError::Crossing {
            a: p(2, 0),
            b: p(2, 6),
        },
        DraftError::NumberFollowsBridges { pos: p(5, 5) },
        DraftError::BridgeCount {
            a: p(0, 0),
            b: p(0, 4),
            count: 3,
        },
    ]
}

#[test]
fn english_names_every_verdict_with_its_values() {
    let english = Catalog::english();
    assert_eq!(
        why(&english, &whys()[3]),
        "The 3 at row 3, column 10 can take at most 5 bridges from its neighbours."
    );
    assert_eq!(
        refusal(&english, &refusals()[0]),
        "A 3x120 grid cannot be edited: width and height must each be 5 to 100."
    );
    assert_eq!(
        refusal(&english, &refusals()[7]),
        "A bridge from row 3, column 1 to row 3, column 7 would cross a drawn bridge, and bridges never cross."
    );
    assert_eq!(
        suggestion(&english, &suggestions()[7]),
        "Make the island at row 4, column 2 a 5 and draw two bridges between row 2, column 2 and row 2, column 7 and add a 2 at row 1, column 5 to leave exactly one solution."
    );
}

#[test]
fn every_language_words_every_verdict_with_its_values() {
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let words = Catalog::shipped(locale, &["editor"]);
        let en = Catalog::english();
        let said: Vec<(String, String)> = reports()
            .iter()
            .map(|r| (report(&words, r), report(&en, r)))
            .chain(
                suggestions()
                    .iter()
                    .map(|s| (suggestion(&words, s), suggestion(&en, s))),
            )
            .chain(
                refusals()
                    .iter()
                    .map(|e| (refusal(&words, e), refusal(&en, e))),
            )
            .collect();
        for (text, english) in said {
            assert!(!text.contains('{'), "{locale:?}: {text}");
            assert_ne!(text, english, "{locale:?} is English");
        }
        let stuck = why(&words, &whys()[3]);
        assert!(stuck.contains('3') && stuck.contains("10"), "{stuck}");
        assert!(stuck.contains('5'), "{stuck}");
        let size = refusal(&words, &refusals()[0]);
        assert!(size.contains("120") && size.contains("100"), "{size}");
    }
}
