//! Clause-learning search for the puzzles the plain search finds hard: the rules as clauses for
//! a CDCL SAT solver (batsat), with connectivity checked lazily as a theory and, under rules
//! without loops, loops ruled out lazily too, one clause per loop in a model.
//!
//! The plain search forgets why a branch failed, so on big, dense puzzles it makes the same
//! early mistake again and again (a 400-island puzzle took 50k–150k positions). A clause-
//! learning solver records each failure as a clause and jumps straight back to its cause.
//!
//! Each conflict is charged to the search's [`Meter`]: a pigeonhole-like puzzle can need
//! exponentially many, and the solver stops (through its callbacks) when the budget is spent.
//! batsat's conflict analysis and clause minimisation use explicit stacks, so its depth does
//! not grow with the puzzle either.

use super::bounds::Bounds;
use super::budget::{Meter, OutOfWork};
use crate::puzzle::{EdgeId, Puzzle};
use crate::union_find::UnionFind;
use batsat::{lbool, Callbacks, ClauseKind, Lit, Solver, SolverInterface, Theory, TheoryArg, Var};
use std::cell::Cell;
use std::rc::Rc;

/// Work done by the clause-learning search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClauseStats {
    /// Guesses the SAT solver made.
    pub decisions: u64,
    /// Failures it learned a clause from.
    pub conflicts: u64,
    /// Times an assignment split the islands and a connectivity clause was added.
    pub splits: u64,
}

/// What the clause-learning search found: solutions, its work, and whether the budget ran out
/// before it could say there are no more.
pub(crate) struct Outcome {
    pub found: Vec<Bounds>,
    pub stats: ClauseStats,
    pub out_of_work: Option<OutOfWork>,
}

/// Every completion of `bounds`, up to `limit`, that differs from each of `known` (solutions
/// already found). Exact unless the meter runs out: returns fewer than `limit` only when there
/// are no more, or with `out_of_work` set.
pub(crate) fn solve(
    puzzle: &Puzzle,
    bounds: &Bounds,
    known: &[Bounds],
    limit: usize,
    meter: &mut Meter,
) -> Outcome {
    let mut outcome = Outcome {
        found: Vec::new(),
        stats: ClauseStats::default(),
        out_of_work: None,
    };
    if limit == 0 || !possible_graph_connected(puzzle, bounds) {
        return outcome;
    }
    let mut encoding = Encoding::new(puzzle, bounds);
    let spent = Rc::new(Cell::new(0));
    *encoding.solver.cb_mut() = WorkLimit {
        allowed: meter.units_left(),
        conflict_cost: meter.conflict_cost(),
        spent: spent.clone(),
    };
    let mut consistent = known.iter().all(|s| encoding.exclude(s));
    let mut connectivity = Connectivity::new(
        puzzle,
        bounds,
        encoding.at_least_one.clone(),
        Charges {
            spent: spent.clone(),
            check_cost: meter.step_cost(),
        },
    );
    while consistent && outcome.found.len() < limit {
        let verdict = encoding.solver.solve_limited_th(&mut connectivity, &[]);
        if verdict == lbool::UNDEF {
            // Only the callbacks' stop leaves the verdict open: the budget is spent.
            outcome.out_of_work = Some(OutOfWork);
            break;
        }
        if verdict != lbool::TRUE {
            break;
        }
        let solution = encoding.model();
        // Loops are checked lazily: a model with one is ruled out and the search goes on.
        let (loops, still) = encoding.exclude_loops(&solution);
        if loops > 0 {
            consistent = still;
            continue;
        }
        consistent = encoding.exclude(&solution);
        outcome.found.push(solution);
    }
    outcome.stats.decisions = encoding.solver.num_decisions();
    outcome.stats.conflicts = encoding.solver.num_conflicts();
    outcome.stats.splits = connectivity.splits;
    // A search that finished settled its question, even if its last conflict took it a little
    // past the allowance (the solver only asks whether to stop between decisions).
    let _ = meter.charge_units(spent.get());
    outcome
}

/// The solver's callbacks: charge each conflict (each ends in a learnt clause, from the
/// clauses or from the connectivity theory) and ask the solver to stop once the units spent,
/// by them and by the theory, pass what the meter allows.
struct WorkLimit {
    allowed: u64,
    conflict_cost: u64,
    /// Units spent by this search, shared with the theory's [`Charges`].
    spent: Rc<Cell<u64>>,
}

impl Default for WorkLimit {
    fn default() -> Self {
        Self {
            allowed: u64::MAX,
            conflict_cost: 0,
            spent: Rc::default(),
        }
    }
}

impl Callbacks for WorkLimit {
    fn on_new_clause(&mut self, _clause: &[Lit], kind: ClauseKind) {
        if matches!(kind, ClauseKind::Learnt | ClauseKind::Theory) {
            self.spent
                .set(self.spent.get().saturating_add(self.conflict_cost));
        }
    }

    fn stop(&self) -> bool {
        // Past the allowance, as the meter counts it, so that a stop always means the meter
        // has run out once these units are charged to it.
        self.spent.get() > self.allowed
    }
}

/// What the theory charges: a unit per call (the solver calls it once per decision, so this
/// also pays for propagating the decision) and a step per check of the whole graph.
struct Charges {
    spent: Rc<Cell<u64>>,
    check_cost: u64,
}

impl Charges {
    fn add(&self, units: u64) {
        self.spent.set(self.spent.get().saturating_add(units));
    }
}

/// The puzzle as clauses, in an order encoding: each edge has one variable per count from 1
/// to the rules' most, "at least that many bridges", each implying the one below, so a
/// count is read off as how many of them hold.
struct Encoding<'a> {
    puzzle: &'a Puzzle,
    solver: Solver<WorkLimit>,
    /// How many edges the puzzle has.
    edges: usize,
    /// The rules' most bridges per pair: the number of variables per edge.
    max: u8,
    /// Edge `e`'s "at least `k` bridges" is `at_least[(k - 1) * edges + e]`.
    at_least: Vec<Var>,
    /// Each edge's "at least one bridge", which the connectivity theory watches.
    at_least_one: Vec<Var>,
    /// Where [`Encoding::add`] hands clauses to the solver.
    buffer: Vec<Lit>,
}

impl<'a> Encoding<'a> {
    fn new(puzzle: &'a Puzzle, bounds: &Bounds) -> Self {
        let mut solver: Solver<WorkLimit> = Solver::default();
        let edges = puzzle.edges().len();
        let max = puzzle.max_bridges().max(1);
        // Every edge's "at least one" first, then every edge's "at least two", and so on:
        // under the standard rules the variables, and so the solver's choices, are the ones
        // the two-variable encoding before this one had.
        let at_least: Vec<Var> = (0..edges * usize::from(max))
            .map(|_| solver.new_var_default())
            .collect();
        let at_least_one = at_least[..edges].to_vec();
        // The connectivity theory reads an edge from its "at least one" variable's index.
        debug_assert!(at_least_one
            .iter()
            .enumerate()
            .all(|(edge, var)| var.idx() as usize == edge));
        let mut encoding = Self {
            puzzle,
            solver,
            edges,
            max,
            at_least,
            at_least_one,
            buffer: Vec::new(),
        };
        for edge in 0..edges {
            for k in 2..=max {
                // At least k implies at least k - 1.
                let (var, below) = (encoding.var(edge, k), encoding.var(edge, k - 1));
                encoding.add(&[Lit::new(var, false), Lit::new(below, true)]);
            }
            // What is already known, as unit clauses.
            for k in 1..=max {
                if bounds.lo(edge) >= k {
                    encoding.add(&[Lit::new(encoding.var(edge, k), true)]);
                }
            }
            for k in 1..=max {
                if bounds.hi(edge) < k {
                    encoding.add(&[Lit::new(encoding.var(edge, k), false)]);
                }
            }
            let one = encoding.var(edge, 1);
            for &other in puzzle.crossings(edge) {
                if other > edge && bounds.hi(edge) > 0 && bounds.hi(other) > 0 {
                    let other_one = encoding.var(other, 1);
                    encoding.add(&[Lit::new(one, false), Lit::new(other_one, false)]);
                }
            }
        }
        for island in 0..puzzle.islands().len() {
            encoding.require_target(island, bounds);
        }
        encoding
    }

    /// The variable "`edge` has at least `k` bridges" (`k` from 1 to the most).
    fn var(&self, edge: EdgeId, k: u8) -> Var {
        self.at_least[(usize::from(k) - 1) * self.edges + edge]
    }

    /// Adds `clause`; false if no assignment is left.
    fn add(&mut self, clause: &[Lit]) -> bool {
        // The solver sorts and trims the clause it is given: a buffer kept for it spares an
        // allocation per clause, thousands of them on a big puzzle.
        self.buffer.clear();
        self.buffer.extend_from_slice(clause);
        self.solver.add_clause_reuse(&mut self.buffer)
    }

    /// The literals that hold unless `edge` carries exactly `count` bridges: fewer than
    /// `count`, or more.
    fn other_than(&self, edge: EdgeId, count: u8, clause: &mut Vec<Lit>) {
        if count > 0 {
            clause.push(Lit::new(self.var(edge, count), false));
        }
        if count < self.max {
            clause.push(Lit::new(self.var(edge, count + 1), true));
        }
    }

    /// The island's number as clauses that unit propagation keeps bounds-consistent: for
    /// every way to give its edges counts within their bounds that add up to one more than
    /// the number, "some edge has fewer than that", and for every way that adds up to one
    /// less, "some edge has more than that". From these the solver reads at once that an
    /// edge must take at least what the others cannot supply and at most what is left, as
    /// the plain search's capacity rule does; a clause per whole combination that misses the
    /// number (the encoding before this one) only fires once every other edge is decided.
    fn require_target(&mut self, island: usize, bounds: &Bounds) {
        let edges: Vec<EdgeId> = self.puzzle.edges_of(island).collect();
        let target = u32::from(self.puzzle.islands()[island].target);
        let least: u32 = edges.iter().map(|&e| u32::from(bounds.lo(e))).sum();
        let most: u32 = edges.iter().map(|&e| u32::from(bounds.hi(e))).sum();
        if least > target || most < target {
            // Propagation at the root rules this out, but the clauses must stay exact.
            self.add(&[]);
            return;
        }
        let mut counts: Vec<u8> = edges.iter().map(|&e| bounds.lo(e)).collect();
        let mut clause = Vec::with_capacity(edges.len());
        loop {
            let sum: u32 = counts.iter().map(|&c| u32::from(c)).sum();
            clause.clear();
            if sum == target + 1 {
                // Not every edge at least its count here.
                let edge_counts = edges.iter().zip(&counts);
                clause.extend(
                    edge_counts
                        .filter(|&(&edge, &count)| count > bounds.lo(edge))
                        .map(|(&edge, &count)| Lit::new(self.var(edge, count), false)),
                );
                self.add(&clause);
            } else if sum + 1 == target {
                // Not every edge at most its count here.
                let edge_counts = edges.iter().zip(&counts);
                clause.extend(
                    edge_counts
                        .filter(|&(&edge, &count)| count < bounds.hi(edge))
                        .map(|(&edge, &count)| Lit::new(self.var(edge, count + 1), true)),
                );
                self.add(&clause);
            }
            // Next combination, like an odometer whose digits run over each edge's bounds.
            let mut digit = 0;
            while digit < edges.len() && counts[digit] == bounds.hi(edges[digit]) {
                counts[digit] = bounds.lo(edges[digit]);
                digit += 1;
            }
            if digit == edges.len() {
                break;
            }
            counts[digit] += 1;
        }
    }

    /// Rules `solution` out; false if no other assignment is left.
    fn exclude(&mut self, solution: &Bounds) -> bool {
        let mut clause = Vec::new();
        for (edge, &count) in solution.counts().iter().enumerate() {
            self.other_than(edge, count, &mut clause);
        }
        self.add(&clause)
    }

    /// The solver's current model as fixed bounds.
    fn model(&self) -> Bounds {
        let counts = (0..self.puzzle.edges().len())
            .map(|e| {
                (1..=self.max)
                    .filter(|&k| self.solver.value_var(self.var(e, k)) == lbool::TRUE)
                    .count() as u8
            })
            .collect();
        Bounds::fixed(counts)
    }

    /// Under rules without loops, rules out every loop of bridged edges in `model`: for each
    /// edge that closes one, a clause that some edge of that loop has no bridge. Returns how
    /// many loops it found (none means `model` is a tree, as the rules ask) and whether an
    /// assignment is still possible.
    fn exclude_loops(&mut self, model: &Bounds) -> (usize, bool) {
        if self.puzzle.rules().allows_loops() {
            return (0, true);
        }
        let loops = loops_in(self.puzzle, model);
        let mut consistent = true;
        for cycle in &loops {
            let clause: Vec<Lit> = cycle
                .iter()
                .map(|&e| Lit::new(self.at_least_one[e], false))
                .collect();
            consistent &= self.add(&clause);
        }
        (loops.len(), consistent)
    }
}

/// Loops of edges with bridges in `model`: one per edge that closes a loop over the edges
/// before it (each with the path of earlier edges between its ends), enough to rule out
/// every loop the model has.
fn loops_in(puzzle: &Puzzle, model: &Bounds) -> Vec<Vec<EdgeId>> {
    let n = puzzle.islands().len();
    let mut uf = UnionFind::new(n);
    // The forest of edges kept so far, as adjacency lists.
    let mut forest: Vec<Vec<(usize, EdgeId)>> = vec![Vec::new(); n];
    let mut loops = Vec::new();
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if model.lo(edge) == 0 {
            continue;
        }
        if uf.union(e.a, e.b) {
            forest[e.a].push((e.b, edge));
            forest[e.b].push((e.a, edge));
        } else {
            let mut cycle = forest_path(&forest, e.a, e.b);
            cycle.push(edge);
            loops.push(cycle);
        }
    }
    loops
}

/// The edges on the path from `from` to `to` in `forest` (they must be in one tree).
fn forest_path(forest: &[Vec<(usize, EdgeId)>], from: usize, to: usize) -> Vec<EdgeId> {
    // Breadth first from `from`, remembering how each island was reached.
    let mut came_by: Vec<Option<(usize, EdgeId)>> = vec![None; forest.len()];
    let mut seen = vec![false; forest.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    seen[from] = true;
    while let Some(island) = queue.pop_front() {
        if island == to {
            break;
        }
        for &(next, edge) in &forest[island] {
            if !seen[next] {
                seen[next] = true;
                came_by[next] = Some((island, edge));
                queue.push_back(next);
            }
        }
    }
    let mut path = Vec::new();
    let mut at = to;
    while let Some((previous, edge)) = came_by[at] {
        path.push(edge);
        at = previous;
    }
    path
}

/// Whether the edges that may still carry a bridge join every island.
fn possible_graph_connected(puzzle: &Puzzle, bounds: &Bounds) -> bool {
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
struct Connectivity<'a> {
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
    splits: u64,
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
    fn new(puzzle: &'a Puzzle, bounds: &Bounds, at_least_one: Vec<Var>, charges: Charges) -> Self {
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
