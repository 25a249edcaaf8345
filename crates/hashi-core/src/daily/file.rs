//! The daily puzzles a build ships as static files: one file a month, for a window of months
//! around the build's date, each day's puzzle with its solution and rating exactly as the
//! maker makes it, so that a daily link in the window opens like a pack puzzle.
//!
//! A month's file is a [`Pack`] (the app's pack reader reads it: no second reader in the
//! page): `difficulty` is [`DAILY_PACK`], each puzzle's `id` its date (`2026-11-23`) and its
//! `seed` the day's seed; `generator_version` is the newest version among its days (each
//! day's own is [`daily`]`(date).version`, which made it).

use super::{daily, Date};
use crate::formats::write_task;
use crate::generator::{generate_as, GenerateError, Generated, Params};
use crate::packs::{uses_by_id, Pack, PackPuzzle, PackRating};

/// A month's file's `difficulty`: it holds every band of the week.
pub const DAILY_PACK: &str = "daily";

/// A calendar month, as a daily file is named (`2026-11`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Month {
    pub year: i32,
    pub month: u8,
}

impl Month {
    /// The month `date` falls in.
    pub fn of(date: Date) -> Month {
        Month {
            year: date.year(),
            month: date.month(),
        }
    }

    /// Its first day.
    pub fn first_day(self) -> Date {
        Date::from_parts(self.year, self.month, 1)
    }

    /// The month after it.
    pub fn next(self) -> Month {
        let first = self.first_day();
        let last = Date::from_days_since_epoch(
            first.days_since_epoch() + i64::from(first.days_in_month()) - 1,
        );
        Month::of(last.next())
    }

    /// The month before it.
    pub fn previous(self) -> Month {
        Month::of(self.first_day().previous())
    }

    /// Its days, in order.
    pub fn days(self) -> impl Iterator<Item = Date> {
        let first = self.first_day();
        std::iter::successors(Some(first), |day| Some(day.next()))
            .take(usize::from(first.days_in_month()))
    }
}

impl std::fmt::Display for Month {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

/// The months whose dailies a build made on `today` ships: the month before (yesterday's and
/// last weeks' links, the calendar's recent days, and a player whose day is still yesterday
/// in a zone behind the build's), this month, and the next two (the days a deployed build
/// will still meet: a site rebuilt at least every other month never sends its players to the
/// maker for today's puzzle). About 120 puzzles, some 40 KB of brotli in all.
pub fn window(today: Date) -> [Month; 4] {
    let this = Month::of(today);
    [this.previous(), this, this.next(), this.next().next()]
}

/// The generator's parameters for a day's puzzle: the band's, at the day's size, under the
/// standard rules, with the generator's own symmetry (as the maker's job for a daily link has
/// them).
pub fn daily_params(date: Date) -> Params {
    let spec = daily(date);
    Params {
        width: spec.width,
        height: spec.height,
        ..Params::for_band(spec.band)
    }
}

/// The puzzle of `date`, made by the generator version bound to it.
pub fn made(date: Date) -> Result<Generated, GenerateError> {
    let spec = daily(date);
    generate_as(&daily_params(date), spec.seed, spec.version)
}

/// A day's puzzle as a month's file keeps it.
pub fn daily_entry(date: Date) -> Result<PackPuzzle, GenerateError> {
    let spec = daily(date);
    let made = made(date)?;
    Ok(PackPuzzle {
        id: date.to_string(),
        seed: spec.seed,
        w: made.puzzle.width(),
        h: made.puzzle.height(),
        islands: made.puzzle.islands().len(),
        task: write_task(&made.puzzle),
        rating: PackRating {
            band: spec.band.id().to_string(),
            score: made.rating.score,
            steps: made.rating.steps,
            lookaheads: made.rating.lookaheads,
            uses: uses_by_id(&made.rating.uses),
            triple: None,
        },
        solution: Some(made.solution.counts_text()),
    })
}

/// Why a month's file could not be made: the day the generator made nothing for, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct MonthError {
    pub date: Date,
    pub error: GenerateError,
}

impl std::fmt::Display for MonthError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the daily of {}: {}", self.date, self.error)
    }
}

/// The file of `month`: every day's puzzle, in order.
pub fn month_pack(month: Month) -> Result<Pack, MonthError> {
    let puzzles = month
        .days()
        .map(|date| daily_entry(date).map_err(|error| MonthError { date, error }))
        .collect::<Result<Vec<_>, _>>()?;
    let generator_version = month.days().map(|d| daily(d).version).max().unwrap_or(0);
    Ok(Pack {
        difficulty: DAILY_PACK.to_string(),
        generator_version,
        puzzles,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        text.parse().expect(text)
    }

    #[test]
    fn the_window_is_the_month_before_this_one_and_the_next_two() {
        let names = |today: &str| window(date(today)).map(|m| m.to_string());
        assert_eq!(
            names("2026-11-29"),
            ["2026-10", "2026-11", "2026-12", "2027-01"]
        );
        assert_eq!(
            names("2027-01-01"),
            ["2026-12", "2027-01", "2027-02", "2027-03"]
        );
        assert_eq!(
            names("2026-12-31"),
            ["2026-11", "2026-12", "2027-01", "2027-02"]
        );
        let days: Vec<Date> = Month::of(date("2028-02-10")).days().collect();
        assert_eq!(days.len(), 29);
        assert_eq!(days[0], date("2028-02-01"));
        assert_eq!(days[28], date("2028-02-29"));
    }

    #[test]
    fn a_months_file_holds_each_day_as_the_generator_makes_it() {
        let pack = month_pack(Month::of(date("2026-12-01"))).unwrap();
        assert_eq!(pack.difficulty, DAILY_PACK);
        assert_eq!(pack.generator_version, 9);
        assert_eq!(pack.puzzles.len(), 31);
        // Versions 7, 8 and 9 each make some of December's days.
        for day in ["2026-12-06", "2026-12-07", "2026-12-14"] {
            let entry = pack.find(day).unwrap();
            let made = made(date(day)).unwrap();
            assert_eq!(entry.task, write_task(&made.puzzle), "{day}");
            let puzzle = entry.puzzle().unwrap();
            assert_eq!(entry.solution(&puzzle), Some(made.solution), "{day}");
            assert_eq!(entry.seed, daily(date(day)).seed);
        }
        let text = serde_json::to_string(&pack).unwrap();
        assert_eq!(Pack::from_json(&text).unwrap(), pack);
    }
}
