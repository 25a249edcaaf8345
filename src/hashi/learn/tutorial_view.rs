//! The tutorial: one step at a time on the game's board, the step's lesson above it, the
//! verdict on each move under it, and the step reached kept so that the page resumes there.

use super::exercise_board::{ExerciseBoard, Judged};
use super::progress;
use super::verdict_line::VerdictLine;
use hashi_core::learn::{check, check_progress, tutorial, StepKind, TutorialStep, Verdict};
use hashi_core::{apply, is_solved, Mode, Move, State};
use leptos::prelude::*;
use std::sync::Arc;

/// Judges a move of `step` made from `position`: a one-move step shows its answer once
/// right; the whole puzzle keeps every move towards the solution.
fn judge(step: &TutorialStep, position: &State, mv: &Move) -> Option<Judged> {
    let exercise = step.exercise_at(position)?;
    Some(match step.kind {
        StepKind::OneMove(_) => {
            let verdict = check(&exercise, mv);
            let next = if verdict.is_right() {
                exercise.answered()
            } else {
                position.clone()
            };
            (verdict, next)
        }
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
            (verdict, next)
        }
    })
}

#[component]
pub fn Tutorial(
    /// Told when the step reached changes (the page's record follows it).
    on_progress: Callback<usize>,
) -> impl IntoView {
    let steps = tutorial();
    let reached = RwSignal::new(progress::load().tutorial_step.min(steps.len()));
    let verdict = RwSignal::new(None::<Verdict>);
    let answered = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    let go_to = move |index: usize| {
        verdict.set(None);
        answered.set(false);
        reached.set(index);
        match progress::update(|l| l.tutorial_step = index) {
            Ok(_) => error.set(None),
            Err(why) => error.set(Some(why)),
        }
        on_progress.run(index);
    };
    let board = move || {
        let index = reached.get();
        let step = steps.get(index)?;
        let exercise = step.exercise()?;
        let solving = step.kind == StepKind::Solve;
        let judge = Callback::new(move |(position, mv): (State, Move)| {
            judge(step, &position, &mv).unwrap_or((
                Verdict::Wrong("This step cannot judge that move.".into()),
                position,
            ))
        });
        let on_verdict = Callback::new(move |v: Verdict| {
            let done = v.is_right() && !solving;
            verdict.set(Some(v));
            if done {
                answered.set(true);
            }
        });
        let puzzle = Arc::new(exercise.puzzle.clone());
        let solved_check = {
            let puzzle = puzzle.clone();
            move |position: &State| is_solved(&puzzle, position)
        };
        // The whole puzzle is answered once it is solved.
        let judge = if solving {
            Callback::new(move |(position, mv): (State, Move)| {
                let (v, next) = judge.run((position, mv));
                if solved_check(&next) {
                    answered.set(true);
                }
                (v, next)
            })
        } else {
            judge
        };
        Some(view! {
            <ExerciseBoard
                puzzle
                start=exercise.position.clone()
                judge
                on_verdict
                locked=answered
            />
        })
    };
    move || {
        let index = reached.get();
        match steps.get(index) {
            None => view! {
                <div class="tutorial-done" data-testid="tutorial-step" data-step="done">
                    <p>
                        <strong>"Tutorial complete."</strong>
                        " You know every rule and the techniques the solver uses. Practise them one at a time below, or play a puzzle."
                    </p>
                    <button data-testid="tutorial-restart" on:click=move |_| go_to(0)>
                        "Start the tutorial again"
                    </button>
                </div>
            }
            .into_any(),
            Some(step) => view! {
                <div class="tutorial-step" data-testid="tutorial-step" data-step=index + 1>
                    <h3>
                        <span class="step-count">
                            {format!("Step {} of {}: ", index + 1, steps.len())}
                        </span>
                        {step.title}
                    </h3>
                    <p class="lesson">{step.lesson}</p>
                    {board}
                    <VerdictLine verdict=verdict testid="tutorial-result" />
                    {move || error.get().map(|why| view! { <p class="error">{why}</p> })}
                    <div class="step-actions">
                        <button
                            data-testid="tutorial-back"
                            disabled=index == 0
                            on:click=move |_| go_to(index.saturating_sub(1))
                        >
                            "Back"
                        </button>
                        <button
                            class="primary"
                            data-testid="tutorial-next"
                            disabled=move || !answered.get()
                            on:click=move |_| go_to(index + 1)
                        >
                            {if index + 1 == steps.len() { "Finish" } else { "Next" }}
                        </button>
                    </div>
                </div>
            }
            .into_any(),
        }
    }
}
