//! The rules of the puzzle on show: a badge naming a variant's rules above the board, and the
//! one-line explanation of each rule that the new-puzzle panel and the help share.

use crate::hashi::play::context::GameContext;
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
            <p class="rules-badge" data-testid="rules-badge" data-rules=rules.to_string() title=explain(rules).join(" ")>
                "Rules: "
                {rules.describe()}
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

/// What the most bridges per pair means, in a line.
pub fn max_line(max: u8) -> String {
    match max {
        1 => "Single bridges only: a pair of islands is joined by at most one bridge.".into(),
        2 => "The classic rule: a pair of islands is joined by at most two bridges.".into(),
        n => format!("A pair of islands may be joined by up to {n} bridges."),
    }
}

/// What the loop rule means, in a line.
pub fn loops_line(allowed: bool) -> String {
    if allowed {
        "Bridges may close a loop, as in the classic rules.".into()
    } else {
        "No loops: the bridges must never close a circuit, so they form a tree.".into()
    }
}

/// What the board's wrapping means, in a line.
pub fn wrap_line(wrap: Wrap) -> String {
    match wrap {
        Wrap::Flat => "An ordinary board with four edges.".into(),
        Wrap::Cylinder => {
            "The left and right edges are joined: a bridge may leave one side and come back in on the other.".into()
        }
        Wrap::Torus => {
            "Both pairs of opposite edges are joined: bridges may cross the left/right and the top/bottom seams.".into()
        }
    }
}
