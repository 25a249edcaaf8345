//! The hub's link to this week's puzzle, with how it was chosen and whether it is solved; before
//! the first week, the link to that one and the day it opens.

use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::records;
use crate::hashi::words::band_name;
use crate::i18n::{self, t, t_with, HubMsg, WordsMsg};
use crate::shell::clock;
use hashi_core::weekly::{weekly, Week, FIRST_WEEK};
use leptos::prelude::*;

#[component]
pub fn WeeklyLink() -> impl IntoView {
    let now = Week::of(clock::today());
    let week = now.max(FIRST_WEEK);
    let spec = weekly(week);
    let reference = PuzzleRef::Weekly(week);
    let solved = records::stats().is_solved(&reference.storage_id());
    // Every week from the first has a rule, which says how many candidates it is picked from.
    let count = spec.map_or(0, |s| s.candidates);
    let picked = t_with(HubMsg::WeeklyLinkWhat, &[("count", &count.to_string())]);
    let state = if week > now {
        format!(
            " · {}",
            t_with(
                HubMsg::WeeklyLinkOpens,
                &[("date", &i18n::date(week.monday()))]
            )
        )
    } else if solved {
        format!(" · {}", t(HubMsg::DailyLinkSolved))
    } else {
        String::new()
    };
    let what = spec.map_or_else(String::new, |s| {
        format!(" · {} {}x{}", t(band_name(s.band)), s.width, s.height)
    });
    view! {
        <p class="weekly-link">
            <a href=reference.path() data-testid="weekly" data-solved=solved.to_string()>
                {t_with(WordsMsg::WeeklyTitle, &[("week", &week.to_string())])}
            </a>
            {format!("{what} · {picked}{state}")}
        </p>
    }
}
