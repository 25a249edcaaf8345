//! The Hashi page: owns the game signal and shows the board and its status.

use crate::builtin;
use crate::components::board::{Board, BoardContext};
use hashi_core::{Game, Mode};
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn HashiPage() -> impl IntoView {
    let game = RwSignal::new(Game::new(Arc::new(builtin::starter()), Mode::Strict));
    let ctx = BoardContext::new(game);
    provide_context(ctx);
    let solved = Memo::new(move |_| game.with(Game::is_solved));
    view! {
        <section class="hashi">
            <h1>"Hashi"</h1>
            <p class="status" data-testid="status">
                {move || if solved.get() { "Solved!" } else { "Join every island into one group." }}
            </p>
            <Board />
            <p class="notice" data-testid="notice" hidden=move || ctx.notice.with(Option::is_none)>
                {move || ctx.notice.get().unwrap_or_default()}
            </p>
        </section>
    }
}
