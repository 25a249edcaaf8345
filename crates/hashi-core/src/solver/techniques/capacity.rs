//! Capacity: an island that is full takes no more; one whose edges can hold exactly its
//! number takes them all; no edge takes more than its island still needs.

use super::{Deduction, EdgeChange, Reason, Technique};
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::solver::bounds::{Bounds, Contradiction};

/// The first island, in island order, where capacity concludes something.
pub(super) fn first(puzzle: &Puzzle, bounds: &Bounds) -> Result<Option<Deduction>, Contradiction> {
    for island in 0..puzzle.islands().len() {
        if let Some(d) = at(puzzle, bounds, island)? {
            return Ok(Some(d));
        }
    }
    Ok(None)
}

/// What capacity concludes at `island`. Fails if its edges can no longer meet its number.
pub(super) fn at(
    puzzle: &Puzzle,
    bounds: &Bounds,
    island: IslandId,
) -> Result<Option<Deduction>, Contradiction> {
    let number = puzzle.islands()[island].target;
    let target = u32::from(number);
    let (sum_lo, sum_hi) = (bounds.sum_lo(puzzle, island), bounds.sum_hi(puzzle, island));
    if sum_lo > target || sum_hi < target {
        return Err(Contradiction);
    }
    // The scan visits every island at every step: allocate only where there is news.
    let still = target - sum_lo;
    let settled = sum_lo != target
        && sum_hi != target
        && puzzle
            .edges_of(island)
            .all(|e| u32::from(bounds.hi(e) - bounds.lo(e)) <= still);
    if settled {
        return Ok(None);
    }
    let open: Vec<EdgeId> = puzzle
        .edges_of(island)
        .filter(|&e| !bounds.is_fixed(e))
        .collect();
    if open.is_empty() {
        return Ok(None);
    }
    let deduction = |changes: Vec<EdgeChange>, reason: Reason| Deduction {
        technique: Technique::Capacity,
        islands: vec![island],
        changes,
        reason,
    };
    // Every open edge settled at one end of its interval.
    let settle_all = |count: fn(&Bounds, EdgeId) -> u8| -> Vec<EdgeChange> {
        open.iter()
            .map(|&e| EdgeChange {
                edge: e,
                lo: count(bounds, e),
                hi: count(bounds, e),
            })
            .collect()
    };
    if sum_lo == target {
        return Ok(Some(deduction(
            settle_all(Bounds::lo),
            Reason::Full {
                island,
                target: number,
            },
        )));
    }
    if sum_hi == target {
        return Ok(Some(deduction(
            settle_all(Bounds::hi),
            Reason::ExactlyEnough {
                island,
                target: number,
            },
        )));
    }
    let capped: Vec<EdgeChange> = open
        .iter()
        .filter(|&&e| u32::from(bounds.hi(e) - bounds.lo(e)) > still)
        .map(|&e| EdgeChange {
            edge: e,
            lo: bounds.lo(e),
            hi: bounds.lo(e) + still as u8,
        })
        .collect();
    if !capped.is_empty() {
        return Ok(Some(deduction(
            capped,
            Reason::OnlyNeeds {
                island,
                target: number,
                more: still,
            },
        )));
    }
    Ok(None)
}
