//! ISO 8601 weeks (`2026-W49`): weeks start on Monday, and week 1 of a year is the one that
//! holds its first Thursday, so a week's year can differ from its Monday's (2026-W01 starts on
//! Monday 2025-12-29) and a year has 52 or 53 weeks.

use crate::daily::Date;
use std::fmt;
use std::str::FromStr;

/// An ISO week: its year and its number (1 to 52 or 53).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Week {
    year: i32,
    number: u8,
}

/// Why a text names no week.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeekError {
    /// Not written `YYYY-Www` (the text as given).
    Form(String),
    /// A week number its year does not have (`weeks`: 52 or 53).
    NoSuchWeek { year: i32, number: u32, weeks: u8 },
}

impl fmt::Display for WeekError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeekError::Form(text) => {
                write!(f, "`{text}` is not a week: write it like 2026-W49")
            }
            WeekError::NoSuchWeek {
                year,
                number,
                weeks,
            } => write!(f, "{year} has weeks 1 to {weeks}, not {number}"),
        }
    }
}

impl std::error::Error for WeekError {}

/// The Monday of week 1 of ISO year `year`: the Monday on or before 4 January.
fn first_monday(year: i32) -> Date {
    let fourth = Date::from_parts(year, 1, 4);
    Date::from_days_since_epoch(fourth.days_since_epoch() - fourth.weekday().from_monday() as i64)
}

/// Weeks in ISO year `year`: 53 when it starts on a Thursday, or on a Wednesday in a leap
/// year (then 28 December, always in the last week, is in week 53).
pub fn weeks_in_year(year: i32) -> u8 {
    let last = first_monday(year + 1).days_since_epoch() - first_monday(year).days_since_epoch();
    (last / 7) as u8
}

impl Week {
    /// Week `number` of ISO year `year`, if the year has it.
    pub fn new(year: i32, number: u32) -> Result<Week, WeekError> {
        let weeks = weeks_in_year(year);
        if (1..=u32::from(weeks)).contains(&number) {
            Ok(Week {
                year,
                number: number as u8,
            })
        } else {
            Err(WeekError::NoSuchWeek {
                year,
                number,
                weeks,
            })
        }
    }

    /// A week known to exist (constants).
    pub(crate) const fn from_parts(year: i32, number: u8) -> Week {
        Week { year, number }
    }

    /// The week that holds `date`.
    pub fn of(date: Date) -> Week {
        // The week's Thursday decides its year.
        let monday = date.days_since_epoch() - date.weekday().from_monday() as i64;
        let thursday = Date::from_days_since_epoch(monday + 3);
        let year = thursday.year();
        let number = (monday - first_monday(year).days_since_epoch()) / 7 + 1;
        Week {
            year,
            number: number as u8,
        }
    }

    pub fn year(self) -> i32 {
        self.year
    }

    pub fn number(self) -> u8 {
        self.number
    }

    /// The week's Monday, its first day.
    pub fn monday(self) -> Date {
        let first = first_monday(self.year).days_since_epoch();
        Date::from_days_since_epoch(first + 7 * (i64::from(self.number) - 1))
    }

    /// The week's Sunday, its last day.
    pub fn sunday(self) -> Date {
        Date::from_days_since_epoch(self.monday().days_since_epoch() + 6)
    }

    pub fn next(self) -> Week {
        Week::of(Date::from_days_since_epoch(
            self.monday().days_since_epoch() + 7,
        ))
    }

    pub fn previous(self) -> Week {
        Week::of(Date::from_days_since_epoch(
            self.monday().days_since_epoch() - 7,
        ))
    }
}

impl fmt::Display for Week {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-W{:02}", self.year, self.number)
    }
}

impl FromStr for Week {
    type Err = WeekError;

    /// `YYYY-Www`, as ISO 8601 writes a week (four digits of year, two of week).
    fn from_str(text: &str) -> Result<Week, WeekError> {
        let form = || WeekError::Form(text.to_string());
        let (year, number) = text.split_once("-W").ok_or_else(form)?;
        let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
        if !digits(year, 4) || !digits(number, 2) {
            return Err(form());
        }
        let year = year.parse().map_err(|_| form())?;
        let number = number.parse().map_err(|_| form())?;
        Week::new(year, number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::daily::Weekday;

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    fn week(text: &str) -> Week {
        text.parse().unwrap()
    }

    #[test]
    fn weeks_print_and_read_back() {
        for text in ["2026-W49", "2026-W01", "2020-W53", "0999-W10", "2027-W52"] {
            assert_eq!(week(text).to_string(), text);
        }
        assert_eq!(week("2026-W49").monday(), date("2026-11-30"));
        assert_eq!(week("2026-W49").sunday(), date("2026-12-06"));
    }

    #[test]
    fn week_53_exists_only_in_long_years() {
        // 2020 began on a Wednesday of a leap year, 2026 on a Thursday: both have 53 weeks.
        assert_eq!(weeks_in_year(2020), 53);
        assert_eq!(weeks_in_year(2026), 53);
        assert_eq!(weeks_in_year(2015), 53);
        assert_eq!(weeks_in_year(2025), 52);
        assert_eq!(weeks_in_year(2027), 52);
        assert_eq!(week("2026-W53").monday(), date("2026-12-28"));
        assert_eq!(week("2020-W53").sunday(), date("2021-01-03"));
        assert_eq!(
            "2025-W53".parse::<Week>(),
            Err(WeekError::NoSuchWeek {
                year: 2025,
                number: 53,
                weeks: 52
            })
        );
        assert_eq!(
            "2026-W00".parse::<Week>(),
            Err(WeekError::NoSuchWeek {
                year: 2026,
                number: 0,
                weeks: 53
            })
        );
    }

    #[test]
    fn weeks_cross_year_boundaries_by_their_thursday() {
        // 2025-12-29 is a Monday whose Thursday is 2026-01-01: week 1 of 2026.
        assert_eq!(Week::of(date("2025-12-29")), week("2026-W01"));
        assert_eq!(Week::of(date("2025-12-28")), week("2025-W52"));
        assert_eq!(week("2026-W01").monday(), date("2025-12-29"));
        // 2021-01-01 (a Friday) is still in 2020's week 53.
        assert_eq!(Week::of(date("2021-01-01")), week("2020-W53"));
        assert_eq!(Week::of(date("2021-01-04")), week("2021-W01"));
        assert_eq!(Week::of(date("2026-11-30")), week("2026-W49"));
        assert_eq!(Week::of(date("2026-12-06")), week("2026-W49"));
        assert_eq!(Week::of(date("2026-12-07")), week("2026-W50"));
        assert_eq!(week("2026-W53").next(), week("2027-W01"));
        assert_eq!(week("2027-W01").previous(), week("2026-W53"));
        assert_eq!(week("2025-W52").next(), week("2026-W01"));
    }

    #[test]
    fn every_day_lies_in_the_week_it_names() {
        let mut day = date("2019-12-20");
        while day < date("2032-01-10") {
            let w = Week::of(day);
            assert!(w.monday() <= day && day <= w.sunday(), "{day} {w}");
            assert_eq!(w.monday().weekday(), Weekday::Monday);
            assert_eq!(w.to_string().parse::<Week>(), Ok(w));
            day = day.next();
        }
    }

    #[test]
    fn bad_week_texts_say_why() {
        for bad in [
            "",
            "2026",
            "2026-49",
            "2026-w49",
            "2026-W4",
            "2026-W490",
            "26-W49",
            "2026-Wxx",
            "+026-W49",
            "2026-W-1",
            " 2026-W49",
        ] {
            assert_eq!(
                bad.parse::<Week>(),
                Err(WeekError::Form(bad.to_string())),
                "{bad}"
            );
        }
        assert_eq!(
            "2026-W54".parse::<Week>().unwrap_err().to_string(),
            "2026 has weeks 1 to 53, not 54"
        );
    }
}
