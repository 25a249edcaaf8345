//! Slide's card on the hub: the game and, once the hub is up, a line on its saved state.

use super::summary::summary_chunk;
use crate::i18n::ChunksMsg;
use crate::i18n::{t, HubMsg};
use crate::shell::lazy::Lazy;
use leptos::prelude::*;

#[component]
pub fn SlideCard() -> impl IntoView {
    view! {
        <h2>
            <a href="/slide" data-testid="slide-link">"Slide"</a>
        </h2>
        <p>{t(HubMsg::SlideAbout)}</p>
        <Lazy load=summary_chunk what=ChunksMsg::SlideProgress quiet=true later=true />
    }
}
