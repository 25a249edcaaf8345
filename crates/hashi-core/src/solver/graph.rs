//! The global rules over the whole bridge graph: isolation (no closed group short of the whole
//! puzzle), connectivity (an edge whose loss would split the possible graph is needed) and,
//! under rules without loops, no loop (an edge whose ends are already joined takes nothing).

use super::bounds::{Bounds, Contradiction};
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::union_find::UnionFind;

/// Groups of islands joined by certain bridges (edges whose least count is one or more), with
/// each group's size and unmet need. Propagation keeps one up to date as bridges become
/// certain ([`Groups::raise`]), so that the isolation rule need not rebuild it after every
/// change, and need only look again around the groups that changed; a search hands each
/// trial a copy of its position's groups.
#[derive(Clone, Debug)]
pub struct Groups {
    /// Disjoint-set forest over the islands (path halving, union by size). Boxed slices, as
    /// in [`Bounds`]: indexed in the search's innermost loops.
    parent: Box<[u32]>,
    /// Per island, the next island of its group: each group is a ring, so that its islands
    /// can be listed and two rings joined in one step.
    next: Box<[u32]>,
    /// Per root: islands in the group.
    size: Box<[u32]>,
    /// Per root: bridge ends still missing in the group.
    deficit: Box<[i64]>,
    /// Islands whose group changed (joined another, or needs less) since the isolation rule
    /// last looked; None when every group must be looked at.
    changed: Option<Vec<u32>>,
    /// How many groups there are.
    count: usize,
    /// Bridge ends still missing over every island.
    total_deficit: i64,
    /// Some group short of the whole puzzle needs nothing more: it is closed off for good.
    closed: bool,
    /// Islands whose entries were written since [`Groups::keep_journal`]: what
    /// [`Groups::restore`] copies back, so that a lookahead trial is undone without copying
    /// every island's entries (on a 100x100 board, most trials touch a few dozen).
    journal: Option<Vec<u32>>,
}

impl Groups {
    /// The groups of `bounds`' certain bridges.
    pub fn of(puzzle: &Puzzle, bounds: &Bounds) -> Self {
        let n = puzzle.islands().len();
        let mut groups = Groups {
            parent: (0..n as u32).collect(),
            next: (0..n as u32).collect(),
            size: vec![1; n].into_boxed_slice(),
            deficit: vec![0; n].into_boxed_slice(),
            changed: None,
            count: n,
            total_deficit: 0,
            closed: false,
            journal: None,
        };
        for (edge, e) in puzzle.edges().iter().enumerate() {
            if bounds.lo(edge) > 0 {
                groups.union(e.a, e.b);
            }
        }
        for island in 0..n {
            let root = groups.find(island);
            let target = u32::from(puzzle.islands()[island].target);
            let missing = i64::from(target.saturating_sub(bounds.sum_lo(puzzle, island)));
            groups.deficit[root] += missing;
            groups.total_deficit += missing;
        }
        groups.closed = (0..n).any(|island| {
            groups.parent[island] as usize == island
                && groups.deficit[island] == 0
                && (groups.size[island] as usize) < n
        });
        groups
    }

    /// From now on, [`Groups::isolation_limits`] looks only at groups that change: for a
    /// position where it finds nothing (a propagation fixpoint).
    pub fn watch_changes(&mut self) {
        self.changed = Some(Vec::new());
    }

    /// A copy that looks only at groups that change from here on (see
    /// [`Groups::watch_changes`]) and keeps no journal: what a search's probe starts from,
    /// without copying the list of changes the copy would drop at once.
    pub fn watched_copy(&self) -> Self {
        Groups {
            parent: self.parent.clone(),
            next: self.next.clone(),
            size: self.size.clone(),
            deficit: self.deficit.clone(),
            changed: Some(Vec::new()),
            count: self.count,
            total_deficit: self.total_deficit,
            closed: self.closed,
            journal: None,
        }
    }

    /// From now on, notes every island whose entries are written, for [`Groups::restore`].
    pub fn keep_journal(&mut self) {
        self.journal = Some(Vec::new());
    }

    /// Winds back to `base`, of which these groups are a copy that has only been changed
    /// since [`Groups::keep_journal`] was called (by [`Groups::raise`], [`Groups::find`] and
    /// the isolation rule): copies back the entries of the islands written, and keeps the
    /// journal, now empty, and the watch for changes, now with none.
    pub fn restore(&mut self, base: &Groups) {
        if let Some(journal) = &mut self.journal {
            for &island in journal.iter() {
                let i = island as usize;
                self.parent[i] = base.parent[i];
                self.next[i] = base.next[i];
                self.size[i] = base.size[i];
                self.deficit[i] = base.deficit[i];
            }
            journal.clear();
        }
        if let Some(changed) = &mut self.changed {
            changed.clear();
        }
        self.count = base.count;
        self.total_deficit = base.total_deficit;
        self.closed = base.closed;
    }

    /// The group of `island`, named by one of its islands.
    // Inlined in the maker's build, as `Bounds`' accessors are (`solver::bounds`).
    #[inline]
    pub fn find(&mut self, island: IslandId) -> usize {
        let mut x = island as u32;
        while self.parent[x as usize] != x {
            let grandparent = self.parent[self.parent[x as usize] as usize];
            if let Some(journal) = &mut self.journal {
                journal.push(x);
            }
            self.parent[x as usize] = grandparent;
            x = grandparent;
        }
        x as usize
    }

    /// The islands in the group of `island`, in no particular order.
    pub fn members(&self, island: IslandId) -> impl Iterator<Item = IslandId> + '_ {
        let mut next = Some(island);
        std::iter::from_fn(move || {
            let current = next?;
            let after = self.next[current] as usize;
            next = (after != island).then_some(after);
            Some(current)
        })
    }

    /// Islands in the group of `island`.
    pub fn size(&mut self, island: IslandId) -> usize {
        let root = self.find(island);
        self.size[root] as usize
    }

    /// Bridge ends the group of `island` still misses.
    pub fn deficit(&mut self, island: IslandId) -> i64 {
        let root = self.find(island);
        self.deficit[root]
    }

    /// Joins the groups of `a` and `b` (their deficits add up); false if they were one.
    fn union(&mut self, a: IslandId, b: IslandId) -> bool {
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        if self.size[ra] < self.size[rb] {
            std::mem::swap(&mut ra, &mut rb);
        }
        if let Some(journal) = &mut self.journal {
            journal.extend([ra as u32, rb as u32]);
        }
        self.parent[rb] = ra as u32;
        self.next.swap(ra, rb);
        self.size[ra] += self.size[rb];
        self.deficit[ra] += self.deficit[rb];
        self.count -= 1;
        true
    }

    /// Records that `edge`'s least count rose from `old_lo` to `new_lo`: its ends join one
    /// group, and that group needs two bridge ends fewer per bridge.
    ///
    /// Kept exact only while no island is certain to get more than its number, which
    /// propagation checks at every island it touches before the global rules run.
    pub fn raise(&mut self, puzzle: &Puzzle, edge: EdgeId, old_lo: u8, new_lo: u8) {
        let e = puzzle.edges()[edge];
        if old_lo == 0 {
            self.union(e.a, e.b);
        }
        let root = self.find(e.a);
        if let Some(changed) = &mut self.changed {
            changed.push(root as u32);
        }
        if let Some(journal) = &mut self.journal {
            journal.push(root as u32);
        }
        let filled = 2 * i64::from(new_lo - old_lo);
        self.deficit[root] -= filled;
        self.total_deficit -= filled;
        if self.deficit[root] == 0 && (self.size[root] as usize) < puzzle.islands().len() {
            self.closed = true;
        }
    }

    /// Reports, for each open edge, the highest count that does not close a group of fewer
    /// than all islands (only where that lowers its `hi`). Fails if such a group is already
    /// closed, or the groups cannot all be joined with the bridge ends they miss. After the
    /// first call, looks only around the groups that changed since the last (see
    /// [`Groups::watch_changes`]); an edge may then be reported twice.
    pub fn isolation_limits(
        &mut self,
        puzzle: &Puzzle,
        bounds: &Bounds,
        mut limit: impl FnMut(EdgeId, u8),
    ) -> Result<(), Contradiction> {
        let n = puzzle.islands().len();
        if n <= 1 {
            return Ok(());
        }
        self.check_joinable()?;
        let Some(mut changed) = self.changed.replace(Vec::new()) else {
            for (edge, e) in puzzle.edges().iter().enumerate() {
                if let Some(hi) = self.isolation_limit(bounds, n, edge, e.a, e.b) {
                    limit(edge, hi);
                }
            }
            return Ok(());
        };
        // Since the rule last looked (finding nothing, or having all it found applied), only
        // edges at a group that changed can have come to close one. A group missing more
        // than the most one edge can carry twice over is left out: with or without its
        // neighbour, it needs more than a bridge on any of its edges can fill.
        let most = 2 * i64::from(puzzle.max_bridges());
        for root in changed.iter_mut() {
            *root = self.find(*root as usize) as u32;
        }
        changed.sort_unstable();
        changed.dedup();
        for &root in &changed {
            if self.deficit[root as usize] > most {
                continue;
            }
            let mut island = root as usize;
            loop {
                for edge in puzzle.edges_of(island) {
                    let e = puzzle.edges()[edge];
                    if let Some(hi) = self.isolation_limit(bounds, n, edge, e.a, e.b) {
                        limit(edge, hi);
                    }
                }
                island = self.next[island] as usize;
                if island == root as usize {
                    break;
                }
            }
        }
        Ok(())
    }

    /// Fails if a group short of the whole puzzle is already closed off, or the groups cannot
    /// all be joined with the bridge ends they miss: the isolation rule's verdicts on the
    /// position as a whole (for a puzzle of more than one island).
    pub fn check_joinable(&self) -> Result<(), Contradiction> {
        if self.closed {
            return Err(Contradiction);
        }
        // Joining k groups takes at least k - 1 more bridges, each filling two bridge ends.
        let joining = 2 * (self.count as i64 - 1);
        if self.total_deficit % 2 == 1 || self.total_deficit < joining {
            return Err(Contradiction);
        }
        Ok(())
    }

    /// The new `hi` for `edge` (between `a` and `b`, of a puzzle of `n` islands) if raising it
    /// to some count would close its group early.
    pub fn isolation_limit(
        &mut self,
        bounds: &Bounds,
        n: usize,
        edge: EdgeId,
        a: usize,
        b: usize,
    ) -> Option<u8> {
        let (lo, hi) = (bounds.lo(edge), bounds.hi(edge));
        if lo == hi {
            return None;
        }
        let (ra, rb) = (self.find(a), self.find(b));
        let (deficit, size) = if ra == rb {
            (self.deficit[ra], self.size[ra])
        } else {
            (
                self.deficit[ra] + self.deficit[rb],
                self.size[ra] + self.size[rb],
            )
        };
        if size as usize >= n {
            return None;
        }
        // Raising the edge by d fills 2d of the joined group's deficit.
        (deficit % 2 == 0 && 2 <= deficit && deficit <= 2 * i64::from(hi - lo))
            .then(|| lo + (deficit / 2) as u8 - 1)
    }
}

/// Reports, for each open edge, the highest count that does not close a group of fewer than
/// all islands (only where that lowers its `hi`). Fails if such a group is already closed.
pub fn isolation_limits(
    puzzle: &Puzzle,
    bounds: &Bounds,
    limit: impl FnMut(EdgeId, u8),
) -> Result<(), Contradiction> {
    Groups::of(puzzle, bounds).isolation_limits(puzzle, bounds, limit)
}

/// Reports every open edge without which the graph of possible bridges falls apart (a bridge
/// in the graph-theory sense). Fails if that graph is already disconnected.
pub fn necessary_edges(
    puzzle: &Puzzle,
    bounds: &Bounds,
    necessary: impl FnMut(EdgeId),
) -> Result<(), Contradiction> {
    CutEdges::default().necessary_edges(puzzle, bounds, necessary)
}

/// Scratch space for [`necessary_edges`] (an iterative Tarjan walk), kept by a search between
/// calls so that the walk, which runs at most positions, allocates nothing.
#[derive(Clone, Debug, Default)]
pub struct CutEdges {
    /// Per island, when the walk first reached it (`u32::MAX`: not yet).
    order: Vec<u32>,
    /// Per island, the earliest island reachable from its subtree by one edge back.
    low: Vec<u32>,
    /// The walk's path: each island, the edge it was reached by, and its next edge slot.
    stack: Vec<(u32, u32, u8)>,
}

impl CutEdges {
    /// [`necessary_edges`], with this scratch space.
    pub fn necessary_edges(
        &mut self,
        puzzle: &Puzzle,
        bounds: &Bounds,
        mut necessary: impl FnMut(EdgeId),
    ) -> Result<(), Contradiction> {
        const NONE: u32 = u32::MAX;
        let n = puzzle.islands().len();
        if n == 0 {
            return Ok(());
        }
        self.order.clear();
        self.order.resize(n, NONE);
        self.low.clear();
        self.low.resize(n, 0);
        self.stack.clear();
        self.stack.push((0, NONE, 0));
        self.order[0] = 0;
        let mut next = 1;
        while let Some(&mut (v, parent_edge, ref mut slot)) = self.stack.last_mut() {
            let v = v as usize;
            if *slot < 4 {
                let edge = puzzle.edge_in_slot(v, usize::from(*slot));
                *slot += 1;
                let Some(edge) = edge.filter(|&edge| bounds.hi(edge) > 0) else {
                    continue;
                };
                if edge as u32 == parent_edge {
                    continue;
                }
                let w = puzzle.edges()[edge].other(v).unwrap_or(v);
                if self.order[w] == NONE {
                    self.order[w] = next;
                    self.low[w] = next;
                    next += 1;
                    self.stack.push((w as u32, edge as u32, 0));
                } else {
                    self.low[v] = self.low[v].min(self.order[w]);
                }
            } else {
                self.stack.pop();
                if let Some(&(parent, _, _)) = self.stack.last() {
                    let parent = parent as usize;
                    self.low[parent] = self.low[parent].min(self.low[v]);
                    let edge = parent_edge as usize;
                    if self.low[v] > self.order[parent] && bounds.lo(edge) == 0 {
                        necessary(edge);
                    }
                }
            }
        }
        if (next as usize) < n {
            return Err(Contradiction);
        }
        Ok(())
    }
}

/// Under rules without loops, reports every open edge whose ends certain bridges already join:
/// a bridge there would close a loop. Fails if certain bridges close one already. Reports
/// nothing under rules that allow loops.
pub fn loop_closers(
    puzzle: &Puzzle,
    bounds: &Bounds,
    mut closes: impl FnMut(EdgeId),
) -> Result<(), Contradiction> {
    if puzzle.rules().allows_loops() {
        return Ok(());
    }
    let mut uf = UnionFind::new(puzzle.islands().len());
    for (edge, e) in puzzle.edges().iter().enumerate() {
        // Two edges joining one pair (directly and across a wrapped seam) are a loop too.
        if bounds.lo(edge) > 0 && !uf.union(e.a, e.b) {
            return Err(Contradiction);
        }
    }
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if bounds.lo(edge) == 0 && bounds.hi(edge) > 0 && uf.find(e.a) == uf.find(e.b) {
            closes(edge);
        }
    }
    Ok(())
}
