//! The New Challenge dialog: a seed (empty for a random one) and a number of shuffle steps,
//! with presets. Enter starts, Escape cancels.

use super::context::{random_u32, SlideContext};
use crate::i18n::{t_with, tr, SlidePageMsg as Msg, WordsMsg};
use leptos::ev;
use leptos::html::Input;
use leptos::prelude::*;
use slide_core::{Challenge, ChallengeError};

/// Why a challenge's seed or steps are refused, in the player's language.
pub fn challenge_error(why: &ChallengeError) -> String {
    let (msg, text, max) = match why {
        ChallengeError::Seed(text) => (Msg::BadSeed, text, u32::MAX),
        ChallengeError::Steps(text) => (Msg::BadSteps, text, Challenge::MAX_STEPS),
    };
    t_with(
        msg,
        &[("text", &format!("{text:?}")), ("max", &max.to_string())],
    )
}

/// The names of `Challenge::PRESETS`, in their order.
const PRESET_NAMES: [Msg; 4] = [
    Msg::PresetEasy,
    Msg::PresetNormal,
    Msg::PresetHard,
    Msg::PresetVeryHard,
];

#[component]
pub fn ChallengeDialog() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    let seed = RwSignal::new(String::new());
    let steps = RwSignal::new(Challenge::DEFAULT_STEPS.to_string());
    let error = RwSignal::new(None::<ChallengeError>);
    let seed_ref = NodeRef::<Input>::new();
    Effect::new(move |_| {
        if let Some(input) = seed_ref.get() {
            let _ = input.focus();
        }
    });
    let cancel = move || {
        ctx.challenge_open.set(false);
        ctx.focus_board();
    };
    let start = move || {
        let typed = seed.get_untracked();
        let seed_text = if typed.trim().is_empty() {
            random_u32().to_string()
        } else {
            typed
        };
        match Challenge::parse(&seed_text, &steps.get_untracked()) {
            Ok(challenge) => {
                ctx.start_challenge(challenge);
                ctx.focus_board();
            }
            Err(why) => error.set(Some(why)),
        }
    };
    view! {
        <div class="dialog-backdrop">
            // The dialog holds the form: a <form> may not take the dialog role itself.
            <div
                class="dialog challenge"
                role="dialog"
                aria-modal="true"
                aria-labelledby="challenge-title"
                data-testid="challenge-dialog"
                on:keydown=move |ev: ev::KeyboardEvent| {
                    if ev.key() == "Escape" {
                        ev.prevent_default();
                        cancel();
                    }
                }
            >
                <form
                    class="dialog-form"
                    novalidate=true
                    on:submit=move |ev| {
                        ev.prevent_default();
                        start();
                    }
                >
                    <h2 id="challenge-title">{tr(Msg::DialogHeading)}</h2>
                    <p>{tr(Msg::DialogAbout)}</p>
                    <label>
                        {tr(WordsMsg::Seed)}
                        <input
                            node_ref=seed_ref
                            data-testid="challenge-seed"
                            inputmode="numeric"
                            placeholder=tr(WordsMsg::SeedRandom)
                            prop:value=move || seed.get()
                            on:input=move |ev| seed.set(event_target_value(&ev))
                        />
                    </label>
                    <label>
                        {tr(Msg::Steps)}
                        <input
                            data-testid="challenge-steps"
                            type="number"
                            min="1"
                            max=Challenge::MAX_STEPS.to_string()
                            prop:value=move || steps.get()
                            on:input=move |ev| steps.set(event_target_value(&ev))
                        />
                    </label>
                    <div class="presets" role="group" aria-label=tr(Msg::Presets)>
                        {Challenge::PRESETS
                            .iter()
                            .zip(PRESET_NAMES)
                            .map(|(&(_, count), name)| {
                                let label = move || t_with(name, &[("steps", &count.to_string())]);
                                view! {
                                    <button
                                        type="button"
                                        class:chosen=move || steps.get() == count.to_string()
                                        on:click=move |_| steps.set(count.to_string())
                                    >
                                        {label}
                                    </button>
                                }
                            })
                            .collect_view()}
                    </div>
                    <p class="error" role="alert" data-testid="challenge-error" hidden=move || error.with(Option::is_none)>
                        {move || {
                            error.with(|e| {
                                e.as_ref().map(|why| {
                                    t_with(Msg::CannotStart, &[("why", &challenge_error(why))])
                                })
                            })
                        }}
                    </p>
                    <div class="dialog-actions">
                        <button type="button" data-testid="challenge-cancel" on:click=move |_| cancel()>
                            {tr(WordsMsg::Cancel)}
                        </button>
                        <button type="submit" class="primary" data-testid="challenge-start">
                            {tr(Msg::Start)}
                        </button>
                    </div>
                </form>
            </div>
        </div>
    }
}
