//! The puzzle editor: its page, board, status line, kept drafts, and the judging of every
//! change in the solver's worker.

mod analysis;
mod draft_list;
pub mod drafts;
mod grid;
pub mod page;
mod state;
mod status;

use leptos::prelude::*;

crate::split_chunk! {
    /// The editor page, downloaded when it is first opened.
    pub fn editor_chunk in editor => || view! { <page::EditorPage /> }.into_any()
}
