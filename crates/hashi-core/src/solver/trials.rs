//! Lookahead trials on one position: each tries a count on an edge, propagates, and is undone,
//! rather than propagating a fresh copy of the whole board. A lookahead tries edge after edge
//! of the same position, and on a dense 100x100 board copying the board, sweeping every edge
//! for isolation and walking the whole graph for connectivity in every trial were most of a
//! rating's time, while a trial itself narrows a few dozen edges.

use super::bounds::Bounds;
use super::cut_sketch::CutSketch;
use super::graph::{CutEdges, Groups};
use super::propagate::{refutes, Propagation, TrialScratch, Worklist};
use crate::puzzle::{EdgeId, Puzzle};

/// Lookahead trials on the position `base`, each reaching the verdict [`refutes`] reaches.
pub(crate) struct Trials<'p> {
    puzzle: &'p Puzzle,
    base: &'p Bounds,
    /// The groups of `base`, as [`Groups::of`] builds them.
    base_groups: Groups,
    cut_edges: CutEdges,
    /// What an undone trial reuses; None when `base` is not known to be at a fixpoint of
    /// [`super::propagate::propagate`], where each trial propagates a copy as [`refutes`]
    /// does.
    undone: Option<Undone>,
}

/// A trial's working copy of the position, brought back to the base after each trial.
struct Undone {
    bounds: Bounds,
    /// A copy of the base's groups, keeping a journal for [`Groups::restore`], and the
    /// propagation's worklist, empty: lent to each trial's propagation and handed back.
    lent: Option<(Groups, Worklist)>,
    /// Edges the trial may have narrowed.
    touched: Vec<EdgeId>,
    /// The sketch of the base's graph, made when a trial first needs it.
    sketch: Option<CutSketch>,
}

impl<'p> Trials<'p> {
    /// Trials on `base`. With `at_fixpoint`, the caller vouches that `base` is a fixpoint of
    /// [`super::propagate::propagate`] (nothing narrows there, nothing contradicts): a
    /// position where every explained technique but lookahead finds nothing is one, as each
    /// is one of its rules with an explanation. Only then is a trial propagated incrementally
    /// and undone.
    pub fn new(puzzle: &'p Puzzle, base: &'p Bounds, at_fixpoint: bool) -> Self {
        let base_groups = Groups::of(puzzle, base);
        let undone = at_fixpoint.then(|| {
            debug_assert!(
                is_fixpoint(puzzle, base),
                "trials told of a fixpoint that is none"
            );
            Undone {
                bounds: base.clone(),
                lent: Some(fresh_lent(puzzle, &base_groups)),
                touched: Vec::new(),
                sketch: None,
            }
        });
        Self {
            puzzle,
            base,
            base_groups,
            cut_edges: CutEdges::default(),
            undone,
        }
    }

    /// Whether giving `edge` exactly `count` bridges, then propagating, reaches a
    /// contradiction: what [`refutes`] answers for the base position.
    pub fn refutes(&mut self, edge: EdgeId, count: u8) -> bool {
        let (puzzle, base) = (self.puzzle, self.base);
        let Some(undone) = &mut self.undone else {
            let groups = self.base_groups.clone();
            return refutes(puzzle, base, groups, &mut self.cut_edges, edge, count);
        };
        // Handed back after every trial; made afresh only if a trial never finished.
        let (groups, work) = undone
            .lent
            .take()
            .unwrap_or_else(|| fresh_lent(puzzle, &self.base_groups));
        let scratch = TrialScratch {
            cut_edges: &mut self.cut_edges,
            touched: &mut undone.touched,
            sketch: &mut undone.sketch,
        };
        let mut propagation = Propagation::trial(puzzle, base, groups, work, scratch);
        let bounds = &mut undone.bounds;
        let refuted = propagation.narrow(bounds, edge, count, count).is_err()
            || propagation.run(bounds).is_err();
        let (mut groups, work) = propagation.into_parts();
        for edge in undone.touched.drain(..) {
            bounds.replace(edge, base.lo(edge), base.hi(edge));
        }
        groups.restore(&self.base_groups);
        undone.lent = Some((groups, work));
        refuted
    }
}

/// Whether propagating `bounds` narrows nothing and meets no contradiction.
fn is_fixpoint(puzzle: &Puzzle, bounds: &Bounds) -> bool {
    matches!(
        super::propagate::propagate(puzzle, &mut bounds.clone()),
        Ok(false)
    )
}

/// A journaled copy of `base_groups` watching for changes, and an empty worklist.
fn fresh_lent(puzzle: &Puzzle, base_groups: &Groups) -> (Groups, Worklist) {
    let mut groups = base_groups.clone();
    groups.watch_changes();
    groups.keep_journal();
    (groups, Worklist::empty(puzzle.islands().len()))
}

#[cfg(test)]
mod tests;
