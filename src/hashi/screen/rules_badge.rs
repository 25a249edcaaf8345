//! The rules of the puzzle on show: a badge naming a variant's rules above the board (its
//! words are `rules_words`', which the new-puzzle panel and the help share).

use crate::hashi::play::context::GameContext;
use crate::hashi::rules_words::{describe, explain};
use crate::i18n::{tr, PlayMsg};
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
