//! Hashi's card on the hub: what brings a player back (the lessons, today's daily, the week's
//! puzzle, the puzzle in progress, one-tap new puzzles, "I have N minutes", the packs with
//! solved counts) and the way to the editor.
//! Its links are plain anchors (the router takes their clicks all the same): the router's `A`
//! only adds `aria-current`, which no link of the hub needs, for code in the hub's chunk.

pub mod continue_card;
pub mod daily_link;
pub mod learn_link;
pub mod pack_progress;
pub mod position_sketch;
pub mod quick_start;
pub mod weekly_link;

use crate::hashi::pace::minutes_page;
use crate::i18n::{t, ChunksMsg, HubMsg};
use crate::shell::lazy::Lazy;
use continue_card::ContinueCard;
use daily_link::DailyLink;
use learn_link::LearnLink;
use leptos::prelude::*;
use pack_progress::PackProgress;
use quick_start::QuickStart;
use weekly_link::WeeklyLink;

#[component]
pub fn HashiCard() -> impl IntoView {
    view! {
        <h2>
            <a href="/hashi">"Hashi"</a>
        </h2>
        <p>{t(HubMsg::HashiAbout)}</p>
        <LearnLink />
        <DailyLink />
        <WeeklyLink />
        <ContinueCard />
        <QuickStart />
        // "I have N minutes": the time model's chunk, once the hub is up.
        <Lazy load=minutes_page what=ChunksMsg::Pace quiet=true later=true />
        <PackProgress />
        <p class="hub-more">
            <a href="/hashi/edit" data-testid="editor">{t(HubMsg::HashiEditorLink)}</a>
            " — "
            {t(HubMsg::HashiEditorPitch)}
        </p>
    }
}
