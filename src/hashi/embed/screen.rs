//! The embed's screen: the board, the puzzle's name, how many islands are still short of their
//! number, Undo, and a link that opens the puzzle in Hashi itself with the bridges placed so
//! far. It keeps no save, records no statistics and remembers no last puzzle: it plays in frames
//! on other sites, where browsers deny storage anyway, and its player has a game of their own
//! once they open it.

use crate::hashi::play::board::Board;
use crate::hashi::play::context::{GameContext, Looks};
use crate::hashi::puzzle_ref::{Loaded, PuzzleRef};
use crate::hashi::query::link_with_progress;
use crate::hashi::screen::live_region::LiveRegion;
use crate::hashi::screen::opening::{mode, open_shared_progress};
use crate::hashi::screen::state::ScreenContext;
use crate::hashi::trouble::Trouble;
use crate::i18n::{t, t_count, tr, EmbedMsg, WordsMsg};
use crate::shell::notices::Notices;
use crate::shell::prefs::{use_prefs, PrefsStoreFields};
use hashi_core::{Game, Puzzle, State};
use leptos::prelude::*;
use std::sync::Arc;

/// Shows a loaded puzzle as an embed (the loader's `ShowPuzzle`).
pub fn embed_screen(
    reference: PuzzleRef,
    loaded: Loaded,
    note: Option<Trouble>,
    shared: Option<String>,
) -> AnyView {
    view! { <EmbedScreen reference loaded note shared /> }.into_any()
}

/// How many islands do not have their number of bridges yet.
fn islands_left(puzzle: &Puzzle, state: &State) -> usize {
    puzzle
        .islands()
        .iter()
        .enumerate()
        .filter(|(id, island)| state.total(*id) != island.target)
        .count()
}

/// The full game's address for this position: the puzzle's own, with the bridges placed so
/// far as a shared-progress link (the full page opens them as one undoable step).
fn full_game_link(reference: &PuzzleRef, game: &Game) -> String {
    let origin = window().location().origin().unwrap_or_default();
    let base = format!("{origin}{}", reference.path());
    if game.state().bridges() == 0 {
        return base;
    }
    link_with_progress(&base, &game.position_text())
}

#[component]
fn EmbedScreen(
    reference: PuzzleRef,
    loaded: Loaded,
    note: Option<Trouble>,
    shared: Option<String>,
) -> impl IntoView {
    let prefs = use_prefs();
    let puzzle = Arc::new(loaded.puzzle);
    let mut game = Game::new(puzzle, mode(prefs.free_mode().get_untracked()));
    let notices: Vec<String> = shared
        .and_then(|text| open_shared_progress(&mut game, &text))
        .into_iter()
        .collect();
    let screen = ScreenContext::new(0, notices);
    provide_context(screen);
    let ctx = GameContext::new(
        game,
        loaded.solution,
        Vec::new(),
        Looks::for_band(loaded.band),
    )
    .telling(screen.listener());
    provide_context(ctx);
    if let Some(trouble) = note {
        trouble.tell(screen.notices());
    }
    Effect::new(|_| crate::shell::settled::page_is_up());

    let game = ctx.game();
    let solved = Memo::new(move |_| game.with(Game::is_solved));
    let left = Memo::new(move |_| game.with(|g| islands_left(g.puzzle(), g.state())));
    let can_undo = Memo::new(move |_| game.with(Game::can_undo));
    let title = {
        let reference = reference.clone();
        // Made again when the language changes.
        move || game.with_untracked(|g| reference.title(g.puzzle()))
    };
    let full = move || game.with(|g| full_game_link(&reference, g));
    view! {
        <section class="hashi embed" aria-label="Hashi" data-testid="embed">
            <Notices board=screen.notices() />
            <div class="board-wrap">
                <Board />
            </div>
            <div class="embed-bar">
                <h1 class="embed-title" data-testid="embed-title">{title}</h1>
                <p class="status" data-testid="embed-left">
                    {move || {
                        if solved.get() {
                            t(WordsMsg::Solved)
                        } else {
                            t_count(EmbedMsg::Left, left.get() as u64, &[])
                        }
                    }}
                </p>
                <button
                    data-testid="embed-undo"
                    prop:disabled=move || !can_undo.get()
                    on:click=move |_| ctx.undo()
                >
                    {tr(WordsMsg::Undo)}
                </button>
                <a
                    data-testid="embed-open"
                    href=full
                    target="_blank"
                    rel="noopener"
                    title=move || t(EmbedMsg::OpenTitle)
                >
                    {tr(EmbedMsg::Open)}
                </a>
            </div>
            <LiveRegion />
        </section>
    }
}
