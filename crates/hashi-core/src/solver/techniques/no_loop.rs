//! No loop: under rules without loops, an open edge whose ends certain bridges already join
//! would close a loop, so it takes no bridge.

use super::scan::first_edge;
use super::{Deduction, EdgeChange, Reason, Technique};
use crate::puzzle::Puzzle;
use crate::solver::bounds::{Bounds, Contradiction};
use crate::solver::graph;

/// The first edge, in edge order, that would close a loop. Fails if certain bridges already
/// close one; finds nothing under rules that allow loops.
pub(super) fn first(puzzle: &Puzzle, bounds: &Bounds) -> Result<Option<Deduction>, Contradiction> {
    let found = first_edge(|report| graph::loop_closers(puzzle, bounds, report))?;
    Ok(found.map(|edge| {
        let e = puzzle.edges()[edge];
        Deduction {
            technique: Technique::NoLoop,
            islands: vec![e.a, e.b],
            changes: vec![EdgeChange { edge, lo: 0, hi: 0 }],
            reason: Reason::ClosesLoop { edge },
        }
    }))
}
