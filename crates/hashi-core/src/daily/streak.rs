//! The daily streak and its rule: a day's puzzle counts when it is solved before the end of
//! the next local day (so a flight across time zones never breaks a run), and the streak is
//! the run of such days that today, or yesterday while it can still be made up, extends.

use super::date::Date;

/// The daily streak: consecutive days whose puzzle counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Streak {
    /// Days in the run that is still alive: it reaches today or yesterday (or tomorrow, solved
    /// where it was already out), or the day before yesterday while yesterday's puzzle can
    /// still be solved in time.
    pub current: u32,
    /// The longest run ever.
    pub best: u32,
}

/// Whether `day`'s puzzle, solved on the local date `solved_on`, counts for the streak: it
/// must be solved before the end of the next local day. A result kept from before solving
/// dates were recorded (`None`) counts, as it did then. Solving early (a player who flew west
/// after opening the day's puzzle) is never held against anyone.
pub fn counts_for_streak(day: Date, solved_on: Option<Date>) -> bool {
    solved_on.is_none_or(|on| on <= day.next())
}

/// Whether `day`'s puzzle can still be solved in time for the streak on `today`.
pub fn still_open(day: Date, today: Date) -> bool {
    today <= day.next()
}

/// The streak over the days that `counted` (in order, each once), seen on `today`.
pub fn streak(counted: &[Date], today: Date) -> Streak {
    let mut best = 0;
    let mut run = 0;
    let mut last: Option<Date> = None;
    for &date in counted {
        run = if last.is_some_and(|d| d.next() == date) {
            run + 1
        } else {
            1
        };
        best = best.max(run);
        last = Some(date);
    }
    // A sorted slice, not a set: the hub counts the streak, and a set's code is not small.
    let counts = |day: Date| counted.binary_search(&day).is_ok();
    let run_to = |mut day: Date| {
        let mut run = 0;
        while counts(day) {
            run += 1;
            day = day.previous();
        }
        run
    };
    let yesterday = today.previous();
    // Tomorrow too: a player who flew west may have solved it where it was already out.
    let mut current = run_to(today.next())
        .max(run_to(today))
        .max(run_to(yesterday));
    if !counts(yesterday) && still_open(yesterday, today) {
        current = current.max(run_to(yesterday.previous()));
    }
    Streak { current, best }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::daily::LocalTime;

    fn date(text: &str) -> Date {
        text.parse().expect(text)
    }

    fn days(list: &[&str]) -> Vec<Date> {
        let mut days: Vec<Date> = list.iter().map(|d| date(d)).collect();
        days.sort();
        days
    }

    fn streak_of(current: u32, best: u32) -> Streak {
        Streak { current, best }
    }

    #[test]
    fn a_day_counts_until_the_end_of_the_next_local_day() {
        let day = date("2026-11-23");
        assert!(counts_for_streak(day, Some(day)));
        assert!(counts_for_streak(day, Some(date("2026-11-24"))));
        assert!(!counts_for_streak(day, Some(date("2026-11-25"))));
        assert!(!counts_for_streak(day, Some(date("2027-01-01"))));
        // Solved early (opened before a flight west): still counts.
        assert!(counts_for_streak(day, Some(date("2026-11-22"))));
        // Results from before the solving date was kept count as they always did.
        assert!(counts_for_streak(day, None));
        // Across a month's and a year's end.
        assert!(counts_for_streak(
            date("2026-12-31"),
            Some(date("2027-01-01"))
        ));
        assert!(!counts_for_streak(
            date("2026-11-30"),
            Some(date("2026-12-02"))
        ));
    }

    #[test]
    fn streaks() {
        let today = date("2026-11-23");
        assert_eq!(streak(&[], today), streak_of(0, 0));
        let run = days(&["2026-11-20", "2026-11-21", "2026-11-22"]);
        assert_eq!(streak(&run, today), streak_of(3, 3));
        // The 23rd unsolved on the 24th: it can still be solved that day, so the run lives.
        assert_eq!(streak(&run, today.next()), streak_of(3, 3));
        // On the 25th the 23rd can no longer count: the run is over.
        assert_eq!(streak(&run, date("2026-11-25")), streak_of(0, 3));
        let more = days(&[
            "2026-11-01",
            "2026-11-02",
            "2026-11-03",
            "2026-11-04",
            "2026-11-23",
        ]);
        assert_eq!(streak(&more, today), streak_of(1, 4));
        // Today solved before yesterday: the run before yesterday is still alive.
        let gap = days(&["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-23"]);
        assert_eq!(streak(&gap, today), streak_of(3, 3));
        let turn = days(&["2026-12-31", "2027-01-01"]);
        assert_eq!(streak(&turn, date("2027-01-01")), streak_of(2, 2));
    }

    /// What the statistics keep of a solve, and the streak they give (the app's way).
    fn streak_after(solves: &[(&str, LocalTime)], today: Date) -> Streak {
        let mut counted: Vec<Date> = solves
            .iter()
            .filter(|(day, at)| counts_for_streak(date(day), Some(at.date())))
            .map(|(day, _)| date(day))
            .collect();
        counted.sort();
        streak(&counted, today)
    }

    const HOUR: f64 = 3_600_000.0;
    /// 2026-11-23T00:00:00Z.
    const NOV_23: f64 = 1_795_392_000_000.0;

    #[test]
    fn a_flight_across_the_date_line_never_breaks_a_run() {
        // Eastward, Los Angeles (UTC−8) to Tokyo (UTC+9): the 22nd is solved at 20:00 in LA,
        // the plane lands at 05:00 on the 24th in Tokyo. The 23rd was never a day on the
        // ground; solved on landing, it still counts, and so does the 24th.
        let la = |ms: f64| LocalTime::at(ms, -480);
        let tokyo = |ms: f64| LocalTime::at(ms, 540);
        let solved_22 = la(NOV_23 + 4.0 * HOUR); // 2026-11-22T20:00 in LA
        assert_eq!(solved_22.to_string(), "2026-11-22T20:00");
        let landing = NOV_23 + 20.0 * HOUR; // 05:00 on the 24th in Tokyo
        assert_eq!(tokyo(landing).to_string(), "2026-11-24T05:00");
        let solves = [
            ("2026-11-21", la(NOV_23 - 20.0 * HOUR)),
            ("2026-11-22", solved_22),
            ("2026-11-23", tokyo(landing)),
        ];
        assert_eq!(
            streak_after(&solves, tokyo(landing).date()),
            streak_of(3, 3)
        );
        let mut all = solves.to_vec();
        all.push(("2026-11-24", tokyo(landing + HOUR)));
        assert_eq!(streak_after(&all, tokyo(landing).date()), streak_of(4, 4));
        // Westward, Tokyo to Honolulu (UTC−10): the 24th is solved in Tokyo at 09:00, the
        // plane lands on the 23rd in Honolulu. Today goes back a day; the run stands.
        let honolulu = |ms: f64| LocalTime::at(ms, -600);
        let back = NOV_23 + 26.0 * HOUR;
        assert_eq!(honolulu(back).date(), date("2026-11-23"));
        assert_eq!(streak_after(&all, honolulu(back).date()), streak_of(4, 4));
    }

    #[test]
    fn a_day_played_later_is_not_in_the_streak() {
        let at = |text: &str| text.parse::<LocalTime>().unwrap();
        let solves = [
            ("2026-11-20", at("2026-11-20T08:00")),
            ("2026-11-21", at("2026-11-22T23:59")), // the next day, just in time
            ("2026-11-22", at("2026-11-25T10:00")), // played later
            ("2026-11-23", at("2026-11-23T07:30")),
            ("2026-11-24", at("2026-11-25T09:00")), // the next day, in time
        ];
        // The 22nd was played for fun on the 25th: the run is the 23rd and 24th.
        assert_eq!(streak_after(&solves, date("2026-11-25")), streak_of(2, 2));
        // Seen on the 22nd, before it was played: the 20th and 21st.
        assert_eq!(
            streak_after(&solves[..2], date("2026-11-22")),
            streak_of(2, 2)
        );
    }
}
