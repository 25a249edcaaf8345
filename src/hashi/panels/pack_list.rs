//! The list of pack puzzles by difficulty, sorted by rating, solved ones ticked, with a filter
//! that keeps the puzzles whose logical solve needs a chosen technique. The packs are fetched
//! when the list first opens (their ratings are not in the app).

use crate::hashi::packs;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::storage;
use crate::shell::decimal::decimal;
use hashi_core::learn::technique_from_id;
use hashi_core::packs::{Pack, PackPuzzle};
use hashi_core::solver::techniques::Technique;
use leptos::prelude::*;
use leptos_router::components::A;
use std::rc::Rc;

/// Whether `puzzle` passes the filter (None keeps every puzzle).
fn needs(puzzle: &PackPuzzle, technique: Option<Technique>) -> bool {
    technique.is_none_or(|t| puzzle.rating.uses.get(t.id()).is_some_and(|&n| n > 0))
}

#[component]
pub fn PackList() -> impl IntoView {
    let stats = storage::stats();
    let packs = LocalResource::new(packs::fetch_all);
    let filter = RwSignal::new(None::<Technique>);
    let choose =
        move |ev: leptos::ev::Event| filter.set(technique_from_id(&event_target_value(&ev)));
    view! {
        <nav class="panel pack-list" data-testid="pack-list" aria-label="Puzzle packs">
            <label class="pack-filter">
                "Show "
                <select data-testid="pack-filter" on:change=choose>
                    <option value="">"all puzzles"</option>
                    {Technique::ALL
                        .into_iter()
                        .map(|t| {
                            view! {
                                <option value=t.id()>
                                    {format!("needs {}", t.name())}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            {move || match packs.get() {
                None => view! { <p class="muted" role="status">"Loading the packs…"</p> }.into_any(),
                Some(Err(why)) => view! {
                    <p role="alert" data-testid="pack-failed">
                        {why} " "
                        <button data-testid="pack-retry" on:click=move |_| packs.refetch()>
                            "Retry"
                        </button>
                    </p>
                }
                .into_any(),
                Some(Ok(all)) => listing(&all, filter.get(), &stats).into_any(),
            }}
        </nav>
    }
}

/// Each pack's puzzles that pass the filter, as links, solved ones ticked.
fn listing(
    all: &[Rc<Pack>],
    technique: Option<Technique>,
    stats: &storage::Stats,
) -> impl IntoView {
    all.iter()
        .map(|pack| {
            let shown: Vec<&PackPuzzle> = pack
                .puzzles
                .iter()
                .filter(|p| needs(p, technique))
                .collect();
            let none = shown.is_empty();
            view! {
                <section>
                    <h3>{pack.difficulty.clone()}</h3>
                    {none.then(|| view! { <p class="muted">"None in this pack."</p> })}
                    <ol>
                        {shown
                            .into_iter()
                            .map(|p| {
                                let reference = PuzzleRef::Pack(p.id.clone());
                                let solved = stats.is_solved(&reference.storage_id());
                                let label = format!("{}{}", if solved { "✓ " } else { "" }, p.id);
                                view! {
                                    <li class:solved=solved data-testid="pack-puzzle">
                                        <A href=reference.path()>{label}</A>
                                        <span class="score">
                                            {format!(" {}x{} · {}", p.w, p.h, decimal(p.rating.score.round()))}
                                        </span>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ol>
                </section>
            }
        })
        .collect_view()
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn pack_list_chunk in pack_list => || view! { <PackList /> }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filter_keeps_only_puzzles_that_need_the_technique() {
        let packs: Vec<Pack> = ["easy", "medium", "hard", "expert", "extreme"]
            .iter()
            .map(|name| {
                let path = format!("{}/packs/{name}.json", env!("CARGO_MANIFEST_DIR"));
                Pack::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
            })
            .collect();
        let all: Vec<&PackPuzzle> = packs.iter().flat_map(|p| &p.puzzles).collect();
        assert!(all.iter().all(|p| needs(p, None)));
        let isolation: Vec<_> = all
            .iter()
            .filter(|p| needs(p, Some(Technique::Isolation)))
            .collect();
        assert!(!isolation.is_empty() && isolation.len() < all.len());
        // Easy puzzles never need isolation (it makes a puzzle medium at least).
        assert!(isolation.iter().all(|p| p.rating.band != "easy"));
    }
}
