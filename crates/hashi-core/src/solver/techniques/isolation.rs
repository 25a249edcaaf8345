//! Isolation: a bridge that would close a group of islands off from the rest is impossible.

use super::{Deduction, EdgeChange, Reason, Technique};
use crate::puzzle::Puzzle;
use crate::solver::bounds::{Bounds, Contradiction};
use crate::solver::graph;

/// The first edge, in edge order, whose next bridge would close a group off.
pub(super) fn first(puzzle: &Puzzle, bounds: &Bounds) -> Result<Option<Deduction>, Contradiction> {
    let mut found = None;
    graph::isolation_limits(puzzle, bounds, |edge, hi| {
        if found.is_none() {
            found = Some((edge, hi));
        }
    })?;
    let Some((edge, hi)) = found else {
        return Ok(None);
    };
    let e = puzzle.edges()[edge];
    let mut groups = graph::Groups::of(puzzle, bounds);
    let group_size = if groups.find(e.a) == groups.find(e.b) {
        groups.size(e.a)
    } else {
        groups.size(e.a) + groups.size(e.b)
    };
    Ok(Some(Deduction {
        technique: Technique::Isolation,
        islands: vec![e.a, e.b],
        changes: vec![EdgeChange {
            edge,
            lo: bounds.lo(edge),
            hi,
        }],
        reason: Reason::WouldIsolate {
            edge,
            count: hi + 1,
            group_size,
        },
    }))
}
