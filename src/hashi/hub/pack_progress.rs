//! The hub's packs, the offered series', with how many of each are solved ("hard 12/40"),
//! each leading to its first puzzle not yet solved.

use crate::hashi::packs;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::records;
use crate::hashi::words::band_name;
use crate::i18n::{t, HubMsg, WordsMsg};
use hashi_core::rating::Band;
use leptos::prelude::*;

#[component]
pub fn PackProgress() -> impl IntoView {
    let stats = records::stats();
    view! {
        <nav class="pack-progress" aria-label=t(WordsMsg::PuzzlePacks)>
            <span>{t(HubMsg::PacksLabel)} " "</span>
            {packs::offered()
                .map(|pack| {
                    let solved = |id: &String| stats.is_solved(&PuzzleRef::Pack(id.clone()).storage_id());
                    let done = pack.ids().filter(solved).count();
                    let next = pack
                        .ids()
                        .find(|id| !solved(id))
                        .or_else(|| pack.ids().next())
                        .map(|id| PuzzleRef::Pack(id).path())
                        .unwrap_or_else(|| "/hashi".into());
                    view! {
                        <a href=next data-testid=format!("pack-{}", pack.band)>
                            {{
                                let name = Band::from_id(pack.band)
                                    .map_or_else(|| pack.band.to_string(), |band| t(band_name(band)));
                                format!("{name} {done}/{}", pack.count())
                            }}
                        </a>
                    }
                })
                .collect_view()}
        </nav>
    }
}
