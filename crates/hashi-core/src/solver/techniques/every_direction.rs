//! Every direction: an island that cannot reach its number without some edge needs at least
//! that many bridges there.

use super::{Deduction, EdgeChange, Reason, Technique};
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::solver::bounds::Bounds;

/// The first island, in island order, where some edge must be raised.
pub(super) fn first(puzzle: &Puzzle, bounds: &Bounds) -> Option<Deduction> {
    (0..puzzle.islands().len()).find_map(|island| at(puzzle, bounds, island))
}

/// The edges of `island` that its other edges cannot make up for.
pub(super) fn at(puzzle: &Puzzle, bounds: &Bounds, island: IslandId) -> Option<Deduction> {
    let number = puzzle.islands()[island].target;
    let target = u32::from(number);
    let sum_hi = bounds.sum_hi(puzzle, island);
    // What the other edges cannot supply, where that is more than `edge` already has.
    let raise = |edge: EdgeId| {
        let others = sum_hi - u32::from(bounds.hi(edge));
        let need = target.saturating_sub(others);
        (need > u32::from(bounds.lo(edge))).then_some(EdgeChange {
            edge,
            lo: need as u8,
            hi: bounds.hi(edge),
        })
    };
    // The scan visits every island at every step: allocate only where there is news.
    if !puzzle.edges_of(island).any(|e| raise(e).is_some()) {
        return None;
    }
    let raised: Vec<EdgeChange> = puzzle.edges_of(island).filter_map(raise).collect();
    let first = *raised.first()?;
    let open_dirs = puzzle
        .edges_of(island)
        .filter(|&e| bounds.hi(e) > 0)
        .count();
    let reason = if raised.len() == open_dirs && raised.iter().all(|c| c.lo == 1) {
        Reason::OneToEach {
            island,
            target: number,
            neighbours: open_dirs,
        }
    } else {
        Reason::AtLeast {
            island,
            target: number,
            from_others: sum_hi - u32::from(bounds.hi(first.edge)),
            edge: first.edge,
            at_least: first.lo,
        }
    };
    Some(Deduction {
        technique: Technique::EveryDirection,
        islands: vec![island],
        changes: raised,
        reason,
    })
}
