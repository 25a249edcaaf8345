//! Backtracking search over the edges left open by propagation, counting solutions.

use super::bounds::{Bounds, Contradiction};
use super::cdcl::{self, ClauseStats};
use super::graph::Groups;
use super::propagate::{propagate, propagate_after};
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Work done by a search, for benchmarks and ratings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Positions examined (each one propagated).
    pub nodes: u64,
    /// Positions that turned out impossible.
    pub dead_ends: u64,
    /// Times the search had to guess an edge's count.
    pub branches: u64,
    /// What the clause-learning search did, when the puzzle came to it.
    pub clause_learning: ClauseStats,
}

pub(crate) struct Search<'a> {
    puzzle: &'a Puzzle,
    limit: usize,
    pub solutions: Vec<Bounds>,
    pub stats: SearchStats,
    /// Ties between equally good choices are broken at random (from a fixed seed).
    rng: ChaCha8Rng,
    budget: u64,
    aborted: bool,
}

impl<'a> Search<'a> {
    pub fn new(puzzle: &'a Puzzle, limit: usize) -> Self {
        Self {
            puzzle,
            limit,
            solutions: Vec::new(),
            stats: SearchStats::default(),
            rng: ChaCha8Rng::seed_from_u64(0),
            budget: u64::MAX,
            aborted: false,
        }
    }

    /// Explores every completion of `bounds` until `limit` solutions are found. Most puzzles
    /// are settled within a small budget of dead ends; one that is not goes to the
    /// clause-learning search (exact, with the solutions found so far ruled out), because a
    /// search that cannot learn keeps repeating the same early mistake on it.
    pub fn run(&mut self, bounds: Bounds) {
        self.budget = HAND_OVER_AFTER_DEAD_ENDS;
        self.explore(bounds.clone(), false);
        if !self.aborted || self.solutions.len() >= self.limit {
            return;
        }
        let mut root = bounds;
        if propagate(self.puzzle, &mut root).is_err() {
            return;
        }
        let wanted = self.limit - self.solutions.len();
        let (more, clause_stats) = cdcl::solve(self.puzzle, &root, &self.solutions, wanted);
        self.solutions.extend(more);
        self.stats.clause_learning = clause_stats;
    }

    /// Explores `bounds`; `settled` says it is already at a propagation fixpoint.
    fn explore(&mut self, mut bounds: Bounds, settled: bool) {
        if self.solutions.len() >= self.limit || self.aborted {
            return;
        }
        self.stats.nodes += 1;
        if !settled && propagate(self.puzzle, &mut bounds).is_err() {
            self.stats.dead_ends += 1;
            if self.stats.dead_ends >= self.budget {
                self.aborted = true;
            }
            return;
        }
        let children = match self.choose(&mut bounds) {
            Err(_) => {
                self.stats.dead_ends += 1;
                if self.stats.dead_ends >= self.budget {
                    self.aborted = true;
                }
                return;
            }
            Ok(None) => {
                if !self.solutions.contains(&bounds) {
                    self.solutions.push(bounds);
                }
                return;
            }
            Ok(Some(children)) => children,
        };
        self.stats.branches += 1;
        for child in children {
            self.explore(child, true);
            if self.solutions.len() >= self.limit || self.aborted {
                return;
            }
        }
    }

    /// Picks where to guess. A few of the most constrained islands on the edge of the largest
    /// group are probed: each of their options is tried and propagated. An island left with one
    /// option is settled on the spot; one left with none proves the position impossible.
    /// Returns the propagated positions to explore, or None when everything is decided.
    fn choose(&mut self, bounds: &mut Bounds) -> Result<Option<Vec<Bounds>>, Contradiction> {
        'settled: loop {
            let mut groups = super::graph::certain_groups(self.puzzle, bounds);
            let candidates =
                branching_candidates(self.puzzle, bounds, &mut groups, PROBED, &mut self.rng);
            if candidates.is_empty() {
                return Ok(None);
            }
            let mut best: Option<Vec<(usize, Bounds)>> = None;
            for (island, options) in candidates {
                let edges: Vec<EdgeId> = self.puzzle.edges_of(island).collect();
                let home = groups.uf.find(island);
                let mut survivors = Vec::new();
                for option in options {
                    // Bridges to islands outside the island's group extend it; prefer those.
                    let outward = edges
                        .iter()
                        .zip(&option)
                        .filter(|&(&e, &c)| {
                            let other = self.puzzle.edges()[e].other(island).unwrap_or(island);
                            c > 0 && bounds.lo(e) == 0 && groups.uf.find(other) != home
                        })
                        .count();
                    self.stats.nodes += 1;
                    match with_option(self.puzzle, bounds, &edges, &option) {
                        Some(child) => survivors.push((outward, child)),
                        None => self.stats.dead_ends += 1,
                    }
                }
                match survivors.len() {
                    0 => return Err(Contradiction),
                    1 => {
                        *bounds = survivors.swap_remove(0).1;
                        continue 'settled;
                    }
                    k => {
                        if best.as_ref().is_none_or(|b| k < b.len()) {
                            best = Some(survivors);
                        }
                    }
                }
            }
            return Ok(best.map(|mut children| {
                // Options that join the group to new islands first; ties in (seeded) random
                // order.
                children.shuffle(&mut self.rng);
                children.sort_by_key(|c| std::cmp::Reverse(c.0));
                children.into_iter().map(|c| c.1).collect()
            }));
        }
    }
}

/// Calls `visit` with every way to give `island`'s edges counts within their bounds that meet
/// its number (counts in the order of `Puzzle::edges_of`), largest counts first.
fn for_each_option(
    puzzle: &Puzzle,
    bounds: &Bounds,
    island: IslandId,
    visit: &mut dyn FnMut(&[u8]),
) {
    fn walk(
        bounds: &Bounds,
        edges: &[EdgeId],
        left: u8,
        current: &mut [u8; 4],
        depth: usize,
        visit: &mut dyn FnMut(&[u8]),
    ) {
        let Some(&edge) = edges.get(depth) else {
            if left == 0 {
                visit(&current[..depth]);
            }
            return;
        };
        for count in (bounds.lo(edge)..=bounds.hi(edge).min(left)).rev() {
            current[depth] = count;
            walk(bounds, edges, left - count, current, depth + 1, visit);
        }
    }
    // At most four edges: kept on the stack, as this runs for every island of a group at
    // every guess.
    let mut edges = [0; 4];
    let mut len = 0;
    for edge in puzzle.edges_of(island) {
        edges[len] = edge;
        len += 1;
    }
    let target = puzzle.islands()[island].target;
    walk(bounds, &edges[..len], target, &mut [0; 4], 0, visit);
}

/// `bounds` with one island's `edges` set to the counts of `option`, propagated; None if that
/// is impossible.
pub(crate) fn with_option(
    puzzle: &Puzzle,
    bounds: &Bounds,
    edges: &[EdgeId],
    option: &[u8],
) -> Option<Bounds> {
    let mut child = bounds.clone();
    edges
        .iter()
        .zip(option)
        .try_for_each(|(&e, &c)| child.narrow(puzzle, e, c, c).map(|_| ()))
        .ok()?;
    propagate_after(puzzle, &mut child, edges).ok()?;
    Some(child)
}

/// Every way to complete `island`'s edges (see [`for_each_option`]).
pub(crate) fn island_options(puzzle: &Puzzle, bounds: &Bounds, island: IslandId) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for_each_option(puzzle, bounds, island, &mut |option| {
        out.push(option.to_vec())
    });
    // Options touching more neighbours first: spreading bridges keeps the islands connected,
    // while doubles and empty edges are what close groups off, so solutions come sooner.
    out.sort_by_key(|o| o.iter().filter(|&&c| c > 0).count());
    out
}

/// How many islands are probed before each guess.
const PROBED: usize = 2;
/// Dead ends this search may meet before the puzzle goes to the clause-learning search,
/// which pays a setup cost that only hard puzzles repay. Measured on coelho2019: 8 to 200
/// all do well; 64 keeps every generated puzzle here.
const HAND_OVER_AFTER_DEAD_ENDS: u64 = 64;

/// The most constrained open islands (fewest ways to complete their edges) in the largest
/// group joined by certain bridges. Growing one group keeps a bad guess close to where its
/// contradiction shows, so backtracking undoes the right guess; ties are broken at random.
fn branching_candidates(
    puzzle: &Puzzle,
    bounds: &Bounds,
    groups: &mut Groups,
    probed: usize,
    rng: &mut ChaCha8Rng,
) -> Vec<(IslandId, Vec<Vec<u8>>)> {
    let n = puzzle.islands().len();
    let open = |i: IslandId| puzzle.edges_of(i).any(|e| !bounds.is_fixed(e));
    let Some(largest) = (0..n).filter(|&i| open(i)).max_by_key(|&i| {
        let root = groups.uf.find(i);
        groups.size[root]
    }) else {
        return Vec::new();
    };
    let root = groups.uf.find(largest);
    let mut candidates: Vec<(usize, u32, IslandId)> = (0..n)
        .filter(|&i| open(i) && groups.uf.find(i) == root)
        .map(|i| {
            let options = count_island_options(puzzle, bounds, i);
            (options, rng.random::<u32>(), i)
        })
        .collect();
    // Only the few best are probed: select them rather than sort every candidate.
    if candidates.len() > probed {
        candidates.select_nth_unstable(probed);
        candidates.truncate(probed);
    }
    candidates.sort_unstable();
    candidates
        .into_iter()
        .map(|(_, _, i)| (i, island_options(puzzle, bounds, i)))
        .collect()
}

/// How many ways there are to complete `island`'s edges, without listing them.
fn count_island_options(puzzle: &Puzzle, bounds: &Bounds, island: IslandId) -> usize {
    let mut count = 0;
    for_each_option(puzzle, bounds, island, &mut |_| count += 1);
    count
}
