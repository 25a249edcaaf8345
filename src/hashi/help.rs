//! The list of keys, opened with `?`.

use super::context::GameContext;
use leptos::prelude::*;
use leptos_router::components::A;

const KEYS: [(&str, &str); 14] = [
    ("Arrows", "move to the nearest island that way"),
    ("Shift + arrow", "add a bridge that way"),
    ("Alt + arrow", "remove a bridge that way"),
    ("Shift + Backspace, then arrow", "remove a bridge that way"),
    ("0, 1, 2", "set the bridges toward the last direction"),
    (
        "X, then arrow",
        "mark \"no bridge\" that way (again to take the mark away)",
    ),
    ("Ctrl/Cmd + Z", "undo"),
    ("Ctrl/Cmd + Shift + Z, Ctrl + Y", "redo"),
    ("M", "mark the selected island as done (dims it)"),
    ("G", "highlight the selected island's group"),
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
    move || {
        ctx.help_open.get().then(|| {
            view! {
                <aside class="help" data-testid="help" aria-label="Keyboard">
                    <h2>"Keys"</h2>
                    <dl>
                        {KEYS
                            .iter()
                            .map(|(k, what)| view! { <dt><kbd>{*k}</kbd></dt><dd>{*what}</dd> })
                            .collect_view()}
                    </dl>
                    <p>
                        "Mouse and touch: tap an island, then a neighbour, to cycle 0 → 1 → 2 → 0; or drag from an island toward a neighbour. Right-click or right-drag cycles back. Right-click or long-press the water between two islands to mark \"no bridge here\" (a small cross); placing a bridge there clears it."
                    </p>
                    <p>
                        "New to the rules, or want to practise a technique? "
                        <A href="/hashi/learn" attr:data-testid="help-learn">"Learn Hashi"</A>
                    </p>
                    <button on:click=move |_| ctx.help_open.set(false)>"Close"</button>
                </aside>
            }
        })
    }
}
