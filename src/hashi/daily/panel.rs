//! Beside the daily puzzle: the streak of days solved and its rule, the time until the next
//! day's puzzle with a daily reminder to offer, the month's calendar and, once the day is
//! solved by play, a share text with the time and hints (no spoilers). Beside the day's band,
//! how long its puzzle usually takes this player (`hashi::pace`).

use crate::hashi::daily::calendar::Calendar;
use crate::hashi::daily::print_month::PrintMonth;
use crate::hashi::daily::reminder::DailyReminder;
use crate::hashi::pace::Estimates;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::records;
use crate::hashi::words::{band_name, format_time};
use crate::i18n::{date, date_part, t, t_count, t_with, tr, DailyMsg, WordsMsg};
use crate::shell::clipboard::copy;
use crate::shell::clock;
use crate::shell::style_sheet;
use hashi_core::daily::{daily, Date};
use hashi_core::pace::PuzzleShape;
use hashi_core::packs::techniques_of;
use leptos::prelude::*;
use leptos_router::components::A;
use std::time::Duration;

#[component]
pub fn DailyPanel(date: Date) -> impl IntoView {
    style_sheet::adopt("daily-style", include_str!("../../../style/daily.css"));
    let today = clock::today();
    let spec = daily(date);
    // Statistics are read again after a solve, so the streak follows at once.
    let stats = Memo::new(move |_| records::stats_tracked());
    let streak = move || stats.with(|s| s.streak(today));
    let result = move || stats.with(|s| s.daily_result(date));
    let solved = Memo::new(move |_| stats.with(|s| s.streak_dates()));
    let later = Memo::new(move |_| stats.with(|s| s.played_later_dates()));
    let played_later = move || later.with(|l| l.binary_search(&date).is_ok());
    // The day's rating as its opening kept it (the islands as a board of its band and size
    // usually has: the panel does not hold the puzzle); the band's usual shape without one.
    let estimates = Estimates::of(move || {
        let typical = PuzzleShape::typical(spec.band, spec.width, spec.height);
        let uses = records::technique_uses(&PuzzleRef::Daily(date).storage_id());
        let shape = if uses.is_empty() {
            typical
        } else {
            PuzzleShape::of_uses(&techniques_of(&uses), usize::from(typical.islands))
        };
        vec![shape]
    });
    let copied = RwSignal::new(None::<String>);
    let to_next = RwSignal::new(clock::ms_to_next_day());
    if let Ok(handle) = set_interval_with_handle(
        // A tick already queued when the panel goes finds its signal gone, and does nothing.
        move || {
            to_next.try_set(clock::ms_to_next_day());
        },
        Duration::from_secs(1),
    ) {
        on_cleanup(move || handle.clear());
    }
    view! {
        <aside class="panel daily-panel" aria-label=tr(DailyMsg::Panel)>
            <h2>{move || t_with(DailyMsg::Heading, &[("date", &date_name(date))])}</h2>
            <p class="daily-rule">
                {move || {
                    let weekday = date_part(date, &[("weekday", "long")])
                        .unwrap_or_else(|| date.weekday().to_string());
                    t_with(
                        DailyMsg::Rule,
                        &[
                            ("weekday", &weekday),
                            ("band", &t(band_name(spec.band))),
                            ("size", &format!("{}x{}", spec.width, spec.height)),
                        ],
                    )
                }}
                " "
                {estimates.label(0)}
            </p>
            <p data-testid="streak">
                {move || {
                    let s = streak();
                    let days = |n: u32| t_count(WordsMsg::Days, n.into(), &[]);
                    t_with(
                        DailyMsg::Streak,
                        &[("current", &days(s.current)), ("best", &days(s.best))],
                    )
                }}
            </p>
            <p class="daily-streak-rule" data-testid="streak-rule">{tr(DailyMsg::StreakRule)}</p>
            {move || {
                played_later()
                    .then(|| view! { <p data-testid="played-later">{tr(DailyMsg::PlayedLaterNote)}</p> })
            }}
            <p data-testid="daily-countdown">
                {move || t_with(DailyMsg::NextIn, &[("time", &format_time(to_next.get() as u64))])}
            </p>
            <DailyReminder />
            {move || {
                result()
                    .map(|r| {
                        let text = share_text(date, r.elapsed_ms, r.hints);
                        let to_copy = text.clone();
                        view! {
                            <p class="daily-share">
                                <output data-testid="daily-share">{text}</output>
                                " "
                                <button on:click=move |_| copy(to_copy.clone(), copied)>
                                    {move || {
                                        if copied.get().is_some() { t(WordsMsg::Copied) } else { t(DailyMsg::Copy) }
                                    }}
                                </button>
                            </p>
                        }
                    })
            }}
            <Calendar month=date solved later today />
            <PrintMonth month=date today />
            {(date != today)
                .then(|| {
                    view! {
                        <p>
                            <A href=PuzzleRef::Daily(today).path()>{tr(DailyMsg::Today)}</A>
                        </p>
                    }
                })}
        </aside>
    }
}

/// The day as the language writes it ("Nov 24, 2026"); its number where no browser is there.
fn date_name(day: Date) -> String {
    if cfg!(target_arch = "wasm32") {
        date(day)
    } else {
        day.to_string()
    }
}

/// The day's result to share, with no spoilers: "Hashi daily 2026-11-23 · 4:12 · no hints"
/// (the date as a number, which reads the same everywhere).
fn share_text(day: Date, elapsed_ms: u64, hints: u32) -> String {
    let hints = match hints {
        0 => t(DailyMsg::NoHints),
        n => t_count(WordsMsg::Hints, n.into(), &[]),
    };
    t_with(
        DailyMsg::Share,
        &[
            ("date", &day.to_string()),
            ("time", &format_time(elapsed_ms)),
            ("hints", &hints),
        ],
    )
}

/// The daily puzzle's date, for the panel in its chunk (which takes no props).
#[derive(Clone, Copy)]
pub struct DailyDate(pub Date);

crate::split_chunk! {
    /// The panel beside a daily puzzle, downloaded when a daily puzzle first opens.
    pub fn daily_panel_chunk in daily => || match use_context::<DailyDate>() {
        Some(DailyDate(date)) => view! { <DailyPanel date /> }.into_any(),
        None => ().into_any(),
    }
}
