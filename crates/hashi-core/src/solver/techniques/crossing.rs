//! Crossing: a placed bridge rules out every edge it crosses.

use super::{Deduction, EdgeChange, Reason, Technique};
use crate::puzzle::{EdgeId, Puzzle};
use crate::solver::bounds::Bounds;

/// The first edge, in edge order, whose bridge blocks an edge still open.
pub(super) fn first(puzzle: &Puzzle, bounds: &Bounds) -> Option<Deduction> {
    (0..puzzle.edges().len()).find_map(|edge| at(puzzle, bounds, edge))
}

/// What a bridge on `edge`, if it has one, rules out.
pub(super) fn at(puzzle: &Puzzle, bounds: &Bounds, edge: EdgeId) -> Option<Deduction> {
    if bounds.lo(edge) == 0 {
        return None;
    }
    // Most placed bridges block nothing new: check before collecting.
    if !puzzle.crossings(edge).iter().any(|&o| bounds.hi(o) > 0) {
        return None;
    }
    let blocked: Vec<EdgeId> = puzzle
        .crossings(edge)
        .iter()
        .copied()
        .filter(|&o| bounds.hi(o) > 0)
        .collect();
    let crossed = *blocked.first()?;
    let e = puzzle.edges()[edge];
    Some(Deduction {
        technique: Technique::Crossing,
        islands: vec![e.a, e.b],
        changes: blocked
            .iter()
            .map(|&o| EdgeChange {
                edge: o,
                lo: 0,
                hi: 0,
            })
            .collect(),
        reason: Reason::Blocks { edge, crossed },
    })
}
