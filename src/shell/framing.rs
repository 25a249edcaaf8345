//! A page framed by another site does not play there (clickjacking: the other site could lay
//! its own buttons over the board). Hosts that send headers forbid the frame outright
//! (`frame-ancestors`, written by the release build into `dist/_headers`); where a host sends
//! none, the page sees the foreign frame itself and offers one link that opens the game in a
//! tab of its own (a framed page may not move the top window without the player's gesture).

use super::lazy::Lazy;
use crate::i18n::{tr, ChunksMsg, ShellMsg};
use leptos::prelude::*;

/// Whether this page runs in a frame whose top window is another site's. A frame of this
/// site's own pages may go on (its top window's address can be read; another site's cannot).
pub fn framed_elsewhere() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    match window.top() {
        Ok(Some(top)) => !js_sys::Object::is(&window, &top) && top.location().origin().is_err(),
        // A top window the page may not even see is another site's.
        Ok(None) | Err(_) => true,
    }
}

/// What a framed page shows instead of the game (in a chunk of its own: no other page needs
/// it).
#[component]
pub fn FramedElsewhere() -> impl IntoView {
    view! { <Lazy load=framed_chunk what=ChunksMsg::FramedPage first_screen=true /> }
}

crate::split_chunk! {
    /// The page a frame on another site shows.
    pub fn framed_chunk in framed => || view! { <OwnTab /> }.into_any()
}

/// One sentence and one link to the same address in a tab of its own.
#[component]
fn OwnTab() -> impl IntoView {
    let here = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_else(|| "/".to_string());
    view! {
        <main class="app framed" data-testid="framed">
            <p>{tr(ShellMsg::Framed)}</p>
            <p>
                <a href=here target="_blank" rel="noopener noreferrer" data-testid="open-own-tab">
                    {tr(ShellMsg::FramedOpen)}
                </a>
            </p>
        </main>
    }
}
