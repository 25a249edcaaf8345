//! The settings panel: strict or free mode, error marks while playing, direction pips and
//! remaining counts. Saved at once.

use super::context::GameContext;
use crate::storage::{self, Settings};
use hashi_core::Mode;
use leptos::prelude::*;

#[component]
pub fn SettingsPanel() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let save = move |change: &dyn Fn(&mut Settings)| {
        let mut settings: Settings = storage::read(storage::SETTINGS);
        change(&mut settings);
        if let Err(why) = storage::write(storage::SETTINGS, &settings) {
            ctx.notify(why);
        }
    };
    let free = Memo::new(move |_| ctx.game.with(|g| g.mode() == Mode::Free));
    view! {
        <div class="panel settings" data-testid="settings-panel">
            <label>
                <input
                    type="checkbox"
                    data-testid="free-mode"
                    prop:checked=move || free.get()
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        ctx.game.update(|g| g.set_mode(if on { Mode::Free } else { Mode::Strict }));
                        save(&|s| s.free_mode = on);
                    }
                />
                " Free mode (islands may take more bridges than their number)"
            </label>
            <label>
                <input
                    type="checkbox"
                    data-testid="show-errors"
                    prop:checked=move || ctx.show_errors.get()
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        ctx.show_errors.set(on);
                        save(&|s| s.show_errors = Some(on));
                    }
                />
                " Show errors as I play"
            </label>
            <label>
                <input
                    type="checkbox"
                    data-testid="show-pips"
                    prop:checked=move || ctx.show_pips.get()
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        ctx.show_pips.set(on);
                        save(&|s| s.show_pips = on);
                    }
                />
                " Pips where a bridge still fits"
            </label>
            <label>
                <input
                    type="checkbox"
                    data-testid="show-remaining"
                    prop:checked=move || ctx.show_remaining.get()
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        ctx.show_remaining.set(on);
                        save(&|s| s.show_remaining = on);
                    }
                />
                " Bridges still needed on each island"
            </label>
        </div>
    }
}
