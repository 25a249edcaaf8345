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
        let mut encoding = Self {
            puzzle,
            solver,
            edges,
            max,
            at_least,
            at_least_one,
        };
        for edge in 0..edges {
            for k in 2..=max {
                // At least k implies at least k - 1.
                let (var, below) = (encoding.var(edge, k), encoding.var(edge, k - 1));
                encoding.add(vec![Lit::new(var, false), Lit::new(below, true)]);
            }
            // What is already known, as unit clauses.
            for k in 1..=max {
                if bounds.lo(edge) >= k {
                    encoding.add(vec![Lit::new(encoding.var(edge, k), true)]);
                }
            }
            for k in 1..=max {
                if bounds.hi(edge) < k {
                    encoding.add(vec![Lit::new(encoding.var(edge, k), false)]);
                }
            }
            let one = encoding.var(edge, 1);
            for &other in puzzle.crossings(edge) {
                if other > edge && bounds.hi(edge) > 0 && bounds.hi(other) > 0 {
                    let other_one = encoding.var(other, 1);
                    encoding.add(vec![Lit::new(one, false), Lit::new(other_one, false)]);
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

    fn add(&mut self, mut clause: Vec<Lit>) -> bool {
        self.solver.add_clause_reuse(&mut clause)
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

    /// One clause per way of giving the island's open edges counts (within their bounds)
    /// that miss its number: at most (most + 1)^4 per island, usually a handful.
    fn require_target(&mut self, island: usize, bounds: &Bounds) {
        let edges: Vec<EdgeId> = self.puzzle.edges_of(island).collect();
        let target = u32::from(self.puzzle.islands()[island].target);
        let mut counts: Vec<u8> = edges.iter().map(|&e| bounds.lo(e)).collect();
        loop {
            let sum: u32 = counts.iter().map(|&c| u32::from(c)).sum();
            if sum != target {
                let mut clause = Vec::new();
                for (&edge, &count) in edges.iter().zip(&counts) {
                    if !bounds.is_fixed(edge) {
                        self.other_than(edge, count, &mut clause);
                    }
                }
                self.add(clause);
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
        self.add(clause)
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
            let clause = cycle
                .iter()
                .map(|&e| Lit::new(self.at_least_one[e], false))
                .collect();
            consistent &= self.add(clause);
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
/// several parts, one of the edges around the part with the fewest ways out must be used.
/// Checked on every full assignment, and on a sample of partial ones, where a split found
/// early saves a whole subtree (checking every partial one costs more than it saves).
struct Connectivity<'a> {
    puzzle: &'a Puzzle,
    at_least_one: Vec<Var>,
    /// Edges not ruled out at the root (level 0). A clause must not rest on the others: a
    /// one-literal clause that is false at the root breaks the solver's conflict analysis.
    /// The root is checked on every visit, so when the search is deeper these edges join
    /// every island and every part has a way out.
    usable: Vec<bool>,
    levels: usize,
    partial_calls: u64,
    splits: u64,
    charges: Charges,
}

/// One partial assignment in this many is checked.
const PARTIAL_CHECK_EVERY: u64 = 64;

impl<'a> Connectivity<'a> {
    fn new(puzzle: &'a Puzzle, bounds: &Bounds, at_least_one: Vec<Var>, charges: Charges) -> Self {
        Self {
            puzzle,
            at_least_one,
            usable: (0..puzzle.edges().len())
                .map(|e| bounds.hi(e) > 0)
                .collect(),
            levels: 0,
            partial_calls: 0,
            splits: 0,
            charges,
        }
    }

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
}

impl Theory for Connectivity<'_> {
    fn final_check(&mut self, acts: &mut TheoryArg) {
        self.check(acts);
    }

    fn partial_check(&mut self, acts: &mut TheoryArg) {
        self.partial_calls += 1;
        self.charges.add(1);
        if self.levels == 0 {
            for (usable, &var) in self.usable.iter_mut().zip(&self.at_least_one) {
                *usable &= acts.value(var) != lbool::FALSE;
            }
            self.check(acts);
        } else if self.partial_calls.is_multiple_of(PARTIAL_CHECK_EVERY) {
            self.check(acts);
        }
    }

    fn create_level(&mut self) {
        self.levels += 1;
    }

    fn pop_levels(&mut self, n: usize) {
        self.levels -= n;
    }

    fn n_levels(&self) -> usize {
        self.levels
    }

    fn explain_propagation(&mut self, _p: Lit) -> &[Lit] {
        // This theory never propagates (it only raises conflicts), so the solver never asks.
        &[]
    }
}
