//! The "new puzzle" panel: difficulty, size, seed (empty for a random one), the rules (most
//! bridges per pair, loops, a wrapped board), each variant explained in a line, and the
//! islands' symmetry. It offers only what the generator reliably makes: the sizes a band needs
//! are shown before Play. Above them, "I have N minutes"; beside the band, how long a puzzle
//! of that band and size usually takes this player (`hashi::pace`).

use crate::hashi::maker_words::say_symmetry_refusal;
use crate::hashi::pace::{minutes_page, Estimates};
use crate::hashi::panels::symmetry_choice::SymmetryChoice;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::i18n::{t, t_with, tr, with_catalog, ChunksMsg, NewPuzzleMsg as Msg, WordsMsg};
use crate::shell::lazy::Lazy;
use hashi_core::generator::{
    Params, Symmetry, SymmetryRefusal, GENERATOR_VERSION, MAX_GENERATED_SIDE, MIN_SIDE,
};
use hashi_core::pace::PuzzleShape;
use hashi_core::rating::Band;
use hashi_core::{RuleSet, Wrap};
use hashi_words::{common, size};
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;

#[component]
pub fn NewPuzzle() -> impl IntoView {
    let band = RwSignal::new(Band::Medium);
    let size = RwSignal::new(String::new());
    let seed = RwSignal::new(String::new());
    let error = RwSignal::new(None::<Refusal>);
    let rules = RwSignal::new(RuleSet::STANDARD);
    let symmetry = RwSignal::new(None::<Symmetry>);
    let board = Signal::derive(move || {
        let default = Params::for_band(band.get());
        size.with(|text| board_size(text))
            .flatten()
            .unwrap_or((default.width, default.height))
    });
    let estimates = Estimates::of(move || {
        let (width, height) = board.get();
        vec![PuzzleShape::typical(band.get(), width, height)]
    });
    let navigate = use_navigate();
    let play = move || {
        let band = band.get_untracked();
        let default = Params::for_band(band);
        let (width, height) = match board_size(&size.get_untracked()) {
            None => (default.width, default.height),
            Some(Some(sides)) => sides,
            Some(None) => {
                error.set(Some(Refusal::SizeForm));
                return;
            }
        };
        let params = Params {
            width,
            height,
            rules: rules.get_untracked(),
            ..default
        };
        if !params.is_reliable() {
            error.set(Some(Refusal::Unreliable(params)));
            return;
        }
        let symmetry = symmetry.get_untracked();
        if let Some(why) = symmetry.and_then(|s| s.refusal(width, height, params.rules)) {
            error.set(Some(Refusal::Symmetry(why)));
            return;
        }
        let seed_text = seed.get_untracked();
        let seed = if seed_text.trim().is_empty() {
            (js_sys::Math::random() * 1e9) as u64
        } else {
            match seed_text.trim().parse::<u64>() {
                Ok(s) => s,
                Err(_) => {
                    error.set(Some(Refusal::SeedWhole));
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
            version: GENERATOR_VERSION,
            symmetry,
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
            <Lazy load=minutes_page what=ChunksMsg::Pace quiet=true />
            <label>
                {tr(WordsMsg::Difficulty)}
                " "
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
                                    {tr(common::band(*b))}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            " "
            {estimates.label(0)}
            <label>
                {tr(Msg::Size)}
                " "
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
            <p class="hint" data-testid="new-size-hint">{move || size_needs(band.get(), rules.get())}</p>
            <label>
                {tr(WordsMsg::Seed)}
                " "
                <input
                    data-testid="new-seed"
                    inputmode="numeric"
                    placeholder=tr(WordsMsg::SeedRandom)
                    prop:value=move || seed.get()
                    on:input=move |ev| seed.set(event_target_value(&ev))
                />
            </label>
            <RuleChoices rules />
            <SymmetryChoice symmetry size=board rules />
            <button type="submit" data-testid="new-play">
                {tr(Msg::Play)}
            </button>
            <p class="error" data-testid="notice" hidden=move || error.with(Option::is_none)>
                {move || error.get().map(Refusal::text)}
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
            <legend>{tr(WordsMsg::Rules)}</legend>
            <label>
                {tr(Msg::MaxBridges)}
                " "
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
                {tr(Msg::Loops)}
                " "
                <select data-testid="new-loops" on:change=move |ev| set_loops(event_target_value(&ev))>
                    <option value="allowed" selected=true>
                        {tr(Msg::LoopsAllowed)}
                    </option>
                    <option value="forbidden">{tr(Msg::LoopsForbidden)}</option>
                </select>
            </label>
            <p class="hint" data-testid="new-loops-hint">
                {move || loops_line(current().allows_loops())}
            </p>
            <label>
                {tr(Msg::Board)}
                " "
                <select data-testid="new-wrap" on:change=move |ev| set_wrap(event_target_value(&ev))>
                    {Wrap::ALL
                        .into_iter()
                        .map(|w| {
                            view! {
                                <option value=w.name() selected=w == Wrap::Flat>
                                    {tr(wrap_option(w))}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <p class="hint" data-testid="new-wrap-hint">{move || wrap_line(current().wrap())}</p>
        </fieldset>
    }
}

/// Why Play started nothing, kept as what was wrong so that it reads in the language shown.
#[derive(Clone, Copy)]
enum Refusal {
    SizeForm,
    Unreliable(Params),
    SeedWhole,
    Symmetry(SymmetryRefusal),
}

impl Refusal {
    fn text(self) -> String {
        match self {
            Refusal::SizeForm => t_with(
                Msg::SizeForm,
                &[
                    ("min", &MIN_SIDE.to_string()),
                    ("max", &MAX_GENERATED_SIDE.to_string()),
                ],
            ),
            Refusal::Unreliable(params) => reliability_note(&params),
            Refusal::SeedWhole => t(Msg::SeedWhole),
            Refusal::Symmetry(why) => say_symmetry_refusal(why),
        }
    }
}

/// The board a size field names: None while it is empty (the band's default), Some(None) when
/// it is not a size within the generator's sides.
fn board_size(text: &str) -> Option<Option<(usize, usize)>> {
    if text.trim().is_empty() {
        return None;
    }
    let sides = text
        .split_once(['x', 'X'])
        .and_then(|(w, h)| Some((w.trim().parse().ok()?, h.trim().parse().ok()?)));
    let within = |side: &usize| (MIN_SIDE..=MAX_GENERATED_SIDE).contains(side);
    Some(sides.filter(|(w, h)| within(w) && within(h)))
}

fn wrap_option(wrap: Wrap) -> Msg {
    match wrap {
        Wrap::Flat => Msg::WrapFlat,
        Wrap::Cylinder => Msg::WrapCylinder,
        Wrap::Torus => Msg::WrapTorus,
    }
}

/// What the most bridges per pair means, in a line (the help's English says the same:
/// `rules_words::max_line`).
fn max_line(most: u8) -> String {
    match most {
        1 => t(WordsMsg::MaxSingle),
        2 => t(WordsMsg::MaxClassic),
        n => t_with(WordsMsg::MaxMore, &[("most", &n.to_string())]),
    }
}

/// What the loop rule means, in a line.
fn loops_line(allowed: bool) -> String {
    t(if allowed {
        WordsMsg::LoopsAllowedLine
    } else {
        WordsMsg::LoopsForbiddenLine
    })
}

/// What the board's wrapping means, in a line.
fn wrap_line(wrap: Wrap) -> String {
    t(match wrap {
        Wrap::Flat => WordsMsg::WrapFlatLine,
        Wrap::Cylinder => WordsMsg::WrapCylinderLine,
        Wrap::Torus => WordsMsg::WrapTorusLine,
    })
}

// The sizes a band needs are `hashi_words::size`'s, in the current language.
fn size_needs(band: Band, rules: RuleSet) -> String {
    with_catalog(|w| size::size_needs(w, band, rules))
}

fn reliability_note(params: &Params) -> String {
    with_catalog(|w| size::reliability_note(w, params))
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn new_puzzle_chunk in new_puzzle => || view! { <NewPuzzle /> }.into_any()
}

#[cfg(test)]
mod tests;
