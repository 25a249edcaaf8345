//! Probing at the root (singleton consistency): every remaining choice is tried and
//! propagated, and what leads to a contradiction is ruled out. Too costly for every search
//! node; the search runs it once a puzzle has resisted several restarts.

use super::bounds::{Bounds, Contradiction};
use super::propagate::{propagate_after, refutes};
use super::search::{island_options, with_option};
use crate::puzzle::{EdgeId, Puzzle};

/// A probe: narrows `bounds` (at a propagation fixpoint); says whether anything changed.
pub type Probe = fn(&Puzzle, &mut Bounds) -> Result<bool, Contradiction>;

/// Rules out, at every open edge, each end of its interval that [`refutes`] refutes, until no
/// edge changes (singleton consistency). `bounds` must be at a propagation fixpoint. Costs a
/// propagation per open edge and end, so the search saves it for puzzles that resist.
pub fn probe_edges(puzzle: &Puzzle, bounds: &mut Bounds) -> Result<bool, Contradiction> {
    let mut changed_any = false;
    loop {
        let mut changed = false;
        for edge in 0..puzzle.edges().len() {
            for tried in [bounds.lo(edge), bounds.hi(edge)] {
                if bounds.is_fixed(edge) || !(bounds.lo(edge)..=bounds.hi(edge)).contains(&tried) {
                    continue;
                }
                if refutes(puzzle, bounds, edge, tried) {
                    let (lo, hi) = if tried == bounds.lo(edge) {
                        (tried + 1, bounds.hi(edge))
                    } else {
                        (bounds.lo(edge), tried - 1)
                    };
                    bounds.narrow(puzzle, edge, lo, hi)?;
                    propagate_after(puzzle, bounds, &[edge])?;
                    changed = true;
                }
            }
        }
        if !changed {
            return Ok(changed_any);
        }
        changed_any = true;
    }
}

/// Tries every way to complete every open island, keeping per edge only the counts some
/// surviving way uses; repeats until nothing narrows. `bounds` must be at a fixpoint.
pub fn probe_islands(puzzle: &Puzzle, bounds: &mut Bounds) -> Result<bool, Contradiction> {
    let mut changed_any = false;
    loop {
        let mut changed = false;
        for island in 0..puzzle.islands().len() {
            let edges: Vec<EdgeId> = puzzle.edges_of(island).collect();
            if edges.iter().all(|&e| bounds.is_fixed(e)) {
                continue;
            }
            let mut low = [u8::MAX; 4];
            let mut high = [0u8; 4];
            let mut survivors = 0;
            for option in island_options(puzzle, bounds, island) {
                if with_option(puzzle, bounds, &edges, &option).is_some() {
                    survivors += 1;
                    for (k, &c) in option.iter().enumerate() {
                        low[k] = low[k].min(c);
                        high[k] = high[k].max(c);
                    }
                }
            }
            if survivors == 0 {
                return Err(Contradiction);
            }
            let mut narrowed = false;
            for (k, &e) in edges.iter().enumerate() {
                narrowed |= bounds.narrow(puzzle, e, low[k], high[k])?;
            }
            if narrowed {
                propagate_after(puzzle, bounds, &edges)?;
                changed = true;
            }
        }
        if !changed {
            return Ok(changed_any);
        }
        changed_any = true;
    }
}
