//! Beside the daily puzzle: the streak of days solved, the month's calendar and, once the day
//! is solved by play, a share text with the time and hints (no spoilers).

use crate::hashi::daily::calendar::Calendar;
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::storage;
use crate::hashi::words::days;
use crate::shell::clipboard::copy;
use crate::shell::clock;
use hashi_core::daily::{daily, share_text, Date};
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn DailyPanel(date: Date) -> impl IntoView {
    let today = clock::today();
    let spec = daily(date);
    // Statistics are read again after a solve, so the streak follows at once.
    let stats = Memo::new(move |_| storage::stats_tracked());
    let streak = move || stats.with(|s| s.streak(today));
    let result = move || stats.with(|s| s.daily_result(date));
    let solved = Memo::new(move |_| stats.with(|s| s.daily_dates()));
    let copied = RwSignal::new(None::<String>);
    view! {
        <aside class="panel daily-panel" aria-label="Daily puzzle">
            <h2>{format!("Daily puzzle {date}")}</h2>
            <p class="daily-rule">
                {format!(
                    "{}: {} {}x{}, the same for everyone today.",
                    date.weekday(),
                    spec.band,
                    spec.width,
                    spec.height,
                )}
            </p>
            <p data-testid="streak">
                {move || {
                    let s = streak();
                    format!("Streak: {} · best {}", days(s.current), days(s.best))
                }}
            </p>
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
                                        if copied.get().is_some() { "Copied." } else { "Copy" }
                                    }}
                                </button>
                            </p>
                        }
                    })
            }}
            <Calendar month=date solved=solved today />
            {(date != today)
                .then(|| {
                    view! {
                        <p>
                            <A href=PuzzleRef::Daily(today).path()>"Today's puzzle"</A>
                        </p>
                    }
                })}
        </aside>
    }
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
