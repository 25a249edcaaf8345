//! What a player's position forces next: the deductions a player draws from the board, simplest
//! first, up to the first one that places a bridge, and which technique that step teaches.
//!
//! A position is the bridges on the board, nothing more, as in a hint: what the solver had
//! ruled out but the board does not show is forgotten. The board does show which lines a
//! bridge blocks (crossing) and which islands are full or nearly so (capacity), so those
//! deductions may come first in any step; a step that needs a hidden conclusion of another
//! technique before it does not teach the technique that finally places the bridge.

use crate::puzzle::Puzzle;
use crate::solver::techniques::{find, Deducer, Deduction, Technique};
use crate::solver::{Bounds, Budget};
use crate::state::State;

/// Deductions allowed before a step's placing one: at most this many (a small board needs a
/// few; a chain longer than this is no single lesson).
const MOST_NARROWING: usize = 80;

/// The deductions from a position up to the first that places a bridge.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Deductions that only rule bridges out, in the order they were drawn.
    pub narrowing: Vec<Deduction>,
    /// The first deduction that adds a bridge to the board.
    pub placing: Deduction,
}

impl Step {
    /// The edges the placing deduction raises above the board, with their new least counts.
    pub fn placements(&self, state: &State) -> Vec<(usize, u8)> {
        self.placing
            .changes
            .iter()
            .filter(|c| c.lo > state.count(c.edge))
            .map(|c| (c.edge, c.lo))
            .collect()
    }

    /// The hardest technique the step uses.
    pub fn hardest(&self) -> Technique {
        self.narrowing
            .iter()
            .map(|d| d.technique)
            .chain([self.placing.technique])
            .max()
            .unwrap_or(self.placing.technique)
    }

    /// The deduction that a drill of `technique` is about: the placing one, or for a
    /// technique that only rules bridges out, its last conclusion before the placement.
    pub fn key(&self, technique: Technique) -> &Deduction {
        self.narrowing
            .iter()
            .rev()
            .find(|d| d.technique == technique && technique != self.placing.technique)
            .unwrap_or(&self.placing)
    }
}

/// Whether a deduction adds a bridge to `state`.
fn places(d: &Deduction, state: &State) -> bool {
    d.changes.iter().any(|c| c.lo > state.count(c.edge))
}

/// The step from `state`: deductions with techniques up to `hardest`, simplest first, until
/// one places a bridge. None when they run dry, the budget runs out, or the position is
/// contradictory.
pub fn next_step(
    puzzle: &Puzzle,
    state: &State,
    hardest: Technique,
    budget: Budget,
) -> Option<Step> {
    step_from(puzzle, state, hardest, budget).0
}

/// [`next_step`] and the work it took.
pub(crate) fn step_from(
    puzzle: &Puzzle,
    state: &State,
    hardest: Technique,
    budget: Budget,
) -> (Option<Step>, u64) {
    let mut deducer = Deducer::within(puzzle, budget);
    let step = walk(puzzle, state, hardest, &mut deducer);
    (step, deducer.work())
}

fn walk(puzzle: &Puzzle, state: &State, hardest: Technique, deducer: &mut Deducer) -> Option<Step> {
    let mut known = Bounds::at_least(puzzle, state);
    let mut narrowing = Vec::new();
    while narrowing.len() <= MOST_NARROWING {
        let d = deducer.next(puzzle, &known, hardest).ok()??;
        if places(&d, state) {
            return Some(Step {
                narrowing,
                placing: d,
            });
        }
        d.apply(&mut known).ok()?;
        deducer.changed(puzzle, d.edges());
        narrowing.push(d);
    }
    None
}

/// Whether `step` (from `state`) is a lesson in `technique`: the hardest technique it uses is
/// `technique`, and that technique's conclusion is what the placement needs:
/// - capacity, every direction and connectivity place the bridge themselves (the deducer
///   tries simpler techniques first, so none of them found anything there);
/// - isolation and no loop only rule bridges out: their conclusion comes before a placement
///   by a simpler technique, which needed it (nothing simpler had found anything when it was
///   drawn);
/// - lookahead either places the bridge or rules out a count that the placement then needs;
/// - crossing only rules bridges out and is drawn first wherever it applies, so its lesson is
///   a placement by capacity or every direction that those two cannot find without it.
pub fn teaches(puzzle: &Puzzle, state: &State, step: &Step, technique: Technique) -> bool {
    match technique {
        Technique::Crossing => {
            step.hardest() <= Technique::EveryDirection
                && step.narrowing.iter().any(|d| d.technique == technique)
                && !found_without(puzzle, state, step, technique)
        }
        // No loop, like isolation, only rules bridges out.
        Technique::Isolation | Technique::NoLoop => {
            step.hardest() == technique && step.narrowing.iter().any(|d| d.technique == technique)
        }
        Technique::Lookahead => step.hardest() == technique,
        _ => step.hardest() == technique && step.placing.technique == technique,
    }
}

/// Whether the simple techniques (up to every direction) other than `left_out`, drawn from
/// `state` until they find nothing more, make every placement of `step`.
pub(crate) fn found_without(
    puzzle: &Puzzle,
    state: &State,
    step: &Step,
    left_out: Technique,
) -> bool {
    let techniques: Vec<Technique> = [
        Technique::Crossing,
        Technique::Capacity,
        Technique::EveryDirection,
    ]
    .into_iter()
    .filter(|&t| t != left_out)
    .collect();
    let mut known = Bounds::at_least(puzzle, state);
    for _ in 0..=puzzle.edges().len() * 4 {
        let found = techniques
            .iter()
            .find_map(|&t| find(t, puzzle, &known).ok().flatten());
        let Some(d) = found else {
            break;
        };
        if d.apply(&mut known).is_err() {
            break;
        }
    }
    step.placements(state)
        .iter()
        .all(|&(edge, count)| known.lo(edge) >= count)
}
