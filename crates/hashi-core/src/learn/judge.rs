//! The judge of a move made in a lesson: its verdict and the position the lesson's board shows
//! next. Finding the step a tutorial position forces and explaining why a move breaks the
//! puzzle both search, so the page asks the worker for this rather than calling it.

use super::exercise::{check, check_progress, Exercise, Verdict};
use super::tutorial::{StepKind, TutorialStep};
use crate::moves::{apply, Mode, Move};
use crate::state::State;

/// A move judged: what the player is told, and the position the board shows next (the answer
/// once a step is right, the move kept on the whole puzzle, the position before it otherwise).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    pub verdict: Verdict,
    pub next: State,
}

/// `mv` made in a drill: right shows the exercise answered, wrong takes the move back.
pub fn judge_drill_move(exercise: &Exercise, mv: &Move) -> Judged {
    let verdict = check(exercise, mv);
    let next = if verdict.is_right() {
        exercise.answered()
    } else {
        exercise.position.clone()
    };
    Judged { verdict, next }
}

/// `mv` made from `position` in a tutorial step: a one-move step shows its answer once right;
/// the whole puzzle keeps every move towards the solution. None when the step's data or the
/// position do not make an exercise, which the tests rule out for the steps as written.
pub fn judge_tutorial_move(step: &TutorialStep, position: &State, mv: &Move) -> Option<Judged> {
    let exercise = step.exercise_at(position)?;
    Some(match step.kind {
        StepKind::OneMove(_) => judge_drill_move(&exercise, mv),
        StepKind::Solve => {
            let verdict = check_progress(
                &exercise.puzzle,
                &exercise.solution,
                position,
                Some(&exercise),
                mv,
            );
            let next = match &verdict {
                Verdict::Right(_) => apply(&exercise.puzzle, position, mv, Mode::Strict)
                    .unwrap_or_else(|_| position.clone()),
                Verdict::Wrong(_) => position.clone(),
            };
            Judged { verdict, next }
        }
    })
}
