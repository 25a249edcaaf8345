//! Lookahead: trying a count on an edge, propagating and reaching a contradiction rules that
//! count out.

use super::{Deduction, EdgeChange, Reason, Technique};
use crate::puzzle::{EdgeId, Puzzle};
use crate::solver::bounds::Bounds;
use crate::solver::budget::Meter;
use crate::solver::glance::refutes_at_a_glance;
use crate::solver::graph::Groups;
use crate::solver::trials::Trials;

/// The first open edge, in edge order, where its lowest or else its highest count is refuted.
/// Each trial is charged to `meter`; None once it runs out. `at_fixpoint` when every other
/// technique finds nothing in `bounds` (see [`Trials::new`]).
pub(super) fn first(
    puzzle: &Puzzle,
    bounds: &Bounds,
    at_fixpoint: bool,
    meter: &mut Meter,
) -> Option<Deduction> {
    // Every trial starts from the same position: what they share is made once, on the first.
    let mut trials: Option<Trials> = None;
    first_refuted(puzzle, bounds, |edge, count| {
        meter.charge(1).ok()?;
        let trials = trials.get_or_insert_with(|| Trials::new(puzzle, bounds, at_fixpoint));
        Some(trials.refutes(edge, count))
    })
}

/// [`first`] with trials refuted at a glance ([`refutes_at_a_glance`]): the shallow
/// lookahead the rating tells from a deep one. Each trial looks at a few islands, so a whole
/// scan is charged to `meter` as one unit, like a sweep of a global technique. `groups` are
/// those of `bounds` (the trials ask only which group an island is in, and its size and need).
pub(super) fn first_shallow(
    puzzle: &Puzzle,
    bounds: &Bounds,
    groups: &mut Groups,
    meter: &mut Meter,
) -> Option<Deduction> {
    meter.charge(1).ok()?;
    first_refuted(puzzle, bounds, |edge, count| {
        Some(refutes_at_a_glance(puzzle, bounds, groups, edge, count))
    })
}

/// The first open edge, in edge order, where `refuted` rules out its lowest or else its
/// highest count (None from `refuted` stops the search).
fn first_refuted(
    puzzle: &Puzzle,
    bounds: &Bounds,
    mut refuted: impl FnMut(EdgeId, u8) -> Option<bool>,
) -> Option<Deduction> {
    for edge in (0..puzzle.edges().len()).filter(|&e| !bounds.is_fixed(e)) {
        let (lo, hi) = (bounds.lo(edge), bounds.hi(edge));
        for (tried, change) in [
            (
                lo,
                EdgeChange {
                    edge,
                    lo: lo + 1,
                    hi,
                },
            ),
            (
                hi,
                EdgeChange {
                    edge,
                    lo,
                    hi: hi - 1,
                },
            ),
        ] {
            // The position is at a fixpoint of every other technique (lookahead comes last),
            // so propagating from the tried edge reaches the same verdict as from everywhere.
            if refuted(edge, tried)? {
                let e = puzzle.edges()[edge];
                return Some(Deduction {
                    technique: Technique::Lookahead,
                    islands: vec![e.a, e.b],
                    changes: vec![change],
                    reason: Reason::Refuted { edge, count: tried },
                });
            }
        }
    }
    None
}
