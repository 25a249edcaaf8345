//! Hashi's statistics record: solved counts and best times per difficulty and size, the
//! puzzles solved, and the daily puzzles solved by play (from which the streak is counted).

use crate::shell::clock;
use crate::shell::not_saved::{NotSaved, Unsaved};
use crate::shell::storage;
use hashi_core::daily::{self, counts_for_streak, Date, LocalTime, Streak};
use leptos::prelude::{ArcTrigger, Notify, Track};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const STATS: &str = "hashi:v1:stats";

/// One line of the statistics: puzzles of a difficulty and size.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Default)]
pub struct Record {
    pub solved: u32,
    pub best_ms: Option<u64>,
}

/// How a daily puzzle was solved by play: what its share text tells, and when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct DailyResult {
    pub elapsed_ms: u64,
    pub hints: u32,
    /// The player's local date and time of the solve ("2026-11-28T17:03"), which decides
    /// whether the day counts for the streak. Results from before it have none, and count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solved_at: Option<String>,
}

impl DailyResult {
    /// The local date it was solved on, when known (an unreadable one is taken as unknown:
    /// the day keeps counting, as results from before the date was kept do).
    pub fn solved_on(&self) -> Option<Date> {
        let at = self.solved_at.as_deref()?;
        at.parse::<LocalTime>().ok().map(LocalTime::date)
    }
}

/// Solved counts and best times per "difficulty size", and which puzzles were solved. Fields
/// added later default, so statistics stored before them still load.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Default)]
pub struct Stats {
    #[serde(default)]
    pub records: BTreeMap<String, Record>,
    #[serde(default)]
    pub solved_ids: Vec<String>,
    /// Daily puzzles solved by play, by date ("2026-11-23"); the streak is counted from them.
    #[serde(default)]
    pub daily: BTreeMap<String, DailyResult>,
    /// Hints used on the puzzles counted here (since this was added).
    #[serde(default)]
    pub hints_used: u64,
    /// Of the puzzles counted here, those solved with "finish what is forced" on.
    #[serde(default)]
    pub assisted_solves: u64,
}

/// The storage id prefix of daily puzzles ([`crate::hashi::puzzle_ref::PuzzleRef::Daily`]).
const DAILY_ID: &str = "daily/";

impl Stats {
    /// Counts a solve, made at the player's local time `solved_at`.
    pub fn record(
        &mut self,
        key: &str,
        puzzle_id: &str,
        elapsed_ms: u64,
        hints: u32,
        solved_at: LocalTime,
    ) {
        let r = self.records.entry(key.to_string()).or_default();
        r.solved += 1;
        r.best_ms = Some(r.best_ms.map_or(elapsed_ms, |b| b.min(elapsed_ms)));
        self.hints_used += u64::from(hints);
        if !self.solved_ids.iter().any(|id| id == puzzle_id) {
            self.solved_ids.push(puzzle_id.to_string());
        }
        if let Some(date) = puzzle_id.strip_prefix(DAILY_ID) {
            self.daily.entry(date.to_string()).or_insert(DailyResult {
                elapsed_ms,
                hints,
                solved_at: Some(solved_at.to_string()),
            });
        }
    }

    /// The days whose daily puzzle was solved in time for the streak (before the end of the
    /// next local day), in order (unreadable dates are skipped). The keys are already in
    /// order: a date reads only as `YYYY-MM-DD`, whose alphabetical order is the calendar's.
    pub fn streak_dates(&self) -> Vec<Date> {
        self.dates_where(|day, result| counts_for_streak(day, result.solved_on()))
    }

    /// The days whose daily puzzle was played later, for fun: in the statistics, not the
    /// streak.
    pub fn played_later_dates(&self) -> Vec<Date> {
        self.dates_where(|day, result| !counts_for_streak(day, result.solved_on()))
    }

    fn dates_where(&self, keep: impl Fn(Date, &DailyResult) -> bool) -> Vec<Date> {
        self.daily
            .iter()
            .filter_map(|(d, result)| d.parse().ok().map(|day| (day, result)))
            .filter(|(day, result)| keep(*day, result))
            .map(|(day, _)| day)
            .collect()
    }

    /// The daily streak as seen on `today`.
    pub fn streak(&self, today: Date) -> Streak {
        daily::streak(&self.streak_dates(), today)
    }

    /// How `date`'s daily puzzle was solved, if it was.
    pub fn daily_result(&self, date: Date) -> Option<DailyResult> {
        self.daily.get(&date.to_string()).cloned()
    }

    pub fn is_solved(&self, puzzle_id: &str) -> bool {
        self.solved_ids.iter().any(|id| id == puzzle_id)
    }
}

/// The statistics so far (empty when absent or unreadable).
pub fn stats() -> Stats {
    storage::read(STATS)
}

thread_local! {
    /// Fires when the statistics change, so views of them outside the game screen (the
    /// daily streak beside the board) follow a solve.
    static STATS_CHANGED: ArcTrigger = ArcTrigger::new();
}

/// The statistics, read again whenever a solve changes them (inside a reactive closure).
pub fn stats_tracked() -> Stats {
    STATS_CHANGED.with(|t| t.track());
    stats()
}

/// Counts a solve by play in the statistics, and whether the forced-move assist helped.
pub fn record_solve(
    key: &str,
    puzzle_id: &str,
    elapsed_ms: u64,
    hints: u32,
    assisted: bool,
) -> Result<(), NotSaved> {
    let mut stats = stats();
    stats.record(key, puzzle_id, elapsed_ms, hints, clock::now_local());
    stats.assisted_solves += u64::from(assisted);
    let written = storage::set(STATS, &stats).map_err(|why| NotSaved {
        what: Unsaved::Statistics,
        why,
    });
    STATS_CHANGED.with(|t| t.notify());
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        text.parse().expect(text)
    }

    fn at(text: &str) -> LocalTime {
        text.parse().expect(text)
    }

    #[test]
    fn statistics_stored_before_the_daily_still_load() {
        let old =
            r#"{"records":{"easy 7x7":{"solved":2,"best_ms":61000}},"solved_ids":["p/easy-001"]}"#;
        let stats: Stats = serde_json::from_str(old).unwrap();
        assert_eq!(stats.records["easy 7x7"].solved, 2);
        assert!(stats.daily.is_empty());
        assert_eq!(stats.hints_used, 0);
    }

    #[test]
    fn daily_solves_make_the_streak_and_keep_the_first_result() {
        let mut stats = Stats::default();
        stats.record(
            "medium 10x10",
            "daily/2026-11-22",
            90_000,
            0,
            at("2026-11-22T08:00"),
        );
        stats.record(
            "medium 10x10",
            "daily/2026-11-23",
            252_000,
            2,
            at("2026-11-23T21:10"),
        );
        stats.record("easy 7x7", "p/easy-001", 30_000, 1, at("2026-11-23T21:30"));
        assert_eq!(stats.hints_used, 3);
        assert_eq!(
            stats.streak(date("2026-11-23")),
            Streak {
                current: 2,
                best: 2
            }
        );
        // Solving the same day again (after a restart) keeps the first result.
        stats.record(
            "medium 10x10",
            "daily/2026-11-23",
            10_000,
            0,
            at("2026-11-24T09:00"),
        );
        assert_eq!(
            stats.daily_result(date("2026-11-23")),
            Some(DailyResult {
                elapsed_ms: 252_000,
                hints: 2,
                solved_at: Some("2026-11-23T21:10".into()),
            })
        );
        // A damaged date in storage is skipped, not fatal.
        stats
            .daily
            .insert("2026-02-30".into(), DailyResult::default());
        assert_eq!(stats.streak_dates().len(), 2);
        // In calendar order, whatever the order of the solves.
        stats.record("k", "daily/2025-12-31", 1, 0, at("2026-01-01T00:10"));
        let dates = stats.streak_dates();
        assert!(dates.windows(2).all(|w| w[0] < w[1]), "{dates:?}");
    }

    #[test]
    fn a_past_daily_played_later_is_in_the_statistics_not_the_streak() {
        let mut stats = Stats::default();
        stats.record("m", "daily/2026-11-20", 60_000, 0, at("2026-11-20T07:00"));
        stats.record("m", "daily/2026-11-21", 60_000, 0, at("2026-11-22T23:59"));
        stats.record("m", "daily/2026-11-22", 60_000, 0, at("2026-11-24T00:00"));
        stats.record("m", "daily/2026-11-24", 60_000, 0, at("2026-11-24T00:01"));
        assert_eq!(
            stats.records["m"].solved, 4,
            "every solve is in the statistics"
        );
        assert_eq!(stats.played_later_dates(), vec![date("2026-11-22")]);
        assert_eq!(stats.streak_dates().len(), 3);
        // The 23rd can still be solved on the 24th; played later, the 22nd breaks the run.
        assert_eq!(
            stats.streak(date("2026-11-24")),
            Streak {
                current: 1,
                best: 2
            }
        );
    }

    #[test]
    fn old_daily_results_keep_counting() {
        let old = r#"{"daily":{"2026-11-22":{"elapsed_ms":1000,"hints":0},
            "2026-11-23":{"elapsed_ms":1000,"hints":0,"solved_at":"not a time"}}}"#;
        let stats: Stats = serde_json::from_str(old).unwrap();
        assert_eq!(
            stats.streak_dates(),
            vec![date("2026-11-22"), date("2026-11-23")]
        );
        assert!(stats.played_later_dates().is_empty());
        assert_eq!(stats.streak(date("2026-11-23")).current, 2);
        // A result written now keeps its time, and reads back.
        let mut stats = stats;
        stats.record("m", "daily/2026-11-24", 1, 0, at("2026-11-24T17:03"));
        let back: Stats = serde_json::from_str(&serde_json::to_string(&stats).unwrap()).unwrap();
        assert_eq!(
            back.daily_result(date("2026-11-24")).unwrap().solved_on(),
            Some(date("2026-11-24"))
        );
    }
}
