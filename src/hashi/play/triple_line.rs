//! The rating's triple under the celebration, in words: "Hardest step: Isolation, after 12
//! bridges. First step: Capacity; hardest before the first bridge: Crossing." It is read off
//! the logical path, which the helper worker finds (it may search: never on the page's
//! thread); the line waits for it and shows nothing if it does not come.

use crate::hashi::play::context::GameContext;
use crate::hashi::play::into_view::bring_into_view;
use crate::hashi::play::technique_labels::title;
use crate::i18n::{t, t_count, t_with, SolvedMsg};
use crate::worker::client::TIME_BUDGET;
use crate::worker::protocol::{Job, Reply};
use crate::worker::slot::JobSlot;
use hashi_core::flow::{triple_of, Triple};
use hashi_core::solver::techniques::Technique;
use leptos::prelude::*;

/// A step's technique by name, or "a guess" where no technique found it.
fn step_name(technique: Option<Technique>) -> String {
    technique.map_or_else(|| t(SolvedMsg::TripleGuess), title)
}

/// The triple in the current language.
pub fn triple_words(triple: &Triple) -> String {
    let hardest = step_name(triple.hardest);
    let first = match triple.bridges_before_hardest {
        0 => t_with(SolvedMsg::TripleHardestAtOnce, &[("technique", &hardest)]),
        n => t_count(
            SolvedMsg::TripleHardest,
            n as u64,
            &[("technique", &hardest)],
        ),
    };
    let start = t_with(
        SolvedMsg::TripleStart,
        &[
            ("first", &step_name(triple.first)),
            ("before", &step_name(triple.before_first_bridge)),
        ],
    );
    format!("{first} {start}")
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_triple_reads_as_a_player_would_say_it() {
        let triple = Triple {
            hardest: Some(Technique::Isolation),
            bridges_before_hardest: 12,
            first: Some(Technique::Capacity),
            before_first_bridge: Some(Technique::Crossing),
        };
        assert_eq!(
            triple_words(&triple),
            "Hardest step: Isolation, after 12 bridges. First step: Capacity; hardest before the first bridge: Crossing."
        );
        let one = Triple {
            bridges_before_hardest: 1,
            ..triple
        };
        assert!(triple_words(&one).starts_with("Hardest step: Isolation, after 1 bridge."));
        let at_once = Triple {
            hardest: None,
            bridges_before_hardest: 0,
            ..triple
        };
        assert!(triple_words(&at_once).starts_with("Hardest step: a guess, before any bridge."));
    }
}
