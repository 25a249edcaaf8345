//! Calendar dates as the daily puzzle counts them (proleptic Gregorian, no time zone): parsing,
//! days since the epoch, weekdays and months.

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
    /// A date known to be valid when written (a constant); checked by the tests that use it.
    pub(crate) const fn from_parts(year: i32, month: u8, day: u8) -> Date {
        Date { year, month, day }
    }

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
