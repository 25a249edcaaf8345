//! A daily reminder without a server: an iCalendar file (RFC 5545) with one event that repeats
//! every day at the player's chosen local time and links to the daily puzzle. The calendar app
//! that imports it does the reminding; nothing is asked of the browser.

use super::local::LocalTime;

/// What the reminder says, in the player's language, and where it leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reminder<'a> {
    /// The first day and the time of day, as the player's wall clock shows them: written as a
    /// floating time (no time zone), so the event keeps its hour wherever the player goes.
    pub first: LocalTime,
    /// The event's title ("Hashi: today's daily puzzle").
    pub summary: &'a str,
    /// A line under it.
    pub description: &'a str,
    /// The daily puzzle's address (`https://…/hashi/daily`).
    pub url: &'a str,
}

/// Octets a content line may hold before it is folded (RFC 5545, 3.1), its CRLF not counted.
const LINE_OCTETS: usize = 75;

/// How long the event lasts: a daily puzzle's sitting.
const DURATION: &str = "PT15M";

/// The reminder as an `.ics` file: CRLF line ends, long lines folded, text escaped. `stamp` is
/// when the file is made, in UTC (`DTSTAMP`, which the standard requires); the event's `UID`
/// follows from the time of day and the address, so a second download for the same time
/// replaces the first in a calendar rather than adding a twin.
///
/// ```
/// use hashi_core::daily::{reminder_ics, LocalTime, Reminder};
/// let first = "2026-11-30T08:30".parse::<LocalTime>().unwrap();
/// let stamp = "2026-11-29T21:00".parse::<LocalTime>().unwrap();
/// let url = "https://hashi.example/hashi/daily";
/// let ics = reminder_ics(&Reminder { first, summary: "Hashi", description: "Today's puzzle", url }, stamp);
/// assert!(ics.contains("\r\nDTSTART:20261130T083000\r\nDURATION:PT15M\r\nRRULE:FREQ=DAILY\r\n"));
/// ```
pub fn reminder_ics(reminder: &Reminder, stamp: LocalTime) -> String {
    let first = reminder.first;
    let uid_seed = format!("{:02}{:02}|{}", first.hour(), first.minute(), reminder.url);
    let lines = [
        "BEGIN:VCALENDAR".to_string(),
        "VERSION:2.0".to_string(),
        "PRODID:-//Hashi//Daily reminder//EN".to_string(),
        "CALSCALE:GREGORIAN".to_string(),
        "METHOD:PUBLISH".to_string(),
        "BEGIN:VEVENT".to_string(),
        format!("UID:daily-{:016x}@hashi", fnv1a(uid_seed.as_bytes())),
        format!("DTSTAMP:{}Z", date_time(stamp)),
        format!("DTSTART:{}", date_time(first)),
        format!("DURATION:{DURATION}"),
        "RRULE:FREQ=DAILY".to_string(),
        format!("SUMMARY:{}", escape(reminder.summary)),
        format!(
            "DESCRIPTION:{}",
            escape(&format!("{}\n{}", reminder.description, reminder.url))
        ),
        format!("URL:{}", reminder.url),
        "TRANSP:TRANSPARENT".to_string(),
        "BEGIN:VALARM".to_string(),
        "ACTION:DISPLAY".to_string(),
        format!("DESCRIPTION:{}", escape(reminder.summary)),
        "TRIGGER:PT0M".to_string(),
        "END:VALARM".to_string(),
        "END:VEVENT".to_string(),
        "END:VCALENDAR".to_string(),
    ];
    lines.iter().map(|line| fold(line) + "\r\n").collect()
}

/// `20261130T083000`: a date with local time (RFC 5545, 3.3.5, form 1 without the Z).
fn date_time(at: LocalTime) -> String {
    let date = at.date();
    format!(
        "{:04}{:02}{:02}T{:02}{:02}00",
        date.year(),
        date.month(),
        date.day(),
        at.hour(),
        at.minute()
    )
}

/// A TEXT value (RFC 5545, 3.3.11): backslash, semicolon and comma escaped, line breaks as
/// `\n`, other control characters left out.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A content line folded at [`LINE_OCTETS`] octets (RFC 5545, 3.1): each continuation starts
/// with a space, and a character is never cut between its UTF-8 octets.
fn fold(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + line.len() / LINE_OCTETS * 3);
    let mut octets = 0;
    for c in line.chars() {
        // A continuation's leading space counts against its 75.
        if octets + c.len_utf8() > LINE_OCTETS {
            out.push_str("\r\n ");
            octets = 1;
        }
        out.push(c);
        octets += c.len_utf8();
    }
    out
}

/// FNV-1a, 64 bits: a stable name for the event from its time and address (not a secret).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn time(text: &str) -> LocalTime {
        text.parse().unwrap()
    }

    fn ics(summary: &str, description: &str) -> String {
        let reminder = Reminder {
            first: time("2026-11-30T08:30"),
            summary,
            description,
            url: "https://hashi.example/hashi/daily",
        };
        reminder_ics(&reminder, time("2026-11-29T21:05"))
    }

    #[test]
    fn the_file_is_one_daily_event_with_crlf_line_ends() {
        let text = ics("Hashi: today's daily puzzle", "A new puzzle is out.");
        assert!(text.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"));
        assert!(text.ends_with("END:VEVENT\r\nEND:VCALENDAR\r\n"));
        // Every line ends in CRLF: no bare LF, no bare CR.
        assert_eq!(text.matches('\n').count(), text.matches("\r\n").count());
        assert_eq!(text.matches('\r').count(), text.matches("\r\n").count());
        for line in [
            "DTSTAMP:20261129T210500Z",
            "DTSTART:20261130T083000",
            "DURATION:PT15M",
            "RRULE:FREQ=DAILY",
            "SUMMARY:Hashi: today's daily puzzle",
            "URL:https://hashi.example/hashi/daily",
            "ACTION:DISPLAY",
            "TRIGGER:PT0M",
        ] {
            assert!(
                text.contains(&format!("\r\n{line}\r\n")),
                "{line} in\n{text}"
            );
        }
        assert_eq!(text.matches("BEGIN:VEVENT").count(), 1);
        assert_eq!(text.matches("RRULE:").count(), 1);
        // A floating time: no time zone, no Z.
        assert!(!text.contains("TZID") && !text.contains("DTSTART:20261130T083000Z"));
    }

    #[test]
    fn text_is_escaped() {
        let text = ics("Hashi; daily, puzzle\\", "one\ntwo");
        assert!(
            text.contains("\r\nSUMMARY:Hashi\\; daily\\, puzzle\\\\\r\n"),
            "{text}"
        );
        let unfolded = text.replace("\r\n ", "");
        assert!(
            unfolded.contains("DESCRIPTION:one\\ntwo\\nhttps://hashi.example/hashi/daily\r\n"),
            "{unfolded}"
        );
    }

    #[test]
    fn long_lines_are_folded_at_75_octets_never_inside_a_character() {
        let long = "毎日のパズル。".repeat(12);
        let text = ics(&long, &"A long line of plain words. ".repeat(8));
        for line in text.split("\r\n") {
            assert!(line.len() <= LINE_OCTETS, "{} octets: {line}", line.len());
        }
        // Unfolding (dropping each CRLF and the space after it) gives the lines back whole.
        let unfolded = text.replace("\r\n ", "");
        assert!(unfolded.contains(&format!("\r\nSUMMARY:{long}\r\n")));
        assert!(text.split("\r\n").any(|line| line.starts_with(' ')));
    }

    #[test]
    fn the_same_time_gives_the_same_event_and_another_time_another() {
        let at = |first: &str| {
            let reminder = Reminder {
                first: time(first),
                summary: "s",
                description: "d",
                url: "https://hashi.example/hashi/daily",
            };
            let text = reminder_ics(&reminder, time("2026-11-29T21:05"));
            let uid = text
                .lines()
                .find(|l| l.starts_with("UID:"))
                .unwrap()
                .to_string();
            uid
        };
        assert_eq!(at("2026-11-30T08:30"), at("2026-12-04T08:30"));
        assert_ne!(at("2026-11-30T08:30"), at("2026-11-30T08:31"));
    }
}
