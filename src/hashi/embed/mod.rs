//! The embeddable board (`/embed/…`, any puzzle's address with `/embed` in front): a chunk of
//! its own that reads the address, loads the puzzle as its page would, and shows only the board
//! (`screen.rs`). It is the one page another site may frame. The app hands an embed's address
//! straight to this chunk (no route of the app's own router), so it brings a router of its own.

pub mod address;
mod screen;

use crate::hashi::loading::GameScreen;
use crate::hashi::problem::Problem;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::query::PROGRESS_PARAM;
use crate::hashi::trouble::Trouble;
use crate::hashi::weekly::weekly_reference;
use crate::shell::clock;
use address::EMBED_PREFIX;
use hashi_core::weekly::Week;
use leptos::prelude::*;
use leptos_router::components::Router;
use leptos_router::hooks::{use_location, use_query_map};

/// The puzzle an embed's address names, read as the puzzle's own page reads it (`address` is
/// what follows `/embed`, with its query). Days and weeks to come stay closed here too; the
/// daily's and the weekly's addresses without a date name today's and this week's.
pub fn embedded(address: &str) -> Result<PuzzleRef, Trouble> {
    let today = clock::today();
    let path = address.split(['?', '#']).next().unwrap_or_default();
    match path.trim_end_matches('/') {
        "/hashi/daily" => return Ok(PuzzleRef::Daily(today)),
        "/hashi/weekly" => return Ok(PuzzleRef::Weekly(Week::of(today))),
        _ => {}
    }
    match PuzzleRef::read_path(address)? {
        PuzzleRef::Daily(date) if date > today => Err(Trouble::DailyNotOut { date, today }),
        PuzzleRef::Weekly(week) => weekly_reference(&week.to_string(), Week::of(today)),
        other => Ok(other),
    }
}

#[component]
fn EmbedPage() -> impl IntoView {
    crate::shell::style_sheet::adopt("embed-style", include_str!("../../../style/embed.css"));
    let location = use_location();
    let query = use_query_map();
    move || {
        let path = location.pathname.get();
        let search = location.search.get();
        let address = path.strip_prefix(EMBED_PREFIX).unwrap_or(&path);
        let address = if search.is_empty() {
            address.to_string()
        } else {
            format!("{address}?{search}")
        };
        match embedded(&address) {
            Ok(reference) => {
                let shared = query.with_untracked(|q| q.get(PROGRESS_PARAM));
                view! { <GameScreen reference note=None shared show=screen::embed_screen /> }
                    .into_any()
            }
            Err(trouble) => view! { <Problem trouble /> }.into_any(),
        }
    }
}

crate::split_chunk! {
    /// The embed's page with its own router (the app's routes are not an embed's), downloaded
    /// when an embed's address opens.
    pub fn embed_chunk in embed => || view! { <Router><EmbedPage /></Router> }.into_any()
}
