//! The Slide screen's controls: the mode and move counter, undo and redo, and the buttons of
//! free play (Reset, Shuffle) or of a challenge (Reset Challenge, Give Up / Free Play).

use super::slide_context::SlideContext;
use crate::slide_storage;
use leptos::prelude::*;
use slide_core::{Game, Mode};

#[component]
pub fn SlideControls() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let mode = Memo::new(move |_| ctx.game.with(Game::mode));
    let won = Memo::new(move |_| ctx.game.with(Game::is_won));
    let busy = move || ctx.shuffling.get();
    let title = move || match mode.get() {
        Mode::Free => "Free play".to_string(),
        Mode::Challenge(c) => format!(
            "Challenge {} · {} step{}",
            c.seed,
            c.steps,
            if c.steps == 1 { "" } else { "s" }
        ),
    };
    let best = move || match mode.get() {
        Mode::Challenge(c) => {
            ctx.won_open.track();
            slide_storage::best(c).map(|b| format!(" · best {b}"))
        }
        Mode::Free => None,
    };
    view! {
        <div class="slide-bar">
            <p class="slide-mode" data-testid="slide-mode">
                <span>{title}</span>
                " · moves "
                <strong data-testid="moves">{move || ctx.game.with(Game::moves)}</strong>
                {best}
            </p>
            <div class="toolbar" role="toolbar" aria-label="Slide controls">
                <button
                    data-testid="undo"
                    title="Undo (Ctrl+Z)"
                    disabled=move || busy() || !ctx.game.with(Game::can_undo)
                    on:click=move |_| {
                        ctx.undo();
                        ctx.focus_board();
                    }
                >
                    "Undo"
                </button>
                <button
                    data-testid="redo"
                    title="Redo (Ctrl+Shift+Z)"
                    disabled=move || busy() || !ctx.game.with(Game::can_redo)
                    on:click=move |_| {
                        ctx.redo();
                        ctx.focus_board();
                    }
                >
                    "Redo"
                </button>
                {move || match mode.get() {
                    Mode::Free => {
                        view! {
                            <button
                                data-testid="reset"
                                on:click=move |_| {
                                    ctx.reset();
                                    ctx.focus_board();
                                }
                            >
                                "Reset"
                            </button>
                            <button
                                data-testid="shuffle"
                                aria-pressed=move || busy().to_string()
                                on:click=move |_| {
                                    if ctx.shuffling.get_untracked() {
                                        ctx.stop_shuffle()
                                    } else {
                                        ctx.start_shuffle()
                                    }
                                    ctx.focus_board();
                                }
                            >
                                {move || if busy() { "Stop shuffling" } else { "Shuffle" }}
                            </button>
                        }
                            .into_any()
                    }
                    Mode::Challenge(_) => {
                        view! {
                            <button
                                data-testid="reset"
                                on:click=move |_| {
                                    ctx.reset();
                                    ctx.focus_board();
                                }
                            >
                                "Reset Challenge"
                            </button>
                            <button
                                data-testid="give-up"
                                on:click=move |_| {
                                    ctx.give_up();
                                    ctx.focus_board();
                                }
                            >
                                {move || if won.get() { "Free Play" } else { "Give Up" }}
                            </button>
                        }
                            .into_any()
                    }
                }}
                <button
                    data-testid="new-challenge"
                    on:click=move |_| {
                        ctx.stop_shuffle();
                        ctx.challenge_open.set(true)
                    }
                >
                    "New Challenge"
                </button>
            </div>
        </div>
    }
}
