//! The panel's sentences against the core's English and the help's.

use super::*;
use crate::hashi::rules_words;
use hashi_core::rule_set::MAX_BRIDGES_RANGE;

fn every_rule_set() -> Vec<RuleSet> {
    let mut all = Vec::new();
    for most in MAX_BRIDGES_RANGE {
        for loops in [true, false] {
            for wrap in Wrap::ALL {
                all.push(
                    RuleSet::STANDARD
                        .with_max_bridges(most)
                        .with_loops(loops)
                        .with_wrap(wrap),
                );
            }
        }
    }
    all
}

#[test]
fn the_size_sentences_in_english_are_the_cores() {
    let sides = [
        5, 6, 7, 8, 9, 10, 12, 13, 14, 20, 29, 30, 31, 40, 41, 80, 81, 100,
    ];
    for rules in every_rule_set() {
        for band in Band::ALL {
            assert_eq!(
                size_needs(band, rules),
                Params::size_needs(band, rules),
                "{band} {rules}"
            );
            for width in sides {
                for height in sides {
                    let params = Params {
                        width,
                        height,
                        rules,
                        ..Params::for_band(band)
                    };
                    assert_eq!(
                        reliability_note(&params),
                        params.reliability_note(),
                        "{band} {rules} {width}x{height}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_rule_lines_in_english_are_the_helps() {
    for most in MAX_BRIDGES_RANGE {
        assert_eq!(max_line(most), rules_words::max_line(most));
    }
    for allowed in [true, false] {
        assert_eq!(loops_line(allowed), rules_words::loops_line(allowed));
    }
    for wrap in Wrap::ALL {
        assert_eq!(wrap_line(wrap), rules_words::wrap_line(wrap));
    }
}

#[test]
fn a_size_field_reads_as_a_board_the_default_or_a_refusal() {
    assert_eq!(board_size("  "), None);
    assert_eq!(board_size("12x9"), Some(Some((12, 9))));
    assert_eq!(board_size(" 7 X 7 "), Some(Some((7, 7))));
    assert_eq!(board_size("4x9"), Some(None));
    assert_eq!(board_size("ten"), Some(None));
}
