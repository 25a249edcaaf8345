//! Lookahead: trying a count on an edge, propagating and reaching a contradiction rules that
//! count out.

use super::{Deduction, EdgeChange, Reason, Technique};
use crate::puzzle::Puzzle;
use crate::solver::bounds::Bounds;
use crate::solver::budget::Meter;
use crate::solver::propagate::refutes;

/// The first open edge, in edge order, where its lowest or else its highest count is refuted.
/// Each trial is charged to `meter`; None once it runs out.
pub(super) fn first(puzzle: &Puzzle, bounds: &Bounds, meter: &mut Meter) -> Option<Deduction> {
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
            meter.charge(1).ok()?;
            if refutes(puzzle, bounds, edge, tried) {
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
