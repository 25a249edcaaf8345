//! The hub's link to the learn page, and on a first visit (no puzzle played, the tutorial not
//! started) an offer of it that the player can dismiss.

use crate::hashi::learn::offer::LearnOffer;
use crate::hashi::learn::progress;
use crate::hashi::storage;
use crate::i18n::{t, HubMsg};
use leptos::prelude::*;

#[component]
pub fn LearnLink() -> impl IntoView {
    let newcomer = storage::last_puzzle().is_none() && progress::offer_open();
    let offered = RwSignal::new(newcomer);
    view! {
        <p class="learn-link">
            <a href="/hashi/learn" data-testid="learn">
                {t(HubMsg::LearnLink)}
            </a>
            " · "
            {t(HubMsg::LearnLinkWhat)}
        </p>
        <LearnOffer offered />
    }
}
