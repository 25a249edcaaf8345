//! The panel's rule lines against the help's, and its size field.

use super::*;
use crate::hashi::rules_words;
use hashi_core::rule_set::MAX_BRIDGES_RANGE;

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
