//! Player aids: a hint that explains one step (a second press applies it), finding the first
//! mistake, revealing the solution, error marks, marking an island done and outlining a group.
//! Every answer that needs a search comes from the solver's worker, so the board stays live
//! while it thinks; the screen keeps the solution the worker finds.

use super::context::GameContext;
use crate::shell::job_progress::JobProgress;
use crate::worker::client::{JobError, TIME_BUDGET};
use crate::worker::jobs::unsolved_text;
use crate::worker::protocol::{Advice, Job, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::{Move, State};
use leptos::prelude::*;

/// A hint on screen, with the position it was computed for and the moves that carry it out.
#[derive(Clone)]
struct ShownHint {
    at: State,
    moves: Vec<Move>,
}

/// What an answer from the worker may change: the game, the hint text and the hint on screen.
#[derive(Clone, Copy)]
struct Panel {
    ctx: GameContext,
    text: RwSignal<Option<String>>,
    shown: StoredValue<Option<ShownHint>>,
}

/// Shows the worker's reply about the position it was asked about.
type Answer = fn(Panel, State, Reply);

/// What the player hears when a search gave no answer.
fn job_failed(why: &JobError) -> Option<String> {
    match why {
        JobError::Cancelled => None,
        JobError::TimedOut => Some("This puzzle is too large to check here.".into()),
        JobError::Failed(e) => Some(format!("The solver stopped unexpectedly ({e}).")),
    }
}

#[component]
pub fn Aids() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let text = RwSignal::new(None::<String>);
    let shown = StoredValue::new(None::<ShownHint>);
    let slot = JobSlot::owned();
    let panel = Panel { ctx, text, shown };

    // Sends a job about the current position; `then` hears the reply if the board has not
    // changed meanwhile (an answer about an old position would mislead).
    let ask = move |label: &str, job: Job, then: Answer| {
        let at = ctx.game.with_untracked(|g| g.state().clone());
        let label = label.to_string();
        leptos::task::spawn_local(async move {
            let outcome = slot.run(label, job, TIME_BUDGET).await;
            match outcome {
                Ok(reply) => {
                    if ctx.game.try_with_untracked(|g| *g.state() == at) == Some(true) {
                        then(panel, at, reply);
                    }
                }
                Err(why) => {
                    if let Some(message) = job_failed(&why) {
                        text.try_set(Some(message));
                    }
                }
            }
        });
    };

    let on_hint = move |_| {
        let state = ctx.game.with_untracked(|g| g.state().clone());
        // A second press on an unchanged position carries the hint out.
        if let Some(h) = shown
            .get_value()
            .filter(|h| h.at == state && !h.moves.is_empty())
        {
            shown.set_value(None);
            ctx.change(|g| g.play_hint(&h.moves));
            text.set(None);
            return;
        }
        let job = Job::Hint {
            puzzle: ctx.task(),
            position: state.counts().to_vec(),
            solution: ctx.solution_counts(),
        };
        ask("Looking for a hint…", job, show_hint);
    };

    let on_mistake = move |_| {
        let job = Job::Mistakes {
            puzzle: ctx.task(),
            position: ctx.game.with_untracked(|g| g.state().counts().to_vec()),
            solution: ctx.solution_counts(),
        };
        ask("Comparing with the solution…", job, show_mistakes);
    };

    let on_solve = move |_| match ctx.known_solution() {
        Some(Ok(solution)) => {
            ctx.change(|g| g.reveal(&solution));
            text.set(None);
        }
        Some(Err(why)) => text.set(Some(unsolved_text(why, "reveal"))),
        None => ask("Solving…", Job::Solve { puzzle: ctx.task() }, reveal),
    };

    let selected = Memo::new(move |_| ctx.ui.with(|ui| ui.selected()));
    let group_shown = Memo::new(move |_| ctx.marks.with(|m| m.group_of.is_some()));
    let busy = move || slot.is_busy();
    view! {
        <div class="aids" role="toolbar" aria-label="Aids" aria-busy=move || busy().to_string()>
            <button data-testid="hint" disabled=busy on:click=on_hint>
                "Hint"
            </button>
            <button data-testid="mistake" disabled=busy on:click=on_mistake>
                "Find my mistake"
            </button>
            <button
                data-testid="check"
                aria-pressed=move || ctx.show_errors.get().to_string()
                on:click=move |_| ctx.show_errors.update(|s| *s = !*s)
            >
                {move || if ctx.show_errors.get() { "Hide errors" } else { "Check" }}
            </button>
            <button data-testid="solve" disabled=busy on:click=on_solve>
                "Solve"
            </button>
            <button
                data-testid="mark"
                title="Mark the selected island as done (M)"
                disabled=move || selected.get().is_none()
                on:click=move |_| ctx.toggle_done()
            >
                "Mark done"
            </button>
            <button
                data-testid="group"
                title="Highlight the selected island's group (G)"
                aria-pressed=move || group_shown.get().to_string()
                disabled=move || selected.get().is_none() && !group_shown.get()
                on:click=move |_| ctx.toggle_group()
            >
                "Show group"
            </button>
        </div>
        <JobProgress jobs=slot />
        <p class="hint-text" data-testid="hint-text" aria-live="polite" hidden=move || text.with(Option::is_none)>
            {move || text.get().unwrap_or_default()}
        </p>
    }
}

/// Keeps a solution the worker found on the way.
fn learn(ctx: GameContext, advice: &mut Advice) {
    if let Some(found) = advice.solution.take() {
        ctx.learn_solution(found);
    }
}

fn refused(text: RwSignal<Option<String>>, reply: Reply) {
    let why = match reply {
        Reply::Refused(why) => why,
        other => format!("The solver answered out of turn ({other:?})."),
    };
    text.set(Some(why));
}

fn show_hint(Panel { ctx, text, shown }: Panel, at: State, reply: Reply) {
    let Reply::Hint(mut advice) = reply else {
        return refused(text, reply);
    };
    learn(ctx, &mut advice);
    let moves: Vec<Move> = advice.moves.iter().filter_map(|m| m.parse().ok()).collect();
    let prompt = if moves.is_empty() {
        ""
    } else {
        " Press Hint again to apply it."
    };
    text.set(Some(format!("{}{prompt}", advice.text)));
    if advice.counts_as_hint {
        ctx.game.update(|g| g.note_hint_shown());
    }
    ctx.highlight(advice.islands, advice.edges);
    shown.set_value(Some(ShownHint { at, moves }));
}

fn show_mistakes(Panel { ctx, text, .. }: Panel, _at: State, reply: Reply) {
    let Reply::Mistakes(mut advice) = reply else {
        return refused(text, reply);
    };
    learn(ctx, &mut advice);
    text.set(Some(advice.text));
    if !advice.edges.is_empty() {
        ctx.highlight(advice.islands, advice.edges);
    }
}

fn reveal(Panel { ctx, text, .. }: Panel, _at: State, reply: Reply) {
    let Reply::Solution(found) = reply else {
        return refused(text, reply);
    };
    ctx.learn_solution(found);
    match ctx.known_solution() {
        Some(Ok(solution)) => {
            ctx.change(|g| g.reveal(&solution));
            text.set(None);
        }
        Some(Err(why)) => text.set(Some(unsolved_text(why, "reveal"))),
        None => text.set(Some("The solver's answer did not fit this puzzle.".into())),
    }
}
