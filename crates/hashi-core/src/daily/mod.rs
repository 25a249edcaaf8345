//! The daily puzzle: a calendar date (each player's own local day), the fixed rule that turns
//! a date into the same puzzle for everyone, and the streak of consecutive days solved.
//!
//! # The rule
//!
//! The seed is the date written as a number, `YYYYMMDD` (2026-11-23 → 20261123); the band and
//! size follow the day of the week, rising through the week with a big one on Sundays:
//!
//! | day       | band   | size  |
//! |-----------|--------|-------|
//! | Monday    | medium | 10x10 |
//! | Tuesday   | medium | 12x12 |
//! | Wednesday | hard   | 12x12 |
//! | Thursday  | hard   | 15x15 |
//! | Friday    | expert | 15x15 |
//! | Saturday  | expert | 20x20 |
//! | Sunday    | hard   | 25x25 |
//!
//! Every pair is one the generator makes reliably (see the tests). Changing the rule changes
//! every daily puzzle, past ones included: treat it like the generator's version.
//!
//! # The generator version
//!
//! A date is bound to the generator version in force on it, so a past daily never changes:
//! up to 2026-12-06 version 7, from [`VERSION_8_FROM`] (Monday 2026-12-07) version 8, from
//! [`VERSION_9_FROM`] (Monday 2026-12-14) version 9.
//!
//! ```
//! use hashi_core::daily::{daily, Date};
//! use hashi_core::rating::Band;
//! let spec = daily("2026-11-23".parse::<Date>().unwrap());
//! assert_eq!((spec.band, spec.width, spec.height, spec.seed), (Band::Medium, 10, 10, 20261123));
//! ```

mod date;
pub mod file;
mod local;
mod reminder;
mod streak;

pub use date::{days_in_month, Date, DateError, Weekday};
pub use local::{LocalTime, LocalTimeError};
pub use reminder::{reminder_ics, Reminder};
pub use streak::{counts_for_streak, still_open, streak, Streak};

use crate::rating::Band;

/// What a day's puzzle is: the generator's parameters and seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailySpec {
    pub band: Band,
    pub width: usize,
    pub height: usize,
    pub seed: u64,
    /// The generator version that makes it (see the module's documentation).
    pub version: u32,
}

/// The first date whose daily version 8 makes: a Monday after the release, so that no
/// player anywhere has met that date's puzzle made by version 7.
pub const VERSION_8_FROM: Date = Date::from_parts(2026, 12, 7);

/// The first date whose daily version 9 makes: the Monday after version 8's first week, so
/// that the week of version 8's dailies announced with its release is kept as announced.
pub const VERSION_9_FROM: Date = Date::from_parts(2026, 12, 14);

/// The puzzle of `date`, by the rule in this module's documentation.
pub fn daily(date: Date) -> DailySpec {
    let (band, side) = match date.weekday() {
        Weekday::Monday => (Band::Medium, 10),
        Weekday::Tuesday => (Band::Medium, 12),
        Weekday::Wednesday => (Band::Hard, 12),
        Weekday::Thursday => (Band::Hard, 15),
        Weekday::Friday => (Band::Expert, 15),
        Weekday::Saturday => (Band::Expert, 20),
        Weekday::Sunday => (Band::Hard, 25),
    };
    // Years before 1 or after 9999 never come from a clock; they still get a seed.
    let seed = u64::try_from(date.year()).unwrap_or(0) * 10_000
        + u64::from(date.month()) * 100
        + u64::from(date.day());
    DailySpec {
        band,
        width: side,
        height: side,
        seed,
        version: if date < VERSION_8_FROM {
            7
        } else if date < VERSION_9_FROM {
            8
        } else {
            9
        },
    }
}

/// What a player shares after solving a day's puzzle: the date, the time and the hints used,
/// nothing about the solution ("Hashi daily 2026-11-23 · 4:12 · no hints").
pub fn share_text(date: Date, elapsed_ms: u64, hints: u32) -> String {
    let s = elapsed_ms / 1000;
    let time = if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    };
    let hints = match hints {
        0 => "no hints".to_string(),
        1 => "1 hint".to_string(),
        n => format!("{n} hints"),
    };
    format!("Hashi daily {date} · {time} · {hints}")
}

#[cfg(test)]
mod tests {
    use crate::formats::write_task;

    #[test]
    fn a_date_is_bound_to_the_generator_version_in_force_on_it() {
        let day = |d: &str| daily(d.parse().unwrap()).version;
        assert_eq!(VERSION_8_FROM, "2026-12-07".parse().unwrap());
        assert_eq!(VERSION_8_FROM.weekday(), Weekday::Monday);
        assert_eq!(VERSION_9_FROM, "2026-12-14".parse().unwrap());
        assert_eq!(VERSION_9_FROM.weekday(), Weekday::Monday);
        assert_eq!(day("2026-01-01"), 7);
        assert_eq!(day("2026-11-28"), 7);
        assert_eq!(day("2026-12-06"), 7);
        assert_eq!(day("2026-12-07"), 8);
        assert_eq!(day("2026-12-13"), 8);
        assert_eq!(day("2026-12-14"), 9);
        assert_eq!(day("2027-06-30"), 9);
    }

    /// (date, the start of its puzzle's task string), across 2026-2027.
    const DAILY_PINS: [(&str, &str); 14] = [
        (
            "2026-01-05",
            "10x10:2f2a2a3d4a2a3a1a3f3a1d1c2c4b4a1h3a6a7a5a2b1g2b1e1b3b3a",
        ),
        (
            "2026-03-15",
            "25x25:1f2a1a1b3b2a3d2a3a5a1d2a3g2a3f1b3f1a2b5a1b22i1k3c1c2a3",
        ),
        (
            "2026-06-10",
            "12x12:2a2c1d2c4a3a4a3f1a3e4a2f2a3c2c1d5e5d3c2d1a2l2a2a4a1a2b",
        ),
        (
            "2026-09-24",
            "15x15:a4c3a1a2a4a3a1o6f4a2c22c1a2b2a2d4e4e4d2b2a1a3a3a43d1a4",
        ),
        (
            "2026-11-27",
            "15x15:a2b3a3d3a1a2b1a1j2b1b2a3a4b2f1a1d1b3a3a3a3f2h2i3c2f23o",
        ),
        (
            "2026-11-28",
            "20x20:2a3a3a2a2a3d2a2a2a2a4c2a1j2d2d5a3f2a1d2a1k3a2d2b4d1b1b",
        ),
        (
            "2026-11-29",
            "25x25:2c4b3a4a6a4d2a3c4a2a1h1a2b4a4a4a3a2e1a3b6f1c1a3a4b5d3b",
        ),
        (
            "2026-12-06",
            "25x25:b2a1d1c3b1a3c3b1b1a5d3a1b2a2a2a1j1a2a2a5d1a2a3a34a4b6f",
        ),
        (
            "2026-12-07",
            "10x10:2a3f3a2b4a4a2f2c3c1c1m2a2a2a2b4c3d2k1a2a4a4a22a3a4a3a1",
        ),
        (
            "2026-12-12",
            "20x20:2a5a5b3a2a2a4c5a2a1d1a3a4a3b1d2a3a3b1e2c4a4a2a3b2c1a2b",
        ),
        (
            "2026-12-13",
            "25x25:a1b4a4a4a4b2a1b2b2a1a2b2a1a3d2a4a3c1a2a2a2b2a1a1i3b3a2a1",
        ),
        (
            "2026-12-14",
            "10x10:2a2a2a3a2b3a4c2a22c3a3a1l1b4a5b33b6a3f1e1d3a2c22a4c5a3b1",
        ),
        (
            "2027-02-14",
            "25x25:2a5a5a2a3a3a3a3a3a2a4a1e1g1a2a3a2a1a1b24a6a3b1b3a3a2a1a1",
        ),
        (
            "2027-12-31",
            "15x15:3b3a2a2a2b4a3a2b3a3a2b1f2c2b4a4a22c3a2b1f2a3k4a3a4b3a2b5",
        ),
    ];

    /// Dailies before the switch keep the puzzles version 7 gave them (pinned when version 8
    /// came), version 8's week keeps version 8's, and the dates after it are version 9's.
    #[test]
    fn past_dailies_keep_their_puzzles() {
        for (date, task_start) in DAILY_PINS {
            let spec = daily(date.parse().unwrap());
            let params = crate::generator::Params {
                width: spec.width,
                height: spec.height,
                ..crate::generator::Params::for_band(spec.band)
            };
            let made = crate::generator::generate_as(&params, spec.seed, spec.version).unwrap();
            let task = write_task(&made.puzzle);
            assert!(task.starts_with(task_start), "{date}: {task}");
        }
    }

    use super::*;
    use crate::generator::{generate, Params};

    fn date(text: &str) -> Date {
        text.parse().expect(text)
    }

    #[test]
    fn dates_parse_and_print() {
        assert_eq!(date("2026-11-23").to_string(), "2026-11-23");
        assert_eq!(date("2024-02-29").to_string(), "2024-02-29");
        for bad in [
            "2026-1-23",
            "26-11-23",
            "2026-11-23x",
            "2026/11/23",
            "",
            "2026-11",
            "+026-11-23",
        ] {
            assert!(
                matches!(bad.parse::<Date>(), Err(DateError::Form(_))),
                "{bad}"
            );
        }
        let e = "2026-02-30".parse::<Date>().unwrap_err();
        assert_eq!(e.to_string(), "2026-02 has 28 days, not 30");
        assert!(matches!(
            "2026-13-01".parse::<Date>(),
            Err(DateError::Month(13))
        ));
        assert!("2026-04-31".parse::<Date>().is_err());
        assert!("2025-02-29".parse::<Date>().is_err());
        assert!("1900-02-29".parse::<Date>().is_err());
        assert!("2000-02-29".parse::<Date>().is_ok());
        assert!("2026-11-00".parse::<Date>().is_err());
    }

    #[test]
    fn days_round_trip_and_step() {
        assert_eq!(date("1970-01-01").days_since_epoch(), 0);
        assert_eq!(date("1969-12-31").days_since_epoch(), -1);
        for days in -800_000..800_000 {
            if days % 997 == 0 {
                let d = Date::from_days_since_epoch(days);
                assert_eq!(d.days_since_epoch(), days);
                if (1..=9999).contains(&d.year()) {
                    assert_eq!(d.to_string().parse::<Date>(), Ok(d));
                }
            }
        }
        assert_eq!(date("2026-12-31").next(), date("2027-01-01"));
        assert_eq!(date("2024-02-28").next(), date("2024-02-29"));
        assert_eq!(date("2026-03-01").previous(), date("2026-02-28"));
        // 2026-11-23T23:59:59.999Z and the next millisecond.
        assert_eq!(Date::from_unix_ms(1_795_478_399_999.0), date("2026-11-23"));
        assert_eq!(Date::from_unix_ms(1_795_478_400_000.0), date("2026-11-24"));
    }

    #[test]
    fn weekdays() {
        assert_eq!(date("1970-01-01").weekday(), Weekday::Thursday);
        assert_eq!(date("2026-11-23").weekday(), Weekday::Monday);
        assert_eq!(date("2026-11-29").weekday(), Weekday::Sunday);
        assert_eq!(date("2000-01-01").weekday(), Weekday::Saturday);
        assert_eq!(date("1969-12-31").weekday(), Weekday::Wednesday);
        assert_eq!(date("2026-11-28").weekday().to_string(), "Saturday");
        // Clocks that make no sense still give a date, never a panic.
        assert_eq!(Date::from_unix_ms(f64::NAN), date("1970-01-01"));
        let _ = Date::from_unix_ms(f64::MAX);
        let _ = Date::from_unix_ms(f64::MIN);
    }

    #[test]
    fn the_rule() {
        let spec = |d: &str| {
            let s = daily(date(d));
            (s.band, s.width, s.height, s.seed)
        };
        assert_eq!(spec("2026-11-23"), (Band::Medium, 10, 10, 20261123));
        assert_eq!(spec("2026-11-24"), (Band::Medium, 12, 12, 20261124));
        assert_eq!(spec("2026-11-25"), (Band::Hard, 12, 12, 20261125));
        assert_eq!(spec("2026-11-26"), (Band::Hard, 15, 15, 20261126));
        assert_eq!(spec("2026-11-27"), (Band::Expert, 15, 15, 20261127));
        assert_eq!(spec("2026-11-28"), (Band::Expert, 20, 20, 20261128));
        assert_eq!(spec("2026-11-29"), (Band::Hard, 25, 25, 20261129));
    }

    #[test]
    fn two_weeks_of_dailies_generate() {
        let mut day = date("2026-11-23");
        for _ in 0..14 {
            let spec = daily(day);
            let params = Params {
                width: spec.width,
                height: spec.height,
                ..Params::for_band(spec.band)
            };
            assert!(generate(&params, spec.seed).is_ok(), "{day}");
            day = day.next();
        }
    }

    #[test]
    fn share_texts() {
        let d = date("2026-11-23");
        assert_eq!(
            share_text(d, 252_400, 0),
            "Hashi daily 2026-11-23 · 4:12 · no hints"
        );
        assert_eq!(
            share_text(d, 5_000, 1),
            "Hashi daily 2026-11-23 · 0:05 · 1 hint"
        );
        assert_eq!(
            share_text(d, 3_723_000, 3),
            "Hashi daily 2026-11-23 · 1:02:03 · 3 hints"
        );
    }

    #[test]
    fn the_order_of_date_texts_is_the_calendars() {
        // Stored results are keyed by date text; their order is taken as the calendar's.
        let days = [
            "0001-01-01",
            "1999-12-31",
            "2024-02-29",
            "2026-11-23",
            "2026-12-01",
            "9999-12-31",
        ];
        for a in days {
            for b in days {
                assert_eq!(date(a).cmp(&date(b)), a.cmp(b), "{a} {b}");
            }
        }
    }
}
