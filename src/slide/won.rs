//! The congratulations dialog after a challenge is won: the move count and the best so far.
//! Enter or Escape closes it and gives the keyboard back to the board.

use super::context::SlideContext;
use super::storage;
use leptos::ev;
use leptos::html::Button;
use leptos::prelude::*;
use slide_core::Mode;

#[component]
pub fn SlideWon() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let (moves, mode) = ctx.game.with_untracked(|g| (g.moves(), g.mode()));
    let best = match mode {
        Mode::Challenge(c) => storage::best(c),
        Mode::Free => None,
    };
    let close_ref = NodeRef::<Button>::new();
    Effect::new(move |_| {
        if let Some(button) = close_ref.get() {
            let _ = button.focus();
        }
    });
    let close = move || {
        ctx.won_open.set(false);
        ctx.focus_board();
    };
    let best_line = best
        .filter(|&b| b < moves)
        .map(|b| format!("Your best on this challenge is {b}."))
        .unwrap_or_else(|| "That is your best on this challenge.".into());
    view! {
        <div class="dialog-backdrop">
            <div
                class="dialog won"
                role="dialog"
                aria-modal="true"
                aria-labelledby="won-title"
                data-testid="win-dialog"
                on:keydown=move |ev: ev::KeyboardEvent| {
                    if ev.key() == "Escape" || ev.key() == "Enter" {
                        ev.prevent_default();
                        close();
                    }
                }
            >
                <h2 id="won-title">"Congratulations!"</h2>
                <p>
                    "Every piece is home, in "
                    <strong data-testid="win-moves">{moves}</strong>
                    {if moves == 1 { " move. " } else { " moves. " }}
                    {best_line}
                </p>
                <div class="dialog-actions">
                    <button node_ref=close_ref class="primary" data-testid="win-close" on:click=move |_| close()>
                        "Close"
                    </button>
                </div>
            </div>
        </div>
    }
}
