//! The Hashi routes: resume, pack, generated, daily and imported puzzles (the weekly's are a
//! chunk of their own: `weekly`). Each turns its URL into a puzzle reference and hands it to
//! the game screen, or explains what is wrong with the URL.

use crate::hashi::daily::panel::{daily_panel_chunk, DailyDate};
use crate::hashi::loading::GameScreen;
use crate::hashi::packs;
use crate::hashi::problem::Problem;
use crate::hashi::puzzle_ref::{made_version, PuzzleRef};
use crate::hashi::query::{PROGRESS_PARAM, RULES_PARAM, SYMMETRY_PARAM};
use crate::hashi::records;
use crate::hashi::trouble::Trouble;
use crate::i18n::ChunksMsg;
use crate::shell::clock;
use crate::shell::lazy::Lazy;
use crate::shell::navigation::replace_soon;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

/// Shows the game for a reference, re-creating it when the URL changes. A `moves` query
/// carries progress shared by another player.
pub fn play(
    reference: Memo<Result<PuzzleRef, Trouble>>,
    note: Signal<Option<Trouble>>,
) -> impl IntoView {
    let query = use_query_map();
    move || match reference.get() {
        Ok(r) => {
            let shared = query.with_untracked(|q| q.get(PROGRESS_PARAM));
            view! { <GameScreen reference=r note=note.get_untracked() shared=shared /> }.into_any()
        }
        Err(trouble) => view! { <Problem trouble /> }.into_any(),
    }
}

/// Whether a route's reference changed: a refusal is always shown anew (comparing one would
/// cost the first download more code than drawing it again).
pub fn reference_changed(
    before: Option<&Result<PuzzleRef, Trouble>>,
    now: Option<&Result<PuzzleRef, Trouble>>,
) -> bool {
    !matches!((before, now), (Some(Ok(a)), Some(Ok(b))) if a == b)
}

/// `/hashi`: the last puzzle played, else the first easy pack puzzle.
#[component]
pub fn Resume() -> impl IntoView {
    let target = records::last_puzzle()
        .or_else(|| packs::first().map(|id| PuzzleRef::Pack(id.to_string()).path()));
    match target {
        Some(path) => {
            replace_soon(path);
            ().into_any()
        }
        None => view! { <Problem trouble=Trouble::NoPuzzles /> }.into_any(),
    }
}

/// The reference that one route parameter (`id`, `task`) names.
fn named(param: &'static str, make: fn(String) -> PuzzleRef) -> Memo<Result<PuzzleRef, Trouble>> {
    let params = use_params_map();
    Memo::new_with_compare(
        move |_| {
            params
                .with(|p| p.get(param))
                .map(make)
                .ok_or(Trouble::NoPuzzleAddress)
        },
        reference_changed,
    )
}

#[component]
pub fn PackPuzzle() -> impl IntoView {
    play(named("id", PuzzleRef::Pack), Signal::derive(|| None))
}

#[component]
pub fn GeneratedPuzzle() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let reference = Memo::new_with_compare(
        move |_| {
            let (rules, version, symmetry) =
                query.with(|q| (q.get(RULES_PARAM), q.get("v"), q.get(SYMMETRY_PARAM)));
            params.with(|p| {
                PuzzleRef::generated(
                    &p.get("difficulty").unwrap_or_default(),
                    &p.get("size").unwrap_or_default(),
                    &p.get("seed").unwrap_or_default(),
                    (rules.as_deref(), version.as_deref(), symmetry.as_deref()),
                )
            })
        },
        reference_changed,
    );
    let note = Signal::derive(move || {
        let v = query.with(|q| q.get("v"))?;
        made_version(&v)
            .is_none()
            .then_some(Trouble::OtherGenerator { link: v })
    });
    play(reference, note)
}

#[component]
pub fn ImportedPuzzle() -> impl IntoView {
    play(named("task", PuzzleRef::Imported), Signal::derive(|| None))
}

/// `/hashi/daily/YYYY-MM-DD`: that day's puzzle, with the streak, the calendar of days solved
/// and, once solved, the text to share.
#[component]
pub fn DailyPuzzle() -> impl IntoView {
    let params = use_params_map();
    let today = clock::today();
    let reference = Memo::new_with_compare(
        move |_| {
            let reference =
                params.with(|p| PuzzleRef::daily(&p.get("date").unwrap_or_default()))?;
            // Days to come stay closed, so that everyone meets a day's puzzle on that day.
            match reference {
                PuzzleRef::Daily(date) if date > today => Err(Trouble::DailyNotOut { date, today }),
                other => Ok(other),
            }
        },
        reference_changed,
    );
    let game = play(reference, Signal::derive(|| None));
    let panel = move || match reference.get() {
        Ok(PuzzleRef::Daily(date)) => {
            provide_context(DailyDate(date));
            // The calendar and streak wait until the board is up: the board comes first.
            Some(
                view! { <Lazy load=daily_panel_chunk what=ChunksMsg::DailyPanel quiet=true later=true /> },
            )
        }
        _ => None,
    };
    view! {
        {game}
        {panel}
    }
}

/// `/hashi/daily`: today's puzzle (the player's local day), without a history entry for the redirect.
#[component]
pub fn DailyToday() -> impl IntoView {
    replace_soon(PuzzleRef::Daily(clock::today()).path());
}
