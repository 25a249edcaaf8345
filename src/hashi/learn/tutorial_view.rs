//! The tutorial: one step at a time on the game's board, the step's lesson above it, the
//! verdict on each move under it, and the step reached kept so that the page resumes there.

use super::exercise_board::{ExerciseBoard, Judged};
use super::verdict_line::{Said, VerdictLine};
use super::voice::Voice;
use crate::hashi::records::learn as progress;
use crate::i18n::{t, t_with, tr, LearnMsg as Msg};
use crate::worker::protocol::Lesson;
use hashi_core::learn::{tutorial, StepKind};
use hashi_core::solver::techniques::Technique;
use hashi_core::{is_solved, State};
use hashi_words::common;
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn Tutorial(
    /// Told when the step reached changes (the page's record follows it).
    on_progress: Callback<usize>,
    voice: Voice,
) -> impl IntoView {
    let steps = tutorial();
    let reached = RwSignal::new(progress::load().tutorial_step.min(steps.len()));
    let verdict = RwSignal::new(None::<Said>);
    let answered = RwSignal::new(false);
    // Why the progress could not be kept (the storage's reason), worded when shown.
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
                        <strong>{tr(Msg::Complete)}</strong>
                        {tr(Msg::CompleteMore)}
                    </p>
                    <button data-testid="tutorial-restart" on:click=move |_| go_to(0)>
                        {tr(Msg::Restart)}
                    </button>
                </div>
            }
            .into_any(),
            Some(step) => view! {
                <div class="tutorial-step" data-testid="tutorial-step" data-step=index + 1>
                    <h3>
                        <span class="step-count">
                            {move || {
                                t_with(
                                    Msg::StepCount,
                                    &[
                                        ("step", &(index + 1).to_string()),
                                        ("steps", &steps.len().to_string()),
                                    ],
                                )
                            }}
                        </span>
                        {move || step_title(index).unwrap_or_else(|| step.title.into())}
                    </h3>
                    <p class="lesson">
                        {move || step_lesson(index).map(t).unwrap_or_else(|| step.lesson.into())}
                    </p>
                    {board}
                    <VerdictLine verdict=verdict testid="tutorial-result" voice />
                    {move || {
                        error
                            .get()
                            .map(|why| {
                                view! {
                                    <p class="error">
                                        {move || (voice.lesson.save_failed)(&why)}
                                    </p>
                                }
                            })
                    }}
                    <div class="step-actions">
                        <button
                            data-testid="tutorial-back"
                            disabled=index == 0
                            on:click=move |_| go_to(index.saturating_sub(1))
                        >
                            {tr(Msg::Back)}
                        </button>
                        <button
                            class="primary"
                            data-testid="tutorial-next"
                            disabled=move || !answered.get()
                            on:click=move |_| go_to(index + 1)
                        >
                            {tr(if index + 1 == steps.len() { Msg::Finish } else { Msg::Next })}
                        </button>
                    </div>
                </div>
            }
            .into_any(),
        }
    }
}

/// The title of the step at `index` (the core's English is the messages' source; a step
/// beyond these is shown in it).
fn step_title(index: usize) -> Option<String> {
    match index {
        0 => Some(t(Msg::Step1Title)),
        1 => Some(t(Msg::Step2Title)),
        // Steps 3 to 7 each teach a technique and are titled with its name.
        2..=6 => TAUGHT
            .get(index - 2)
            .map(|&technique| t(common::title(technique))),
        7 => Some(t(Msg::Step8Title)),
        _ => None,
    }
}

/// What the step at `index` tells the player before the move.
fn step_lesson(index: usize) -> Option<Msg> {
    STEP_LESSONS.get(index).copied()
}

const TAUGHT: [Technique; 5] = [
    Technique::Capacity,
    Technique::EveryDirection,
    Technique::Crossing,
    Technique::Isolation,
    Technique::Connectivity,
];

const STEP_LESSONS: [Msg; 8] = [
    Msg::Step1Lesson,
    Msg::Step2Lesson,
    Msg::Step3Lesson,
    Msg::Step4Lesson,
    Msg::Step5Lesson,
    Msg::Step6Lesson,
    Msg::Step7Lesson,
    Msg::Step8Lesson,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog::Catalog;
    use crate::i18n::{with_language, Locale};

    #[test]
    fn every_step_is_said_in_english_as_the_core_writes_it() {
        let steps = tutorial();
        assert_eq!(
            steps.len(),
            STEP_LESSONS.len(),
            "a step without its messages"
        );
        for (index, step) in steps.iter().enumerate() {
            assert_eq!(step_title(index).as_deref(), Some(step.title));
            assert_eq!(step_lesson(index).map(t).as_deref(), Some(step.lesson));
        }
    }

    #[test]
    fn every_language_says_every_step_in_its_own_words() {
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
            let catalog = Catalog::shipped(locale, &["learn"]);
            with_language(catalog, || {
                for (index, step) in tutorial().iter().enumerate() {
                    let lesson = step_lesson(index).map(t).unwrap_or_default();
                    assert_ne!(lesson, step.lesson, "{}", locale.tag());
                    assert!(!lesson.is_empty());
                }
            });
        }
    }
}
