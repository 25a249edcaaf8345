//! After a solve by play: the link that challenges a friend to the same puzzle, carrying this
//! solve's time and hints and an optional name. Part of the solved panel's chunk.

use super::claim::{clean_name, Claim, PARAM};
use crate::hashi::play::context::{GameContext, PuzzleInfo};
use crate::hashi::screen::state::ScreenContext;
use crate::i18n::{t, tr, SolvedMsg, WordsMsg};
use crate::shell::clipboard::copy;
use leptos::prelude::*;

#[component]
pub fn ChallengeMaker() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let info = expect_context::<PuzzleInfo>();
    let screen = expect_context::<ScreenContext>();
    let base = info.absolute_link();
    let hints = ctx.game().with_untracked(|g| g.hints_used());
    let seconds = screen.elapsed_ms_untracked() / 1000;
    let name = RwSignal::new(String::new());
    let copied = RwSignal::new(None::<String>);
    let link = Memo::new(move |_| {
        let claim = Claim {
            seconds,
            hints,
            name: name.with(|n| clean_name(n)),
        };
        let encoded = String::from(js_sys::encode_uri_component(&claim.to_string()));
        // Generated puzzles already carry `?v=`; the challenge joins it.
        let joiner = if base.contains('?') { '&' } else { '?' };
        format!("{base}{joiner}{PARAM}={encoded}")
    });
    view! {
        <details class="challenge-maker" data-testid="challenge-maker">
            <summary>{tr(SolvedMsg::Challenge)}</summary>
            <p>{tr(SolvedMsg::ChallengeAbout)}</p>
            <label>
                {tr(SolvedMsg::YourName)}
                <input
                    data-testid="challenge-name"
                    maxlength="30"
                    prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev))
                />
            </label>
            <label>
                {tr(SolvedMsg::Link)}
                <input data-testid="challenge-link" readonly prop:value=move || link.get() />
            </label>
            <button data-testid="challenge-copy" on:click=move |_| copy(link.get_untracked(), copied)>
                {tr(SolvedMsg::CopyLink)}
            </button>
            <span role="status">
                {move || if copied.with(|c| c.as_ref() == Some(&link.get())) { t(WordsMsg::Copied) } else { String::new() }}
            </span>
        </details>
    }
}
