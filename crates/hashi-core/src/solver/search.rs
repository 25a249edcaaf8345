//! Backtracking search over the edges left open by propagation, counting solutions.

use super::bounds::{Bounds, Contradiction};
use super::graph::Groups;
use super::probing::{probe_edges, probe_islands, Probe};
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
}

pub(crate) struct Search<'a> {
    puzzle: &'a Puzzle,
    limit: usize,
    pub solutions: Vec<Bounds>,
    pub stats: SearchStats,
    rng: ChaCha8Rng,
    budget: u64,
    aborted: bool,
    /// This run picks among the whole board's most constrained islands, not only the largest
    /// group's.
    global: bool,
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
            global: false,
        }
    }

    /// Explores every completion of `bounds` until `limit` solutions are found. Runs with
    /// randomised choices and a growing budget of dead ends, restarting when one runs out:
    /// searches on these puzzles are heavy-tailed, and a fresh start escapes a bad early guess.
    /// The last run has no budget, so the answer is always exact.
    pub fn run(&mut self, bounds: Bounds) {
        let mut bounds = bounds;
        for restart in 0u64.. {
            // A puzzle that resists is worth probing at the root: what a probe rules out
            // holds in every later run. Edges first, then (if it still resists) whole islands.
            let probe: Option<Probe> = match restart {
                PROBE_EDGES_AT_RESTART => Some(probe_edges),
                PROBE_ISLANDS_AT_RESTART => Some(probe_islands),
                _ => None,
            };
            if let Some(probe) = probe {
                let mut probed = bounds.clone();
                if propagate(self.puzzle, &mut probed).is_ok()
                    && probe(self.puzzle, &mut probed).is_ok()
                {
                    bounds = probed;
                }
            }
            self.rng = ChaCha8Rng::seed_from_u64(restart);
            // Runs alternate between the two ways of picking islands: each has puzzles on
            // which it stalls and the other does not.
            self.global = restart % 2 == 1;
            // Budgets follow the Luby sequence (1 1 2 1 1 2 4 ...), which is within a constant
            // factor of the best fixed budget for any heavy-tailed run-time distribution.
            self.budget = match restart {
                r if r < MAX_RESTARTS => self
                    .stats
                    .dead_ends
                    .saturating_add(RESTART_UNIT * luby(r + 1)),
                _ => u64::MAX,
            };
            self.aborted = false;
            let earlier = std::mem::take(&mut self.solutions);
            self.explore(bounds.clone(), false);
            for s in earlier {
                if !self.solutions.contains(&s) {
                    self.solutions.push(s);
                }
            }
            if !self.aborted || self.solutions.len() >= self.limit {
                self.solutions.truncate(self.limit);
                return;
            }
        }
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
            let candidates = branching_candidates(
                self.puzzle,
                bounds,
                &mut groups,
                PROBED,
                self.global,
                &mut self.rng,
            );
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
                // Options that join the group to new islands first; ties in random order so
                // that restarts explore differently.
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
/// Dead ends allowed in a run of budget 1.
const RESTART_UNIT: u64 = 64;
/// The runs before which the root's edges (after budgets 1, 1, 2, 1) and then its islands
/// (a few thousand dead ends later) are probed.
const PROBE_EDGES_AT_RESTART: u64 = 4;
const PROBE_ISLANDS_AT_RESTART: u64 = 16;
/// Runs with a budget before the last, unbudgeted one.
const MAX_RESTARTS: u64 = 2000;

/// The i-th term (from 1) of the Luby sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...
fn luby(i: u64) -> u64 {
    let mut i = i;
    loop {
        let mut k = 1;
        while (1u64 << k) - 1 < i {
            k += 1;
        }
        if (1u64 << k) - 1 == i {
            return 1 << (k - 1);
        }
        i -= (1u64 << (k - 1)) - 1;
    }
}

/// The most constrained open islands (fewest ways to complete their edges) in the largest
/// group joined by certain bridges. Growing one group keeps a bad guess close to where its
/// contradiction shows, so backtracking undoes the right guess; ties are broken at random.
fn branching_candidates(
    puzzle: &Puzzle,
    bounds: &Bounds,
    groups: &mut Groups,
    probed: usize,
    global: bool,
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
        .filter(|&i| open(i) && (global || groups.uf.find(i) == root))
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
