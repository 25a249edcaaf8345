//! The puzzle's techniques as chips under the bar: which ones its logical solve needs and how
//! often, each linking to its drills. Nothing is shown when the rating is not known (imports).

use crate::hashi::play::context::PuzzleInfo;
use crate::i18n::{t, t_count, tr, PlayMsg};
use hashi_core::solver::techniques::Technique;
use hashi_words::common;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn TechniqueLabels() -> impl IntoView {
    let info = expect_context::<PuzzleInfo>();
    (!info.techniques.is_empty()).then(|| {
        view! {
            <p class="puzzle-info">
                <span class="muted">{tr(PlayMsg::Needs)}</span>
                <span class="technique-labels" data-testid="technique-labels">
                    {info
                        .techniques
                        .iter()
                        .map(|&(t, n)| {
                            view! {
                                <A
                                    href=format!("/hashi/learn/{}", t.id())
                                    attr:class="chip"
                                    attr:data-technique=t.id()
                                    attr:data-count=n.to_string()
                                    attr:title=move || t_count(
                                        PlayMsg::TechniqueTitle,
                                        n as u64,
                                        &[("technique", &title(t))],
                                    )
                                >
                                    {move || title(t)}
                                    <span class="chip-count">{format!("×{n}")}</span>
                                </A>
                            }
                        })
                        .collect_view()}
                </span>
            </p>
        }
    })
}

/// A technique's name as the player's language says it (the pack list's names).
pub fn title(technique: Technique) -> String {
    t(common::title(technique))
}
