//! Learning by doing: positions where one named technique forces the next bridge. `step`
//! finds what a position forces and by which technique, `exercise` checks a player's move
//! against it (and `wrong` works out why a wrong one breaks the puzzle), `judge` gives a
//! lesson's board its verdict and next position, `drill` takes such positions from generated
//! puzzles, `tutorial` holds the hand-written first lessons; all of them as data, which
//! `hashi_words::lesson` puts in words.

mod drill;
mod exercise;
mod judge;
mod plain;
mod step;
mod tutorial;
mod wrong;

#[cfg(test)]
mod tests;

pub use drill::{drill, drill_within, Drill, DrillError, DRILL_BUDGET};
pub use exercise::{
    check, check_progress, Exercise, ExerciseData, ExerciseError, Placement, Right, Teaching,
    Verdict, Wrong,
};
pub use judge::{judge_drill_move, judge_tutorial_move, Judged};
pub use step::{next_step, teaches, Step};
pub use tutorial::{tutorial, StepKind, TutorialStep};
pub use wrong::Breaking;

use crate::solver::techniques::Technique;

/// The techniques that have drills, simplest first: every one (no loop's come from puzzles
/// without loops, the only rules that call for it).
pub const DRILLED: [Technique; 7] = Technique::ALL;

/// The technique with this [`Technique::id`] (the CLI's names: `every-direction`...).
pub fn technique_from_id(id: &str) -> Option<Technique> {
    Technique::from_id(id)
}
