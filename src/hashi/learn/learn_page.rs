//! `/hashi/learn`: the rules in plain words, the tutorial, and the techniques to drill.

use super::technique_list::TechniqueList;
use super::tutorial_view::Tutorial;
use super::voice::{Voice, Voiced};
use crate::hashi::records::learn as progress;
use crate::i18n::{tr, ChunksMsg, LearnMsg as Msg, WordsMsg};
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn LearnPage() -> impl IntoView {
    super::style::adopt_style();
    view! { <Voiced what=ChunksMsg::Lessons first_screen=true page=|voice| view! { <Learn voice /> }.into_any() /> }
}

#[component]
fn Learn(voice: Voice) -> impl IntoView {
    let learned = RwSignal::new(progress::load());
    let on_progress = Callback::new(move |_step: usize| learned.set(progress::load()));
    view! {
        <section class="learn" aria-label=tr(Msg::Heading) data-testid="learn-page">
            <nav class="crumbs">
                <A href="/">{tr(WordsMsg::Games)}</A>
                " / "
                {tr(Msg::Heading)}
            </nav>
            <h1>{tr(Msg::Heading)}</h1>
            <section class="rules" aria-label=tr(WordsMsg::Rules)>
                <h2>{tr(Msg::RulesHeading)}</h2>
                <ul>
                    <li>{tr(Msg::RuleIslands)}</li>
                    <li>{tr(Msg::RuleStraight)}</li>
                    <li>{tr(Msg::RuleTwo)}</li>
                    <li>{tr(Msg::RuleCross)}</li>
                    <li>
                        <strong>{tr(Msg::RuleConnected)}</strong>
                        {tr(Msg::RuleConnectedMore)}
                    </li>
                </ul>
                <p class="muted">{tr(Msg::Unique)}</p>
            </section>
            <section class="tutorial" aria-label=tr(Msg::Tutorial)>
                <h2>{tr(Msg::Tutorial)}</h2>
                <Tutorial on_progress voice />
            </section>
            <section class="techniques" aria-label=tr(Msg::TechniquesLabel)>
                <h2>{tr(Msg::TechniquesHeading)}</h2>
                <p class="muted">{tr(Msg::TechniquesWhat)}</p>
                {move || view! { <TechniqueList learned=learned.get() voice /> }}
            </section>
        </section>
    }
}
