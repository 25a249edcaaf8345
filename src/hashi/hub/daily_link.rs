//! The hub's link to today's daily puzzle, with what it is and the streak so far.

use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::records;
use crate::hashi::words::band_name;
use crate::i18n::{self, t, t_count, t_with, HubMsg};
use crate::shell::clock;
use hashi_core::daily::daily;
use leptos::prelude::*;

#[component]
pub fn DailyLink() -> impl IntoView {
    let today = clock::today();
    let spec = daily(today);
    let stats = records::stats();
    let streak = stats.streak(today);
    let done = stats.daily_result(today).is_some();
    view! {
        <p class="daily-link">
            <a href=PuzzleRef::Daily(today).path() data-testid="daily">
                {t_with(HubMsg::DailyLink, &[("date", &i18n::date(today))])}
            </a>
            {{
                let solved = if done { format!(" · {}", t(HubMsg::DailyLinkSolved)) } else { String::new() };
                format!(
                    " · {} {}x{}{solved} · {}",
                    t(band_name(spec.band)),
                    spec.width,
                    spec.height,
                    t_count(HubMsg::DailyLinkStreak, streak.current.into(), &[]),
                )
            }}
        </p>
    }
}
