//! The coach's lines in words, for the celebration and the replay it opens: "You paused 2:40
//! at row 7, column 3, where Isolation opened the next step." Rows and columns are counted from
//! 1, as the board speaks them; times are written as the clock writes them.

use crate::hashi::screen::technique_labels::title;
use crate::hashi::words::format_time;
use crate::i18n::{current, number, t_with, SolvedMsg};
use hashi_core::coach::{CoachKind, CoachLine};
use hashi_core::solver::techniques::Technique;

/// A line of the coach in the current language.
pub fn coach_words(line: &CoachLine) -> String {
    let time = line.seconds.map(|s| format_time(u64::from(s) * 1000));
    let msg = match (line.kind, &time) {
        (CoachKind::Stall, _) => SolvedMsg::CoachStall,
        (CoachKind::Mistake, Some(_)) => SolvedMsg::CoachMistake,
        (CoachKind::Mistake, None) => SolvedMsg::CoachMistakeUntimed,
        (CoachKind::WellDone, _) => SolvedMsg::CoachWell,
    };
    let row = number(current(), line.place.r as u64 + 1);
    let column = number(current(), line.place.c as u64 + 1);
    t_with(
        msg,
        &[
            ("time", &time.unwrap_or_default()),
            ("row", &row),
            ("column", &column),
            ("technique", &title(line.technique)),
        ],
    )
}

/// The link to a technique's drill: "Try the Isolation drill".
pub fn drill_words(technique: Technique) -> String {
    t_with(SolvedMsg::CoachDrill, &[("technique", &title(technique))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use hashi_core::Pos;

    fn line(kind: CoachKind, seconds: Option<u32>) -> CoachLine {
        CoachLine {
            kind,
            move_index: 12,
            place: Pos::new(6, 2),
            technique: Technique::Isolation,
            seconds,
            islands: vec![3],
            edges: vec![5],
        }
    }

    #[test]
    fn each_line_names_its_time_place_and_technique() {
        assert_eq!(
            coach_words(&line(CoachKind::Stall, Some(160))),
            "You paused 2:40 at row 7, column 3, where Isolation opened the next step."
        );
        assert_eq!(
            coach_words(&line(CoachKind::Mistake, Some(70))),
            "A mistake at row 7, column 3 cost you 1:10, while Isolation had a sure step open."
        );
        assert_eq!(
            coach_words(&line(CoachKind::Mistake, None)),
            "A mistake at row 7, column 3, while Isolation had a sure step open."
        );
        assert_eq!(
            coach_words(&line(CoachKind::WellDone, Some(4))),
            "Well found: the Isolation step at row 7, column 3 took you only 0:04."
        );
        assert_eq!(drill_words(Technique::Isolation), "Try the Isolation drill");
    }
}
