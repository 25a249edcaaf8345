//! The Slide screen's controls: the mode and move counter, undo and redo, the solver's Hint
//! and Show the way (Stop while it plays), and the buttons of free play (Reset, Shuffle) or of
//! a challenge (Reset Challenge, Give Up / Free Play).

use super::context::SlideContext;
use super::guide::Guide;
use super::records;
use crate::i18n::{t, t_count, t_with, tr, SlidePageMsg as Msg, WordsMsg};
use leptos::prelude::*;
use slide_core::{Game, Mode};

#[component]
pub fn SlideControls() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let guide = expect_context::<Guide>();
    let mode = Memo::new(move |_| ctx.game.with(Game::mode));
    let won = Memo::new(move |_| ctx.game.with(Game::is_won));
    let busy = move || ctx.shuffling.get();
    let held = move || busy() || ctx.showing_way.get();
    let title = move || match mode.get() {
        Mode::Free => t(Msg::FreePlay),
        // The numbers as typed in the address, which names the same challenge.
        Mode::Challenge(c) => t_count(
            Msg::ChallengeTitle,
            u64::from(c.steps),
            &[
                ("seed", &c.seed.to_string()),
                ("steps", &c.steps.to_string()),
            ],
        ),
    };
    let best = move || match mode.get() {
        Mode::Challenge(c) => {
            ctx.won_open.track();
            records::best(c)
                .map(|b| format!(" · {}", t_with(Msg::Best, &[("best", &b.to_string())])))
        }
        Mode::Free => None,
    };
    // Each button gives the keyboard back to the board, so the arrows keep moving pieces.
    let then_board = move |action: fn(&SlideContext)| {
        move |_| {
            action(&ctx);
            ctx.focus_board();
        }
    };
    let toggle_shuffle = |ctx: &SlideContext| {
        if ctx.shuffling.get_untracked() {
            ctx.stop_shuffle()
        } else {
            ctx.start_shuffle()
        }
    };
    view! {
        <div class="slide-bar">
            <p class="slide-mode" data-testid="slide-mode">
                <span>{title}</span>
                " · "
                {tr(Msg::Moves)}
                " "
                <strong data-testid="moves">{move || ctx.game.with(Game::moves)}</strong>
                {best}
            </p>
            <div class="toolbar" role="toolbar" aria-label=tr(Msg::Controls)>
                <button
                    data-testid="undo"
                    title=tr(Msg::UndoTitle)
                    disabled=move || held() || !ctx.game.with(Game::can_undo)
                    on:click=then_board(SlideContext::undo)
                >
                    {tr(Msg::Undo)}
                </button>
                <button
                    data-testid="redo"
                    title=tr(Msg::RedoTitle)
                    disabled=move || held() || !ctx.game.with(Game::can_redo)
                    on:click=then_board(SlideContext::redo)
                >
                    {tr(Msg::Redo)}
                </button>
                <button
                    data-testid="slide-hint"
                    title=tr(Msg::HintTitle)
                    aria-pressed=move || ctx.hint.with(Option::is_some).to_string()
                    // While the solver answers the button is busy, not `disabled`, so a
                    // keyboard keeps its place (the guide ignores presses meanwhile).
                    disabled=move || ctx.showing_way.get() || !guide.could_act()
                    aria-disabled=move || guide.searching().then_some("true")
                    aria-busy=move || guide.searching().to_string()
                    on:click=move |_| {
                        guide.hint();
                        ctx.focus_board();
                    }
                >
                    {move || if ctx.hint.with(Option::is_some) { t(Msg::PlayHint) } else { t(WordsMsg::Hint) }}
                </button>
                {move || {
                    if ctx.showing_way.get() {
                        view! {
                            <button data-testid="slide-stop" class="primary" on:click=move |_| {
                                guide.stop();
                                ctx.focus_board();
                            }>
                                {tr(Msg::Stop)}
                            </button>
                        }
                            .into_any()
                    } else {
                        view! {
                            <button
                                data-testid="slide-show-way"
                                title=tr(Msg::ShowWayTitle)
                                disabled=move || !guide.could_act()
                                aria-disabled=move || guide.searching().then_some("true")
                                aria-busy=move || guide.searching().to_string()
                                on:click=move |_| {
                                    guide.show_way();
                                    ctx.focus_board();
                                }
                            >
                                {tr(Msg::ShowWay)}
                            </button>
                        }
                            .into_any()
                    }
                }}
                {move || match mode.get() {
                    Mode::Free => {
                        view! {
                            <button data-testid="reset" on:click=then_board(SlideContext::reset)>
                                {tr(Msg::Reset)}
                            </button>
                            <button
                                data-testid="shuffle"
                                aria-pressed=move || busy().to_string()
                                disabled=move || ctx.showing_way.get()
                                on:click=then_board(toggle_shuffle)
                            >
                                {move || t(if busy() { Msg::StopShuffling } else { Msg::Shuffle })}
                            </button>
                        }
                            .into_any()
                    }
                    Mode::Challenge(_) => {
                        view! {
                            <button data-testid="reset" on:click=then_board(SlideContext::reset)>
                                {tr(Msg::ResetChallenge)}
                            </button>
                            <button data-testid="give-up" on:click=then_board(SlideContext::give_up)>
                                {move || t(if won.get() { Msg::ToFreePlay } else { Msg::GiveUp })}
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
                    {tr(Msg::NewChallenge)}
                </button>
            </div>
        </div>
    }
}
