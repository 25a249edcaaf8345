//! The puzzle editor: its page, board, status line, kept drafts, the judging of every
//! change in the solver's worker, and its verdicts in the player's language (`words`).

mod analysis;
mod draft_list;
mod grid;
pub mod page;
mod state;
mod status;
mod tabs;
mod words;

use leptos::prelude::*;

crate::split_chunk! {
    /// The editor page, downloaded when it is first opened.
    pub fn editor_chunk in editor => || view! { <page::EditorPage /> }.into_any()
}
