//! Clause-learning search for the puzzles the plain search finds hard: the rules as clauses for
//! a CDCL SAT solver (batsat), with connectivity checked lazily as a theory.
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

/// The puzzle as clauses. Each edge has two variables, "at least one bridge" and "two
/// bridges" (which implies the first), so a count is read off as how many of them hold.
struct Encoding<'a> {
    puzzle: &'a Puzzle,
    solver: Solver<WorkLimit>,
    at_least_one: Vec<Var>,
    two: Vec<Var>,
}

impl<'a> Encoding<'a> {
    fn new(puzzle: &'a Puzzle, bounds: &Bounds) -> Self {
        let mut solver: Solver<WorkLimit> = Solver::default();
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
