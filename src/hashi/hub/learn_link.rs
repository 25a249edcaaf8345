//! The hub's link to the learn page, and on a first visit (no puzzle played, the tutorial not
//! started) an offer of it that the player can dismiss.

use crate::hashi::learn::progress;
use crate::hashi::storage;
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
                "Learn to play"
            </a>
            " · the rules, a tutorial and technique drills"
        </p>
        {move || {
            offered
                .get()
                .then(|| {
                    view! {
                        <p class="notice learn-offer" data-testid="learn-offer">
                            <span>
                                "New to Hashi? "
                                <a href="/hashi/learn">"Learn it in eight short steps"</a>
                                ", each one move on a tiny board."
                            </span>
                            <button
                                class="dismiss"
                                data-testid="learn-offer-dismiss"
                                aria-label="Dismiss"
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
