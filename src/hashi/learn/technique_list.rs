//! The six techniques, each with its one line and the player's drill record, linking to its
//! drills.

use super::voice::Voice;
use crate::hashi::records::learn::Learned;
use hashi_core::learn::DRILLED;
use hashi_core::solver::techniques::Technique;
use leptos::prelude::*;
use leptos_router::components::A;

/// The drill page of a technique.
pub fn drill_path(technique: Technique) -> String {
    format!("/hashi/learn/{}", technique.id())
}

#[component]
pub fn TechniqueList(learned: Learned, voice: Voice) -> impl IntoView {
    view! {
        <ul class="technique-list" data-testid="technique-list">
            {DRILLED
                .into_iter()
                .map(|t| {
                    let record = learned.drill(t.id());
                    view! {
                        <li data-technique=t.id()>
                            <A href=drill_path(t)>{move || (voice.aid.title)(t)}</A>
                            <span class="technique-line">
                                {move || (voice.lesson.describe)(t)}
                            </span>
                            <span class="technique-record" data-testid="technique-record">
                                {move || (voice.lesson.summary)(&record)}
                            </span>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}
