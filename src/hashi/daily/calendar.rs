//! A small month grid of the daily puzzles: days solved in time for the streak ticked, days
//! played later marked apart, today outlined, each day a link to its puzzle (days to come are
//! not links: their puzzle is not out yet).

use crate::hashi::puzzle_ref::PuzzleRef;
use crate::i18n::{date_part, t_with, DailyMsg};
use hashi_core::daily::Date;
use leptos::prelude::*;
use leptos_router::components::A;

/// The months' English names, where no browser names them (native tests).
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// "November 2026" in the current language.
fn month_name(month: Date) -> String {
    date_part(month, &[("month", "long"), ("year", "numeric")]).unwrap_or_else(|| {
        let name = MONTHS
            .get(usize::from(month.month()).saturating_sub(1))
            .copied()
            .unwrap_or_default();
        format!("{name} {}", month.year())
    })
}

/// The weekdays' initials, Monday first, in the current language ("M T W T F S S").
fn weekday_initials(first: Date) -> Vec<String> {
    let monday = (0..first.weekday().from_monday()).fold(first, |d, _| d.previous());
    let english = ["M", "T", "W", "T", "F", "S", "S"];
    let mut day = monday;
    english
        .iter()
        .map(|fallback| {
            let initial =
                date_part(day, &[("weekday", "narrow")]).unwrap_or_else(|| (*fallback).to_string());
            day = day.next();
            initial
        })
        .collect()
}

#[component]
pub fn Calendar(
    /// Any day of the month shown.
    month: Date,
    /// The days whose puzzle was solved by play in time for the streak.
    solved: Memo<Vec<Date>>,
    /// The days whose puzzle was played later: in the statistics, not the streak.
    later: Memo<Vec<Date>>,
    today: Date,
) -> impl IntoView {
    let first = month.first_of_month();
    let name = Memo::new(move |_| month_name(month));
    // Blank cells before the 1st, Monday first.
    let blanks = first.weekday().from_monday();
    let mut day = first;
    let mut dates = Vec::new();
    for _ in 0..first.days_in_month() {
        dates.push(day);
        day = day.next();
    }
    view! {
        <figure class="calendar" data-testid="calendar">
            <figcaption>{move || t_with(DailyMsg::Month, &[("month", &name.get())])}</figcaption>
            <ol class="calendar-grid">
                {move || weekday_initials(first)
                    .into_iter()
                    .map(|d| view! { <li class="calendar-head" aria-hidden="true">{d}</li> })
                    .collect_view()}
                {(0..blanks).map(|_| view! { <li class="calendar-blank"></li> }).collect_view()}
                {dates
                    .into_iter()
                    .map(|date| {
                        let is_solved = move || solved.with(|s| s.binary_search(&date).is_ok());
                        let is_later = move || later.with(|s| s.binary_search(&date).is_ok());
                        let number = date.day().to_string();
                        // The name starts with the number shown, so that a speech-input user
                        // who says "click 3" reaches this link.
                        let label = {
                            let number = number.clone();
                            move || {
                                let msg = if is_solved() {
                                    DailyMsg::DaySolved
                                } else if is_later() {
                                    DailyMsg::DayLater
                                } else {
                                    DailyMsg::Day
                                };
                                t_with(msg, &[("day", &number), ("month", &name.get())])
                            }
                        };
                        view! {
                            <li
                                class="calendar-day"
                                class:solved=is_solved
                                class:played-later=is_later
                                class:today=date == today
                                data-date=date.to_string()
                            >
                                {if date <= today {
                                    view! {
                                        <A href=PuzzleRef::Daily(date).path() attr:aria-label=label>
                                            {number}
                                        </A>
                                    }
                                        .into_any()
                                } else {
                                    view! { <span>{number}</span> }.into_any()
                                }}
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </figure>
    }
}
