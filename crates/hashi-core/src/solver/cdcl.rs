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
use batsat::{lbool, Callbacks, ClauseKind, Lit, Solver, SolverInterface, Var};
use connectivity::{possible_graph_connected, Charges, Connectivity};
use std::cell::Cell;
use std::rc::Rc;

mod connectivity;

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
/// already found), stopping early after one that `enough` accepts. Exact unless the meter runs
/// out: returns fewer than `limit` only when there are no more, `enough` stopped it, or with
/// `out_of_work` set.
pub(crate) fn solve(
    puzzle: &Puzzle,
    bounds: &Bounds,
    known: &[Bounds],
    (limit, enough): (usize, &dyn Fn(&Bounds) -> bool),
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
        let stop = enough(&solution);
        outcome.found.push(solution);
        if stop {
            break;
        }
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
