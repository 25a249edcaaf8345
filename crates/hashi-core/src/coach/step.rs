//! The easiest way on from a player's position, as the coach names it: the deductions are
//! tried easiest first until one places a bridge, and the hardest of the chain is the step's
//! technique (the hint engine names the last, which is often a plain Capacity finishing what
//! an Isolation ruled out).

use crate::hint::mistakes;
use crate::is_solved;
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::solver::techniques::{Deducer, Deduction, Technique};
use crate::solver::{Bounds, Budget};
use crate::state::State;

/// The step: its technique, the islands its hardest deduction looks at, and the pairs that
/// get a bridge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: Technique,
    pub islands: Vec<IslandId>,
    pub edges: Vec<EdgeId>,
}

/// The easiest step on from `state` towards `solution`; None when the position is solved,
/// holds a mistake, or deduction (within [`Budget::DEFAULT`]) finds no bridge to place.
pub fn easiest_step(puzzle: &Puzzle, state: &State, solution: &State) -> Option<Step> {
    let state = state.committed();
    if is_solved(puzzle, state) || !mistakes(puzzle, state, solution).is_empty() {
        return None;
    }
    let mut bounds = Bounds::at_least(puzzle, state);
    // With no mistakes every mark agrees with the solution, so it may narrow the search.
    for edge in state.marked_edges() {
        if bounds.narrow(puzzle, edge, 0, 0).is_err() {
            return None;
        }
    }
    let mut deducer = Deducer::within(puzzle, Budget::DEFAULT);
    let mut hardest: Option<Deduction> = None;
    while let Ok(Some(d)) = deducer.next(puzzle, &bounds, Technique::Lookahead) {
        // The latest of the hardest kind: the one nearest the bridge it leads to (the
        // placing deduction itself when nothing harder came before it).
        if hardest.as_ref().is_none_or(|h| d.technique >= h.technique) {
            hardest = Some(d.clone());
        }
        let placed: Vec<EdgeId> = d
            .changes
            .iter()
            .filter(|c| c.lo > state.count(c.edge))
            .map(|c| c.edge)
            .collect();
        if !placed.is_empty() {
            let key = hardest.unwrap_or(d);
            let islands = if key.islands.is_empty() {
                key.edges()
                    .flat_map(|e| [puzzle.edges()[e].a, puzzle.edges()[e].b])
                    .collect()
            } else {
                key.islands
            };
            return Some(Step {
                technique: key.technique,
                islands,
                edges: placed,
            });
        }
        if d.apply(&mut bounds).is_err() {
            return None;
        }
        deducer.changed(puzzle, d.edges());
    }
    None
}
