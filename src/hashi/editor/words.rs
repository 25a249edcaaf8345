//! The editor's verdicts in the player's language (group `editor`): the status line for a
//! report, why a draft has no solution, the suggestion that removes an ambiguity and why an
//! edit was refused, each written from the core's data in one place. In English they are byte
//! for byte what `hashi_core::editor`'s `say` writes for the CLI; a unit test holds the two
//! together. The techniques' names are the `techniques` group's, repeated here (a group is one
//! chunk's) and held equal to it by a unit test.

use crate::i18n::{t, t_count, t_with, EditorMsg as Msg};
use hashi_core::editor::{
    Change, DraftError, Judgement, Rated, Report, Shortfall, Suggestion, Why,
};
use hashi_core::generator::{MAX_GENERATED_SIDE, MIN_SIDE};
use hashi_core::rating::Band;
use hashi_core::rule_set::RuleSet;
use hashi_core::solver::counting::Refutation;
use hashi_core::solver::techniques::Technique;
use hashi_core::words::capitalise;
use hashi_core::Pos;

/// The status line for `report`.
pub fn report(report: &Report) -> String {
    match &report.judgement {
        Judgement::Empty => t(Msg::Empty),
        Judgement::GaveUp => t(Msg::TooLarge),
        Judgement::NoSolution(why_not) => t_with(Msg::NoSolution, &[("why", &why(why_not))]),
        Judgement::Unique(Some(Rated { band, techniques })) => {
            let band = band_name(*band);
            if techniques.is_empty() {
                t_with(Msg::Unique, &[("band", &band)])
            } else {
                let needs: Vec<String> = techniques.iter().map(|(t, _)| name(*t)).collect();
                t_with(
                    Msg::UniqueNeeds,
                    &[
                        ("band", &band),
                        ("techniques", &needs.join(&t(Msg::ListSep))),
                    ],
                )
            }
        }
        Judgement::Unique(None) => t(Msg::UniqueUnrated),
        Judgement::Several(_) => t(Msg::Several),
    }
}

/// Why a draft has no solution, as a sentence of its own.
pub fn why(why: &Why<Pos>) -> String {
    match *why {
        Why::Stuck {
            island,
            target,
            short,
        } => {
            let at = [("target", target.to_string()), ("place", place(island))];
            let (msg, bridges) = match short {
                Shortfall::TooFew { most: 0 } => (Msg::StuckNone, None),
                Shortfall::TooFew { most } => (Msg::StuckTooFew, Some(bridges(most))),
                Shortfall::TooMany { least } => (Msg::StuckTooMany, Some(bridges(least))),
            };
            let mut args: Vec<(&str, &str)> = at.iter().map(|(k, v)| (*k, v.as_str())).collect();
            if let Some(bridges) = &bridges {
                args.push(("bridges", bridges));
            }
            t_with(msg, &args)
        }
        Why::Contradiction(technique) => {
            t_with(Msg::Contradiction, &[("technique", &title(technique))])
        }
        Why::CutOff => t(Msg::CutOff),
        Why::Deductions => t(Msg::Deductions),
        Why::Counting(refuted) => t(match refuted {
            Refutation::Disconnected => Msg::CountingDisconnected,
            Refutation::OddTotal => Msg::CountingOdd,
            Refutation::TooFewToConnect => Msg::CountingTooFew,
            Refutation::TooManyForTree => Msg::CountingTooMany,
            Refutation::Unbalanced => Msg::CountingUnbalanced,
        }),
        Why::Unexplained => t(Msg::Unexplained),
    }
}

/// The sentence offered to the author: the changes, then what they leave.
pub fn suggestion(suggestion: &Suggestion) -> String {
    let after = match suggestion.solutions_after {
        1 => t(Msg::LeaveOne),
        n => t_count(Msg::LeaveMany, n as u64, &[]),
    };
    let changes: Vec<String> = suggestion.changes.iter().map(|&c| change(c)).collect();
    let changes = capitalise(&changes.join(&t(Msg::ChangeAnd)));
    t_with(Msg::Suggestion, &[("changes", &changes), ("after", &after)])
}

fn change(change: Change) -> String {
    match change {
        Change::AddIsland { pos, number } => t_with(
            Msg::AddIsland,
            &[("number", &number.to_string()), ("place", &place(pos))],
        ),
        Change::SetNumber { pos, number } => t_with(
            Msg::SetNumber,
            &[("place", &place(pos)), ("number", &number.to_string())],
        ),
        Change::Bridge { a, b, to, .. } => t_with(
            Msg::Draw,
            &[
                ("bridges", &bridges(u32::from(to))),
                ("a", &place(a)),
                ("b", &place(b)),
            ],
        ),
    }
}

/// Why an edit was refused (or a draft could not be made), as a sentence of its own.
pub fn refusal(error: &DraftError) -> String {
    let max_target = RuleSet::STANDARD.max_target().to_string();
    let text = match *error {
        DraftError::Size { width, height } => t_with(
            Msg::ErrSize,
            &[
                ("width", &width.to_string()),
                ("height", &height.to_string()),
                ("min", &MIN_SIDE.to_string()),
                ("max", &MAX_GENERATED_SIDE.to_string()),
            ],
        ),
        DraftError::Outside { pos } => t_with(Msg::ErrOutside, &[("place", &place(pos))]),
        DraftError::Number { pos, number } => t_with(
            Msg::ErrNumber,
            &[
                ("number", &number.to_string()),
                ("place", &place(pos)),
                ("max", &max_target),
            ],
        ),
        DraftError::NoIsland { pos } => t_with(Msg::ErrNoIsland, &[("place", &place(pos))]),
        DraftError::OnBridge { pos } => t_with(Msg::ErrOnBridge, &[("place", &place(pos))]),
        DraftError::NotInLine { a, b } => {
            t_with(Msg::ErrNotInLine, &[("a", &place(a)), ("b", &place(b))])
        }
        DraftError::IslandBetween { a, b, between } => t_with(
            Msg::ErrBetween,
            &[
                ("between", &place(between)),
                ("a", &place(a)),
                ("b", &place(b)),
            ],
        ),
        DraftError::Crossing { a, b } => {
            t_with(Msg::ErrCrossing, &[("a", &place(a)), ("b", &place(b))])
        }
        DraftError::BridgeCount { a, b, count } => t_with(
            Msg::ErrBridgeCount,
            &[
                ("asked", &count.to_string()),
                ("a", &place(a)),
                ("b", &place(b)),
                ("max", &RuleSet::STANDARD.max_bridges().to_string()),
            ],
        ),
        DraftError::NumberFollowsBridges { pos } => {
            t_with(Msg::ErrFollows, &[("place", &place(pos))])
        }
    };
    capitalise(&text)
}

/// A cell as the language names it: "row 2, column 5", counted from 1.
fn place(pos: Pos) -> String {
    let (r, c) = (pos.r.saturating_add(1), pos.c.saturating_add(1));
    t_with(
        Msg::Place,
        &[("row", &r.to_string()), ("column", &c.to_string())],
    )
}

/// "no bridges", "one bridge", "two bridges", "5 bridges".
fn bridges(n: u32) -> String {
    match n {
        0 => t(Msg::BridgesNone),
        1 => t(Msg::BridgesOne),
        2 => t(Msg::BridgesTwo),
        n => t_count(Msg::BridgesMany, u64::from(n), &[]),
    }
}

fn band_name(band: Band) -> String {
    t(match band {
        Band::Easy => Msg::BandEasy,
        Band::Medium => Msg::BandMedium,
        Band::Hard => Msg::BandHard,
        Band::Expert => Msg::BandExpert,
        Band::Extreme => Msg::BandExtreme,
    })
}

/// A technique's title ("Every direction").
fn title(technique: Technique) -> String {
    t(match technique {
        Technique::Crossing => Msg::TechniqueTitleCrossing,
        Technique::Capacity => Msg::TechniqueTitleCapacity,
        Technique::EveryDirection => Msg::TechniqueTitleEveryDirection,
        Technique::NoLoop => Msg::TechniqueTitleNoLoop,
        Technique::Isolation => Msg::TechniqueTitleIsolation,
        Technique::Connectivity => Msg::TechniqueTitleConnectivity,
        Technique::Lookahead => Msg::TechniqueTitleLookahead,
    })
}

/// A technique's name inside a sentence ("every direction").
fn name(technique: Technique) -> String {
    t(match technique {
        Technique::Crossing => Msg::TechniqueNameCrossing,
        Technique::Capacity => Msg::TechniqueNameCapacity,
        Technique::EveryDirection => Msg::TechniqueNameEveryDirection,
        Technique::NoLoop => Msg::TechniqueNameNoLoop,
        Technique::Isolation => Msg::TechniqueNameIsolation,
        Technique::Connectivity => Msg::TechniqueNameConnectivity,
        Technique::Lookahead => Msg::TechniqueNameLookahead,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog::Catalog;
    use crate::i18n::{with_language, Locale, TechniquesMsg};

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
    fn english_is_the_cores_word_for_word() {
        for r in reports() {
            assert_eq!(report(&r), r.text(), "{r:?}");
        }
        for w in whys() {
            assert_eq!(why(&w), w.text(), "{w:?}");
        }
        for s in suggestions() {
            assert_eq!(suggestion(&s), s.text(), "{s:?}");
        }
        for e in refusals() {
            assert_eq!(refusal(&e), e.sentence(), "{e:?}");
        }
        for technique in Technique::ALL {
            assert_eq!(title(technique), technique.title());
            assert_eq!(name(technique), technique.name());
        }
    }

    #[test]
    fn the_techniques_are_named_as_the_techniques_group_names_them() {
        use crate::i18n::t;
        let pairs = |technique| match technique {
            Technique::Crossing => (TechniquesMsg::TitleCrossing, TechniquesMsg::NameCrossing),
            Technique::Capacity => (TechniquesMsg::TitleCapacity, TechniquesMsg::NameCapacity),
            Technique::EveryDirection => (
                TechniquesMsg::TitleEveryDirection,
                TechniquesMsg::NameEveryDirection,
            ),
            Technique::NoLoop => (TechniquesMsg::TitleNoLoop, TechniquesMsg::NameNoLoop),
            Technique::Isolation => (TechniquesMsg::TitleIsolation, TechniquesMsg::NameIsolation),
            Technique::Connectivity => (
                TechniquesMsg::TitleConnectivity,
                TechniquesMsg::NameConnectivity,
            ),
            Technique::Lookahead => (TechniquesMsg::TitleLookahead, TechniquesMsg::NameLookahead),
        };
        for locale in Locale::ALL {
            with_language(Catalog::shipped(locale, &["editor", "techniques"]), || {
                for technique in Technique::ALL {
                    let (their_title, their_name) = pairs(technique);
                    assert_eq!(title(technique), t(their_title), "{locale:?}");
                    assert_eq!(name(technique), t(their_name), "{locale:?}");
                }
            });
        }
    }

    #[test]
    fn every_language_words_every_verdict_with_its_values() {
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
            with_language(Catalog::shipped(locale, &["editor"]), || {
                let said: Vec<(String, String)> = reports()
                    .iter()
                    .map(|r| (report(r), r.text()))
                    .chain(suggestions().iter().map(|s| (suggestion(s), s.text())))
                    .chain(refusals().iter().map(|e| (refusal(e), e.sentence())))
                    .collect();
                for (text, english) in said {
                    assert!(!text.contains('{'), "{locale:?}: {text}");
                    assert_ne!(text, english, "{locale:?} is English");
                }
                let stuck = why(&whys()[3]);
                assert!(stuck.contains('3') && stuck.contains("10"), "{stuck}");
                assert!(stuck.contains('5'), "{stuck}");
                let size = refusal(&refusals()[0]);
                assert!(size.contains("120") && size.contains("100"), "{size}");
            });
        }
    }
}
