//! The congratulations dialog after a challenge is won: the player's move count beside the
//! solver's for the same start, and the best so far (a win shown by the solver sets none).
//! Enter or Escape closes it and gives the keyboard back to the board.

use super::context::SlideContext;
use super::guide::Guide;
use super::records;
use crate::i18n::{t, t_with, tr, SlidePageMsg as Msg, WordsMsg};
use leptos::ev;
use leptos::html::Button;
use leptos::prelude::*;
use slide_core::Mode;

#[component]
pub fn SlideWon() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let guide = expect_context::<Guide>();
    let (moves, mode, revealed) = ctx
        .game
        .with_untracked(|g| (g.moves(), g.mode(), g.is_revealed()));
    let challenge = match mode {
        Mode::Challenge(c) => Some(c),
        Mode::Free => None,
    };
    let best = challenge.and_then(records::best);
    if let Some(c) = challenge {
        guide.count_for(c);
    }
    let solver_count = move || {
        guide
            .solver_count
            .get()
            .filter(|(c, _)| Some(*c) == challenge)
            .map(|(_, count)| count)
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
    let best_line = move || match best {
        _ if revealed => t(Msg::WonRevealed),
        Some(b) if b < moves => t_with(Msg::WonBestBefore, &[("best", &b.to_string())]),
        _ => t(Msg::WonBestNow),
    };
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
                <h2 id="won-title">{tr(Msg::WonHeading)}</h2>
                <p>{tr(Msg::WonHome)} " " {best_line}</p>
                <p class="won-counts" data-testid="win-counts">
                    {tr(Msg::WonYou)}
                    " "
                    <strong data-testid="win-moves">{moves}</strong>
                    " · "
                    {tr(Msg::WonSolver)}
                    " "
                    <strong
                        data-testid="slide-solver-count"
                        aria-busy=move || solver_count().is_none().to_string()
                    >
                        {move || solver_count().map_or_else(|| "…".to_string(), |n| n.to_string())}
                    </strong>
                </p>
                <div class="dialog-actions">
                    <button node_ref=close_ref class="primary" data-testid="win-close" on:click=move |_| close()>
                        {tr(WordsMsg::Close)}
                    </button>
                </div>
            </div>
        </div>
    }
}
