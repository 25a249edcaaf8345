//! The hub's packs with how many of each are solved ("hard 12/40"), each leading to its first
//! puzzle not yet solved.

use crate::hashi::packs;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::storage;
use leptos::prelude::*;

#[component]
pub fn PackProgress() -> impl IntoView {
    let stats = storage::stats();
    view! {
        <nav class="pack-progress" aria-label="Puzzle packs">
            <span>"Packs: "</span>
            {packs::ALL
                .iter()
                .map(|pack| {
                    let solved = |id: &str| stats.is_solved(&PuzzleRef::Pack(id.to_string()).storage_id());
                    let done = pack.ids.iter().filter(|id| solved(id)).count();
                    let next = pack
                        .ids
                        .iter()
                        .find(|id| !solved(id))
                        .or(pack.ids.first())
                        .map(|id| PuzzleRef::Pack(id.to_string()).path())
                        .unwrap_or_else(|| "/hashi".into());
                    view! {
                        <a href=next data-testid=format!("pack-{}", pack.difficulty)>
                            {format!("{} {done}/{}", pack.difficulty, pack.ids.len())}
                        </a>
                    }
                })
                .collect_view()}
        </nav>
    }
}
