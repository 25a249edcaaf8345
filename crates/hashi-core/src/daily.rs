//! The daily puzzle: a calendar date (UTC), the fixed rule that turns a date into the same
//! puzzle for everyone, and the streak of consecutive days solved.
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
//! ```
//! use hashi_core::daily::{daily, Date};
//! use hashi_core::rating::Band;
//! let spec = daily("2026-11-23".parse::<Date>().unwrap());
//! assert_eq!((spec.band, spec.width, spec.height, spec.seed), (Band::Medium, 10, 10, 20261123));
//! ```

use crate::rating::Band;
use std::fmt;
use std::str::FromStr;

/// A day of the proleptic Gregorian calendar, always a valid date.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    year: i32,
    month: u8,
    day: u8,
}

/// A day of the week.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

/// Why a text is not a date.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DateError {
    /// Not of the form YYYY-MM-DD.
    Form(String),
    /// A month other than 1 to 12.
    Month(u32),
    /// A day the month does not have (2026-02-30).
    Day { year: i32, month: u8, day: u32 },
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateError::Form(text) => write!(f, "“{text}” is not a date like 2026-11-23"),
            DateError::Month(m) => write!(f, "there is no month {m}"),
            DateError::Day { year, month, day } => write!(
                f,
                "{year:04}-{month:02} has {} days, not {day}",
                days_in_month(*year, *month)
            ),
        }
    }
}

impl std::error::Error for DateError {}

fn is_leap(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

/// How many days `month` (1 to 12) of `year` has.
pub fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The date, or why it does not exist.
    pub fn new(year: i32, month: u32, day: u32) -> Result<Date, DateError> {
        if !(1..=12).contains(&month) {
            return Err(DateError::Month(month));
        }
        let month = month as u8;
        if day == 0 || day > u32::from(days_in_month(year, month)) {
            return Err(DateError::Day { year, month, day });
        }
        Ok(Date {
            year,
            month,
            day: day as u8,
        })
    }

    pub fn year(self) -> i32 {
        self.year
    }

    pub fn month(self) -> u8 {
        self.month
    }

    pub fn day(self) -> u8 {
        self.day
    }

    /// Days since 1970-01-01 (negative before), by Howard Hinnant's `days_from_civil`.
    pub fn days_since_epoch(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01, by Howard Hinnant's `civil_from_days`.
    /// Days beyond about 2.7 million years either way are clamped (no clock gives them, and
    /// the arithmetic must not overflow).
    pub fn from_days_since_epoch(days: i64) -> Date {
        let z = days.clamp(-1_000_000_000, 1_000_000_000) + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Date { year, month, day }
    }

    /// The UTC date at `ms` milliseconds since the epoch (what a browser's clock gives). The
    /// core never reads the clock itself: the caller passes the time in.
    pub fn from_unix_ms(ms: f64) -> Date {
        Date::from_days_since_epoch((ms / 86_400_000.0).floor() as i64)
    }

    /// The day after.
    pub fn next(self) -> Date {
        Date::from_days_since_epoch(self.days_since_epoch() + 1)
    }

    /// The day before.
    pub fn previous(self) -> Date {
        Date::from_days_since_epoch(self.days_since_epoch() - 1)
    }

    /// The first day of this date's month.
    pub fn first_of_month(self) -> Date {
        Date { day: 1, ..self }
    }

    /// How many days this date's month has.
    pub fn days_in_month(self) -> u8 {
        days_in_month(self.year, self.month)
    }

    pub fn weekday(self) -> Weekday {
        // 1970-01-01 was a Thursday.
        const FROM_THURSDAY: [Weekday; 7] = [
            Weekday::Thursday,
            Weekday::Friday,
            Weekday::Saturday,
            Weekday::Sunday,
            Weekday::Monday,
            Weekday::Tuesday,
            Weekday::Wednesday,
        ];
        FROM_THURSDAY[self.days_since_epoch().rem_euclid(7) as usize]
    }
}

impl fmt::Display for Weekday {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Weekday::Monday => "Monday",
            Weekday::Tuesday => "Tuesday",
            Weekday::Wednesday => "Wednesday",
            Weekday::Thursday => "Thursday",
            Weekday::Friday => "Friday",
            Weekday::Saturday => "Saturday",
            Weekday::Sunday => "Sunday",
        })
    }
}

impl Weekday {
    /// 0 for Monday to 6 for Sunday.
    pub fn from_monday(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = DateError;

    /// Reads `YYYY-MM-DD` (four-digit year, two-digit month and day).
    fn from_str(text: &str) -> Result<Date, DateError> {
        let form = || DateError::Form(text.to_string());
        let parts: Vec<&str> = text.split('-').collect();
        let [y, m, d] = parts[..] else {
            return Err(form());
        };
        let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
        if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
            return Err(form());
        }
        let number = |s: &str| s.parse::<u32>().map_err(|_| form());
        Date::new(number(y)? as i32, number(m)?, number(d)?)
    }
}

/// What a day's puzzle is: the generator's parameters and seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailySpec {
    pub band: Band,
    pub width: usize,
    pub height: usize,
    pub seed: u64,
}

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
    let seed = u64::try_from(date.year).unwrap_or(0) * 10_000
        + u64::from(date.month) * 100
        + u64::from(date.day);
    DailySpec {
        band,
        width: side,
        height: side,
        seed,
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

/// The daily streak: consecutive days solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Streak {
    /// Days in the run that reaches `today`, or yesterday while today is still open.
    pub current: u32,
    /// The longest run ever.
    pub best: u32,
}

/// The streak over the days `solved` (in order, each once), seen on `today`. A run ending yesterday still counts as
/// current, since today's puzzle can still extend it.
pub fn streak(solved: &[Date], today: Date) -> Streak {
    let mut best = 0;
    let mut run = 0;
    let mut last: Option<Date> = None;
    for &date in solved {
        run = if last.is_some_and(|d| d.next() == date) {
            run + 1
        } else {
            1
        };
        best = best.max(run);
        last = Some(date);
    }
    // A sorted slice, not a set: the hub counts the streak, and a set's code is not small.
    let is_solved = |day: Date| solved.binary_search(&day).is_ok();
    let mut current = 0;
    let mut day = if is_solved(today) {
        today
    } else {
        today.previous()
    };
    while is_solved(day) {
        current += 1;
        day = day.previous();
    }
    Streak { current, best }
}

#[cfg(test)]
mod tests {
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

    #[test]
    fn streaks() {
        let set = |days: &[&str]| {
            let mut days: Vec<Date> = days.iter().map(|d| date(d)).collect();
            days.sort();
            days
        };
        let today = date("2026-11-23");
        assert_eq!(
            streak(&set(&[]), today),
            Streak {
                current: 0,
                best: 0
            }
        );
        let run = set(&["2026-11-20", "2026-11-21", "2026-11-22"]);
        // Today is still open: yesterday's run is current.
        assert_eq!(
            streak(&run, today),
            Streak {
                current: 3,
                best: 3
            }
        );
        assert_eq!(
            streak(&run, today.next()),
            Streak {
                current: 0,
                best: 3
            }
        );
        let more = set(&[
            "2026-11-01",
            "2026-11-02",
            "2026-11-03",
            "2026-11-04",
            "2026-11-23",
        ]);
        assert_eq!(
            streak(&more, today),
            Streak {
                current: 1,
                best: 4
            }
        );
        // Across a month and a year.
        let turn = set(&["2026-12-31", "2027-01-01"]);
        assert_eq!(
            streak(&turn, date("2027-01-01")),
            Streak {
                current: 2,
                best: 2
            }
        );
    }
}
