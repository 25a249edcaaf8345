//! Puzzles as a booklet to print: a pack, or the puzzle on the screen (from the share panel),
//! 1, 2, 4 or 6 to a page of A4 or Letter, with or without their solutions (smaller, on the
//! last pages), rings filled or not, laid out by `hashi_core::print` as `hashi print` lays them
//! out, and printed by the browser's own print dialog (the pages are vector SVG at the paper's
//! size, so they print crisp at any scale).

use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::records::personal_packs::StoredPack;
use crate::hashi::words::band_name;
use crate::i18n::{t, t_count, t_with, tr, PackListMsg as Msg};
use crate::shell::style_sheet;
use hashi_core::packs::Pack;
use hashi_core::print::{Booklet, Entry, Paper, PerPage};
use hashi_core::rating::Band;
use leptos::prelude::*;

/// Regions whose printers load Letter rather than A4 (by the language's region).
const LETTER_REGIONS: [&str; 6] = ["US", "CA", "MX", "PH", "CL", "CO"];

/// The paper the player's region most likely prints on.
fn usual_paper() -> Paper {
    let language = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    let region = language.rsplit('-').next().unwrap_or_default();
    if language.contains('-') && LETTER_REGIONS.contains(&region) {
        Paper::Letter
    } else {
        Paper::A4
    }
}

/// This page's origin, which every printed link starts with.
pub fn origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// A band, by its id, as the player's language names it (the id where the build knows no such
/// band).
fn band_words(id: &str) -> String {
    Band::from_id(id).map_or_else(|| id.to_string(), |band| t(band_name(band)))
}

/// A booklet of `entries` under the heading that names it `title` and counts them.
fn booklet(title: String, entries: Vec<Entry>) -> (Signal<String>, Vec<Entry>) {
    let count = entries.len().to_string();
    let heading =
        Signal::derive(move || t_with(Msg::PrintHeading, &[("pack", &title), ("count", &count)]));
    (heading, entries)
}

/// A pack as a booklet's heading and entries, each captioned with its name, band and link.
pub fn pack_booklet(pack: &Pack) -> (Signal<String>, Vec<Entry>) {
    let band = band_words(&pack.difficulty);
    let origin = origin();
    let entries: Vec<Entry> = pack
        .puzzles
        .iter()
        .filter_map(|p| {
            let puzzle = p.puzzle().ok()?;
            let solution = p.solution(&puzzle);
            Some(Entry {
                puzzle,
                solution,
                name: p.id.clone(),
                band: band.clone(),
                link: format!("{origin}/hashi/p/{}", p.id),
            })
        })
        .collect();
    booklet(band, entries)
}

/// A personal pack as a booklet: its name as the heading, each puzzle captioned with the
/// pack's name and its number, its band and its import address (where its progress is kept).
pub fn personal_booklet(pack: &StoredPack) -> (Signal<String>, Vec<Entry>) {
    let origin = origin();
    let entries: Vec<Entry> = pack
        .puzzles
        .iter()
        .filter_map(|p| {
            let puzzle = p.puzzle().ok()?;
            let solution = p.solution(&puzzle);
            Some(Entry {
                solution,
                name: format!("{} {}", pack.name, p.number),
                band: band_words(&p.band),
                link: format!("{origin}{}", PuzzleRef::Imported(p.task.clone()).path()),
                puzzle,
            })
        })
        .collect();
    booklet(pack.name.clone(), entries)
}

/// A yes-or-no choice of the booklet: a labelled checkbox that sets `chosen`.
fn choice(test_id: &'static str, chosen: RwSignal<bool>, label: Msg) -> impl IntoView {
    view! {
        <label>
            <input
                type="checkbox"
                data-testid=test_id
                on:change=move |ev| chosen.set(event_target_checked(&ev))
            />
            " " {tr(label)}
        </label>
    }
}

/// The booklet of `entries` under `heading`, starting at `first_per_page` puzzles a page.
/// `entries` is a signal so that a solution found while the view is open joins the booklet.
#[component]
pub fn PrintView(
    #[prop(into)] heading: Signal<String>,
    #[prop(into)] entries: Signal<Vec<Entry>>,
    first_per_page: PerPage,
    #[prop(into)] close: Callback<()>,
) -> impl IntoView {
    style_sheet::adopt("print-style", include_str!("../../../style/print.css"));
    let per_page = RwSignal::new(first_per_page);
    let solutions = RwSignal::new(false);
    let paper = RwSignal::new(usual_paper());
    let ink_saving = RwSignal::new(false);
    let pages = Memo::new(move |_| {
        let booklet = Booklet {
            paper: paper.get(),
            per_page: per_page.get(),
            solutions: solutions.get(),
            ink_saving: ink_saving.get(),
        };
        entries.with(|entries| booklet.pages(entries))
    });
    // Chosen, but no puzzle's solution is known (an imported puzzle the worker has not solved,
    // or one with several solutions): said rather than printed as nothing.
    let no_solution =
        move || solutions.get() && entries.with(|all| all.iter().all(|e| e.solution.is_none()));
    let print = move |_| {
        if let Some(window) = web_sys::window() {
            let _ = window.print();
        }
    };
    view! {
        <section class="print-view" data-testid="print-view">
            <h3>{move || heading.get()}</h3>
            <p class="print-options">
                <label>
                    {tr(Msg::PerPage)} " "
                    <select
                        data-testid="print-per-page"
                        on:change=move |ev| {
                            if let Ok(chosen) = event_target_value(&ev).parse() {
                                per_page.set(chosen);
                            }
                        }
                    >
                        {PerPage::ALL
                            .into_iter()
                            .map(|n| {
                                let (value, label) = (n.count().to_string(), n.count().to_string());
                                view! { <option value=value selected=n == first_per_page>{label}</option> }
                            })
                            .collect_view()}
                    </select>
                </label>
                <label>
                    {tr(Msg::Paper)} " "
                    <select
                        data-testid="print-paper"
                        on:change=move |ev| {
                            if let Ok(chosen) = event_target_value(&ev).parse() {
                                paper.set(chosen);
                            }
                        }
                    >
                        <option value="a4" selected=paper.get_untracked() == Paper::A4>"A4"</option>
                        <option value="letter" selected=paper.get_untracked() == Paper::Letter>
                            {tr(Msg::Letter)}
                        </option>
                    </select>
                </label>
                {choice("print-solutions", solutions, Msg::WithSolutions)}
                {choice("print-ink-saving", ink_saving, Msg::InkSaving)}
            </p>
            <p class="print-actions">
                <button class="primary" data-testid="print-now" on:click=print>{tr(Msg::PrintNow)}</button>
                " "
                <button data-testid="print-back" on:click=move |_| close.run(())>{tr(Msg::Back)}</button>
            </p>
            <p class="muted" role="status" data-testid="print-summary">
                {move || {
                    t_count(Msg::PrintSummary, pages.with(Vec::len) as u64, &[])
                }}
                {move || no_solution().then(|| view! { " " {tr(Msg::PrintNoSolution)} })}
            </p>
            <style>
                {move || format!("@media print {{ @page {{ size: {}; margin: 0 }} }}", paper.get().id())}
            </style>
            <div class="print-pages" data-testid="print-pages">
                {move || {
                    pages
                        .get()
                        .into_iter()
                        .map(|svg| view! { <div class="print-page" inner_html=svg></div> })
                        .collect_view()
                }}
            </div>
        </section>
    }
}
