//! The list of keys, opened with `?`.

use crate::hashi::play::context::GameContext;
use crate::hashi::rules_words::{describe, explain};
use crate::hashi::screen::state::ScreenContext;
use crate::i18n::{around_link, t, t_with, tr, HelpMsg, WordsMsg};
use hashi_core::Wrap;
use leptos::prelude::*;
use leptos_router::components::A;

/// Each key and what it does.
const KEYS: [(HelpMsg, HelpMsg); 16] = [
    (HelpMsg::KeyArrows, HelpMsg::DoesArrows),
    (HelpMsg::KeyShiftArrow, HelpMsg::DoesShiftArrow),
    (HelpMsg::KeyAltArrow, HelpMsg::DoesAltArrow),
    (HelpMsg::KeyBackspace, HelpMsg::DoesBackspace),
    (HelpMsg::KeyDigits, HelpMsg::DoesDigits),
    (HelpMsg::KeyX, HelpMsg::DoesX),
    (HelpMsg::KeyUndo, HelpMsg::DoesUndo),
    (HelpMsg::KeyRedo, HelpMsg::DoesRedo),
    (HelpMsg::KeyM, HelpMsg::DoesM),
    (HelpMsg::KeyG, HelpMsg::DoesG),
    (HelpMsg::KeyP, HelpMsg::DoesP),
    (HelpMsg::KeyT, HelpMsg::DoesT),
    (HelpMsg::KeyZoom, HelpMsg::DoesZoom),
    (HelpMsg::KeyPan, HelpMsg::DoesPan),
    (HelpMsg::KeyEsc, HelpMsg::DoesEsc),
    (HelpMsg::KeyHelp, HelpMsg::DoesHelp),
];

#[component]
pub fn Help() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let screen = expect_context::<ScreenContext>();
    let rules = ctx.game().with_untracked(|g| g.puzzle().rules());
    let cycle = (0..=rules.max_bridges())
        .map(|n| n.to_string())
        .chain(["0".to_string()])
        .collect::<Vec<_>>()
        .join(" → ");
    // Made when shown, in the language of the moment.
    let variant_lines = move || {
        (!rules.is_standard()).then(|| {
            let mut lines = explain(rules);
            if rules.wrap() != Wrap::Flat {
                lines.push(t(HelpMsg::Seam));
            }
            if !rules.allows_loops() {
                lines.push(t(HelpMsg::LoopOutlined));
            }
            (
                t_with(HelpMsg::TheseRules, &[("rules", &describe(rules))]),
                lines,
            )
        })
    };
    move || {
        screen.help_open().then(|| {
            view! {
                <aside class="help" data-testid="help" aria-label=tr(HelpMsg::Keyboard)>
                    <h2>{tr(HelpMsg::Keys)}</h2>
                    <dl>
                        {KEYS
                            .iter()
                            .map(|&(k, what)| view! { <dt><kbd>{tr(k)}</kbd></dt><dd>{tr(what)}</dd> })
                            .collect_view()}
                    </dl>
                    {variant_lines()
                        .map(|(heading, lines)| {
                            view! {
                                <section data-testid="help-rules">
                                    <h3>{heading}</h3>
                                    {lines.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
                                </section>
                            }
                        })}
                    <p>{t_with(HelpMsg::Pointer, &[("cycle", &cycle)])}</p>
                    <p>
                        {around_link(HelpMsg::LearnLine).0}
                        <A href="/hashi/learn" attr:data-testid="help-learn">{tr(HelpMsg::Learn)}</A>
                        {around_link(HelpMsg::LearnLine).1}
                    </p>
                    <button on:click=move |_| screen.close_help()>{tr(WordsMsg::Close)}</button>
                </aside>
            }
        })
    }
}

crate::split_chunk! {
    /// The keyboard help, downloaded the first time it opens.
    pub fn help_chunk in help => || view! { <Help /> }.into_any()
}
