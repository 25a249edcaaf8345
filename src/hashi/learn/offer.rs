//! The offer of the learn page to a newcomer: on the hub's first visit, and on the first
//! puzzle's screen of one who arrived by a puzzle link (a chunk of its own there, fetched once
//! the board is up). Dismissed once, it is gone from both.

use crate::hashi::records::learn as progress;
use crate::i18n::{around_link, t, HubMsg, WordsMsg};
use leptos::prelude::*;

/// The offer while `offered` holds; its × dismisses it for good.
#[component]
pub fn LearnOffer(offered: RwSignal<bool>) -> impl IntoView {
    let dismiss = move |_| {
        offered.set(false);
        // Not kept: the offer comes back next time, which is all that is lost.
        progress::dismiss_offer().ok();
    };
    move || {
        offered.get().then(|| {
            view! {
                <p class="notice learn-offer" data-testid="learn-offer">
                    <span>
                        {around_link(HubMsg::LearnOffer).0}
                        <a href="/hashi/learn">{t(HubMsg::LearnOfferLink)}</a>
                        {around_link(HubMsg::LearnOffer).1}
                    </span>
                    <button
                        class="dismiss"
                        data-testid="learn-offer-dismiss"
                        aria-label=t(WordsMsg::Dismiss)
                        on:click=dismiss
                    >
                        "×"
                    </button>
                </p>
            }
        })
    }
}

/// The offer on the first puzzle's screen, unless the tutorial was started or the offer
/// dismissed.
#[component]
fn PuzzleOffer() -> impl IntoView {
    view! { <LearnOffer offered=RwSignal::new(progress::offer_open()) /> }
}

crate::split_chunk! {
    /// Fetched on a newcomer's first puzzle only, after its board is up.
    pub fn learn_offer_chunk in learn_offer => || view! { <PuzzleOffer /> }.into_any()
}
