//! The rules of the puzzle on show: a badge naming a variant's rules above the board, and the
//! one-line explanation of each rule that the new-puzzle panel and the help share.

use crate::hashi::play::context::GameContext;
use crate::i18n::{t, t_with, tr, PlayMsg};
use hashi_core::{RuleSet, Wrap};
use leptos::prelude::*;

/// "Rules: up to 4 bridges per pair, no loops, torus board", shown only for a variant (the
/// standard rules need no badge); its title explains each rule that differs.
#[component]
pub fn RulesBadge() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let rules = ctx.game().with_untracked(|g| g.puzzle().rules());
    (!rules.is_standard()).then(|| {
        view! {
            <p class="rules-badge" data-testid="rules-badge" data-rules=rules.to_string() title=move || explain(rules).join(" ")>
                {tr(PlayMsg::Rules)}
                {move || describe(rules)}
            </p>
        }
    })
}

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
    parts.join(&t(PlayMsg::ListSep))
}

/// What the most bridges per pair means, in a line.
pub fn max_line(max: u8) -> String {
    match max {
        1 => t(PlayMsg::MaxSingle),
        2 => t(PlayMsg::MaxClassic),
        n => t_with(PlayMsg::MaxMore, &[("most", &n.to_string())]),
    }
}

/// What the loop rule means, in a line.
pub fn loops_line(allowed: bool) -> String {
    t(if allowed {
        PlayMsg::LoopsAllowedLine
    } else {
        PlayMsg::LoopsForbiddenLine
    })
}

/// What the board's wrapping means, in a line.
pub fn wrap_line(wrap: Wrap) -> String {
    t(match wrap {
        Wrap::Flat => PlayMsg::WrapFlatLine,
        Wrap::Cylinder => PlayMsg::WrapCylinderLine,
        Wrap::Torus => PlayMsg::WrapTorusLine,
    })
}
