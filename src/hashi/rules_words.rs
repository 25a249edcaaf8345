//! A puzzle's rules in words: the few words of the badge and the editor ("up to 4 bridges per
//! pair, no loops, torus board") and the help's line per rule. Below the screens that show
//! them, and the puzzle references that name them.

use crate::i18n::{t, t_with, PlayMsg, WordsMsg};
use hashi_core::{RuleSet, Wrap};

/// The lines that explain each rule of `rules` that differs from the standard ones.
pub fn explain(rules: RuleSet) -> Vec<String> {
    let standard = RuleSet::STANDARD;
    let mut lines = Vec::new();
    if rules.max_bridges() != standard.max_bridges() {
        lines.push(max_line(rules.max_bridges()));
    }
    if rules.allows_loops() != standard.allows_loops() {
        lines.push(loops_line(rules.allows_loops()));
    }
    if rules.wrap() != standard.wrap() {
        lines.push(wrap_line(rules.wrap()));
    }
    lines
}

/// The rules in a few words ("up to 4 bridges per pair, no loops, torus board"), as the
/// core's `RuleSet::describe` says them in English.
pub fn describe(rules: RuleSet) -> String {
    if rules.is_standard() {
        return t(PlayMsg::RulesStandard);
    }
    let mut parts = Vec::new();
    if rules.max_bridges() != 2 {
        parts.push(match rules.max_bridges() {
            1 => t(PlayMsg::RulesSingle),
            n => t_with(PlayMsg::RulesUpTo, &[("most", &n.to_string())]),
        });
    }
    if !rules.allows_loops() {
        parts.push(t(PlayMsg::RulesNoLoops));
    }
    match rules.wrap() {
        Wrap::Flat => {}
        Wrap::Cylinder => parts.push(t(PlayMsg::RulesCylinder)),
        Wrap::Torus => parts.push(t(PlayMsg::RulesTorus)),
    }
    parts.join(&t(WordsMsg::ListSep))
}

/// What the most bridges per pair means, in a line.
pub fn max_line(max: u8) -> String {
    match max {
        1 => t(WordsMsg::MaxSingle),
        2 => t(WordsMsg::MaxClassic),
        n => t_with(WordsMsg::MaxMore, &[("most", &n.to_string())]),
    }
}

/// What the loop rule means, in a line.
pub fn loops_line(allowed: bool) -> String {
    t(if allowed {
        WordsMsg::LoopsAllowedLine
    } else {
        WordsMsg::LoopsForbiddenLine
    })
}

/// What the board's wrapping means, in a line.
pub fn wrap_line(wrap: Wrap) -> String {
    t(match wrap {
        Wrap::Flat => WordsMsg::WrapFlatLine,
        Wrap::Cylinder => WordsMsg::WrapCylinderLine,
        Wrap::Torus => WordsMsg::WrapTorusLine,
    })
}
