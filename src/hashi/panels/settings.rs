//! The settings panel: strict or free mode, error marks while playing, direction pips,
//! remaining counts and every group in colour. Each box writes the preferences store, which saves itself.

use crate::hashi::play::context::GameContext;
use crate::shell::prefs::{use_prefs, PrefsStoreFields};
use leptos::prelude::*;

/// One checkbox of the panel: shows `checked` and hands changes to `set`.
#[component]
fn Toggle(
    test_id: &'static str,
    label: &'static str,
    checked: Signal<bool>,
    set: Callback<bool>,
) -> impl IntoView {
    view! {
        <label>
            <input
                type="checkbox"
                data-testid=test_id
                prop:checked=move || checked.get()
                on:change=move |ev| set.run(event_target_checked(&ev))
            />
            {format!(" {label}")}
        </label>
    }
}

#[component]
pub fn SettingsPanel() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let prefs = use_prefs();
    view! {
        <div class="panel settings" data-testid="settings-panel">
            <Toggle
                test_id="free-mode"
                label="Free mode (islands may take more bridges than their number)"
                checked=prefs.free_mode().into()
                set=Callback::new(move |on| prefs.free_mode().set(on))
            />
            <Toggle
                test_id="show-errors"
                label="Show errors as I play"
                checked=ctx.show_errors().into()
                set=Callback::new(move |on| {
                    prefs.show_errors().set(Some(on));
                    ctx.follow_error_preference();
                })
            />
            <Toggle
                test_id="show-pips"
                label="Pips where a bridge still fits"
                checked=prefs.show_pips().into()
                set=Callback::new(move |on| prefs.show_pips().set(on))
            />
            <Toggle
                test_id="show-remaining"
                label="Bridges still needed on each island"
                checked=prefs.show_remaining().into()
                set=Callback::new(move |on| prefs.show_remaining().set(on))
            />
            <Toggle
                test_id="setting-colour-groups"
                label="Every group of joined islands in its own colour"
                checked=prefs.colour_groups().into()
                set=Callback::new(move |on| prefs.colour_groups().set(on))
            />
        </div>
    }
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn settings_chunk in settings => || view! { <SettingsPanel /> }.into_any()
}
