//! The backup nudge: once a player has solved a few puzzles and has made no backup file (or
//! none for 30 days), the settings and the hub say so, with a button to the progress page,
//! until a backup is made or the nudge is put away (for 30 days); and the date of the last
//! backup, which the settings show. The rule is pure; the records are two dates.

use crate::hashi::records;
use crate::i18n::{tr, NudgeMsg};
use crate::shell::{clock, records as app_records};
use hashi_core::daily::Date;
use leptos::prelude::*;

/// Puzzles solved before a backup is worth asking for.
pub const FEW_SOLVED: usize = 3;
/// Days after which a backup (or a dismissal) is old enough to ask again.
pub const STALE_DAYS: i64 = 30;

fn older_than_stale(date: Option<Date>, today: Date) -> bool {
    date.is_none_or(|d| today.days_since_epoch() - d.days_since_epoch() >= STALE_DAYS)
}

/// Whether to nudge: a few puzzles solved, no backup for 30 days, not put away for 30 days.
pub fn due(solved: usize, last_backup: Option<Date>, dismissed: Option<Date>, today: Date) -> bool {
    solved >= FEW_SOLVED
        && older_than_stale(last_backup, today)
        && older_than_stale(dismissed, today)
}

/// The date of the last backup from this browser, if any.
pub fn last_backup() -> Option<Date> {
    app_records::last_backup()
}

/// Notes that a backup file was made today.
pub fn note_backup() {
    app_records::note_backup(clock::today());
}

/// Whether the nudge is due now, by this browser's records.
pub fn due_now() -> bool {
    let solved = records::stats().solved_ids.len();
    due(
        solved,
        last_backup(),
        app_records::nudge_dismissed(),
        clock::today(),
    )
}

/// The nudge where it is due: the sentence, a link to the progress page and a dismissal. A
/// chunk of its own (the hub and the settings both show it, and code two chunks share would
/// move to the first download).
#[component]
fn BackupNudge() -> impl IntoView {
    let shown = RwSignal::new(due_now());
    move || {
        shown.get().then(|| {
            view! {
                <p class="notice backup-nudge" data-testid="backup-nudge" role="status">
                    <span>{tr(NudgeMsg::Said)}</span>
                    " "
                    <a href="/backup" data-testid="backup-nudge-go">{tr(NudgeMsg::Go)}</a>
                    <button
                        class="dismiss"
                        data-testid="backup-nudge-dismiss"
                        aria-label=tr(NudgeMsg::Dismiss)
                        on:click=move |_| {
                            app_records::note_nudge_dismissed(clock::today());
                            shown.set(false);
                        }
                    >
                        "×"
                    </button>
                </p>
            }
        })
    }
}

crate::split_chunk! {
    /// The nudge, downloaded where the hub or the settings are shown.
    pub fn backup_nudge_chunk in backup_nudge => || view! { <BackupNudge /> }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Date {
        text.parse().expect("a date")
    }

    #[test]
    fn a_few_solves_and_no_backup_nudge() {
        let today = day("2026-11-28");
        assert!(!due(2, None, None, today), "too few solves");
        assert!(due(3, None, None, today));
    }

    #[test]
    fn a_backup_quiets_it_for_30_days() {
        let today = day("2026-11-28");
        assert!(!due(10, Some(day("2026-11-28")), None, today));
        assert!(!due(10, Some(day("2026-10-30")), None, today), "29 days");
        assert!(due(10, Some(day("2026-10-29")), None, today), "30 days");
    }

    #[test]
    fn putting_it_away_quiets_it_for_30_days() {
        let today = day("2026-11-28");
        assert!(!due(10, None, Some(day("2026-11-20")), today));
        assert!(due(10, None, Some(day("2026-10-01")), today));
    }
}
