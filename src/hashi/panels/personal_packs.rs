//! The player's own packs in the pack list, above the built-in ones: each with its name, how
//! many of its puzzles are solved, its puzzles in rating order (solved ones ticked, each with
//! its size, score and hardest step) at their import addresses, a print button, and a remove
//! button whose removal can be undone.

use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::records::personal_packs::{self, StoredPack, StoredPuzzle};
use crate::hashi::records::Stats;
use crate::hashi::triple_words::{hardest_words, triple_words};
use crate::i18n::{t_with, tr, PackListMsg as Msg, WordsMsg};
use crate::shell::decimal::decimal;
use hashi_core::packs::PackTriple;
use leptos::prelude::*;
use leptos_router::components::A;
use std::sync::Arc;

/// The storage id of a personal pack's puzzle: its own import's, so that its save and its
/// solve belong to the puzzle, whichever pack holds it.
pub fn storage_id(puzzle: &StoredPuzzle) -> String {
    PuzzleRef::Imported(puzzle.task.clone()).storage_id()
}

/// How many of `pack`'s puzzles are solved.
pub fn solved_count(pack: &StoredPack, stats: &Stats) -> usize {
    pack.puzzles
        .iter()
        .filter(|p| stats.is_solved(&storage_id(p)))
        .count()
}

/// A removal the player may still undo: where the pack stood and the pack.
type Removed = (usize, StoredPack);

#[component]
pub fn PersonalPackList(
    stats: Arc<Stats>,
    /// Set to the pack the player wants to print.
    print: WriteSignal<Option<StoredPack>>,
) -> impl IntoView {
    let packs = RwSignal::new(personal_packs::all().packs);
    let removed = RwSignal::new(None::<Removed>);
    let trouble = RwSignal::new(None::<String>);
    let refresh = move || packs.set(personal_packs::all().packs);
    let remove = move |id: String| match personal_packs::remove(&id) {
        Ok(gone) => {
            trouble.set(None);
            removed.set(gone);
            refresh();
        }
        Err(why) => trouble.set(Some(why)),
    };
    let undo = move |_| {
        if let Some((at, pack)) = removed.get_untracked() {
            match personal_packs::put_back(at, pack) {
                Ok(()) => {
                    removed.set(None);
                    trouble.set(None);
                    refresh();
                }
                Err(why) => trouble.set(Some(why)),
            }
        }
    };
    view! {
        <section class="personal-packs" hidden=move || packs.with(Vec::is_empty) && removed.with(Option::is_none)>
            <h3>{tr(Msg::MineHeading)}</h3>
            {move || removed.get().map(|(_, pack)| view! {
                <p role="status" data-testid="personal-pack-removed">
                    {t_with(Msg::Removed, &[("name", &pack.name)])} " "
                    <button class="link-button" data-testid="personal-pack-undo" on:click=undo>
                        {tr(WordsMsg::Undo)}
                    </button>
                </p>
            })}
            {move || trouble.get().map(|why| view! {
                <p role="alert" class="error">{t_with(Msg::NotChanged, &[("why", &why)])}</p>
            })}
            {move || {
                let stats = Arc::clone(&stats);
                packs
                    .get()
                    .into_iter()
                    .map(|pack| personal_pack(pack, &stats, print, remove))
                    .collect_view()
                    // Drawn as any view: the list's own view type is one the editor's and the
                    // daily's chunks draw too, which would cut a shared chunk anew for them.
                    .into_any()
            }}
        </section>
    }
}

/// One personal pack: heading with its progress and buttons, then its puzzles.
fn personal_pack(
    pack: StoredPack,
    stats: &Stats,
    print: WriteSignal<Option<StoredPack>>,
    remove: impl Fn(String) + Copy + 'static,
) -> impl IntoView {
    let solved = solved_count(&pack, stats);
    let progress = t_with(
        Msg::SolvedOf,
        &[
            ("solved", &solved.to_string()),
            ("count", &pack.puzzles.len().to_string()),
        ],
    );
    let id = pack.id.clone();
    let shown_id = pack.id.clone();
    let items: Vec<_> = pack
        .puzzles
        .iter()
        .map(|p| item(p, &pack.name, stats))
        .collect();
    let name = pack.name.clone();
    view! {
        <section data-testid="personal-pack" data-pack-id=shown_id>
            <h4>
                <span data-testid="personal-pack-name">{name}</span> " "
                <span class="muted" data-testid="personal-pack-progress">{progress}</span> " "
                <button class="link-button" data-testid="personal-pack-print" on:click=move |_| print.set(Some(pack.clone()))>
                    {tr(Msg::Print)}
                </button> " "
                <button class="link-button" data-testid="personal-pack-remove" on:click=move |_| remove(id.clone())>
                    {tr(Msg::Remove)}
                </button>
            </h4>
            <ol>{items}</ol>
        </section>
    }
}

/// A puzzle of a personal pack: its link (ticked once solved), size, score and hardest step.
fn item(puzzle: &StoredPuzzle, pack_name: &str, stats: &Stats) -> impl IntoView {
    let reference = PuzzleRef::Imported(puzzle.task.clone());
    let solved = stats.is_solved(&reference.storage_id());
    let label = format!(
        "{}{} {}",
        if solved { "✓ " } else { "" },
        pack_name,
        puzzle.number
    );
    let triple = PackTriple(puzzle.triple.clone()).triple();
    view! {
        <li class:solved=solved data-testid="personal-pack-puzzle" data-task=puzzle.task.clone()>
            <A href=reference.path()>{label}</A>
            <span class="score">
                {format!(" {}x{} · {}", puzzle.w, puzzle.h, decimal(puzzle.score.round()))}
            </span>
            {triple.map(|triple| view! {
                <span class="pack-triple" title=triple_words(&triple)>
                    {hardest_words(&triple)}
                </span>
            })}
        </li>
    }
}
