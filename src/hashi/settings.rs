//! The settings panel: strict or free mode, error marks while playing, direction pips and
//! remaining counts. Saved at once.

use super::context::GameContext;
use super::storage::{self, Settings};
use hashi_core::Mode;
use leptos::prelude::*;

/// One checkbox of the panel: shows `checked`, and on change calls `set` then stores the
/// setting through `store`.
#[component]
fn Toggle(
    test_id: &'static str,
    label: &'static str,
    checked: Signal<bool>,
    set: Callback<bool>,
    store: fn(&mut Settings, bool),
) -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let on_change = move |ev| {
        let on = event_target_checked(&ev);
        set.run(on);
        let mut settings: Settings = storage::read(storage::SETTINGS);
        store(&mut settings, on);
        if let Err(why) = storage::write(storage::SETTINGS, &settings) {
            ctx.notify(why);
        }
    };
    view! {
        <label>
            <input
                type="checkbox"
                data-testid=test_id
                prop:checked=move || checked.get()
                on:change=on_change
            />
            {format!(" {label}")}
        </label>
    }
}

#[component]
pub fn SettingsPanel() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let free = Signal::derive(move || ctx.game.with(|g| g.mode() == Mode::Free));
    view! {
        <div class="panel settings" data-testid="settings-panel">
            <Toggle
                test_id="free-mode"
                label="Free mode (islands may take more bridges than their number)"
                checked=free
                set=Callback::new(move |on| {
                    ctx.game.update(|g| g.set_mode(if on { Mode::Free } else { Mode::Strict }))
                })
                store=|s, on| s.free_mode = on
            />
            <Toggle
                test_id="show-errors"
                label="Show errors as I play"
                checked=ctx.show_errors.into()
                set=Callback::new(move |on| ctx.show_errors.set(on))
                store=|s, on| s.show_errors = Some(on)
            />
            <Toggle
                test_id="show-pips"
                label="Pips where a bridge still fits"
                checked=ctx.show_pips.into()
                set=Callback::new(move |on| ctx.show_pips.set(on))
                store=|s, on| s.show_pips = on
            />
            <Toggle
                test_id="show-remaining"
                label="Bridges still needed on each island"
                checked=ctx.show_remaining.into()
                set=Callback::new(move |on| ctx.show_remaining.set(on))
                store=|s, on| s.show_remaining = on
            />
        </div>
    }
}
