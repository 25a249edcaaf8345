//! `/hashi/learn/<technique>`: endless drills of one technique. Each is made in the solver's
//! worker from its seed; the player makes the forced move, which is judged on the page
//! against the drill's known solution: right is confirmed with the solver's reason, wrong is
//! explained and taken back. The record of drills done and first tries is kept.

use super::exercise_board::{ExerciseBoard, Judged};
use super::technique_list::drill_path;
use super::verdict_line::{Said, VerdictLine};
use super::voice::{Voice, Voiced};
use crate::hashi::records::learn::{self as progress, DrillRecord};
use crate::i18n::{t, t_count, t_with, tr, ChunksMsg, DrillMsg as Msg, WordsMsg};
use crate::shell::job_progress::JobProgress;
use crate::shell::problem::SaidProblem;
use crate::worker::client::{JobError, JobFailure};
use crate::worker::protocol::{DrillerRefusal, Job, Lesson, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::learn::{
    technique_from_id, DrillError, Exercise, ExerciseData, Right, Verdict, DRILLED,
};
use hashi_core::solver::techniques::Technique;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;
use std::sync::Arc;
use std::time::Duration;

/// Finding a connectivity drill looks through many puzzles (about 0.1 s natively, a few
/// times that on a phone); the rest take milliseconds.
const DRILL_BUDGET: Duration = Duration::from_secs(20);

/// Where the current drill stands.
#[derive(Clone)]
enum Current {
    Making,
    /// The drill as the driller sent it (the worker judges moves against it) and read back.
    Ready(Box<(ExerciseData, Exercise)>),
    Stopped(Stop),
}

/// Why there is no drill to show, worded when shown.
#[derive(Clone)]
enum Stop {
    /// The drill sent could not be read back, and why.
    Damaged(String),
    /// The driller found none, or refused the job.
    Undrilled(DrillerRefusal),
    OutOfTurn,
    Cancelled,
    TimedOut,
    /// The worker failed, and its reason.
    Failed(JobFailure),
}

impl Stop {
    /// The sentence in the current language, with the techniques' names from `voice`.
    fn text(&self, voice: &Voice) -> String {
        match self {
            Stop::Damaged(why) => t_with(Msg::Damaged, &[("why", why)]),
            Stop::Undrilled(DrillerRefusal::Drill(DrillError::NotFound { technique, puzzles })) => {
                t_count(
                    Msg::NotFound,
                    u64::from(*puzzles),
                    &[("technique", &(voice.aid.name)(*technique))],
                )
            }
            Stop::Undrilled(DrillerRefusal::Drill(DrillError::GaveUp { work })) => {
                t_with(Msg::GaveUp, &[("work", &work.to_string())])
            }
            // The page's own mistakes, which a player does not meet: the worker's English.
            Stop::Undrilled(other) => other.to_string(),
            Stop::OutOfTurn => t(WordsMsg::SolverOutOfTurn),
            Stop::Cancelled => t(Msg::Cancelled),
            Stop::TimedOut => t(Msg::TooLong),
            Stop::Failed(why) => t_with(Msg::Failed, &[("why", &why.reason())]),
        }
    }
}

#[component]
pub fn DrillRoute() -> impl IntoView {
    super::style::adopt_style();
    view! { <Voiced what=ChunksMsg::Drill page=|voice| view! { <Drill voice /> }.into_any() /> }
}

#[component]
fn Drill(voice: Voice) -> impl IntoView {
    let params = use_params_map();
    move || {
        let id = params.with(|p| p.get("technique").unwrap_or_default());
        match technique_from_id(&id) {
            Some(technique) => view! { <DrillPage technique voice /> }.into_any(),
            None => view! { <UnknownTechnique id voice /> }.into_any(),
        }
    }
}

#[component]
fn UnknownTechnique(id: String, voice: Voice) -> impl IntoView {
    view! {
        <section class="problem" role="alert" data-testid="unknown-technique">
            <h1>{tr(Msg::UnknownHeading)}</h1>
            <p>{move || t_with(Msg::UnknownText, &[("id", &id)])}</p>
            <ul>
                {DRILLED
                    .into_iter()
                    .map(|t| {
                        view! {
                            <li>
                                <A href=drill_path(t)>{move || (voice.aid.title)(t)}</A>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <p>
                <A href="/hashi/learn">{tr(Msg::BackToLearn)}</A>
            </p>
        </section>
    }
}

#[component]
fn DrillPage(technique: Technique, voice: Voice) -> impl IntoView {
    let slot = JobSlot::owned();
    let record = RwSignal::new(progress::load().drill(technique.id()));
    let seed = RwSignal::new(record.get_untracked().next_seed);
    let current = RwSignal::new(Current::Making);
    let verdict = RwSignal::new(None::<Said>);
    let first = RwSignal::new(None::<bool>);
    let answered = RwSignal::new(false);
    // "Show me": the drill's answer on the board with its reason; it counts as not done.
    let shown = RwSignal::new(false);
    let save_error = RwSignal::new(None::<String>);

    // "Finding a position for capacity…", in the language of the moment.
    let finding = move || t_with(Msg::Finding, &[("technique", &(voice.aid.name)(technique))]);
    // The progress line follows a language that arrives while the drill is being made.
    Effect::new(move |_| slot.relabel(finding()));
    let make = move |at: u64| {
        // A drill still being made for the seed skipped would otherwise answer first.
        slot.cancel();
        current.set(Current::Making);
        verdict.set(None);
        first.set(None);
        answered.set(false);
        shown.set(false);
        let label = finding();
        let job = Job::Drill {
            technique: technique.id().to_string(),
            seed: at,
        };
        leptos::task::spawn_local(async move {
            let outcome = match slot.run(label, job, DRILL_BUDGET).await {
                Ok(Reply::Drill { exercise, .. }) => Exercise::try_from(exercise.clone())
                    .map(|e| Current::Ready(Box::new((exercise, e))))
                    .unwrap_or_else(|e| Current::Stopped(Stop::Damaged(e.to_string()))),
                Ok(Reply::Undrilled(why)) => Current::Stopped(Stop::Undrilled(why)),
                Ok(_) => Current::Stopped(Stop::OutOfTurn),
                Err(JobError::Cancelled) => Current::Stopped(Stop::Cancelled),
                Err(JobError::TimedOut) => Current::Stopped(Stop::TimedOut),
                Err(JobError::Failed(e)) => Current::Stopped(Stop::Failed(e)),
            };
            // Only the answer for the seed on show counts; a newer drill is on its way.
            if seed.try_get_untracked() == Some(at) {
                verdict.try_set(None);
                first.try_set(None);
                answered.try_set(false);
                shown.try_set(false);
                current.try_set(outcome);
            }
        });
    };
    make(seed.get_untracked());
    // Skipping moves on too, for good: the page reopens at the drill after the skipped one.
    let next = move |_| {
        let at = seed.get_untracked().saturating_add(1);
        seed.set(at);
        let id = technique.id();
        if let Err(why) = progress::update(|l| {
            let record = l.drills.entry(id.to_string()).or_default();
            record.next_seed = record.next_seed.max(at);
        }) {
            save_error.set(Some(why));
        }
        make(at);
    };

    let on_judged = Callback::new(move |(v, _): Judged| {
        let right = v.is_right();
        if first.get_untracked().is_none() {
            first.set(Some(right));
        }
        if right && !answered.get_untracked() {
            answered.set(true);
            let first_try = first.get_untracked().unwrap_or(false);
            let at = seed.get_untracked();
            let id = technique.id();
            match progress::update(|l| {
                l.drills
                    .entry(id.to_string())
                    .or_default()
                    .answered(at, first_try)
            }) {
                Ok(l) => {
                    record.set(l.drill(id));
                    save_error.set(None);
                }
                Err(why) => {
                    record.update(|r: &mut DrillRecord| r.answered(at, first_try));
                    save_error.set(Some(why));
                }
            }
        }
        verdict.set(Some(v));
    });

    let board = move || match current.get() {
        Current::Making => view! {
            <div class="board-wrap">
                <div class="board-placeholder" aria-hidden="true"></div>
            </div>
            <JobProgress jobs=slot />
        }
        .into_any(),
        // The problem's sentence follows the language: the stop is kept as data.
        Current::Stopped(why) => {
            (move || view! { <SaidProblem message=why.text(&voice) /> }).into_any()
        }
        Current::Ready(drill) => {
            let (data, exercise) = *drill;
            let start = if shown.get() {
                exercise.answered()
            } else {
                exercise.position.clone()
            };
            let puzzle = Arc::new(exercise.puzzle);
            view! {
                <ExerciseBoard
                    puzzle
                    start
                    lesson=Lesson::Drill(data)
                    on_judged
                    locked=answered
                />
            }
            .into_any()
        }
    };
    // The answer and its reason, shown rather than found: the drill is not counted as done.
    let show = move |_| {
        if let Current::Ready(drill) = current.get_untracked() {
            let (_, exercise) = *drill;
            let answer = Verdict::Right(Right::Shown(exercise.teaching));
            verdict.set(Some(Said::Verdict(answer, Arc::new(exercise.puzzle))));
            first.set(Some(false));
            answered.set(true);
            shown.set(true);
        }
    };
    let heading = move || {
        t_with(
            Msg::Heading,
            &[("technique", &(voice.aid.title)(technique))],
        )
    };
    view! {
        <section
            class="learn drill"
            data-testid="drill"
            data-technique=technique.id()
            data-seed=move || seed.get().to_string()
            aria-label=heading
        >
            <nav class="crumbs">
                <A href="/">{tr(WordsMsg::Games)}</A>
                " / "
                <A href="/hashi/learn">{tr(Msg::Learn)}</A>
                " / "
                {move || (voice.aid.title)(technique)}
            </nav>
            <h1>{heading}</h1>
            <p class="lesson">
                {move || (voice.lesson.describe)(technique)}
                " "
                {tr(Msg::MakeTheMove)}
            </p>
            <p class="drill-record" data-testid="drill-stats">
                {move || (voice.lesson.summary)(&record.get())}
            </p>
            {board}
            <VerdictLine verdict=verdict testid="drill-result" voice />
            {move || {
                save_error
                    .get()
                    .map(|why| {
                        view! {
                            <p class="error">{move || (voice.lesson.save_failed)(&why)}</p>
                        }
                    })
            }}
            <div class="step-actions">
                <button
                    data-testid="drill-show"
                    disabled=move || {
                        answered.get() || !current.with(|c| matches!(c, Current::Ready(_)))
                    }
                    on:click=show
                >
                    {tr(Msg::ShowMe)}
                </button>
                <button
                    class=move || if answered.get() { "primary" } else { "" }
                    data-testid="drill-next"
                    on:click=next
                >
                    {move || t(if answered.get() { Msg::Next } else { Msg::Skip })}
                </button>
            </div>
        </section>
    }
}
