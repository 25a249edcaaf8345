//! The Slide puzzle in the browser: the page, its context, the board and tiles, the controls
//! and dialogs, the solver's help, the picture and storage, and its card on the hub.

pub mod board;
pub mod challenge_dialog;
pub mod context;
pub mod controls;
pub mod guide;
pub mod guide_panel;
pub mod hub_card;
pub mod live_region;
pub mod page;
pub mod picture;
pub mod picture_picker;
pub mod records;
pub mod speech;
pub mod summary;
pub mod tab_sync;
pub mod tile;
pub mod won;

use leptos::prelude::*;

crate::split_chunk! {
    /// The Slide page with its solver's help, downloaded when it is first opened.
    pub fn slide_chunk in slide => || view! { <page::Slide /> }.into_any()
}
