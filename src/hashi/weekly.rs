//! The puzzle of the week's pages, a chunk of their own: `/hashi/weekly/2026-W49` plays that
//! week's puzzle (a week still to come says when it opens), and `/hashi/weekly` goes to this
//! week's, by the player's date.

use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::routes::{play, reference_changed};
use crate::hashi::trouble::Trouble;
use crate::shell::clock;
use crate::shell::navigation::replace_soon;
use hashi_core::weekly::{weekly, Week};
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

/// The reference a week's address names, seen in week `now`: weeks to come stay closed, so
/// that everyone meets a week's puzzle in that week.
pub fn weekly_reference(text: &str, now: Week) -> Result<PuzzleRef, Trouble> {
    let week: Week = text.parse().map_err(Trouble::NoWeek)?;
    if weekly(week).is_none() {
        Err(Trouble::WeeklyBefore(week))
    } else if week > now {
        Err(Trouble::WeeklyNotOut { week, now })
    } else {
        Ok(PuzzleRef::Weekly(week))
    }
}

#[component]
fn WeeklyPage() -> impl IntoView {
    let params = use_params_map();
    let now = Week::of(clock::today());
    match params.with_untracked(|p| p.get("week")) {
        None => {
            // `/hashi/weekly`: this week's address, without a history entry for the redirect.
            replace_soon(PuzzleRef::Weekly(now).path());
            ().into_any()
        }
        Some(_) => {
            let reference = Memo::new_with_compare(
                move |_| weekly_reference(&params.with(|p| p.get("week")).unwrap_or_default(), now),
                reference_changed,
            );
            play(reference, Signal::derive(|| None)).into_any()
        }
    }
}

crate::split_chunk! {
    /// The weekly pages, downloaded the first time one opens.
    pub fn weekly_chunk in weekly => || view! { <WeeklyPage /> }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_week_s_address_opens_its_puzzle_once_it_is_out() {
        let now: Week = "2026-W50".parse().unwrap();
        assert_eq!(
            weekly_reference("2026-W49", now),
            Ok(PuzzleRef::Weekly("2026-W49".parse().unwrap()))
        );
        assert_eq!(
            weekly_reference("2026-W50", now).map(|r| r.path()),
            Ok("/hashi/weekly/2026-W50".to_string())
        );
        let later = weekly_reference("2026-W51", now)
            .unwrap_err()
            .sentence(None);
        assert!(
            later.contains("not out yet") && later.contains("2026-12-14"),
            "{later}"
        );
        let before = weekly_reference("2026-W48", now)
            .unwrap_err()
            .sentence(None);
        assert!(before.contains("the first is 2026-W49"), "{before}");
        let bad = weekly_reference("2026-W4", now).unwrap_err().sentence(None);
        assert!(
            bad.contains("2026-W4") && bad.contains("like 2026-W49"),
            "{bad}"
        );
        let none = weekly_reference("2025-W53", now)
            .unwrap_err()
            .sentence(None);
        assert_eq!(none, "2025 has weeks 1 to 52, not 53.");
    }
}
