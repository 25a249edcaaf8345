//! The list of pack puzzles by difficulty, sorted by rating, solved ones ticked, with a filter
//! that keeps the puzzles whose logical solve needs a chosen technique. The packs are fetched
//! when the list first opens (their ratings are not in the app).

use crate::hashi::packs::{self, Failure, PackError};
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::storage;
use crate::i18n::{t, t_with, tr, PackListMsg as Msg};
use crate::shell::decimal::decimal;
use hashi_core::learn::technique_from_id;
use hashi_core::packs::{Pack, PackPuzzle};
use hashi_core::rating::Band;
use hashi_core::solver::techniques::Technique;
use leptos::prelude::*;
use leptos_router::components::A;
use std::rc::Rc;

/// Whether `puzzle` passes the filter (None keeps every puzzle).
fn passes(puzzle: &PackPuzzle, technique: Option<Technique>) -> bool {
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
        <nav class="panel pack-list" data-testid="pack-list" aria-label=tr(Msg::Label)>
            <label class="pack-filter">
                {tr(Msg::Show)}
                " "
                <select data-testid="pack-filter" on:change=choose>
                    <option value="">{tr(Msg::All)}</option>
                    {Technique::ALL
                        .into_iter()
                        .map(|technique| {
                            view! { <option value=technique.id()>{tr(needs(technique))}</option> }
                        })
                        .collect_view()}
                </select>
            </label>
            {move || match packs.get() {
                None => view! { <p class="muted" role="status">{tr(Msg::Loading)}</p> }.into_any(),
                Some(Err(why)) => view! {
                    <p role="alert" data-testid="pack-failed">
                        {failure(&why)} " "
                        <button data-testid="pack-retry" on:click=move |_| packs.refetch()>
                            {tr(Msg::Retry)}
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
                .filter(|p| passes(p, technique))
                .collect();
            let none = shown.is_empty();
            view! {
                <section>
                    <h3>{band(&pack.difficulty)}</h3>
                    {none.then(|| view! { <p class="muted">{t(Msg::NoneHere)}</p> })}
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

/// The filter's choice for `technique`, a whole phrase per technique for the languages whose
/// "needs" takes a case.
fn needs(technique: Technique) -> Msg {
    match technique {
        Technique::Crossing => Msg::NeedsCrossing,
        Technique::Capacity => Msg::NeedsCapacity,
        Technique::EveryDirection => Msg::NeedsEveryDirection,
        Technique::NoLoop => Msg::NeedsNoLoop,
        Technique::Isolation => Msg::NeedsIsolation,
        Technique::Connectivity => Msg::NeedsConnectivity,
        Technique::Lookahead => Msg::NeedsLookahead,
    }
}

/// A pack's band (its id in the pack file) as the player's language names it.
fn band(id: &str) -> String {
    match Band::from_id(id) {
        Some(band) => t(match band {
            Band::Easy => Msg::BandEasy,
            Band::Medium => Msg::BandMedium,
            Band::Hard => Msg::BandHard,
            Band::Expert => Msg::BandExpert,
            Band::Extreme => Msg::BandExtreme,
        }),
        None => id.to_string(),
    }
}

/// Why the packs are not here, in the player's language (the reason underneath stays as the
/// browser or the pack reader gave it).
fn failure(error: &PackError) -> String {
    let msg = match error.failure {
        Failure::NotDownloaded(_) => Msg::NotDownloaded,
        Failure::Damaged(_) => Msg::Damaged,
    };
    t_with(
        msg,
        &[("band", &band(error.difficulty)), ("why", &error.reason())],
    )
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
        assert!(all.iter().all(|p| passes(p, None)));
        let isolation: Vec<_> = all
            .iter()
            .filter(|p| passes(p, Some(Technique::Isolation)))
            .collect();
        assert!(!isolation.is_empty() && isolation.len() < all.len());
        // Easy puzzles never need isolation (it makes a puzzle medium at least).
        assert!(isolation.iter().all(|p| p.rating.band != "easy"));
    }
}
