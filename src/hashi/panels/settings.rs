//! The settings panel: strict or free mode, error marks while playing, direction pips,
//! remaining counts, every group in colour, a vibration for each bridge, a left-handed phone
//! layout, a hidden timer, a screen kept awake, hints that start at the reason, the size of the
//! board's lines and numbers, the language, and whether the browser keeps the progress (with
//! the way to back it up).
//! Each control writes the preferences store, which saves itself.

use crate::hashi::play::context::GameContext;
use crate::shell::language_menu::LanguageMenu;
use crate::shell::persist::{self, Persistence};
use crate::shell::prefs::{use_prefs, PrefsStoreFields, Step};
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

/// One size of the panel: a choice of the three steps.
#[component]
fn StepChoice(
    test_id: &'static str,
    label: &'static str,
    chosen: Signal<Step>,
    set: Callback<Step>,
) -> impl IntoView {
    view! {
        <label>
            {format!("{label} ")}
            <select
                data-testid=test_id
                on:change=move |ev| {
                    if let Some(step) = Step::from_name(&event_target_value(&ev)) {
                        set.run(step);
                    }
                }
            >
                {Step::ALL
                    .into_iter()
                    .map(|step| {
                        view! {
                            <option value=step.name() prop:selected=move || chosen.get() == step>
                                {step.name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

#[component]
pub fn SettingsPanel() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let prefs = use_prefs();
    let kept = LocalResource::new(persist::status);
    let kept_line = move || {
        kept.get().map(|answer| match answer {
            Persistence::Granted => "Storage: this browser keeps your progress until you clear it.",
            Persistence::NotGranted => "Storage: not promised; this browser may clear your progress. Back up to keep it safe.",
            Persistence::Unknown => "Storage: this browser does not say whether it keeps your progress.",
        })
    };
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
            <Toggle
                test_id="setting-haptics"
                label="Vibrate for a placed or refused bridge (where the phone can)"
                checked=prefs.haptics().into()
                set=Callback::new(move |on| prefs.haptics().set(on))
            />
            <Toggle
                test_id="setting-left-handed"
                label="Left-handed: the phone's toolbar and menu mirrored"
                checked=prefs.left_handed().into()
                set=Callback::new(move |on| prefs.left_handed().set(on))
            />
            <Toggle
                test_id="setting-hide-timer"
                label="Hide the timer while I play (it still runs; the time shows when solved)"
                checked=prefs.hide_timer().into()
                set=Callback::new(move |on| prefs.hide_timer().set(on))
            />
            <Toggle
                test_id="setting-wake-lock"
                label="Keep the screen on while a puzzle is open (where the browser can)"
                checked=prefs.keep_awake().into()
                set=Callback::new(move |on| prefs.keep_awake().set(on))
            />
            <Toggle
                test_id="setting-hint-reason"
                label="Hints start with the reason (skip \"look here\")"
                checked=prefs.hints_from_reason().into()
                set=Callback::new(move |on| prefs.hints_from_reason().set(on))
            />
            <Toggle
                test_id="setting-finish-forced"
                label="Finish what is forced: after each move, place the bridges that capacity and the corner, side and middle counts force (one Undo takes them back)"
                checked=prefs.finish_forced().into()
                set=Callback::new(move |on| {
                    prefs.finish_forced().set(on);
                    if on {
                        crate::hashi::play::assist::load(ctx.notices());
                    } else {
                        crate::hashi::play::assist::unload();
                    }
                })
            />
            <StepChoice
                test_id="setting-line-size"
                label="Lines"
                chosen=prefs.line_size().into()
                set=Callback::new(move |step| prefs.line_size().set(step))
            />
            <StepChoice
                test_id="setting-number-size"
                label="Numbers"
                chosen=prefs.number_size().into()
                set=Callback::new(move |step| prefs.number_size().set(step))
            />
            <LanguageMenu />
            <p data-testid="storage-status">{kept_line}</p>
            <a href="/backup" data-testid="settings-backup-link">
                "Back up or restore your progress"
            </a>
        </div>
    }
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn settings_chunk in settings => || view! { <SettingsPanel /> }.into_any()
}
