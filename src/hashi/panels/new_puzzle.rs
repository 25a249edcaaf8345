//! The "new puzzle" panel: difficulty, size, seed (empty for a random one) and the rules
//! (most bridges per pair, loops, a wrapped board), each variant explained in a line. It
//! offers only what the generator reliably makes: the sizes a band needs are shown before Play.

use crate::hashi::play::rules_badge::{loops_line, max_line, wrap_line};
use crate::hashi::puzzle_ref::PuzzleRef;
use hashi_core::generator::{Params, MAX_GENERATED_SIDE, MIN_SIDE};
use hashi_core::rating::Band;
use hashi_core::{RuleSet, Wrap};
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;

#[component]
pub fn NewPuzzle() -> impl IntoView {
    let band = RwSignal::new(Band::Medium);
    let size = RwSignal::new(String::new());
    let seed = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let rules = RwSignal::new(RuleSet::STANDARD);
    let navigate = use_navigate();
    let play = move || {
        let band = band.get_untracked();
        let default = Params::for_band(band);
        let size_text = size.get_untracked();
        let (width, height) = if size_text.trim().is_empty() {
            (default.width, default.height)
        } else {
            match size_text
                .split_once(['x', 'X'])
                .and_then(|(w, h)| Some((w.trim().parse().ok()?, h.trim().parse().ok()?)))
            {
                Some((w, h))
                    if (MIN_SIDE..=MAX_GENERATED_SIDE).contains(&w)
                        && (MIN_SIDE..=MAX_GENERATED_SIDE).contains(&h) =>
                {
                    (w, h)
                }
                _ => {
                    error.set(Some(format!(
                        "Size must look like 10x10, each side {MIN_SIDE} to {MAX_GENERATED_SIDE}."
                    )));
                    return;
                }
            }
        };
        let params = Params {
            width,
            height,
            rules: rules.get_untracked(),
            ..default
        };
        if !params.is_reliable() {
            error.set(Some(params.reliability_note()));
            return;
        }
        let seed_text = seed.get_untracked();
        let seed = if seed_text.trim().is_empty() {
            (js_sys::Math::random() * 1e9) as u64
        } else {
            match seed_text.trim().parse::<u64>() {
                Ok(s) => s,
                Err(_) => {
                    error.set(Some("The seed must be a whole number.".into()));
                    return;
                }
            }
        };
        let reference = PuzzleRef::Generated {
            band,
            width,
            height,
            seed,
            rules: rules.get_untracked(),
        };
        navigate(&reference.path(), NavigateOptions::default());
    };
    let play_on_submit = play.clone();
    view! {
        <form
            class="panel new-puzzle"
            data-testid="new-panel"
            on:submit=move |ev| {
                ev.prevent_default();
                play_on_submit();
            }
        >
            <label>
                "Difficulty "
                <select
                    data-testid="new-difficulty"
                    on:change=move |ev| {
                        if let Some(b) = Band::from_id(&event_target_value(&ev)) {
                            band.set(b)
                        }
                    }
                >
                    {Band::ALL
                        .iter()
                        .map(|b| {
                            view! {
                                <option value=b.id() selected=*b == Band::Medium>
                                    {b.id()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <label>
                "Size "
                <input
                    data-testid="new-size"
                    placeholder=move || {
                        let p = Params::for_band(band.get());
                        format!("{}x{}", p.width, p.height)
                    }
                    prop:value=move || size.get()
                    on:input=move |ev| size.set(event_target_value(&ev))
                />
            </label>
            <p class="hint" data-testid="new-size-hint">{move || Params::size_needs(band.get(), rules.get())}</p>
            <label>
                "Seed "
                <input
                    data-testid="new-seed"
                    inputmode="numeric"
                    placeholder="random"
                    prop:value=move || seed.get()
                    on:input=move |ev| seed.set(event_target_value(&ev))
                />
            </label>
            <RuleChoices rules />
            <button type="submit" data-testid="new-play">
                "Play"
            </button>
            <p class="error" data-testid="notice" hidden=move || error.with(Option::is_none)>
                {move || error.get().unwrap_or_default()}
            </p>
        </form>
    }
}

/// The three variant choices, each with a line saying what it means.
#[component]
fn RuleChoices(rules: RwSignal<RuleSet>) -> impl IntoView {
    let current = move || rules.get();
    let set_max = move |text: String| {
        if let Ok(n) = text.parse::<u8>() {
            rules.update(|r| *r = r.with_max_bridges(n));
        }
    };
    let set_loops = move |text: String| rules.update(|r| *r = r.with_loops(text == "allowed"));
    let set_wrap = move |text: String| {
        if let Some(w) = Wrap::ALL.into_iter().find(|w| w.name() == text) {
            rules.update(|r| *r = r.with_wrap(w));
        }
    };
    view! {
        <fieldset class="rule-choices" data-testid="new-rules">
            <legend>"Rules"</legend>
            <label>
                "Most bridges per pair "
                <select
                    data-testid="new-max-bridges"
                    on:change=move |ev| set_max(event_target_value(&ev))
                >
                    {hashi_core::rule_set::MAX_BRIDGES_RANGE
                        .map(|n| {
                            view! {
                                <option value=n.to_string() selected=n == 2>
                                    {n.to_string()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <p class="hint" data-testid="new-max-bridges-hint">
                {move || max_line(current().max_bridges())}
            </p>
            <label>
                "Loops "
                <select data-testid="new-loops" on:change=move |ev| set_loops(event_target_value(&ev))>
                    <option value="allowed" selected=true>"allowed"</option>
                    <option value="forbidden">"no loops"</option>
                </select>
            </label>
            <p class="hint" data-testid="new-loops-hint">
                {move || loops_line(current().allows_loops())}
            </p>
            <label>
                "Board "
                <select data-testid="new-wrap" on:change=move |ev| set_wrap(event_target_value(&ev))>
                    {Wrap::ALL
                        .into_iter()
                        .map(|w| view! { <option value=w.name() selected=w == Wrap::Flat>{w.name()}</option> })
                        .collect_view()}
                </select>
            </label>
            <p class="hint" data-testid="new-wrap-hint">{move || wrap_line(current().wrap())}</p>
        </fieldset>
    }
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn new_puzzle_chunk in new_puzzle => || view! { <NewPuzzle /> }.into_any()
}
