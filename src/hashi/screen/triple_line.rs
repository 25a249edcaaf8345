//! The rating's triple under the celebration, in words: "Hardest step: Isolation, after 12
//! bridges. First step: Capacity; hardest before the first bridge: Crossing." It is read off
//! the logical path, which the helper worker finds (it may search: never on the page's
//! thread); the line waits for it and shows nothing if it does not come.

use crate::hashi::play::context::GameContext;
use crate::hashi::screen::into_view::bring_into_view;
use crate::hashi::triple_words::triple_words;
use crate::i18n::{t, SolvedMsg};
use crate::worker::client::TIME_BUDGET;
use crate::worker::protocol::{Job, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::flow::{triple_of, Triple};
use leptos::prelude::*;

#[component]
pub fn TripleLine() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let triple = RwSignal::new(None::<Triple>);
    let job = Job::LogicalPath {
        puzzle: ctx.task(),
        solution: ctx.solution_counts(),
    };
    let slot = JobSlot::owned();
    leptos::task::spawn_local(async move {
        let reply = slot.run(t(SolvedMsg::WorkingPath), job, TIME_BUDGET).await;
        if let Ok(Reply::LogicalPath(steps)) = reply {
            triple.try_set(triple_of(&steps));
        }
    });
    move || {
        triple.get().map(|found| {
            // The line comes after the celebration was scrolled into view: keep it all there.
            let line = NodeRef::<leptos::html::P>::new();
            line.on_load(|p| {
                if let Ok(Some(panel)) = p.closest("[data-testid=celebration]") {
                    bring_into_view(&panel);
                }
            });
            view! {
                <p node_ref=line class="solved-triple" data-testid="solved-triple">
                    {move || triple_words(&found)}
                </p>
            }
        })
    }
}
