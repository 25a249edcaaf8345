//! Fast propagation to a fixpoint: every deduction technique at once, with no explanations.
//! The search and the lookahead technique run on this; `techniques` explains the same rules.

use super::bounds::{Bounds, Contradiction};
use super::graph;
use crate::puzzle::{EdgeId, IslandId, Puzzle};

/// Islands waiting to be re-examined.
struct Worklist {
    queue: Vec<IslandId>,
    queued: Vec<bool>,
}

impl Worklist {
    fn all(n: usize) -> Self {
        Self {
            queue: (0..n).rev().collect(),
            queued: vec![true; n],
        }
    }

    fn push(&mut self, island: IslandId) {
        if !self.queued[island] {
            self.queued[island] = true;
            self.queue.push(island);
        }
    }

    fn pop(&mut self) -> Option<IslandId> {
        let island = self.queue.pop()?;
        self.queued[island] = false;
        Some(island)
    }

    /// Queues the ends of `edge` and, when it gained a bridge, of the edges it crosses.
    fn touch(&mut self, puzzle: &Puzzle, edge: EdgeId) {
        let e = puzzle.edges()[edge];
        self.push(e.a);
        self.push(e.b);
        for &other in puzzle.crossings(edge) {
            let o = puzzle.edges()[other];
            self.push(o.a);
            self.push(o.b);
        }
    }
}

/// Narrows `bounds` until no technique changes anything, or finds the position impossible.
/// Returns whether anything changed.
pub fn propagate(puzzle: &Puzzle, bounds: &mut Bounds) -> Result<bool, Contradiction> {
    run(puzzle, bounds, Worklist::all(puzzle.islands().len()))
}

/// Like [`propagate`] for a position that was at a fixpoint before `edges` were narrowed:
/// only the islands those edges touch are re-examined first.
pub fn propagate_after(
    puzzle: &Puzzle,
    bounds: &mut Bounds,
    edges: &[EdgeId],
) -> Result<bool, Contradiction> {
    let n = puzzle.islands().len();
    let mut work = Worklist {
        queue: Vec::new(),
        queued: vec![false; n],
    };
    for &edge in edges {
        work.touch(puzzle, edge);
    }
    run(puzzle, bounds, work)
}

/// Whether giving `edge` exactly `count` bridges, then propagating, reaches a contradiction
/// (so `count` is ruled out). `bounds` must be at a propagation fixpoint: only what the tried
/// edge sets off is re-examined.
pub fn refutes(puzzle: &Puzzle, bounds: &Bounds, edge: EdgeId, count: u8) -> bool {
    let mut trial = bounds.clone();
    trial.narrow(puzzle, edge, count, count).is_err()
        || propagate_after(puzzle, &mut trial, &[edge]).is_err()
}

fn run(puzzle: &Puzzle, bounds: &mut Bounds, mut work: Worklist) -> Result<bool, Contradiction> {
    let mut changed_any = false;
    loop {
        while let Some(island) = work.pop() {
            changed_any |= tighten_island(puzzle, bounds, island, &mut work)?;
        }
        let mut changed = Vec::new();
        // Checks nothing under rules that allow loops; first otherwise, as it is the cheapest.
        graph::loop_closers(puzzle, bounds, |edge| changed.push((edge, 0, 0)))?;
        if changed.is_empty() {
            graph::isolation_limits(puzzle, bounds, |edge, hi| changed.push((edge, 0, hi)))?;
        }
        if changed.is_empty() {
            // A needed edge takes at least one bridge; its most stays what it was.
            graph::necessary_edges(puzzle, bounds, |edge| changed.push((edge, 1, u8::MAX)))?;
        }
        if changed.is_empty() {
            return Ok(changed_any);
        }
        for (edge, lo, hi) in changed {
            if bounds.narrow(puzzle, edge, lo, hi)? {
                changed_any = true;
                work.touch(puzzle, edge);
            }
        }
    }
}

/// Capacity and every-direction at one island: each edge takes at least what the others
/// cannot supply and at most what the island still needs beyond the others' minimums.
fn tighten_island(
    puzzle: &Puzzle,
    bounds: &mut Bounds,
    island: IslandId,
    work: &mut Worklist,
) -> Result<bool, Contradiction> {
    let target = u32::from(puzzle.islands()[island].target);
    let mut changed_any = false;
    loop {
        let (sum_lo, sum_hi) = (bounds.sum_lo(puzzle, island), bounds.sum_hi(puzzle, island));
        if sum_lo > target || sum_hi < target {
            return Err(Contradiction);
        }
        let mut changed = false;
        for edge in puzzle.edges_of(island) {
            let (lo, hi) = (u32::from(bounds.lo(edge)), u32::from(bounds.hi(edge)));
            let need = target.saturating_sub(sum_hi - hi);
            let room = target - (sum_lo - lo);
            if need > lo || room < hi {
                let (new_lo, new_hi) = (need.max(lo) as u8, room.min(hi) as u8);
                if bounds.narrow(puzzle, edge, new_lo, new_hi)? {
                    work.touch(puzzle, edge);
                    changed = true;
                    break;
                }
            }
        }
        if !changed {
            return Ok(changed_any);
        }
        changed_any = true;
    }
}
