//! The hub's packs with how many of each are solved ("hard 12/40"), each leading to its first
//! puzzle not yet solved.

use crate::hashi::packs;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::storage;
use crate::hashi::words::band_name;
use crate::i18n::{t, Msg};
use hashi_core::rating::Band;
use leptos::prelude::*;

#[component]
pub fn PackProgress() -> impl IntoView {
    let stats = storage::stats();
    view! {
        <nav class="pack-progress" aria-label=t(Msg::PacksNav)>
            <span>{t(Msg::PacksLabel)} " "</span>
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
                            {{
                                let name = Band::from_id(pack.difficulty)
                                    .map_or_else(|| pack.difficulty.to_string(), |band| t(band_name(band)));
                                format!("{name} {done}/{}", pack.ids.len())
                            }}
                        </a>
                    }
                })
                .collect_view()}
        </nav>
    }
}
