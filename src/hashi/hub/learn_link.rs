//! The hub's link to the learn page, and on a first visit (no puzzle played, the tutorial not
//! started) an offer of it that the player can dismiss.

use crate::hashi::learn::progress;
use crate::hashi::storage;
use crate::i18n::{around_link, t, Msg};
use leptos::prelude::*;

#[component]
pub fn LearnLink() -> impl IntoView {
    let newcomer = storage::last_puzzle().is_none() && progress::offer_open();
    let offered = RwSignal::new(newcomer);
    let dismiss = move |_| {
        offered.set(false);
        // Not kept: the offer comes back next time, which is all that is lost.
        progress::dismiss_offer().ok();
    };
    view! {
        <p class="learn-link">
            <a href="/hashi/learn" data-testid="learn">
                {t(Msg::LearnLink)}
            </a>
            " · "
            {t(Msg::LearnLinkWhat)}
        </p>
        {move || {
            offered
                .get()
                .then(|| {
                    view! {
                        <p class="notice learn-offer" data-testid="learn-offer">
                            <span>
                                {around_link(Msg::LearnOffer).0}
                                <a href="/hashi/learn">{t(Msg::LearnOfferLink)}</a>
                                {around_link(Msg::LearnOffer).1}
                            </span>
                            <button
                                class="dismiss"
                                data-testid="learn-offer-dismiss"
                                aria-label=t(Msg::Dismiss)
                                on:click=dismiss
                            >
                                "×"
                            </button>
                        </p>
                    }
                })
        }}
    }
}
