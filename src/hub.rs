//! The hub: the games on offer, each with its own card. It stands above the games (the shell
//! below them knows neither).

use crate::backup::nudge::backup_nudge_chunk;
use crate::hashi::hub::HashiCard;
use crate::i18n::{self, t, ChunksMsg, HubMsg, WordsMsg};
use crate::shell::language_menu::LanguageMenu;
use crate::shell::lazy::Lazy;
use crate::slide::hub_card::SlideCard;
use leptos::prelude::*;
use leptos_router::components::A;

/// The hub, drawn again in the new language when the player changes it: its words are
/// plain text, which costs less than a reactive text for each.
#[component]
pub fn Hub() -> impl IntoView {
    move || {
        i18n::current();
        view! { <Cards /> }
    }
}

#[component]
fn Cards() -> impl IntoView {
    view! {
        <section class="hub">
            <h1>{t(HubMsg::Heading)}</h1>
            <ul class="games">
                <li class="game-card">
                    <HashiCard />
                </li>
                <li class="game-card">
                    <SlideCard />
                </li>
            </ul>
            <Lazy load=backup_nudge_chunk what=ChunksMsg::BackupNudge quiet=true later=true />
            <p class="hub-progress">
                <A href="/backup" attr:data-testid="backup-link">
                    {t(WordsMsg::BackupLink)}
                </A>
            </p>
            <LanguageMenu />
        </section>
    }
}

crate::split_chunk! {
    /// The hub, a chunk of its own: a puzzle link never needs it.
    pub fn hub_chunk in hub => || view! { <Hub /> }.into_any()
}
