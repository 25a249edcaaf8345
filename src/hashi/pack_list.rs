//! The list of pack puzzles by difficulty, sorted by rating, solved ones ticked.

use super::packs;
use super::puzzle_ref::PuzzleRef;
use super::storage;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn PackList() -> impl IntoView {
    let stats = storage::stats();
    view! {
        <nav class="panel pack-list" data-testid="pack-list" aria-label="Puzzle packs">
            {packs::all()
                .iter()
                .map(|pack| {
                    view! {
                        <section>
                            <h3>{pack.difficulty.clone()}</h3>
                            <ol>
                                {pack
                                    .puzzles
                                    .iter()
                                    .map(|p| {
                                        let reference = PuzzleRef::Pack(p.id.clone());
                                        let solved = stats.is_solved(&reference.storage_id());
                                        view! {
                                            <li class:solved=solved>
                                                <A href=reference.path()>
                                                    {if solved { "✓ " } else { "" }}
                                                    {p.id.clone()}
                                                </A>
                                                <span class="score">
                                                    {format!(" {}x{} · {:.0}", p.w, p.h, p.rating.score)}
                                                </span>
                                            </li>
                                        }
                                    })
                                    .collect_view()}
                            </ol>
                        </section>
                    }
                })
                .collect_view()}
        </nav>
    }
}
