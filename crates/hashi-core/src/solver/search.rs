//! Backtracking search over the edges left open by propagation, counting solutions.
//!
//! The search is a loop over an explicit stack of guesses, not a recursion: a dense
//! 100x100 board needs thousands of guesses on one path, which would overflow a thread's
//! stack (and the browser's). The position lives in one [`Trail`], and each guess keeps only
//! how its untried alternatives differ from the position it was made in, so memory grows with
//! the changes along the path rather than with a copy of the board per guess.

use super::bounds::Bounds;
use super::budget::{Meter, OutOfWork};
use super::cdcl::{self, ClauseStats};
use super::counting;
use super::graph::{CutEdges, Groups};
use super::options::{by_count, count_island_options, island_options, with_option, Order};
use super::propagate::{propagate_to_groups, Worklist};
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::state::State;
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
    /// Work units spent, of the budget (see [`super::Budget`]).
    pub work: u64,
}

/// The position being explored, with a log of what each change overwrote so that it can be
/// wound back to any earlier point.
struct Trail {
    bounds: Bounds,
    undo: Vec<(EdgeId, u8, u8)>,
}

impl Trail {
    /// Changes the position to `changes` (edges with their new intervals), logged.
    fn apply(&mut self, changes: &[(EdgeId, u8, u8)]) {
        for &(edge, lo, hi) in changes {
            let (old_lo, old_hi) = self.bounds.replace(edge, lo, hi);
            self.undo.push((edge, old_lo, old_hi));
        }
    }

    /// Replaces the position with `next`, logged.
    fn replace_with(&mut self, next: &Bounds) {
        let changes = next.changes_from(&self.bounds);
        self.apply(&changes);
    }

    /// Winds the position back to what it was when the log was `mark` long.
    fn undo_to(&mut self, mark: usize) {
        for (edge, lo, hi) in self.undo.drain(mark..).rev() {
            self.bounds.replace(edge, lo, hi);
        }
    }
}

/// A guess still being explored: the alternatives not yet tried, each as its changes from
/// the position the guess was made in (the trail's when its log was `mark` long).
struct Guess {
    mark: usize,
    untried: std::vec::IntoIter<Vec<(EdgeId, u8, u8)>>,
}

/// What [`Search::choose`] decided for a position.
enum Choice {
    /// Every edge is decided: the position is a solution.
    Solved,
    /// The alternatives of the guess to make, each propagated, in the order to try them.
    Branch(Vec<Bounds>),
    /// No option survives at some island.
    Impossible,
    /// The budget ran out while probing.
    OutOfWork,
}

pub(crate) struct Search<'a> {
    puzzle: &'a Puzzle,
    limit: usize,
    pub solutions: Vec<Bounds>,
    pub stats: SearchStats,
    /// Ties between equally good choices are broken at random (from a fixed seed).
    rng: ChaCha8Rng,
    /// Dead ends after which the puzzle goes to the clause-learning search.
    hand_over_after: u64,
    handed_over: bool,
    /// The root position after propagation, kept for the clause-learning search.
    root: Option<Bounds>,
    meter: Meter,
    /// The budget ran out before the search could finish.
    pub out_of_work: Option<OutOfWork>,
    /// Scratch space for propagation, allocated once per search.
    cut_edges: CutEdges,
    /// The worklist the probes of [`Search::choose`] share, made on the first.
    probe_work: Option<Worklist>,
    /// The groups of the position explored next, when [`Search::choose`] already has them.
    next_groups: Option<Groups>,
    /// Whether counting may refute the root (false for a puzzle known to have a solution).
    counting: bool,
    /// A solution known beforehand: the search stops at the first solution it finds that
    /// differs from it (see [`Search::stop_at_other`]).
    known: Option<State>,
    /// A solution other than `known` was found.
    found_other: bool,
}

impl<'a> Search<'a> {
    pub fn new(puzzle: &'a Puzzle, limit: usize, meter: Meter) -> Self {
        Self {
            puzzle,
            limit,
            solutions: Vec::new(),
            stats: SearchStats::default(),
            rng: ChaCha8Rng::seed_from_u64(0),
            hand_over_after: u64::MAX,
            handed_over: false,
            root: None,
            meter,
            out_of_work: None,
            cut_edges: CutEdges::default(),
            probe_work: None,
            next_groups: None,
            counting: true,
            known: None,
            found_other: false,
        }
    }

    /// Stops the search at the first solution found that differs from `known`, itself a
    /// solution: that one proves the puzzle has two, and the search would find the same
    /// solutions in the same order up to it, so stopping there changes nothing found before.
    pub fn stop_at_other(&mut self, known: State) {
        self.known = Some(known);
    }

    /// Whether `solution` differs from the solution known beforehand.
    fn is_other(&self, solution: &Bounds) -> bool {
        self.known
            .as_ref()
            .is_some_and(|known| solution.to_state(self.puzzle) != *known)
    }

    /// Leaves out the counting arguments at the root: for a puzzle known to have a solution,
    /// which they can never refute.
    pub fn skip_counting(&mut self) {
        self.counting = false;
    }

    /// Explores every completion of `bounds` until `limit` solutions are found. Most puzzles
    /// are settled within a small budget of dead ends; one that is not goes to the
    /// clause-learning search (exact, with the solutions found so far ruled out), because a
    /// search that cannot learn keeps repeating the same early mistake on it. Stops early,
    /// with `out_of_work` set, when the meter runs out.
    pub fn run(&mut self, bounds: Bounds) {
        self.hand_over_after = hand_over_after_dead_ends(self.puzzle.islands().len());
        self.explore(bounds);
        self.stats.work = self.meter.spent();
        if !self.handed_over
            || self.out_of_work.is_some()
            || self.found_other
            || self.solutions.len() >= self.limit
        {
            return;
        }
        let Some(root) = self.root.take() else {
            return;
        };
        let wanted = self.limit - self.solutions.len();
        let known = self.known.take();
        let is_other = |model: &Bounds| {
            known
                .as_ref()
                .is_some_and(|known| model.to_state(self.puzzle) != *known)
        };
        let outcome = cdcl::solve(
            self.puzzle,
            &root,
            &self.solutions,
            (wanted, &is_other),
            &mut self.meter,
        );
        self.solutions.extend(outcome.found);
        self.stats.clause_learning = outcome.stats;
        self.out_of_work = outcome.out_of_work;
        self.stats.work = self.meter.spent();
    }

    /// Whether the search must stop: enough solutions, handed over, or out of budget.
    fn finished(&self) -> bool {
        self.solutions.len() >= self.limit
            || self.handed_over
            || self.out_of_work.is_some()
            || self.found_other
    }

    /// Counts one position examined against the budget; false once it is spent.
    fn count_node(&mut self) -> bool {
        self.stats.nodes += 1;
        if self.meter.charge(1).is_err() {
            self.out_of_work = Some(OutOfWork);
            return false;
        }
        true
    }

    /// Counts a dead end; the search hands over once it has met enough of them.
    fn dead_end(&mut self) {
        self.stats.dead_ends += 1;
        if self.stats.dead_ends >= self.hand_over_after {
            self.handed_over = true;
        }
    }

    /// Depth-first search from `root` (not yet propagated), trying each guess's alternatives
    /// in order, until `finished`.
    fn explore(&mut self, root: Bounds) {
        let mut trail = Trail {
            bounds: root,
            undo: Vec::new(),
        };
        let mut guesses: Vec<Guess> = Vec::new();
        let mut at_root = true;
        loop {
            if self.finished() || !self.count_node() {
                return;
            }
            if at_root {
                at_root = false;
                let propagated =
                    propagate_to_groups(self.puzzle, &mut trail.bounds, &mut self.cut_edges);
                let refuted = propagated.is_err()
                    || (self.counting
                        && counting::refutation(self.puzzle, &trail.bounds).is_some());
                if refuted {
                    self.dead_end();
                    return;
                }
                self.next_groups = propagated.ok();
                self.root = Some(trail.bounds.clone());
            }
            let (settled, choice) = self.choose(&trail.bounds);
            if let Some(settled) = &settled {
                trail.replace_with(settled);
            }
            match choice {
                Choice::OutOfWork => return,
                Choice::Impossible => self.dead_end(),
                Choice::Solved => {
                    if !self.solutions.contains(&trail.bounds) {
                        self.found_other |= self.is_other(&trail.bounds);
                        self.solutions.push(trail.bounds.clone());
                    }
                }
                Choice::Branch(children) => {
                    self.stats.branches += 1;
                    let untried: Vec<_> = children
                        .iter()
                        .map(|child| child.changes_from(&trail.bounds))
                        .collect();
                    guesses.push(Guess {
                        mark: trail.undo.len(),
                        untried: untried.into_iter(),
                    });
                }
            }
            // On to the next alternative of the innermost guess that has one left.
            loop {
                let Some(guess) = guesses.last_mut() else {
                    return;
                };
                if let Some(changes) = guess.untried.next() {
                    let mark = guess.mark;
                    trail.undo_to(mark);
                    trail.apply(&changes);
                    break;
                }
                guesses.pop();
            }
        }
    }

    /// Picks where to guess. A few of the most constrained islands on the edge of the largest
    /// group are probed: each of their options is tried and propagated. An island left with one
    /// option is settled on the spot; one left with none proves the position impossible.
    /// Returns the position as settled (when that changed it) and the propagated positions to
    /// explore, or that everything is decided.
    fn choose(&mut self, bounds: &Bounds) -> (Option<Bounds>, Choice) {
        let mut settled: Option<Bounds> = None;
        // The groups of the position, when its propagation left them behind.
        let mut known_groups = self.next_groups.take();
        'settled: loop {
            let current = settled.as_ref().unwrap_or(bounds);
            let mut groups = known_groups
                .take()
                .unwrap_or_else(|| Groups::of(self.puzzle, current));
            let candidates =
                branching_candidates(self.puzzle, current, &mut groups, PROBED, &mut self.rng);
            if candidates.is_empty() {
                return (settled, Choice::Solved);
            }
            let mut best: Option<Vec<(usize, Bounds, Groups)>> = None;
            for (island, options) in candidates {
                // At most four, kept on the stack: this runs at every guess.
                let mut slots = [0; 4];
                let mut len = 0;
                for edge in self.puzzle.edges_of(island) {
                    slots[len] = edge;
                    len += 1;
                }
                let edges = &slots[..len];
                let home = groups.find(island);
                let mut survivors = Vec::new();
                for option in options {
                    // Bridges to islands outside the island's group extend it; prefer those.
                    let outward = edges
                        .iter()
                        .zip(&option)
                        .filter(|&(&e, &c)| {
                            let other = self.puzzle.edges()[e].other(island).unwrap_or(island);
                            c > 0 && current.lo(e) == 0 && groups.find(other) != home
                        })
                        .count();
                    if !self.count_node() {
                        return (settled, Choice::OutOfWork);
                    }
                    let child = with_option(
                        self.puzzle,
                        current,
                        &groups,
                        (&mut self.cut_edges, &mut self.probe_work),
                        edges,
                        &option,
                    );
                    match child {
                        Some((child, child_groups)) => {
                            survivors.push((outward, child, child_groups))
                        }
                        None => self.stats.dead_ends += 1,
                    }
                }
                match survivors.len() {
                    0 => return (settled, Choice::Impossible),
                    1 => {
                        let (_, child, child_groups) = survivors.swap_remove(0);
                        settled = Some(child);
                        known_groups = Some(child_groups);
                        continue 'settled;
                    }
                    k => {
                        if best.as_ref().is_none_or(|b| k < b.len()) {
                            best = Some(survivors);
                        }
                    }
                }
            }
            let Some(mut children) = best else {
                return (settled, Choice::Solved);
            };
            // Options that join the group to new islands first; ties in (seeded) random order.
            children.shuffle(&mut self.rng);
            let children = by_count(children, |c| c.0, Order::MostFirst);
            // The first child is explored next: its groups spare rebuilding them there.
            let mut children = children.into_iter();
            let first = children.next().map(|(_, child, child_groups)| {
                self.next_groups = Some(child_groups);
                child
            });
            let children = first.into_iter().chain(children.map(|c| c.1)).collect();
            return (settled, Choice::Branch(children));
        }
    }
}

/// How many islands are probed before each guess.
const PROBED: usize = 2;
/// Dead ends this search may meet before the puzzle goes to the clause-learning search,
/// which pays a setup cost that only hard puzzles repay. Measured on coelho2019: 8 to 200
/// all do well; 64 keeps every generated puzzle here.
const HAND_OVER_AFTER_DEAD_ENDS: u64 = 64;
/// Islands up to which a puzzle gets all of [`HAND_OVER_AFTER_DEAD_ENDS`]: every board up to
/// 25x25 (every daily puzzle among them) hands over exactly where it did before.
const FULL_PATIENCE_ISLANDS: u64 = 200;
/// The fewest dead ends a puzzle gets, however big.
const LEAST_PATIENCE: u64 = 16;

/// Dead ends before handing over, for a puzzle of `islands`. Above [`FULL_PATIENCE_ISLANDS`]
/// it shrinks with the square of the size: every dead end of this search costs time in
/// proportion to the puzzle's size (the global rules look at the whole graph), and a big
/// puzzle that meets dead ends is one where learning pays. Measured on coelho2019's
/// 400-island puzzles: 32 dead ends instead of 64 took 8% less time in all, 16 another 5%;
/// at 300 islands 28 instead of 42 took 4% less; every answer still found.
fn hand_over_after_dead_ends(islands: usize) -> u64 {
    let islands = islands as u64;
    if islands <= FULL_PATIENCE_ISLANDS {
        return HAND_OVER_AFTER_DEAD_ENDS;
    }
    let shrunk = HAND_OVER_AFTER_DEAD_ENDS * FULL_PATIENCE_ISLANDS * FULL_PATIENCE_ISLANDS
        / (islands * islands);
    shrunk.max(LEAST_PATIENCE)
}

/// The most constrained open islands (fewest ways to complete their edges) in the largest
/// group joined by certain bridges. Growing one group keeps a bad guess close to where its
/// contradiction shows, so backtracking undoes the right guess; ties are broken at random.
fn branching_candidates(
    puzzle: &Puzzle,
    bounds: &Bounds,
    groups: &mut Groups,
    probed: usize,
    rng: &mut ChaCha8Rng,
) -> Vec<(IslandId, Vec<[u8; 4]>)> {
    let n = puzzle.islands().len();
    let open = |i: IslandId| puzzle.edges_of(i).any(|e| !bounds.is_fixed(e));
    // The open islands with their groups, in island order, as the tie-breaking draws follow
    // it; the largest group is the last open island's among those of the greatest size.
    let mut open_islands: Vec<(IslandId, usize)> = Vec::new();
    let mut largest: Option<(usize, usize)> = None;
    for island in (0..n).filter(|&i| open(i)) {
        let root = groups.find(island);
        let size = groups.size(root);
        if largest.is_none_or(|(_, most)| size >= most) {
            largest = Some((root, size));
        }
        open_islands.push((island, root));
    }
    let Some((largest, _)) = largest else {
        return Vec::new();
    };
    let mut candidates: Vec<(usize, u32, IslandId)> = open_islands
        .into_iter()
        .filter(|&(_, root)| root == largest)
        .map(|(i, _)| {
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
