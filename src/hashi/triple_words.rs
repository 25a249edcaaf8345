//! The rating's triple in words, for the celebration and the pack list: "Hardest step:
//! Isolation, after 12 bridges. First step: Capacity; hardest before the first bridge:
//! Crossing."

use crate::hashi::screen::technique_labels::title;
use crate::i18n::{t, t_count, t_with, SolvedMsg};
use hashi_core::flow::Triple;
use hashi_core::solver::techniques::Technique;

/// A step's technique by name, or "a guess" where no technique found it.
fn step_name(technique: Option<Technique>) -> String {
    technique.map_or_else(|| t(SolvedMsg::TripleGuess), title)
}

/// The hardest step and how many bridges came before it, in the current language: the
/// triple's first sentence, which the pack list shows alone.
pub fn hardest_words(triple: &Triple) -> String {
    let hardest = step_name(triple.hardest);
    match triple.bridges_before_hardest {
        0 => t_with(SolvedMsg::TripleHardestAtOnce, &[("technique", &hardest)]),
        n => t_count(
            SolvedMsg::TripleHardest,
            n as u64,
            &[("technique", &hardest)],
        ),
    }
}

/// The triple in the current language.
pub fn triple_words(triple: &Triple) -> String {
    let first = hardest_words(triple);
    let start = t_with(
        SolvedMsg::TripleStart,
        &[
            ("first", &step_name(triple.first)),
            ("before", &step_name(triple.before_first_bridge)),
        ],
    );
    format!("{first} {start}")
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
