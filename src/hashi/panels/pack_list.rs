//! The list of pack puzzles by difficulty, sorted by rating, solved ones ticked, each with its
//! hardest step, with a filter that keeps the puzzles whose logical solve needs a chosen
//! technique: the offered series first, then the earlier packs; each pack can be printed as a
//! booklet (`print_view`), and how long each usually takes this player beside it
//! (`hashi::pace`). The packs are fetched when the list first opens (their ratings are not in
//! the app). The player's own packs come first (`personal_packs`).

use crate::hashi::pace::Estimates;
use crate::hashi::packs::{self, Failure, PackError, PackFile};
use crate::hashi::panels::personal_packs::PersonalPackList;
use crate::hashi::panels::print_view::{pack_booklet, personal_booklet, PrintView};
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::records;
use crate::hashi::triple_words::{hardest_words, triple_words};
use crate::hashi::words::band_name;
use crate::i18n::{t, t_with, tr, PackListMsg as Msg, WordsMsg};
use crate::shell::arriving::Arriving;
use crate::shell::decimal::decimal;
use hashi_core::learn::technique_from_id;
use hashi_core::pace::PuzzleShape;
use hashi_core::packs::{Pack, PackPuzzle};
use hashi_core::print::PerPage;
use hashi_core::rating::Band;
use hashi_core::solver::techniques::Technique;
use leptos::prelude::*;
use leptos_router::components::A;
use std::rc::Rc;
use std::sync::Arc;

/// Whether `puzzle` passes the filter (None keeps every puzzle).
fn passes(puzzle: &PackPuzzle, technique: Option<Technique>) -> bool {
    technique.is_none_or(|t| puzzle.rating.uses.get(t.id()).is_some_and(|&n| n > 0))
}

#[component]
pub fn PackList() -> impl IntoView {
    // Shared, not cloned: a clone of the statistics' maps here moved their insertion code out
    // of line in the main module, which writes them.
    let stats = Arc::new(records::stats());
    let packs = Arriving::new(packs::fetch_all);
    let filter = RwSignal::new(None::<Technique>);
    let choose =
        move |ev: leptos::ev::Event| filter.set(technique_from_id(&event_target_value(&ev)));
    // The pack being printed, by its place in the fetched list.
    let printing = RwSignal::new(None::<usize>);
    // Every puzzle's predicted time, in the order of the fetched packs.
    let estimates = Estimates::of(move || {
        packs
            .get()
            .and_then(Result::ok)
            .map(|all| {
                all.iter()
                    .flat_map(|pack| pack.puzzles.iter().map(shape))
                    .collect()
            })
            .unwrap_or_default()
    });
    // The personal pack being printed.
    let printing_mine = RwSignal::new(None::<records::personal_packs::StoredPack>);
    let any_printing =
        move || printing.with(Option::is_some) || printing_mine.with(Option::is_some);
    view! {
        <nav class="panel pack-list" data-testid="pack-list" aria-label=tr(WordsMsg::PuzzlePacks)>
            {move || {
                let pack = printing_mine.get()?;
                let (heading, entries) = personal_booklet(&pack);
                Some(view! {
                    <PrintView
                        heading
                        entries=Signal::stored(entries)
                        first_per_page=PerPage::Four
                        close=move || printing_mine.set(None)
                    />
                })
            }}
            <div hidden=any_printing>
                <PersonalPackList stats=Arc::clone(&stats) print=printing_mine.write_only() />
            </div>
            {move || {
                let at = printing.get()?;
                let (heading, entries) = pack_booklet(packs.get()?.ok()?.get(at)?);
                Some(view! {
                    <PrintView
                        heading
                        entries=Signal::stored(entries)
                        first_per_page=PerPage::Four
                        close=move || printing.set(None)
                    />
                })
            }}
            <label class="pack-filter" hidden=any_printing>
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
                        <button data-testid="pack-retry" on:click=move |_| packs.again()>
                            {tr(WordsMsg::Retry)}
                        </button>
                    </p>
                }
                .into_any(),
                Some(Ok(_)) if any_printing() => ().into_any(),
                Some(Ok(all)) => listing(&all, filter.get(), &stats, printing, estimates).into_any(),
            }}
        </nav>
    }
}

/// What the time model reads of a pack puzzle.
fn shape(puzzle: &PackPuzzle) -> PuzzleShape {
    PuzzleShape::of_uses(&puzzle.rating.techniques(), puzzle.islands)
}

/// Each pack's puzzles that pass the filter, as links, solved ones ticked: the offered series,
/// then the earlier packs under a heading of their own.
fn listing(
    all: &[Rc<Pack>],
    technique: Option<Technique>,
    stats: &records::Stats,
    printing: RwSignal<Option<usize>>,
    estimates: Estimates,
) -> impl IntoView {
    // Where each pack's puzzles start in the estimates' list.
    let firsts: Vec<usize> = all
        .iter()
        .scan(0, |next, pack| {
            let first = *next;
            *next += pack.puzzles.len();
            Some(first)
        })
        .collect();
    // `fetch_all` gives the packs in the index's order.
    let (offered, earlier): (Vec<_>, Vec<_>) = packs::ALL
        .iter()
        .zip(all.iter().enumerate())
        .partition(|(file, _)| file.series == packs::OFFERED);
    let sections = |packs: Vec<(&PackFile, (usize, &Rc<Pack>))>, earlier: bool| {
        packs
            .into_iter()
            .map(|(_, (at, pack))| {
                let print = move |_| printing.set(Some(at));
                let estimated = (estimates, firsts[at]);
                section(pack, technique, stats, earlier, print, estimated)
            })
            .collect_view()
    };
    view! {
        {sections(offered, false)}
        <h3 class="earlier-packs">{tr(Msg::Earlier)}</h3>
        {sections(earlier, true)}
    }
}

/// One pack's puzzles that pass the filter, under its band's name (a heading a level down
/// for the earlier packs).
fn section(
    pack: &Pack,
    technique: Option<Technique>,
    stats: &records::Stats,
    earlier: bool,
    print: impl Fn(leptos::ev::MouseEvent) + 'static,
    (estimates, first): (Estimates, usize),
) -> impl IntoView {
    let shown: Vec<(usize, &PackPuzzle)> = pack
        .puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| passes(p, technique))
        .collect();
    let none = shown.is_empty();
    let name = band(&pack.difficulty);
    let print = view! {
        <button class="link-button" data-testid="pack-print" on:click=print>
            {tr(Msg::Print)}
        </button>
    };
    view! {
        <section>
            {if earlier {
                view! { <h4>{name} " " {print}</h4> }.into_any()
            } else {
                view! { <h3>{name} " " {print}</h3> }.into_any()
            }}
            {none.then(|| view! { <p class="muted">{t(Msg::NoneHere)}</p> })}
            <ol>
                {shown
                    .into_iter()
                    .map(|(at, p)| item(p, stats, estimates.label(first + at)))
                    .collect_view()}
            </ol>
        </section>
    }
}

/// A puzzle of the list: its link (ticked once solved), size, score and hardest step (the
/// whole triple as its title).
fn item(puzzle: &PackPuzzle, stats: &records::Stats, estimate: impl IntoView) -> impl IntoView {
    let reference = PuzzleRef::Pack(puzzle.id.clone());
    let solved = stats.is_solved(&reference.storage_id());
    let label = format!("{}{}", if solved { "✓ " } else { "" }, puzzle.id);
    let triple = puzzle.rating.triple.as_ref().and_then(|t| t.triple());
    view! {
        <li class:solved=solved data-testid="pack-puzzle">
            <A href=reference.path()>{label}</A>
            <span class="score">
                {format!(" {}x{} · {}", puzzle.w, puzzle.h, decimal(puzzle.rating.score.round()))}
            </span>
            {triple.map(|triple| view! {
                <span class="pack-triple" data-testid="pack-triple" title=triple_words(&triple)>
                    {hardest_words(&triple)}
                </span>
            })}
            " "
            {estimate}
        </li>
    }
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
        Some(band) => t(band_name(band)),
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
        &[("band", &band(error.band)), ("why", &error.reason())],
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
        let packs: Vec<Pack> = packs::ALL
            .iter()
            .map(|file| {
                let path = format!("{}/packs/{}.json", env!("CARGO_MANIFEST_DIR"), file.name);
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
