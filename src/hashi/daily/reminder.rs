//! "Remind me every day": a calendar file with a daily event at the time the player picks,
//! whose link opens the day's puzzle. The player's calendar does the reminding, so the page
//! asks for no permission and no server sends anything.

use crate::i18n::{t, t_with, tr, DailyMsg};
use crate::shell::clock;
use crate::shell::download::download;
use hashi_core::daily::{reminder_ics, LocalTime, Reminder};
use leptos::prelude::*;

/// The time offered first: early enough to come before a working day.
const FIRST_OFFERED: &str = "08:00";

/// The file's name, the same each time so that a second download replaces the first.
const FILE_NAME: &str = "hashi-daily-reminder.ics";

/// What the last press gave.
#[derive(Clone, Debug, PartialEq)]
enum Outcome {
    /// The file was handed over, for this time of day.
    Saved(String),
    /// The time box does not hold a time of day.
    BadTime,
    /// The browser would not take the file: its words.
    Failed(String),
}

/// `08:30` as (8, 30); None for anything that is not a time of day.
fn time_of_day(text: &str) -> Option<(u8, u8)> {
    let (hour, minute) = text.trim().split_once(':')?;
    // Some browsers add seconds (`08:30:00`).
    let minute = minute.split(':').next()?;
    let (hour, minute) = (hour.parse::<u8>().ok()?, minute.parse::<u8>().ok()?);
    (hour < 24 && minute < 60).then_some((hour, minute))
}

/// The calendar file for a reminder every day from today at `hour`:`minute`.
fn calendar_file(hour: u8, minute: u8) -> Option<String> {
    let first = LocalTime::new(clock::today(), hour, minute)?;
    let url = web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .map(|origin| format!("{origin}/hashi/daily"))?;
    let stamp = LocalTime::at(js_sys::Date::now(), 0);
    let summary = t(DailyMsg::ReminderSummary);
    let description = t(DailyMsg::ReminderDescription);
    let reminder = Reminder {
        first,
        summary: &summary,
        description: &description,
        url: &url,
    };
    Some(reminder_ics(&reminder, stamp))
}

#[component]
pub fn DailyReminder() -> impl IntoView {
    let time = RwSignal::new(FIRST_OFFERED.to_string());
    let outcome = RwSignal::new(None::<Outcome>);
    let make = move |_| {
        let chosen = time.get_untracked();
        let Some((hour, minute)) = time_of_day(&chosen) else {
            outcome.set(Some(Outcome::BadTime));
            return;
        };
        let Some(text) = calendar_file(hour, minute) else {
            outcome.set(Some(Outcome::Failed(t(DailyMsg::ReminderNoPage))));
            return;
        };
        outcome.set(Some(match download(FILE_NAME, "text/calendar", &text) {
            Ok(()) => Outcome::Saved(format!("{hour:02}:{minute:02}")),
            Err(why) => Outcome::Failed(why.as_string().unwrap_or_else(|| format!("{why:?}"))),
        }));
    };
    view! {
        <details class="daily-reminder" data-testid="daily-reminder">
            <summary>{tr(DailyMsg::ReminderOpen)}</summary>
            <p>{tr(DailyMsg::ReminderHow)}</p>
            <p class="reminder-form">
                <label>
                    {tr(DailyMsg::ReminderTime)} " "
                    <input
                        type="time"
                        data-testid="reminder-time"
                        prop:value=move || time.get()
                        on:input=move |ev| time.set(event_target_value(&ev))
                    />
                </label>
                " "
                <button data-testid="reminder-download" on:click=make>
                    {tr(DailyMsg::ReminderDownload)}
                </button>
            </p>
            {move || {
                outcome
                    .get()
                    .map(|outcome| {
                        let (role, text) = match outcome {
                            Outcome::Saved(at) => ("status", t_with(DailyMsg::ReminderSaved, &[("time", &at)])),
                            Outcome::BadTime => ("alert", t(DailyMsg::ReminderBadTime)),
                            Outcome::Failed(why) => ("alert", t_with(DailyMsg::ReminderFailed, &[("why", &why)])),
                        };
                        view! { <p role=role data-testid="reminder-outcome">{text}</p> }
                    })
            }}
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_of_day_is_read_as_the_time_box_gives_it() {
        assert_eq!(time_of_day("08:30"), Some((8, 30)));
        assert_eq!(time_of_day("23:59:00"), Some((23, 59)));
        assert_eq!(time_of_day(" 7:05 "), Some((7, 5)));
        for not_a_time in ["", "24:00", "08:60", "8", "ab:cd", "-1:30"] {
            assert_eq!(time_of_day(not_a_time), None, "{not_a_time}");
        }
    }
}
