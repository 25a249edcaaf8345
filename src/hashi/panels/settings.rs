//! The settings panel: strict or free mode, error marks while playing, direction pips,
//! remaining counts, every group in colour, a vibration for each bridge, a left-handed phone
//! layout, a hidden timer, a screen kept awake, hints that start at the reason, the size of the
//! board's lines and numbers, the language, and whether the browser keeps the progress (with
//! the way to back it up, the date of the last backup and, where due, the nudge to make one).
//! Each control writes the preferences store, which saves itself. Its words change in place
//! when the language does (the language menu is here), so the control just used keeps its
//! place and the focus.

use crate::backup::nudge::{backup_nudge_chunk, last_backup};
use crate::hashi::play::context::GameContext;
use crate::hashi::screen::state::ScreenContext;
use crate::i18n::{self, t, t_with, tr, ChunksMsg, Message, SettingsMsg, WordsMsg};
use crate::shell::arriving::Arriving;
use crate::shell::language_menu::LanguageMenu;
use crate::shell::lazy::Lazy;
use crate::shell::persist::{self, Persistence};
use crate::shell::prefs::{use_prefs, PrefsStoreFields, Step};
use leptos::prelude::*;

/// One checkbox of the panel: shows `checked` and hands changes to `set`.
#[component]
fn Toggle(
    test_id: &'static str,
    label: SettingsMsg,
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
            " "
            {tr(label)}
        </label>
    }
}

/// One size of the panel: a choice of the three steps.
#[component]
fn StepChoice(
    test_id: &'static str,
    label: impl Message + Send + Sync + 'static,
    chosen: Signal<Step>,
    set: Callback<Step>,
) -> impl IntoView {
    view! {
        <label>
            {tr(label)}
            " "
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
                                {tr(step_name(step))}
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
    let screen = expect_context::<ScreenContext>();
    let prefs = use_prefs();
    let kept = Arriving::new(persist::status);
    let kept_line = move || {
        kept.get().map(|answer| {
            t(match answer {
                Persistence::Granted => SettingsMsg::StorageGranted,
                Persistence::NotGranted => SettingsMsg::StorageNotGranted,
                Persistence::Unknown => SettingsMsg::StorageUnknown,
            })
        })
    };
    view! {
        <div class="panel settings" data-testid="settings-panel">
            <Toggle
                test_id="free-mode"
                label=SettingsMsg::FreeMode
                checked=prefs.free_mode().into()
                set=Callback::new(move |on| prefs.free_mode().set(on))
            />
            <Toggle
                test_id="show-errors"
                label=SettingsMsg::ShowErrors
                checked=ctx.show_errors().into()
                set=Callback::new(move |on| {
                    prefs.show_errors().set(Some(on));
                    ctx.follow_error_preference();
                })
            />
            <Toggle
                test_id="show-pips"
                label=SettingsMsg::ShowPips
                checked=prefs.show_pips().into()
                set=Callback::new(move |on| prefs.show_pips().set(on))
            />
            <Toggle
                test_id="show-remaining"
                label=SettingsMsg::ShowRemaining
                checked=prefs.show_remaining().into()
                set=Callback::new(move |on| prefs.show_remaining().set(on))
            />
            <Toggle
                test_id="setting-colour-groups"
                label=SettingsMsg::ColourGroups
                checked=prefs.colour_groups().into()
                set=Callback::new(move |on| prefs.colour_groups().set(on))
            />
            <Toggle
                test_id="setting-haptics"
                label=SettingsMsg::Haptics
                checked=prefs.haptics().into()
                set=Callback::new(move |on| prefs.haptics().set(on))
            />
            <Toggle
                test_id="setting-left-handed"
                label=SettingsMsg::LeftHanded
                checked=prefs.left_handed().into()
                set=Callback::new(move |on| prefs.left_handed().set(on))
            />
            <Toggle
                test_id="setting-hide-timer"
                label=SettingsMsg::HideTimer
                checked=prefs.hide_timer().into()
                set=Callback::new(move |on| prefs.hide_timer().set(on))
            />
            <Toggle
                test_id="setting-wake-lock"
                label=SettingsMsg::WakeLock
                checked=prefs.keep_awake().into()
                set=Callback::new(move |on| prefs.keep_awake().set(on))
            />
            <Toggle
                test_id="setting-hint-reason"
                label=SettingsMsg::HintReason
                checked=prefs.hints_from_reason().into()
                set=Callback::new(move |on| prefs.hints_from_reason().set(on))
            />
            <Toggle
                test_id="setting-finish-forced"
                label=SettingsMsg::FinishForced
                checked=prefs.finish_forced().into()
                set=Callback::new(move |on| {
                    prefs.finish_forced().set(on);
                    if on {
                        crate::hashi::play::assist::load(screen.notices());
                    } else {
                        crate::hashi::play::assist::unload();
                    }
                })
            />
            <StepChoice
                test_id="setting-line-size"
                label=SettingsMsg::Lines
                chosen=prefs.line_size().into()
                set=Callback::new(move |step| prefs.line_size().set(step))
            />
            <StepChoice
                test_id="setting-number-size"
                label=WordsMsg::Numbers
                chosen=prefs.number_size().into()
                set=Callback::new(move |step| prefs.number_size().set(step))
            />
            <LanguageMenu />
            <p data-testid="storage-status">{kept_line}</p>
            <p data-testid="last-backup">{last_backup_line}</p>
            <Lazy load=backup_nudge_chunk what=ChunksMsg::BackupNudge quiet=true later=true />
            <a href="/backup" data-testid="settings-backup-link">
                {tr(WordsMsg::BackupLink)}
            </a>
        </div>
    }
}

/// When this browser last made a backup file, in the player's language.
fn last_backup_line() -> String {
    match last_backup() {
        Some(day) => t_with(SettingsMsg::LastBackup, &[("date", &i18n::date(day))]),
        None => t(SettingsMsg::LastBackupNever),
    }
}

/// A size step as the panel names it (its stored name stays English).
fn step_name(step: Step) -> SettingsMsg {
    match step {
        Step::Standard => SettingsMsg::StepStandard,
        Step::Larger => SettingsMsg::StepLarger,
        Step::Largest => SettingsMsg::StepLargest,
    }
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn settings_chunk in settings => || view! { <SettingsPanel /> }.into_any()
}
