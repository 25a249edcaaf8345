//! Clause-learning search for the puzzles the plain search finds hard: the rules as clauses for
//! a CDCL SAT solver (batsat), with connectivity checked lazily as a theory.
//!
//! The plain search forgets why a branch failed, so on big, dense puzzles it makes the same
//! early mistake again and again (a 400-island puzzle took 50k–150k positions). A clause-
//! learning solver records each failure as a clause and jumps straight back to its cause.

use super::bounds::Bounds;
use crate::puzzle::{EdgeId, Puzzle};
use crate::union_find::UnionFind;
use batsat::{lbool, BasicCallbacks, Lit, Solver, SolverInterface, Theory, TheoryArg, Var};

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

/// Every completion of `bounds`, up to `limit`, that differs from each of `known` (solutions
/// already found). Exact: returns fewer than `limit` only when there are no more.
pub(crate) fn solve(
    puzzle: &Puzzle,
    bounds: &Bounds,
    known: &[Bounds],
    limit: usize,
) -> (Vec<Bounds>, ClauseStats) {
    let mut found = Vec::new();
    let mut stats = ClauseStats::default();
    if limit == 0 || !possible_graph_connected(puzzle, bounds) {
        return (found, stats);
    }
    let mut encoding = Encoding::new(puzzle, bounds);
    let mut consistent = known.iter().all(|s| encoding.exclude(s));
    let mut connectivity = Connectivity::new(puzzle, bounds, encoding.at_least_one.clone());
    while consistent && found.len() < limit {
        if encoding.solver.solve_limited_th(&mut connectivity, &[]) != lbool::TRUE {
            break;
        }
        let solution = encoding.model();
        consistent = encoding.exclude(&solution);
        found.push(solution);
    }
    stats.decisions = encoding.solver.num_decisions();
    stats.conflicts = encoding.solver.num_conflicts();
    stats.splits = connectivity.splits;
    (found, stats)
}

/// The puzzle as clauses. Each edge has two variables, "at least one bridge" and "two
/// bridges" (which implies the first), so a count is read off as how many of them hold.
struct Encoding<'a> {
    puzzle: &'a Puzzle,
    solver: Solver<BasicCallbacks>,
    at_least_one: Vec<Var>,
    two: Vec<Var>,
}

impl<'a> Encoding<'a> {
    fn new(puzzle: &'a Puzzle, bounds: &Bounds) -> Self {
        let mut solver: Solver<BasicCallbacks> = Solver::default();
        let edges = puzzle.edges().len();
        let at_least_one: Vec<Var> = (0..edges).map(|_| solver.new_var_default()).collect();
        let two: Vec<Var> = (0..edges).map(|_| solver.new_var_default()).collect();
        let mut encoding = Self {
            puzzle,
            solver,
            at_least_one,
            two,
        };
        for edge in 0..edges {
            let (one, two) = (encoding.at_least_one[edge], encoding.two[edge]);
            encoding.add(vec![Lit::new(two, false), Lit::new(one, true)]);
            // What is already known, as unit clauses.
            if bounds.lo(edge) >= 1 {
                encoding.add(vec![Lit::new(one, true)]);
            }
            if bounds.lo(edge) == 2 {
                encoding.add(vec![Lit::new(two, true)]);
            }
            if bounds.hi(edge) == 0 {
                encoding.add(vec![Lit::new(one, false)]);
            }
            if bounds.hi(edge) <= 1 {
                encoding.add(vec![Lit::new(two, false)]);
            }
            for &other in puzzle.crossings(edge) {
                if other > edge && bounds.hi(edge) > 0 && bounds.hi(other) > 0 {
                    let other_one = encoding.at_least_one[other];
                    encoding.add(vec![Lit::new(one, false), Lit::new(other_one, false)]);
                }
            }
        }
        for island in 0..puzzle.islands().len() {
            encoding.require_target(island, bounds);
        }
        encoding
    }

    fn add(&mut self, mut clause: Vec<Lit>) -> bool {
        self.solver.add_clause_reuse(&mut clause)
    }

    /// The literals that hold unless `edge` carries exactly `count` bridges.
    fn other_than(&self, edge: EdgeId, count: u8, clause: &mut Vec<Lit>) {
        let (one, two) = (self.at_least_one[edge], self.two[edge]);
        match count {
            0 => clause.push(Lit::new(one, true)),
            1 => {
                clause.push(Lit::new(one, false));
                clause.push(Lit::new(two, true));
            }
            _ => clause.push(Lit::new(two, false)),
        }
    }

    /// One clause per way of giving the island's open edges counts (within their bounds)
    /// that miss its number: at most 3^4 per island, usually a handful.
    fn require_target(&mut self, island: usize, bounds: &Bounds) {
        let edges: Vec<EdgeId> = self.puzzle.edges_of(island).collect();
        let target = self.puzzle.islands()[island].target;
        let mut counts: Vec<u8> = edges.iter().map(|&e| bounds.lo(e)).collect();
        loop {
            let sum: u8 = counts.iter().sum();
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
        let holds = |v: Var| u8::from(self.solver.value_var(v) == lbool::TRUE);
        let counts = (0..self.puzzle.edges().len())
            .map(|e| holds(self.at_least_one[e]) + holds(self.two[e]))
            .collect();
        Bounds::fixed(counts)
    }
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
}

/// One partial assignment in this many is checked.
const PARTIAL_CHECK_EVERY: u64 = 64;

impl<'a> Connectivity<'a> {
    fn new(puzzle: &'a Puzzle, bounds: &Bounds, at_least_one: Vec<Var>) -> Self {
        Self {
            puzzle,
            at_least_one,
            usable: (0..puzzle.edges().len())
                .map(|e| bounds.hi(e) > 0)
                .collect(),
            levels: 0,
            partial_calls: 0,
            splits: 0,
        }
    }

    fn check(&mut self, acts: &mut TheoryArg) {
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
