//! The pencil group of the menu: pencil mode on or off (`T` on the board), and while pencil
//! bridges are on the board, Accept (they become the player's own) and Reject (back to where
//! the trial began). The game holds the trial; these only call it.

use crate::hashi::play::context::GameContext;
use crate::i18n::{tr, MenuMsg};
use hashi_core::Game;
use leptos::prelude::*;

#[component]
pub fn PencilControls() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let pencil = Memo::new(move |_| ctx.game().with(Game::is_pencil));
    let in_trial = Memo::new(move |_| ctx.game().with(|g| g.state().in_trial()));
    let solved = Memo::new(move |_| ctx.game().with(Game::is_solved));
    view! {
        <div class="group" role="group" aria-label=tr(MenuMsg::Pencil)>
            <button
                data-testid="trial-toggle"
                title=tr(MenuMsg::PencilTitle)
                aria-pressed=move || pencil.get().to_string()
                disabled=move || solved.get()
                on:click=move |_| ctx.toggle_pencil()
            >
                {tr(MenuMsg::Pencil)}
            </button>
            <Show when=move || in_trial.get()>
                <button
                    data-testid="trial-accept"
                    title=tr(MenuMsg::AcceptTitle)
                    on:click=move |_| ctx.accept_trial()
                >
                    {tr(MenuMsg::Accept)}
                </button>
                <button
                    data-testid="trial-reject"
                    title=tr(MenuMsg::RejectTitle)
                    on:click=move |_| ctx.reject_trial()
                >
                    {tr(MenuMsg::Reject)}
                </button>
            </Show>
        </div>
    }
}
