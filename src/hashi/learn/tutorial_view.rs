//! The tutorial: one step at a time on the game's board, the step's lesson above it, the
//! verdict on each move under it, and the step reached kept so that the page resumes there.

use super::exercise_board::{ExerciseBoard, Judged};
use super::progress;
use super::verdict_line::{Said, VerdictLine};
use crate::worker::protocol::Lesson;
use hashi_core::learn::{tutorial, StepKind};
use hashi_core::{is_solved, State};
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn Tutorial(
    /// Told when the step reached changes (the page's record follows it).
    on_progress: Callback<usize>,
) -> impl IntoView {
    let steps = tutorial();
    let reached = RwSignal::new(progress::load().tutorial_step.min(steps.len()));
    let verdict = RwSignal::new(None::<Said>);
    let answered = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    let go_to = move |index: usize| {
        verdict.set(None);
        answered.set(false);
        reached.set(index);
        match progress::update(|l| {
            l.tutorial_step = index;
            l.puzzle_position = None;
        }) {
            Ok(_) => error.set(None),
            Err(why) => error.set(Some(why)),
        }
        on_progress.run(index);
    };
    let board = move || {
        let index = reached.get();
        let step = steps.get(index)?;
        let puzzle = Arc::new(step.puzzle()?);
        let solving = step.kind == StepKind::Solve;
        // The whole puzzle resumes where it was left, if the kept bridges still read.
        let kept = solving
            .then(|| progress::load().puzzle_position)
            .flatten()
            .and_then(|counts| State::from_counts(&puzzle, &counts).ok());
        let start = match kept {
            Some(position) => position,
            None => step.position()?,
        };
        if solving && is_solved(&puzzle, &start) {
            answered.set(true);
        }
        let solved = {
            let puzzle = Arc::clone(&puzzle);
            move |position: &_| is_solved(&puzzle, position)
        };
        // A one-move step is answered once right; the whole puzzle once solved.
        let on_judged = Callback::new(move |(v, next): Judged| {
            if solving {
                let counts = next.counts().to_vec();
                if let Err(why) = progress::update(|l| l.puzzle_position = Some(counts)) {
                    error.set(Some(why));
                }
            }
            let done = if solving { solved(&next) } else { v.is_right() };
            verdict.set(Some(v));
            if done {
                answered.set(true);
            }
        });
        Some(view! {
            <ExerciseBoard
                puzzle
                start
                lesson=Lesson::Tutorial(index)
                on_judged
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
