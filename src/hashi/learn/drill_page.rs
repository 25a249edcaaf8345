//! `/hashi/learn/<technique>`: endless drills of one technique. Each is made in the solver's
//! worker from its seed; the player makes the forced move, which is judged on the page
//! against the drill's known solution: right is confirmed with the solver's reason, wrong is
//! explained and taken back. The record of drills done and first tries is kept.

use super::exercise_board::{ExerciseBoard, Judged};
use super::progress::{self, DrillRecord};
use super::technique_list::drill_path;
use super::verdict_line::{Said, VerdictLine};
use crate::shell::job_progress::JobProgress;
use crate::shell::problem::Problem;
use crate::worker::client::JobError;
use crate::worker::protocol::Lesson;
use crate::worker::protocol::{Job, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::learn::{
    describe, technique_from_id, Exercise, ExerciseData, Right, Verdict, DRILLED,
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
    Stopped(String),
}

#[component]
pub fn DrillRoute() -> impl IntoView {
    super::adopt_style();
    let params = use_params_map();
    move || {
        let id = params.with(|p| p.get("technique").unwrap_or_default());
        match technique_from_id(&id) {
            Some(technique) => view! { <DrillPage technique /> }.into_any(),
            None => view! { <UnknownTechnique id /> }.into_any(),
        }
    }
}

#[component]
fn UnknownTechnique(id: String) -> impl IntoView {
    view! {
        <section class="problem" role="alert" data-testid="unknown-technique">
            <h1>"No such technique"</h1>
            <p>{format!("“{id}” is not one of the techniques. Drills exist for:")}</p>
            <ul>
                {DRILLED
                    .into_iter()
                    .map(|t| view! { <li><A href=drill_path(t)>{t.title()}</A></li> })
                    .collect_view()}
            </ul>
            <p>
                <A href="/hashi/learn">"Back to Learn Hashi"</A>
            </p>
        </section>
    }
}

#[component]
fn DrillPage(technique: Technique) -> impl IntoView {
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

    let make = move |at: u64| {
        // A drill still being made for the seed skipped would otherwise answer first.
        slot.cancel();
        current.set(Current::Making);
        verdict.set(None);
        first.set(None);
        answered.set(false);
        shown.set(false);
        let label = format!("Finding a position for {}…", technique.name());
        let job = Job::Drill {
            technique: technique.id().to_string(),
            seed: at,
        };
        leptos::task::spawn_local(async move {
            let outcome = match slot.run(label, job, DRILL_BUDGET).await {
                Ok(Reply::Drill { exercise, .. }) => Exercise::try_from(exercise.clone())
                    .map(|e| Current::Ready(Box::new((exercise, e))))
                    .unwrap_or_else(|e| Current::Stopped(format!("This drill is damaged: {e}."))),
                Ok(Reply::Undrilled(why)) => Current::Stopped(why.to_string()),
                Ok(_) => Current::Stopped("The solver answered out of turn.".into()),
                Err(JobError::Cancelled) => Current::Stopped("Cancelled.".into()),
                Err(JobError::TimedOut) => {
                    Current::Stopped("This drill took too long to find here.".into())
                }
                Err(JobError::Failed(e)) => {
                    Current::Stopped(format!("The solver stopped unexpectedly ({e})."))
                }
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
        Current::Stopped(why) => view! {
            <Problem message=why />
        }
        .into_any(),
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
            verdict.set(Some(Said::verdict(&answer, &exercise.puzzle)));
            first.set(Some(false));
            answered.set(true);
            shown.set(true);
        }
    };
    view! {
        <section
            class="learn drill"
            data-testid="drill"
            data-technique=technique.id()
            data-seed=move || seed.get().to_string()
            aria-label=format!("{} drill", technique.title())
        >
            <nav class="crumbs">
                <A href="/">"Games"</A>
                " / "
                <A href="/hashi/learn">"Learn"</A>
                {format!(" / {}", technique.title())}
            </nav>
            <h1>{format!("{} drill", technique.title())}</h1>
            <p class="lesson">
                {describe(technique)}
                " Make the move it forces: one bridge is enough."
            </p>
            <p class="drill-record" data-testid="drill-stats">
                {move || record.get().summary()}
            </p>
            {board}
            <VerdictLine verdict=verdict testid="drill-result" />
            {move || save_error.get().map(|why| view! { <p class="error">{why}</p> })}
            <div class="step-actions">
                <button
                    data-testid="drill-show"
                    disabled=move || {
                        answered.get() || !current.with(|c| matches!(c, Current::Ready(_)))
                    }
                    on:click=show
                >
                    "Show me"
                </button>
                <button
                    class=move || if answered.get() { "primary" } else { "" }
                    data-testid="drill-next"
                    on:click=next
                >
                    {move || if answered.get() { "Next" } else { "Skip" }}
                </button>
            </div>
        </section>
    }
}
