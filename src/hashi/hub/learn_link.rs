//! The hub's link to the learn page, and on a first visit (no puzzle played, the tutorial not
//! started) an offer of it that the player can dismiss.

use crate::hashi::learn::offer::LearnOffer;
use crate::hashi::records;
use crate::hashi::records::learn as progress;
use crate::i18n::{t, HubMsg};
use leptos::prelude::*;

#[component]
pub fn LearnLink() -> impl IntoView {
    let newcomer = records::last_puzzle().is_none() && progress::offer_open();
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
