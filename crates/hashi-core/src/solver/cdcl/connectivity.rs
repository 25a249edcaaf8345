//! The connectivity rule as a theory of the clause-learning search: every island joined to
//! every other by the edges still possible, checked in full now and then and incrementally
//! in between, with what each check costs charged to the search's meter.

use crate::puzzle::{EdgeId, Puzzle};
use crate::solver::bounds::Bounds;
use crate::union_find::UnionFind;
use batsat::{lbool, Lit, Theory, TheoryArg, Var};
use std::cell::Cell;
use std::rc::Rc;

/// What the theory charges: a unit per call (the solver calls it once per decision, so this
/// also pays for propagating the decision) and a step per check of the whole graph.
pub(super) struct Charges {
    pub(super) spent: Rc<Cell<u64>>,
    pub(super) check_cost: u64,
}

impl Charges {
    fn add(&self, units: u64) {
        self.spent.set(self.spent.get().saturating_add(units));
    }
}

/// Whether the edges that may still carry a bridge join every island.
pub(super) fn possible_graph_connected(puzzle: &Puzzle, bounds: &Bounds) -> bool {
    join_islands(puzzle, |edge| bounds.hi(edge) > 0).1 <= 1
}

/// The islands joined by the edges `kept`, and how many parts that leaves.
fn join_islands(puzzle: &Puzzle, kept: impl Fn(EdgeId) -> bool) -> (UnionFind, usize) {
    let mut uf = UnionFind::new(puzzle.islands().len());
    let mut parts = puzzle.islands().len();
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if kept(edge) && uf.union(e.a, e.b) {
            parts -= 1;
        }
    }
    (uf, parts)
}

/// The connectivity rule as a theory: when the edges not ruled out leave the islands in
/// several parts, one of the edges around a part must be used.
///
/// Checked in full at the root, on every full assignment and on one partial assignment in
/// [`FULL_CHECK_EVERY`]. In between it is checked incrementally, at every partial assignment:
/// a split can only appear where an edge was just ruled out, so for each such edge a search
/// grows outwards from both of its ends at once over the edges still possible. Usually the
/// two searches meet within a few steps (a short way round); when one of them runs out of
/// islands first, it has walked around a part cut off from the rest. The parts cut off in
/// practice are small, so a search that grows past [`SEARCH_LIMIT`] islands without an
/// answer is left to the next full check. Finding splits at once, rather than on a sample of
/// assignments, keeps the solver from building on a position already cut in two.
pub(super) struct Connectivity<'a> {
    puzzle: &'a Puzzle,
    at_least_one: Vec<Var>,
    /// Edges not ruled out at the root (level 0). A clause must not rest on the others: a
    /// one-literal clause that is false at the root breaks the solver's conflict analysis.
    /// The root is checked on every visit, so when the search is deeper these edges join
    /// every island and every part has a way out.
    usable: Vec<bool>,
    /// Per island, its usable edges with the island at their other end (`NO_WAY` for none):
    /// what the incremental searches walk, kept apart from the puzzle for speed.
    ways: Vec<[(u32, u32); 4]>,
    levels: usize,
    /// How much of the solver's trail (the literals made true, in order) has been examined.
    examined: usize,
    /// Per decision level above the root, how much of the trail had been examined when it
    /// began: where `examined` goes back to when the level is undone.
    level_starts: Vec<usize>,
    partial_calls: u64,
    meeting: Meeting,
    pub(super) splits: u64,
    charges: Charges,
}

/// One partial assignment in this many is checked in full (the others incrementally).
const FULL_CHECK_EVERY: u64 = 32;

/// Islands an incremental check may expand before it leaves the question to a full check.
/// Measured on coelho2019's 400-island puzzles: 16 to 64 do about as well; without a limit a
/// check meets long ways round and costs more than it saves.
const SEARCH_LIMIT: u64 = 32;

/// Islands one step of a full check stands for, in the units an incremental check is
/// charged: a check that walks around most of a big puzzle costs about what a full one does.
const ISLANDS_PER_UNIT: u64 = 64;

/// No edge in this slot of [`Connectivity::ways`].
const NO_WAY: (u32, u32) = (u32::MAX, u32::MAX);

/// The two searches of an incremental check: which side reached each island, when (a mark
/// per check, so that nothing needs clearing between checks), and each side's queue.
struct Meeting {
    /// Per island, the check that last reached it, and from which end.
    reached: Vec<(u32, Side)>,
    check: u32,
    queues: [Vec<usize>; 2],
    /// Where each side's queue is read from: the islands before it are expanded.
    heads: [usize; 2],
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    A,
    B,
}

impl<'a> Connectivity<'a> {
    pub(super) fn new(
        puzzle: &'a Puzzle,
        bounds: &Bounds,
        at_least_one: Vec<Var>,
        charges: Charges,
    ) -> Self {
        let n = puzzle.islands().len();
        let mut connectivity = Self {
            puzzle,
            at_least_one,
            usable: (0..puzzle.edges().len())
                .map(|e| bounds.hi(e) > 0)
                .collect(),
            ways: vec![[NO_WAY; 4]; n],
            levels: 0,
            examined: 0,
            level_starts: Vec::new(),
            partial_calls: 0,
            meeting: Meeting {
                reached: vec![(0, Side::A); n],
                check: 0,
                queues: [Vec::new(), Vec::new()],
                heads: [0, 0],
            },
            splits: 0,
            charges,
        };
        connectivity.list_ways();
        connectivity
    }

    /// Fills in `ways` from `usable`.
    fn list_ways(&mut self) {
        for (island, ways) in self.ways.iter_mut().enumerate() {
            *ways = [NO_WAY; 4];
            let usable = self.puzzle.edges_of(island).filter(|&e| self.usable[e]);
            for (way, edge) in ways.iter_mut().zip(usable) {
                let other = self.puzzle.edges()[edge].other(island).unwrap_or(island);
                *way = (other as u32, edge as u32);
            }
        }
    }

    /// Checks the whole graph of edges still possible; raises a conflict if it is split.
    fn check(&mut self, acts: &mut TheoryArg) {
        self.charges.add(self.charges.check_cost);
        let n = self.puzzle.islands().len();
        let edges = self.puzzle.edges();
        let (mut uf, parts) = join_islands(self.puzzle, |edge| {
            acts.value(self.at_least_one[edge]) != lbool::FALSE
        });
        if parts <= 1 {
            return;
        }
        // Per part, the ruled-out edges leading out of it; the shortest makes the best clause.
        let root: Vec<usize> = (0..n).map(|i| uf.find(i)).collect();
        let mut ways_out: Vec<Vec<Lit>> = vec![Vec::new(); n];
        for (edge, e) in edges.iter().enumerate() {
            let (ra, rb) = (root[e.a], root[e.b]);
            if ra != rb && self.usable[edge] {
                let lit = Lit::new(self.at_least_one[edge], true);
                ways_out[ra].push(lit);
                ways_out[rb].push(lit);
            }
        }
        let shortest = (0..n)
            .filter(|&i| root[i] == i)
            .map(|i| &ways_out[i])
            .min_by_key(|c| c.len());
        self.splits += 1;
        match shortest {
            Some(clause) if !clause.is_empty() => acts.raise_conflict(clause, true),
            // Only at the root: the islands cannot be joined at all. Any conflict there ends
            // the search as unsatisfiable, so the clause's content does not matter.
            _ => {
                debug_assert_eq!(self.levels, 0, "a part with no way out below the root");
                acts.raise_conflict(&[Lit::new(self.at_least_one[0], true)], false);
            }
        }
    }

    /// Checks around each edge ruled out since the last check (below the root); raises a
    /// conflict at the first split found.
    fn check_ruled_out(&mut self, acts: &mut TheoryArg) {
        let edges = self.at_least_one.len();
        while self.examined < acts.model().len() {
            let lit = acts.model()[self.examined];
            self.examined += 1;
            // The "at least one" variables come first, in edge order.
            let edge = lit.var().idx() as usize;
            if lit.sign() || edge >= edges || !self.usable[edge] {
                continue;
            }
            if let Some(clause) = self.cut_off_part(acts, edge) {
                self.splits += 1;
                acts.raise_conflict(&clause, true);
                return;
            }
        }
    }

    /// After `edge` was ruled out: if its ends are no longer joined by possible edges, the
    /// clause "one of the edges leaving the part on one side is used" (all ruled out now).
    /// None when they are still joined, or the search gave up (see [`SEARCH_LIMIT`]).
    fn cut_off_part(&mut self, acts: &TheoryArg, edge: EdgeId) -> Option<Vec<Lit>> {
        let e = self.puzzle.edges()[edge];
        let m = &mut self.meeting;
        m.check = m.check.wrapping_add(1);
        if m.check == 0 {
            // After four billion checks the marks wrap around: start them afresh.
            m.reached.fill((0, Side::A));
            m.check = 1;
        }
        let check = m.check;
        m.reached[e.a] = (check, Side::A);
        m.reached[e.b] = (check, Side::B);
        for (queue, start) in m.queues.iter_mut().zip([e.a, e.b]) {
            queue.clear();
            queue.push(start);
        }
        m.heads = [0, 0];
        let mut expanded = 0;
        // Each side expands one island in turn, so the smaller part runs out first.
        let cut_off = 'search: loop {
            for (index, side) in [(0, Side::A), (1, Side::B)] {
                let m = &mut self.meeting;
                let Some(&island) = m.queues[index].get(m.heads[index]) else {
                    break 'search index;
                };
                if expanded == SEARCH_LIMIT {
                    self.charges.add(expanded / ISLANDS_PER_UNIT);
                    return None;
                }
                m.heads[index] += 1;
                expanded += 1;
                for &(next, next_edge) in &self.ways[island] {
                    if next_edge == u32::MAX {
                        break;
                    }
                    if acts.value(self.at_least_one[next_edge as usize]) == lbool::FALSE {
                        continue;
                    }
                    match m.reached[next as usize] {
                        (c, s) if c == check && s != side => {
                            self.charges.add(expanded / ISLANDS_PER_UNIT);
                            return None;
                        }
                        (c, _) if c == check => {}
                        _ => {
                            m.reached[next as usize] = (check, side);
                            m.queues[index].push(next as usize);
                        }
                    }
                }
            }
        };
        self.charges.add(expanded / ISLANDS_PER_UNIT);
        // The part that side walked around: its usable edges to anywhere else are the ways
        // out.
        let m = &self.meeting;
        let mut clause = Vec::new();
        for &island in &m.queues[cut_off] {
            for &(other, out) in &self.ways[island] {
                if out == u32::MAX {
                    break;
                }
                if m.reached[other as usize] != m.reached[island] {
                    clause.push(Lit::new(self.at_least_one[out as usize], true));
                }
            }
        }
        Some(clause)
    }
}

impl Theory for Connectivity<'_> {
    fn final_check(&mut self, acts: &mut TheoryArg) {
        self.check(acts);
    }

    fn partial_check(&mut self, acts: &mut TheoryArg) {
        self.charges.add(1);
        if self.levels == 0 {
            let mut narrowed = false;
            for (usable, &var) in self.usable.iter_mut().zip(&self.at_least_one) {
                let still = *usable && acts.value(var) != lbool::FALSE;
                narrowed |= still != *usable;
                *usable = still;
            }
            if narrowed {
                self.list_ways();
            }
            self.examined = acts.model().len();
            self.check(acts);
            return;
        }
        self.partial_calls += 1;
        if self.partial_calls.is_multiple_of(FULL_CHECK_EVERY) {
            self.examined = acts.model().len();
            self.check(acts);
        } else {
            self.check_ruled_out(acts);
        }
    }

    fn create_level(&mut self) {
        self.levels += 1;
        self.level_starts.push(self.examined);
    }

    fn pop_levels(&mut self, n: usize) {
        self.levels -= n;
        if let Some(&start) = self.level_starts.get(self.levels) {
            // The trail is cut back to where the level began: what comes after is new.
            self.examined = self.examined.min(start);
        }
        self.level_starts.truncate(self.levels);
    }

    fn n_levels(&self) -> usize {
        self.levels
    }

    fn explain_propagation(&mut self, _p: Lit) -> &[Lit] {
        // This theory never propagates (it only raises conflicts), so the solver never asks.
        &[]
    }
}
