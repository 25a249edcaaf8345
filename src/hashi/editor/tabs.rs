//! A draft open in several tabs: a change kept in one reaches the others, and a tab that
//! missed a newer copy never writes over it; it says so, with one button that loads it.

use super::state::EditorState;
use crate::hashi::records::drafts;
use crate::i18n::{t, EditorMsg};
use crate::shell::revision::is_newer;
use crate::shell::tab_sync::{listen, MovedOn};
use hashi_core::editor::Draft;
use leptos::prelude::*;

/// What the editor keeps to share its draft with other tabs.
#[derive(Clone, Copy)]
pub struct DraftTabs {
    /// The draft and the newest revision of it this tab has seen (opened, written or heard of).
    seen: StoredValue<(String, u64)>,
    /// Set while another tab's copy is taken in, so that it is not kept again as an edit.
    adopting: StoredValue<bool>,
    pub notice: MovedOn,
}

impl DraftTabs {
    /// Listens for other tabs' copies of the draft on screen in `state`.
    pub fn start(state: RwSignal<EditorState>) -> DraftTabs {
        let id = state.with_untracked(|s| s.id.clone());
        let seen = StoredValue::new((id.clone(), drafts::revision(&id)));
        let adopting = StoredValue::new(false);
        let stale = RwSignal::new(false);
        let tabs = DraftTabs {
            seen,
            adopting,
            notice: MovedOn {
                stale,
                sentence: || t(EditorMsg::MovedOn),
                button: || t(EditorMsg::LoadNewer),
                load_newer: Callback::new(move |()| {
                    let id = state.with_untracked(|s| s.id.clone());
                    if let Some((draft, revision)) = drafts::stored_draft(&id) {
                        tabs_adopt(state, seen, adopting, stale, id, draft, revision);
                    }
                }),
            },
        };
        listen(drafts::KEY.to_string(), move |text| {
            let id = state.with_untracked(|s| s.id.clone());
            if let Some((draft, revision)) = drafts::draft_from(&text, &id) {
                tabs_adopt(state, seen, adopting, stale, id, draft, revision);
            }
        });
        tabs
    }

    /// The newest revision of draft `id` this tab saw (a draft it never saw: as stored now).
    pub fn seen(self, id: &str) -> u64 {
        self.seen
            .with_value(|(seen_id, revision)| (seen_id == id).then_some(*revision))
            .unwrap_or_else(|| drafts::revision(id))
    }

    /// Notes that this tab wrote draft `id` as `revision`.
    pub fn saw(self, id: &str, revision: u64) {
        self.seen.set_value((id.to_string(), revision));
    }

    /// Whether the change on screen is another tab's copy being taken in (asked once per
    /// change: the answer is cleared).
    pub fn taking_in(self) -> bool {
        let adopting = self.adopting.get_value();
        self.adopting.set_value(false);
        adopting
    }
}

/// Shows `draft`, stored by another tab as `revision`, when it is newer than what this tab
/// saw of draft `id`.
fn tabs_adopt(
    state: RwSignal<EditorState>,
    seen: StoredValue<(String, u64)>,
    adopting: StoredValue<bool>,
    stale: RwSignal<bool>,
    id: String,
    draft: Draft,
    revision: u64,
) {
    let known = seen.with_value(|(seen_id, r)| if *seen_id == id { *r } else { 0 });
    if !is_newer(revision, known) {
        return;
    }
    seen.set_value((id.clone(), revision));
    adopting.set_value(true);
    state.set(EditorState::new(id, draft));
    stale.set(false);
}
