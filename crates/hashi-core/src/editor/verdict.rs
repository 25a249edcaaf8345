//! What the editor finds about a draft after every change: no solution (and where the first
//! contradiction shows, and why), exactly one (rated, with the techniques it needs), or
//! several (where two of them differ, with a change that removes the ambiguity). As data:
//! `say` puts it in words.

use super::draft::Draft;
use super::suggest::{suggest, Suggestion};
use crate::geom::Pos;
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::rating::{rate_within, Rating};
use crate::solver::counting::{refutation, Refutation};
use crate::solver::techniques::{Deducer, Technique};
use crate::solver::{solve_within, Bounds, BrokenIsland, Budget};
use crate::state::State;
use crate::union_find::UnionFind;
use serde::{Deserialize, Serialize};

/// The editor's judgement of a draft.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// No island yet: nothing to judge.
    Empty,
    /// No way to meet every number with one connected group.
    NoSolution(Failure),
    /// Exactly one solution. The rating is None when it ran out of budget.
    Unique {
        solution: State,
        rating: Option<Rating>,
    },
    /// At least two solutions: the first two found, the edges where they differ, the islands
    /// of the first region where they differ, and a change that leaves fewer solutions.
    Several {
        first: State,
        second: State,
        differ: Vec<EdgeId>,
        region: Vec<IslandId>,
        suggestion: Option<Suggestion>,
    },
    /// The budget ran out before the search could tell.
    GaveUp,
}

impl Verdict {
    /// A stable name for the status line and tests: `empty`, `none`, `unique`, `several` or
    /// `gave-up`.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Empty => "empty",
            Verdict::NoSolution(_) => "none",
            Verdict::Unique { .. } => "unique",
            Verdict::Several { .. } => "several",
            Verdict::GaveUp => "gave-up",
        }
    }
}

/// Where a draft with no solution first shows it: the islands to highlight (none when the
/// argument is about the whole board) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub islands: Vec<IslandId>,
    pub why: Why,
}

/// Why a draft has no solution. The island is named by id, or by position for readers
/// outside the core (see [`Why::locate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why<Island = IslandId> {
    /// An island (numbered `target`) whose number its neighbours can no longer meet.
    Stuck {
        island: Island,
        target: u8,
        short: Shortfall,
    },
    /// A technique's deduction contradicts what is known around the highlighted islands.
    Contradiction(Technique),
    /// The highlighted islands can no longer be joined to the rest.
    CutOff,
    /// The deductions reach a contradiction (their budget ran out on the way).
    Deductions,
    /// A counting argument about the whole board.
    Counting(Refutation),
    /// Every way to complete it fails, but no single deduction shows where.
    Unexplained,
}

/// How an island misses its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Shortfall {
    /// Its neighbours can give it at most `most` bridges, fewer than its number.
    TooFew { most: u32 },
    /// It is forced to take at least `least`, more than its number.
    TooMany { least: u32 },
}

impl Why {
    /// The same, with the island named by position.
    pub fn locate(&self, puzzle: &Puzzle) -> Why<Pos> {
        match *self {
            Why::Stuck {
                island,
                target,
                short,
            } => Why::Stuck {
                island: puzzle.islands()[island].pos,
                target,
                short,
            },
            Why::Contradiction(technique) => Why::Contradiction(technique),
            Why::CutOff => Why::CutOff,
            Why::Deductions => Why::Deductions,
            Why::Counting(refuted) => Why::Counting(refuted),
            Why::Unexplained => Why::Unexplained,
        }
    }
}

/// Judges `draft` within `budget`: the uniqueness check, then the rating or the failure's
/// place or the suggestion, each charged to what is left.
pub fn analyse(draft: &Draft, budget: Budget) -> Verdict {
    let Some(puzzle) = draft.puzzle() else {
        return Verdict::Empty;
    };
    let found = match solve_within(&puzzle, 2, budget) {
        Ok(found) => found,
        Err(_) => return Verdict::GaveUp,
    };
    let left = Budget::work(budget.units().saturating_sub(found.stats.work));
    let mut solutions = found.solutions;
    match solutions.len() {
        0 => Verdict::NoSolution(locate_failure(&puzzle, left, draft.last_change())),
        1 => {
            let solution = solutions.swap_remove(0);
            Verdict::Unique {
                rating: rate_within(&puzzle, left).ok(),
                solution,
            }
        }
        _ => {
            let second = solutions.swap_remove(1);
            let first = solutions.swap_remove(0);
            let differ: Vec<EdgeId> = (0..puzzle.edges().len())
                .filter(|&e| first.count(e) != second.count(e))
                .collect();
            let region = first_region(&puzzle, &differ);
            let suggestion = suggest(draft, &puzzle, [&first, &second], &differ, &region, left);
            Verdict::Several {
                first,
                second,
                differ,
                region,
                suggestion,
            }
        }
    }
}

/// The islands joined by the first connected run of `differ`'s edges.
fn first_region(puzzle: &Puzzle, differ: &[EdgeId]) -> Vec<IslandId> {
    let mut joined = UnionFind::new(puzzle.islands().len());
    for &edge in differ {
        let e = puzzle.edges()[edge];
        joined.union(e.a, e.b);
    }
    let Some(&first) = differ.first() else {
        return Vec::new();
    };
    let root = joined.find(puzzle.edges()[first].a);
    let mut region: Vec<IslandId> = differ
        .iter()
        .flat_map(|&edge| {
            let e = puzzle.edges()[edge];
            [e.a, e.b]
        })
        .filter(|&island| joined.find(island) == root)
        .collect();
    region.sort_unstable();
    region.dedup();
    region
}

/// Finds where a puzzle with no solution first fails: the first island the deductions leave
/// unable to reach its number, or a group they cut off, or else a counting argument about
/// the whole board. Deductions stop at `budget`; past it (or when only search refutes the
/// puzzle) the failure names no island.
/// Where the draft first fails; of several islands that could be named, the one nearest
/// `near` (the author's last change).
fn locate_failure(puzzle: &Puzzle, budget: Budget, near: Option<Pos>) -> Failure {
    let stuck_island = |puzzle: &Puzzle, bounds: &Bounds| stuck_island(puzzle, bounds, near);
    let mut bounds = Bounds::open(puzzle);
    if let Some(failure) = stuck_island(puzzle, &bounds) {
        return failure;
    }
    let mut deducer = Deducer::within(puzzle, budget);
    loop {
        match deducer.next(puzzle, &bounds, Technique::Lookahead) {
            Ok(Some(d)) => {
                let mut after = bounds.clone();
                if d.apply(&mut after).is_err() {
                    return stuck_island(puzzle, &bounds)
                        .or_else(|| stuck_island(puzzle, &after))
                        .unwrap_or_else(|| Failure {
                            islands: d.islands.clone(),
                            why: Why::Contradiction(d.technique),
                        });
                }
                bounds = after;
                deducer.changed(puzzle, d.edges());
            }
            Err(_) => {
                return stuck_island(puzzle, &bounds)
                    .or_else(|| {
                        cut_off_group(puzzle, &bounds).map(|islands| Failure {
                            islands,
                            why: Why::CutOff,
                        })
                    })
                    .unwrap_or_else(|| Failure {
                        islands: Vec::new(),
                        why: Why::Deductions,
                    })
            }
            // Deduction ran dry (or out of budget): a counting argument about the whole
            // board may still say why, else only the search knows.
            Ok(None) => {
                let open = Bounds::open(puzzle);
                return match refutation(puzzle, &open) {
                    Some(refuted) => Failure {
                        islands: cut_off_group(puzzle, &open).unwrap_or_default(),
                        why: Why::Counting(refuted),
                    },
                    None => Failure {
                        islands: Vec::new(),
                        why: Why::Unexplained,
                    },
                };
            }
        }
    }
}

/// The island whose number lies outside what its edges still allow: the first, or of
/// several the one nearest `near` (by rows and columns; the first of equals).
fn stuck_island(puzzle: &Puzzle, bounds: &Bounds, near: Option<Pos>) -> Option<Failure> {
    let distance = |island: IslandId| {
        near.map_or(0, |n| {
            let p = puzzle.islands()[island].pos;
            p.r.abs_diff(n.r) + p.c.abs_diff(n.c)
        })
    };
    let broken = bounds
        .broken_islands(puzzle)
        .min_by_key(|b| distance(b.island()))?;
    let (island, short) = match broken {
        BrokenIsland::TooFew { island, most } => (island, Shortfall::TooFew { most }),
        BrokenIsland::TooMany { island, least } => (island, Shortfall::TooMany { least }),
    };
    Some(Failure {
        islands: vec![island],
        why: Why::Stuck {
            island,
            target: puzzle.islands()[island].target,
            short,
        },
    })
}

/// The smallest group of islands that the edges still open cannot join to the rest, if the
/// islands fall apart.
fn cut_off_group(puzzle: &Puzzle, bounds: &Bounds) -> Option<Vec<IslandId>> {
    let n = puzzle.islands().len();
    let mut joined = UnionFind::new(n);
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if bounds.hi(edge) > 0 {
            joined.union(e.a, e.b);
        }
    }
    let mut groups: Vec<Vec<IslandId>> = Vec::new();
    let mut root_slot: Vec<Option<usize>> = vec![None; n];
    for island in 0..n {
        let root = joined.find(island);
        let slot = *root_slot[root].get_or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[slot].push(island);
    }
    if groups.len() < 2 {
        return None;
    }
    groups.into_iter().min_by_key(Vec::len)
}
