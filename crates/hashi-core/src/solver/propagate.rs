//! Fast propagation to a fixpoint: every deduction technique at once, with no explanations.
//! The search and the lookahead technique run on this; `techniques` explains the same rules.
//!
//! The local rules (capacity, every direction, crossing) look at one island at a time and are
//! re-run only where something changed. The global rules look at the whole graph, which on a
//! big puzzle costs far more, so a propagation that starts from a fixpoint (every trial of the
//! search does) skips them until something they depend on has changed: isolation looks again
//! only once a least count rose (only that joins groups or fills their need), and then only
//! around the groups that changed; connectivity only once an edge was ruled out between
//! islands that certain bridges do not already join (only that can make an open edge needed).
//! Skipping a rule that would find nothing leaves the result, and so the search, exactly as
//! if it had looked. The no-loop rule, which only rules without loops have, always looks.

use super::bounds::{Bounds, Contradiction};
use super::cut_sketch::CutSketch;
use super::graph::{self, CutEdges, Groups};
use crate::puzzle::{EdgeId, IslandId, Puzzle};

/// Islands waiting to be re-examined.
pub(super) struct Worklist {
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

    pub(super) fn empty(n: usize) -> Self {
        Self {
            queue: Vec::new(),
            queued: vec![false; n],
        }
    }

    /// Forgets every island waiting (a propagation that stopped at a contradiction leaves
    /// some), so that the next trial starts empty without allocating.
    fn clear(&mut self) {
        while self.pop().is_some() {}
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

/// One propagation under way: the position's groups of certain bridges, kept up to date, the
/// islands to re-examine, and what the global rules must look at again.
pub(crate) struct Propagation<'p> {
    puzzle: &'p Puzzle,
    groups: Groups,
    work: Worklist,
    /// A least count rose since the isolation rule last looked.
    raised: bool,
    /// Edges ruled out since the connectivity rule last looked; None when that is not known,
    /// and it must look.
    ruled_out: Option<Vec<EdgeId>>,
    cut_edges: &'p mut CutEdges,
    /// Anything was narrowed.
    changed_any: bool,
    /// Where a trial to be undone notes each edge it may narrow (see [`Propagation::trial`]).
    touched: Option<&'p mut Vec<EdgeId>>,
    /// A trial's position before the trial, and the sketch of its graph once needed.
    trial_base: Option<(&'p Bounds, &'p mut Option<CutSketch>)>,
    /// The isolation rule's first look reports in edge order, as a sweep of every edge does.
    sort_first_isolation: bool,
}

impl<'p> Propagation<'p> {
    /// A propagation of a position that nothing is known about: every rule looks.
    fn from_scratch(puzzle: &'p Puzzle, bounds: &Bounds, cut_edges: &'p mut CutEdges) -> Self {
        Self::from_groups(puzzle, Groups::of(puzzle, bounds), cut_edges)
    }

    /// [`Propagation::from_scratch`] of a position whose groups, as [`Groups::of`] builds
    /// them, are `groups`.
    fn from_groups(puzzle: &'p Puzzle, groups: Groups, cut_edges: &'p mut CutEdges) -> Self {
        Self {
            puzzle,
            groups,
            work: Worklist::all(puzzle.islands().len()),
            raised: true,
            ruled_out: None,
            cut_edges,
            changed_any: false,
            touched: None,
            trial_base: None,
            sort_first_isolation: false,
        }
    }

    /// A propagation of a position at a fixpoint of [`propagate`] whose groups are `groups`:
    /// only what the narrowing from here on sets off is looked at again. `cut_edges` is
    /// scratch space, lent by the search so that it is allocated once.
    pub fn from_fixpoint(
        puzzle: &'p Puzzle,
        mut groups: Groups,
        cut_edges: &'p mut CutEdges,
    ) -> Self {
        groups.watch_changes();
        Self {
            puzzle,
            groups,
            work: Worklist::empty(puzzle.islands().len()),
            raised: false,
            ruled_out: Some(Vec::new()),
            cut_edges,
            changed_any: false,
            touched: None,
            trial_base: None,
            sort_first_isolation: false,
        }
    }

    /// [`Propagation::from_fixpoint`] with `work`, an empty worklist lent by the caller and
    /// handed back, emptied, by [`Propagation::into_parts`]: a search probes several options
    /// at every guess, and a worklist of its own for each was a sizeable share of a probe's
    /// allocations.
    pub(super) fn from_fixpoint_with(
        puzzle: &'p Puzzle,
        groups: Groups,
        work: Worklist,
        cut_edges: &'p mut CutEdges,
    ) -> Self {
        Self {
            work,
            ..Self::from_fixpoint(puzzle, groups, cut_edges)
        }
    }

    /// A lookahead trial from a position at a fixpoint of [`propagate`], to be undone: it
    /// narrows exactly as [`refutes`] does, in the same order, while looking only where the
    /// trial changed something.
    ///
    /// [`refutes`] sweeps every edge for the isolation rule and walks the whole graph for
    /// connectivity at its first quiet moment. From a fixpoint, the sweep can find only edges
    /// at groups the trial changed (a group no raise touched has the same size and need, and
    /// its edges only lost room), which is where this looks, its findings then put in edge
    /// order as the sweep's are; and the walk finds nothing unless
    /// [`Propagation::connectivity_may_find`] says it may, which this asks first, with the
    /// sketch of the position's graph (made on the first trial that needs it). Every edge
    /// narrowed (and every edge crossing it) is added to `touched`, and `groups` (a copy of
    /// the groups of the position, `base`, as [`Groups::of`] builds them, keeping a journal)
    /// are wound back by [`Groups::restore`]: the caller undoes the trial. `work` must be
    /// empty.
    pub(super) fn trial(
        puzzle: &'p Puzzle,
        base: &'p Bounds,
        groups: Groups,
        work: Worklist,
        scratch: TrialScratch<'p>,
    ) -> Self {
        let TrialScratch {
            cut_edges,
            touched,
            sketch,
        } = scratch;
        Self {
            puzzle,
            groups,
            work,
            raised: true,
            ruled_out: Some(Vec::new()),
            cut_edges,
            changed_any: false,
            touched: Some(touched),
            trial_base: Some((base, sketch)),
            sort_first_isolation: true,
        }
    }

    /// The groups and the worklist of a [`Propagation::trial`] (or of one
    /// [`Propagation::from_fixpoint_with`]), the worklist emptied, for the next to reuse.
    pub(super) fn into_parts(mut self) -> (Groups, Worklist) {
        self.work.clear();
        (self.groups, self.work)
    }

    /// Narrows `edge` to `lo..=hi` (see [`Bounds::narrow`]), queueing what it touches and
    /// noting what the global rules must look at again; returns whether it changed.
    pub fn narrow(
        &mut self,
        bounds: &mut Bounds,
        edge: EdgeId,
        lo: u8,
        hi: u8,
    ) -> Result<bool, Contradiction> {
        let puzzle = self.puzzle;
        let (old_lo, old_hi) = (bounds.lo(edge), bounds.hi(edge));
        if let Some(touched) = &mut self.touched {
            touched.push(edge);
            if old_lo == 0 && lo > 0 {
                touched.extend_from_slice(puzzle.crossings(edge));
            }
        }
        // A first bridge on the edge rules out the edges it crosses.
        if let (true, Some(ruled_out)) = (old_lo == 0 && lo > 0, &mut self.ruled_out) {
            let crossed = puzzle.crossings(edge).iter().filter(|&&e| bounds.hi(e) > 0);
            ruled_out.extend(crossed);
        }
        let changed = bounds.narrow(puzzle, edge, lo, hi)?;
        if changed {
            let (new_lo, new_hi) = (bounds.lo(edge), bounds.hi(edge));
            if new_lo > old_lo {
                self.groups.raise(puzzle, edge, old_lo, new_lo);
                self.raised = true;
            }
            if let (true, Some(ruled_out)) = (old_hi > 0 && new_hi == 0, &mut self.ruled_out) {
                ruled_out.push(edge);
            }
            self.changed_any = true;
            self.work.touch(puzzle, edge);
        }
        Ok(changed)
    }

    /// Propagates to a fixpoint; returns whether anything changed since this propagation
    /// began.
    pub fn run(&mut self, bounds: &mut Bounds) -> Result<bool, Contradiction> {
        let puzzle = self.puzzle;
        let mut changed = Vec::new();
        loop {
            while let Some(island) = self.work.pop() {
                self.tighten_island(bounds, island)?;
            }
            // Checks nothing under rules that allow loops; first otherwise, as it is the
            // cheapest.
            graph::loop_closers(puzzle, bounds, |edge| changed.push((edge, 0, 0)))?;
            if changed.is_empty() && self.raised {
                self.raised = false;
                self.groups
                    .isolation_limits(puzzle, bounds, |edge, hi| changed.push((edge, 0, hi)))?;
                if std::mem::take(&mut self.sort_first_isolation) {
                    changed.sort_unstable();
                    changed.dedup();
                }
            }
            if changed.is_empty() {
                if self.connectivity_may_find(bounds) {
                    // A needed edge takes at least one bridge; its most stays what it was.
                    self.cut_edges
                        .necessary_edges(puzzle, bounds, |edge| changed.push((edge, 1, u8::MAX)))?;
                }
                self.ruled_out = Some(Vec::new());
            }
            if changed.is_empty() {
                return Ok(self.changed_any);
            }
            for (edge, lo, hi) in changed.drain(..) {
                self.narrow(bounds, edge, lo, hi)?;
            }
        }
    }

    /// Whether the connectivity rule may find something: an edge was ruled out since it last
    /// looked (or what was is not known) whose ends certain bridges do not join. Once the
    /// graph has no open edge whose loss would split it, ruling out an edge can make one
    /// needed only if that edge lies on every path left between the ends of an edge ruled
    /// out; a path of certain bridges between those ends has no open edge, so then none.
    ///
    /// In a trial, the sketch of the position's graph settles what is left: whether ruling
    /// out the edges the trial did made any open edge needed, or split the graph.
    fn connectivity_may_find(&mut self, bounds: &Bounds) -> bool {
        let Some(ruled_out) = &self.ruled_out else {
            return true;
        };
        let puzzle = self.puzzle;
        let edges = puzzle.edges();
        if let (Some((base, sketch)), Some(touched)) = (&mut self.trial_base, &self.touched) {
            let may = ruled_out.iter().any(|&edge| {
                let e = edges[edge];
                self.groups.find(e.a) != self.groups.find(e.b)
            });
            // An edge whose ends certain bridges join lies in no cut of edges ruled out and
            // one open edge: the path of certain bridges crosses every cut between its ends.
            let groups = &mut self.groups;
            let apart = touched.iter().copied().filter(|&edge| {
                let e = edges[edge];
                groups.find(e.a) != groups.find(e.b)
            });
            return may
                && !sketch
                    .get_or_insert_with(|| CutSketch::of(puzzle, base))
                    .finds_nothing(base, bounds, apart);
        }
        ruled_out.iter().any(|&edge| {
            let e = edges[edge];
            self.groups.find(e.a) != self.groups.find(e.b)
        })
    }

    /// The groups of the position reached (after a [`Propagation::run`] that succeeded).
    pub fn into_groups(self) -> Groups {
        self.groups
    }

    /// Capacity and every-direction at one island: each edge takes at least what the others
    /// cannot supply and at most what the island still needs beyond the others' minimums.
    fn tighten_island(
        &mut self,
        bounds: &mut Bounds,
        island: IslandId,
    ) -> Result<(), Contradiction> {
        let puzzle = self.puzzle;
        let target = u32::from(puzzle.islands()[island].target);
        // The island's edges, looked up once: this runs for every island a narrowing touches,
        // and each pass below reads them three times.
        let mut slots = [0; 4];
        let mut len = 0;
        for edge in puzzle.edges_of(island) {
            slots[len] = edge;
            len += 1;
        }
        let edges = &slots[..len];
        loop {
            let (mut sum_lo, mut sum_hi) = (0, 0);
            for &edge in edges {
                sum_lo += u32::from(bounds.lo(edge));
                sum_hi += u32::from(bounds.hi(edge));
            }
            if sum_lo > target || sum_hi < target {
                return Err(Contradiction);
            }
            let mut changed = false;
            for &edge in edges {
                let (lo, hi) = (u32::from(bounds.lo(edge)), u32::from(bounds.hi(edge)));
                let need = target.saturating_sub(sum_hi - hi);
                let room = target - (sum_lo - lo);
                if need > lo || room < hi {
                    let (new_lo, new_hi) = (need.max(lo) as u8, room.min(hi) as u8);
                    if self.narrow(bounds, edge, new_lo, new_hi)? {
                        changed = true;
                        break;
                    }
                }
            }
            if !changed {
                return Ok(());
            }
        }
    }
}

/// What a [`Propagation::trial`] borrows from the trials of one position: scratch space for
/// the connectivity walk, the list of edges it touches, and the sketch of the position's graph.
pub(super) struct TrialScratch<'p> {
    pub cut_edges: &'p mut CutEdges,
    pub touched: &'p mut Vec<EdgeId>,
    pub sketch: &'p mut Option<CutSketch>,
}

/// Narrows `bounds` until no technique changes anything, or finds the position impossible.
/// Returns whether anything changed.
pub fn propagate(puzzle: &Puzzle, bounds: &mut Bounds) -> Result<bool, Contradiction> {
    Propagation::from_scratch(puzzle, bounds, &mut CutEdges::default()).run(bounds)
}

/// [`propagate`], returning the groups of the position reached: a search's first guess needs
/// them, and building them again costs a pass over a big board.
pub(crate) fn propagate_to_groups(
    puzzle: &Puzzle,
    bounds: &mut Bounds,
    cut_edges: &mut CutEdges,
) -> Result<Groups, Contradiction> {
    let mut propagation = Propagation::from_scratch(puzzle, bounds, cut_edges);
    propagation.run(bounds)?;
    Ok(propagation.into_groups())
}

/// Whether giving `edge` exactly `count` bridges, then propagating, reaches a contradiction
/// (so `count` is ruled out). `bounds` must be at a propagation fixpoint: only what the tried
/// edge sets off is re-examined by the local rules (the global ones look everywhere, as the
/// position may be a fixpoint of the explained techniques rather than of [`propagate`]).
/// `groups` are those of `bounds` as [`Groups::of`] builds them, and `cut_edges` scratch
/// space for the connectivity rule: a lookahead tries every open edge of one position, and
/// building them afresh for each trial was most of a trial's time on a big board. At a
/// fixpoint of [`propagate`], `solver::trials` reaches the same verdict without the copy.
pub(crate) fn refutes(
    puzzle: &Puzzle,
    bounds: &Bounds,
    groups: Groups,
    cut_edges: &mut CutEdges,
    edge: EdgeId,
    count: u8,
) -> bool {
    let mut trial = bounds.clone();
    let mut propagation = Propagation {
        work: Worklist::empty(puzzle.islands().len()),
        ..Propagation::from_groups(puzzle, groups, cut_edges)
    };
    propagation.narrow(&mut trial, edge, count, count).is_err()
        || propagation.run(&mut trial).is_err()
}
