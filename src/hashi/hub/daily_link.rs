//! The hub's link to today's daily puzzle, with what it is and the streak so far.

use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::storage;
use crate::hashi::words::days;
use crate::shell::clock;
use hashi_core::daily::daily;
use leptos::prelude::*;

#[component]
pub fn DailyLink() -> impl IntoView {
    let today = clock::today();
    let spec = daily(today);
    let stats = storage::stats();
    let streak = stats.streak(today);
    let done = stats.daily_result(today).is_some();
    view! {
        <p class="daily-link">
            <a href=PuzzleRef::Daily(today).path() data-testid="daily">
                {format!("Daily puzzle {today}")}
            </a>
            {format!(
                " · {} {}x{}{} · streak {}",
                spec.band,
                spec.width,
                spec.height,
                if done { " · solved ✓" } else { "" },
                days(streak.current),
            )}
        </p>
    }
}
