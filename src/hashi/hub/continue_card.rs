//! The hub's "continue": the last Hashi puzzle played, while it is in progress (not once it is
//! solved or revealed), drawn as it stands, with its time and how many bridges are placed of
//! those needed. The save is replayed through the rules, as the
//! game does, so a damaged one is never drawn. A chunk of its own: a first visit has no
//! puzzle to continue, so it never downloads the drawing.

use crate::hashi::hub::position_sketch::PositionSketch;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::records;
use crate::hashi::words::format_time;
use crate::i18n::ChunksMsg;
use crate::i18n::{t, t_with, HubMsg};
use crate::shell::lazy::Lazy;
use hashi_core::{Game, Mode, Puzzle, State};
use leptos::prelude::*;
use std::sync::Arc;

/// What the hub shows of a puzzle in progress.
struct Progress {
    title: String,
    puzzle: Puzzle,
    state: State,
    elapsed_ms: u64,
    solved: bool,
}

/// The saved progress on `path`, replayed; None when there is none or it does not replay.
fn progress(path: &str) -> Option<Progress> {
    let reference = PuzzleRef::from_path(path)?;
    let stored = records::stored_game(&reference.storage_id())?;
    // Never searching or fetching: generated and pack puzzles come from their saves.
    let loaded = reference.load_saved()?;
    let game = Game::restore_for(Arc::new(loaded.puzzle.clone()), &stored.save, Mode::Free).ok()?;
    Some(Progress {
        title: loaded.title,
        state: game.state().clone(),
        solved: game.is_solved(),
        puzzle: loaded.puzzle,
        elapsed_ms: stored.elapsed_ms,
    })
}

/// The card's place on the hub: empty until a puzzle has been played.
#[component]
pub fn ContinueCard() -> impl IntoView {
    records::last_puzzle()
        .map(|_| view! { <Lazy load=continue_chunk what=ChunksMsg::LastPuzzle quiet=true /> })
}

crate::split_chunk! {
    fn continue_chunk in continue_card => || view! { <LastPuzzle /> }.into_any()
}

#[component]
fn LastPuzzle() -> impl IntoView {
    let path = records::last_puzzle()?;
    let saved = progress(&path);
    // A finished puzzle is not in progress: the hub offers the daily and new puzzles instead.
    if saved.as_ref().is_some_and(|p| p.solved) {
        return None;
    }
    Some({
        let details = saved.map(|p| {
            let needed: usize = p
                .puzzle
                .islands()
                .iter()
                .map(|i| usize::from(i.target))
                .sum();
            // Both counts in bridge ends over two: a double bridge is two bridges.
            let (placed, needed) = (p.state.bridges().to_string(), (needed / 2).to_string());
            let line = {
                let bridges = t_with(
                    HubMsg::ContinueBridges,
                    &[("placed", &placed), ("needed", &needed)],
                );
                format!("{} · {} · {bridges}", p.title, format_time(p.elapsed_ms))
            };
            view! {
                <PositionSketch puzzle=p.puzzle state=p.state />
                <span class="continue-line" data-testid="continue-progress">{line}</span>
            }
        });
        view! {
            <a href=path class="continue" data-testid="continue">
                <span class="continue-title">{t(HubMsg::ContinueTitle)}</span>
                {details}
            </a>
        }
    })
}
