//! The list of keys, opened with `?`.

use crate::hashi::play::context::GameContext;
use crate::hashi::play::rules_badge::explain;
use hashi_core::Wrap;
use leptos::prelude::*;
use leptos_router::components::A;

const KEYS: [(&str, &str); 16] = [
    ("Arrows", "move to the nearest island that way"),
    ("Shift + arrow", "add a bridge that way"),
    ("Alt + arrow", "remove a bridge that way"),
    ("Shift + Backspace, then arrow", "remove a bridge that way"),
    (
        "0, 1, 2 (up to 4)",
        "set the bridges toward the last direction (as many as the rules allow)",
    ),
    (
        "X, then arrow",
        "mark \"no bridge\" that way (again to take the mark away)",
    ),
    ("Ctrl/Cmd + Z", "undo"),
    ("Ctrl/Cmd + Shift + Z, Ctrl + Y", "redo"),
    ("M", "mark the selected island as done (dims it)"),
    ("G", "highlight the selected island's group"),
    (
        "P",
        "pause: hide the board and stop the clock (P again resumes)",
    ),
    (
        "T",
        "pencil: new bridges are drawn dashed until accepted or rejected together",
    ),
    (
        "+, -",
        "zoom the board in or out (Ctrl/Cmd + wheel zooms at the cursor)",
    ),
    ("Wheel, drag on water", "move around a zoomed board"),
    ("Esc", "clear the selection"),
    ("?", "show or hide this list"),
];

#[component]
pub fn Help() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let rules = ctx.game().with_untracked(|g| g.puzzle().rules());
    let cycle = (0..=rules.max_bridges())
        .map(|n| n.to_string())
        .chain(["0".to_string()])
        .collect::<Vec<_>>()
        .join(" → ");
    let variant_lines = (!rules.is_standard()).then(|| {
        let mut lines = explain(rules);
        if rules.wrap() != Wrap::Flat {
            lines.push("A bridge across a seam is drawn as two halves running to the board's edges, each end marked with the same letter; tap or drag from an island toward the seam to reach its neighbour across it, or tap a half-bridge to cycle it.".to_string());
        }
        if !rules.allows_loops() {
            lines.push("A closed loop of bridges is outlined in red, and the puzzle is not solved while one remains.".to_string());
        }
        (format!("This puzzle's rules: {}", rules.describe()), lines)
    });
    move || {
        ctx.help_open().get().then(|| {
            view! {
                <aside class="help" data-testid="help" aria-label="Keyboard">
                    <h2>"Keys"</h2>
                    <dl>
                        {KEYS
                            .iter()
                            .map(|(k, what)| view! { <dt><kbd>{*k}</kbd></dt><dd>{*what}</dd> })
                            .collect_view()}
                    </dl>
                    {variant_lines
                        .clone()
                        .map(|(heading, lines)| {
                            view! {
                                <section data-testid="help-rules">
                                    <h3>{heading}</h3>
                                    {lines.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
                                </section>
                            }
                        })}
                    <p>
                        "Mouse and touch: tap an island, then a neighbour, to cycle "
                        {cycle.clone()}
                        "; or drag from an island toward a neighbour. Right-click or right-drag cycles back. Right-click or long-press the water between two islands to mark \"no bridge here\" (a small cross); placing a bridge there clears it."
                    </p>
                    <p>
                        "New to the rules, or want to practise a technique? "
                        <A href="/hashi/learn" attr:data-testid="help-learn">"Learn Hashi"</A>
                    </p>
                    <button on:click=move |_| ctx.close_help()>"Close"</button>
                </aside>
            }
        })
    }
}

crate::split_chunk! {
    /// The keyboard help, downloaded the first time it opens.
    pub fn help_chunk in help => || view! { <Help /> }.into_any()
}
