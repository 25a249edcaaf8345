//! Connectivity: an edge without which the islands could no longer all be joined needs a
//! bridge.

use super::scan::first_edge;
use super::{Deduction, EdgeChange, Reason, Technique};
use crate::puzzle::{EdgeId, Puzzle};
use crate::solver::bounds::{Bounds, Contradiction};
use crate::solver::graph;

/// The first edge, in edge order, that every way of joining the islands uses.
pub(super) fn first(puzzle: &Puzzle, bounds: &Bounds) -> Result<Option<Deduction>, Contradiction> {
    let found = first_edge(|report| graph::necessary_edges(puzzle, bounds, report))?;
    Ok(found.map(|edge| deduction(puzzle, bounds, edge)))
}

/// The conclusion that `edge`, needed to join the islands, takes a bridge.
pub(super) fn deduction(puzzle: &Puzzle, bounds: &Bounds, edge: EdgeId) -> Deduction {
    let e = puzzle.edges()[edge];
    Deduction {
        technique: Technique::Connectivity,
        islands: vec![e.a, e.b],
        changes: vec![EdgeChange {
            edge,
            lo: 1,
            hi: bounds.hi(edge),
        }],
        reason: Reason::NeededForConnection { edge },
    }
}
