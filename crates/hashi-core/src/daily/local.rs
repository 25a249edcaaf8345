//! The player's local calendar day and time: the day a daily puzzle is "today" for them, read
//! from a clock's instant and the time zone's offset at that instant (the caller reads both).

use super::date::Date;
use std::fmt;
use std::str::FromStr;

const MS_PER_MINUTE: f64 = 60_000.0;
const MINUTES_PER_DAY: i64 = 24 * 60;

/// A moment as the player's wall clock shows it: a date and the minute of that day.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocalTime {
    date: Date,
    /// Minutes since local midnight, 0 to 1439.
    minute: u16,
}

/// Why a text is not a local time like `2026-11-28T17:03`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocalTimeError(pub String);

impl fmt::Display for LocalTimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "“{}” is not a local time like 2026-11-28T17:03", self.0)
    }
}

impl std::error::Error for LocalTimeError {}

impl LocalTime {
    /// The wall clock at `unix_ms` (milliseconds since 1970, UTC) where the local time is
    /// `offset_minutes` ahead of UTC (UTC+14 is 840, UTC−10 is −600; what a browser's
    /// `-getTimezoneOffset()` gives for that instant, so summer time is already in it).
    /// Clocks that make no sense (NaN, infinities) still give a time, never a panic.
    pub fn at(unix_ms: f64, offset_minutes: i32) -> LocalTime {
        let minutes = (unix_ms / MS_PER_MINUTE).floor();
        let minutes = if minutes.is_finite() {
            minutes.clamp(-1e15, 1e15) as i64
        } else {
            0
        } + i64::from(offset_minutes.clamp(-24 * 60, 24 * 60));
        LocalTime {
            date: Date::from_days_since_epoch(minutes.div_euclid(MINUTES_PER_DAY)),
            minute: minutes.rem_euclid(MINUTES_PER_DAY) as u16,
        }
    }

    /// The time from its parts; `None` past 23:59.
    pub fn new(date: Date, hour: u8, minute: u8) -> Option<LocalTime> {
        (hour < 24 && minute < 60).then(|| LocalTime {
            date,
            minute: u16::from(hour) * 60 + u16::from(minute),
        })
    }

    pub fn date(self) -> Date {
        self.date
    }

    pub fn hour(self) -> u8 {
        (self.minute / 60) as u8
    }

    pub fn minute(self) -> u8 {
        (self.minute % 60) as u8
    }
}

impl fmt::Display for LocalTime {
    /// `2026-11-28T17:03`, the form kept in the statistics.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}T{:02}:{:02}", self.date, self.hour(), self.minute())
    }
}

impl FromStr for LocalTime {
    type Err = LocalTimeError;

    fn from_str(text: &str) -> Result<LocalTime, LocalTimeError> {
        let wrong = || LocalTimeError(text.to_string());
        let (date, time) = text.split_once('T').ok_or_else(wrong)?;
        let date: Date = date.parse().map_err(|_| wrong())?;
        let (hour, minute) = time.split_once(':').ok_or_else(wrong)?;
        let two_digits = |s: &str| {
            (s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse::<u8>().ok())
                .flatten()
        };
        let (hour, minute) = (
            two_digits(hour).ok_or_else(wrong)?,
            two_digits(minute).ok_or_else(wrong)?,
        );
        LocalTime::new(date, hour, minute).ok_or_else(wrong)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        text.parse().expect(text)
    }

    /// 2026-11-28T01:00:00Z.
    const NOV_28_0100Z: f64 = 1_795_827_600_000.0;
    const HOUR: f64 = 3_600_000.0;

    #[test]
    fn the_day_is_the_players_own() {
        // 01:00 UTC on the 28th is still the 27th in Honolulu (UTC−10) and already the 28th
        // at 15:00 in Kiribati (UTC+14): two days apart, each its own "today".
        let honolulu = LocalTime::at(NOV_28_0100Z, -600);
        assert_eq!(honolulu.to_string(), "2026-11-27T15:00");
        let kiritimati = LocalTime::at(NOV_28_0100Z, 840);
        assert_eq!(kiritimati.to_string(), "2026-11-28T15:00");
        // 10:00 UTC: Kiribati turns to the 29th while Honolulu is at midnight of the 28th.
        let later = NOV_28_0100Z + 9.0 * HOUR;
        assert_eq!(LocalTime::at(later, 840).date(), date("2026-11-29"));
        assert_eq!(LocalTime::at(later, -600).to_string(), "2026-11-28T00:00");
        assert_eq!(
            LocalTime::at(later - 1.0, -600).to_string(),
            "2026-11-27T23:59"
        );
        assert_eq!(
            LocalTime::at(NOV_28_0100Z, 0).to_string(),
            "2026-11-28T01:00"
        );
    }

    #[test]
    fn summer_time_changes_only_the_offset_the_browser_gives() {
        // Los Angeles, 2026-03-08: clocks jump from 02:00 PST (UTC−8) to 03:00 PDT (UTC−7).
        let before = 1_772_963_940_000.0; // 09:59 UTC, 01:59 PST
        assert_eq!(LocalTime::at(before, -480).to_string(), "2026-03-08T01:59");
        assert_eq!(
            LocalTime::at(before + 60_000.0, -420).to_string(),
            "2026-03-08T03:00"
        );
        // 2026-11-01: 01:59 PDT, then 01:00 PST again; the day is the same throughout.
        let back = 1_793_523_540_000.0; // 08:59 UTC
        assert_eq!(LocalTime::at(back, -420).to_string(), "2026-11-01T01:59");
        assert_eq!(
            LocalTime::at(back + 60_000.0, -480).to_string(),
            "2026-11-01T01:00"
        );
    }

    #[test]
    fn local_times_read_back_and_refuse_what_is_not_one() {
        for text in ["2026-11-28T17:03", "2000-02-29T00:00", "2026-12-31T23:59"] {
            assert_eq!(text.parse::<LocalTime>().unwrap().to_string(), text);
        }
        for bad in [
            "",
            "2026-11-28",
            "2026-11-28T24:00",
            "2026-11-28T12:60",
            "2026-02-30T10:00",
            "2026-11-28T1:03",
            "2026-11-28 17:03",
            "2026-11-28T+1:03",
        ] {
            assert!(bad.parse::<LocalTime>().is_err(), "{bad}");
        }
        let e = "soon".parse::<LocalTime>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "“soon” is not a local time like 2026-11-28T17:03"
        );
        // Clocks and offsets that make no sense still give a time.
        let _ = LocalTime::at(f64::NAN, 0);
        let _ = LocalTime::at(f64::INFINITY, i32::MAX);
        let _ = LocalTime::at(f64::MIN, i32::MIN);
    }
}
