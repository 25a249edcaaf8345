//! The coach under the celebration of a solve by play: at most three lines from the helper
//! worker (the longest stall, a costly mistake, one thing done well), each a button that opens
//! the replay at its move with the step highlighted, and a link to its technique's drill. It
//! waits for the worker and shows nothing after a smooth solve or if the reply does not come.

use crate::hashi::coach_words::{coach_words, drill_words};
use crate::hashi::play::context::GameContext;
use crate::hashi::screen::replay::ReplayOpener;
use crate::i18n::{t, tr, SolvedMsg};
use crate::worker::client::TIME_BUDGET;
use crate::worker::protocol::{Job, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::coach::{CoachKind, CoachLine};
use hashi_core::Game;
use leptos::prelude::*;
use leptos_router::components::A;

/// A stable name for the kind of line (the page's `data-kind`).
fn kind_id(kind: CoachKind) -> &'static str {
    match kind {
        CoachKind::Stall => "stall",
        CoachKind::Mistake => "mistake",
        CoachKind::WellDone => "well-done",
    }
}

#[component]
pub fn CoachLines() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let opener = use_context::<ReplayOpener>();
    let lines = RwSignal::new(Vec::<CoachLine>::new());
    let job = Job::Coach {
        save: ctx.game().with_untracked(Game::save),
        solution: ctx.solution_counts(),
    };
    let slot = JobSlot::owned();
    leptos::task::spawn_local(async move {
        let reply = slot.run(t(SolvedMsg::CoachWorking), job, TIME_BUDGET).await;
        if let Ok(Reply::Coached(found)) = reply {
            lines.try_set(found);
        }
    });
    move || {
        let found = lines.get();
        (!found.is_empty()).then(|| {
            view! {
                <ul class="coach" data-testid="coach" aria-label=tr(SolvedMsg::CoachTitle)>
                    {found.into_iter().map(|line| coach_line(line, opener)).collect_view()}
                </ul>
            }
        })
    }
}

/// One line: its words open the replay there; its technique's drill is a link beside.
fn coach_line(line: CoachLine, opener: Option<ReplayOpener>) -> impl IntoView {
    let (technique, kind) = (line.technique, line.kind);
    let said = line.clone();
    let open = move |_| {
        if let Some(opener) = opener {
            opener.open(line.clone());
        }
    };
    view! {
        <li data-testid="coach-line" data-kind=kind_id(kind) data-technique=technique.id()>
            <button class="coach-open" on:click=open>
                {move || coach_words(&said)}
            </button>
            " "
            <A href=format!("/hashi/learn/{}", technique.id()) attr:data-testid="coach-drill">
                {move || drill_words(technique)}
            </A>
        </li>
    }
}
