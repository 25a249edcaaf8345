//! `/hashi/learn`: the rules in plain words, the tutorial, and the techniques to drill.

use super::progress;
use super::technique_list::TechniqueList;
use super::tutorial_view::Tutorial;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn LearnPage() -> impl IntoView {
    super::adopt_style();
    let learned = RwSignal::new(progress::load());
    let on_progress = Callback::new(move |_step: usize| learned.set(progress::load()));
    view! {
        <section class="learn" aria-label="Learn Hashi" data-testid="learn-page">
            <nav class="crumbs">
                <A href="/">"Games"</A>
                " / Learn Hashi"
            </nav>
            <h1>"Learn Hashi"</h1>
            <section class="rules" aria-label="Rules">
                <h2>"The rules"</h2>
                <ul>
                    <li>"Each circle is an island; its number says how many bridges end there."</li>
                    <li>"Bridges run straight across the water, horizontally or vertically, from one island to the next one in line."</li>
                    <li>"Two islands can be joined by one bridge or two, never more."</li>
                    <li>"Bridges never cross each other or pass over an island."</li>
                    <li>
                        <strong>"In the end all islands must form one connected group:"</strong>
                        " from any island you can walk to every other one over bridges."
                    </li>
                </ul>
                <p class="muted">
                    "Every puzzle here has exactly one solution, and reasoning finds it: the techniques below name the steps."
                </p>
            </section>
            <section class="tutorial" aria-label="Tutorial">
                <h2>"Tutorial"</h2>
                <Tutorial on_progress />
            </section>
            <section class="techniques" aria-label="Techniques">
                <h2>"Practise a technique"</h2>
                <p class="muted">
                    "Endless positions from real puzzles, each needing one technique for its next bridge."
                </p>
                {move || view! { <TechniqueList learned=learned.get() /> }}
            </section>
        </section>
    }
}
