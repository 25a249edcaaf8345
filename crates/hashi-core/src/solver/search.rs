//! Backtracking search over the edges left open by propagation, counting solutions.

use super::bounds::{Bounds, Contradiction};
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

/// The search's heuristics. They decide which solutions are found first, and the generator
/// builds puzzles from those, so the generator keeps the tuning it was released with: a new
/// tuning must never change the puzzle behind an old link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// How many islands are probed before each guess.
    probed: usize,
    /// Dead ends allowed in a run of budget 1.
    restart_unit: u64,
    /// Try the options that join new islands to the group first (else in random order).
    outward_first: bool,
    /// Every other run picks among the most constrained islands of the whole board instead
    /// of the largest group's.
    alternate: bool,
}

impl Tuning {
    /// The fastest tuning measured on the coelho2019 benchmark.
    pub const FAST: Tuning = Tuning {
        probed: 2,
        restart_unit: 64,
        outward_first: true,
        alternate: true,
    };
    /// The tuning of the current generator version: changing it changes generated puzzles,
    /// so it goes with a new `GENERATOR_VERSION`.
    pub const GENERATOR: Tuning = Tuning::FAST;
}

pub(crate) struct Search<'a> {
    puzzle: &'a Puzzle,
    tuning: Tuning,
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
    pub fn new(puzzle: &'a Puzzle, limit: usize, tuning: Tuning) -> Self {
        Self {
            puzzle,
            tuning,
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
        for restart in 0u64.. {
            self.rng = ChaCha8Rng::seed_from_u64(restart);
            // Runs alternate between the strategies when the tuning asks for both: each one
            // has puzzles on which it stalls and the other does not.
            self.global = self.tuning.alternate && restart % 2 == 1;
            // Budgets follow the Luby sequence (1 1 2 1 1 2 4 ...), which is within a constant
            // factor of the best fixed budget for any heavy-tailed run-time distribution.
            self.budget = match restart {
                r if r < MAX_RESTARTS => self
                    .stats
                    .dead_ends
                    .saturating_add(self.tuning.restart_unit * luby(r + 1)),
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
            let candidates = branching_candidates(
                self.puzzle,
                bounds,
                self.tuning.probed,
                self.global,
                &mut self.rng,
            );
            if candidates.is_empty() {
                return Ok(None);
            }
            let mut best: Option<Vec<(usize, Bounds)>> = None;
            let mut groups = super::graph::certain_groups(self.puzzle, bounds);
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
                    let mut child = bounds.clone();
                    self.stats.nodes += 1;
                    let ok = edges
                        .iter()
                        .zip(&option)
                        .try_for_each(|(&e, &c)| child.narrow(self.puzzle, e, c, c).map(|_| ()))
                        .is_ok()
                        && propagate_after(self.puzzle, &mut child, &edges).is_ok();
                    if ok {
                        survivors.push((outward, child));
                    } else {
                        self.stats.dead_ends += 1;
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
                if self.tuning.outward_first {
                    children.sort_by_key(|c| std::cmp::Reverse(c.0));
                }
                children.into_iter().map(|c| c.1).collect()
            }));
        }
    }
}

/// Every way to give `island`'s edges counts within their bounds that meet its number
/// (counts listed in the order of `Puzzle::edges_of`).
pub(crate) fn island_options(puzzle: &Puzzle, bounds: &Bounds, island: IslandId) -> Vec<Vec<u8>> {
    let edges: Vec<EdgeId> = puzzle.edges_of(island).collect();
    let target = puzzle.islands()[island].target;
    let mut out = Vec::new();
    let mut current = Vec::with_capacity(edges.len());
    fn extend(
        bounds: &Bounds,
        edges: &[EdgeId],
        left: u8,
        current: &mut Vec<u8>,
        out: &mut Vec<Vec<u8>>,
    ) {
        let Some((&edge, rest)) = edges.split_first() else {
            if left == 0 {
                out.push(current.clone());
            }
            return;
        };
        for count in (bounds.lo(edge)..=bounds.hi(edge).min(left)).rev() {
            current.push(count);
            extend(bounds, rest, left - count, current, out);
            current.pop();
        }
    }
    extend(bounds, &edges, target, &mut current, &mut out);
    // Options touching more neighbours first: spreading bridges keeps the islands connected,
    // while doubles and empty edges are what close groups off, so solutions come sooner.
    out.sort_by_key(|o| o.iter().filter(|&&c| c > 0).count());
    out
}

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
    probed: usize,
    global: bool,
    rng: &mut ChaCha8Rng,
) -> Vec<(IslandId, Vec<Vec<u8>>)> {
    let n = puzzle.islands().len();
    let open = |i: IslandId| puzzle.edges_of(i).any(|e| !bounds.is_fixed(e));
    let mut groups = super::graph::certain_groups(puzzle, bounds);
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
    candidates.sort_unstable_by_key(|c| (c.0, c.1));
    candidates.truncate(probed);
    candidates
        .into_iter()
        .map(|(_, _, i)| (i, island_options(puzzle, bounds, i)))
        .collect()
}

/// How many options [`island_options`] would list, without listing them.
fn count_island_options(puzzle: &Puzzle, bounds: &Bounds, island: IslandId) -> usize {
    fn count(bounds: &Bounds, edges: &[Option<EdgeId>], left: u8) -> usize {
        let Some((slot, rest)) = edges.split_first() else {
            return usize::from(left == 0);
        };
        match slot {
            None => count(bounds, rest, left),
            Some(edge) => (bounds.lo(*edge)..=bounds.hi(*edge).min(left))
                .map(|c| count(bounds, rest, left - c))
                .sum(),
        }
    }
    count(
        bounds,
        puzzle.edge_slots(island),
        puzzle.islands()[island].target,
    )
}
