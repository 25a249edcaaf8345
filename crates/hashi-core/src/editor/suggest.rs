//! The editor's repair step for a draft with several solutions, after the generator's: an
//! island placed on a bridge where two solutions differ (splitting it, so that one solution
//! still fits and the other no longer does), a number changed there, or, when no single
//! change does it, a pair: the numbers at both ends of such a bridge raised or lowered
//! together (one solution with that bridge changed then fits), or a new island hung from one
//! of them. Every candidate is counted by the solver, and only one that leaves fewer
//! solutions is offered, so applying suggestions one after another ends at exactly one.

use super::draft::{Change, Draft};
use crate::geom::Pos;
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::rule_set::RuleSet;

const MAX_BRIDGES: u8 = RuleSet::STANDARD.max_bridges();
const MAX_TARGET: u8 = RuleSet::STANDARD.max_target();
use crate::solver::{solve_within, Budget};
use crate::state::State;

/// Solutions counted before a count is reported as "at least" this many.
pub const COUNT_LIMIT: usize = 16;

/// Candidates counted at most for one suggestion.
const MAX_CANDIDATES: usize = 48;

/// One or two changes made together, and what they leave: `solutions_after` solutions (1
/// means exactly one), counted up to [`COUNT_LIMIT`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Suggestion {
    pub changes: Vec<Change>,
    pub solutions_after: usize,
}

/// A change to `draft` that leaves fewer solutions than it has, the fewest found (stopping
/// at the first that leaves exactly one), or None when no candidate does within `budget`.
/// `solutions` are two of its solutions, `differ` the edges where they differ and `region`
/// the islands to look at first.
pub(super) fn suggest(
    draft: &Draft,
    puzzle: &Puzzle,
    solutions: [&State; 2],
    differ: &[EdgeId],
    region: &[IslandId],
    budget: Budget,
) -> Option<Suggestion> {
    let mut left = budget.units();
    let count = |p: &Puzzle, left: &mut u64| -> Option<usize> {
        let found = solve_within(p, COUNT_LIMIT, Budget::work(*left));
        match found {
            Ok(found) => {
                *left = left.saturating_sub(found.stats.work);
                Some(found.solutions.len())
            }
            Err(_) => {
                *left = 0;
                None
            }
        }
    };
    let now = count(puzzle, &mut left)?;
    let mut best: Option<Suggestion> = None;
    for changes in candidates(draft, puzzle, solutions, differ, region).take(MAX_CANDIDATES) {
        let Some(changed) = apply_all(puzzle, &changes) else {
            continue;
        };
        let Some(after) = count(&changed, &mut left) else {
            break;
        };
        let fewer = after >= 1 && after < now;
        if fewer && best.as_ref().is_none_or(|b| after < b.solutions_after) {
            best = Some(Suggestion {
                changes,
                solutions_after: after,
            });
            if after == 1 {
                break;
            }
        }
    }
    best
}

/// `puzzle` with every one of `changes` made, if it is still a puzzle.
pub fn apply_all(puzzle: &Puzzle, changes: &[Change]) -> Option<Puzzle> {
    changes
        .iter()
        .try_fold(puzzle.clone(), |p, &change| apply(&p, change))
}

/// `puzzle` with `change` made, if it is still a puzzle.
pub fn apply(puzzle: &Puzzle, change: Change) -> Option<Puzzle> {
    let mut islands: Vec<(Pos, u32)> = puzzle
        .islands()
        .iter()
        .map(|i| (i.pos, u32::from(i.target)))
        .collect();
    let mut renumber = |pos: Pos, number: Option<u32>| -> Option<()> {
        let island = islands.iter_mut().find(|(p, _)| *p == pos)?;
        island.1 = number?;
        Some(())
    };
    match change {
        Change::AddIsland { pos, number } => {
            if puzzle.island_at(pos).is_some() {
                return None;
            }
            islands.push((pos, u32::from(number)));
        }
        Change::SetNumber { pos, number } => renumber(pos, Some(u32::from(number)))?,
        Change::Bridge { a, b, from, to } => {
            for pos in [a, b] {
                let now = u32::from(puzzle.islands()[puzzle.island_at(pos)?].target);
                renumber(pos, (now + u32::from(to)).checked_sub(u32::from(from)))?;
            }
        }
    }
    Puzzle::new(puzzle.width(), puzzle.height(), islands).ok()
}

/// Candidate changes, the likeliest first: islands splitting each solution's bridges where
/// the two differ (the first region's edges first), new numbers for the region's islands,
/// then pairs: both ends of a differing bridge renumbered as if it had one bridge more or
/// fewer, and a new island hung from a region island. Only changes the draft takes are
/// offered (no island on a drawn bridge, no number that follows drawn bridges).
fn candidates<'a>(
    draft: &'a Draft,
    puzzle: &'a Puzzle,
    solutions: [&'a State; 2],
    differ: &'a [EdgeId],
    region: &'a [IslandId],
) -> impl Iterator<Item = Vec<Change>> + 'a {
    let in_region = move |edge: &EdgeId| region.contains(&puzzle.edges()[*edge].a);
    let ordered: Vec<EdgeId> = differ
        .iter()
        .copied()
        .filter(in_region)
        .chain(differ.iter().copied().filter(|e| !in_region(e)))
        .collect();
    let splits = {
        let ordered = ordered.clone();
        solutions.into_iter().flat_map(move |solution| {
            ordered
                .clone()
                .into_iter()
                .filter(move |&edge| solution.count(edge) > 0)
                .flat_map(move |edge| {
                    let number = 2 * solution.count(edge);
                    split_spots(puzzle, edge)
                        .into_iter()
                        .map(move |pos| vec![Change::AddIsland { pos, number }])
                })
        })
    };
    let target = move |island: IslandId| puzzle.islands()[island].target;
    let renumbers = region.iter().flat_map(move |&island| {
        (1..=MAX_TARGET)
            .filter(move |&n| n != target(island))
            .map(move |number| {
                vec![Change::SetNumber {
                    pos: puzzle.islands()[island].pos,
                    number,
                }]
            })
    });
    let pins = ordered.into_iter().flat_map(move |edge| {
        let e = puzzle.edges()[edge];
        [1i16, -1].into_iter().filter_map(move |delta| {
            let renumber = |island: IslandId| {
                let number = i16::from(target(island)) + delta;
                (1..=i16::from(MAX_TARGET))
                    .contains(&number)
                    .then(|| Change::SetNumber {
                        pos: puzzle.islands()[island].pos,
                        number: number as u8,
                    })
            };
            Some(vec![renumber(e.a)?, renumber(e.b)?])
        })
    });
    let hangs = region.iter().flat_map(move |&island| {
        let from = puzzle.islands()[island];
        hang_spots(puzzle, from.pos)
            .into_iter()
            .flat_map(move |pos| {
                (1..=2u8)
                    .filter(move |&k| from.target + k <= MAX_TARGET)
                    .map(move |k| {
                        vec![
                            Change::SetNumber {
                                pos: from.pos,
                                number: from.target + k,
                            },
                            Change::AddIsland { pos, number: k },
                        ]
                    })
            })
    });
    let redraws = differ.iter().flat_map(move |&edge| {
        let (a, b) = puzzle.edge_ends(edge);
        let from = draft
            .bridges()
            .find(|&(x, y, _)| (x, y) == (a, b))
            .map_or(0, |(_, _, n)| n);
        (0..=MAX_BRIDGES)
            .filter(move |&to| to != from)
            .map(move |to| vec![Change::Bridge { a, b, from, to }])
    });
    splits
        .chain(renumbers)
        .chain(pins)
        .chain(redraws)
        .chain(hangs)
        .filter(move |changes| {
            let mut trial = draft.clone();
            changes.iter().all(|&change| trial.apply(change).is_ok())
        })
}

/// Empty cells in line with `from` that a new island could stand on with nothing between,
/// the nearest first in each direction (two cells away, so that the new island does not
/// touch it, else one).
fn hang_spots(puzzle: &Puzzle, from: Pos) -> Vec<Pos> {
    let mut spots = Vec::new();
    for (dr, dc) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
        let at = |k: i64| {
            let r = from.r as i64 + dr * k;
            let c = from.c as i64 + dc * k;
            (r >= 0 && c >= 0 && (r as usize) < puzzle.height() && (c as usize) < puzzle.width())
                .then(|| Pos::new(r as usize, c as usize))
        };
        let free = |k: i64| at(k).filter(|&p| puzzle.island_at(p).is_none());
        match (free(1), free(2)) {
            (Some(_), Some(two)) => spots.push(two),
            (Some(one), None) => spots.push(one),
            _ => {}
        }
    }
    spots
}

/// Cells strictly inside `edge`, those with no island beside them first (a new island touching
/// another reads badly, though the rules allow it), then the middle first.
fn split_spots(puzzle: &Puzzle, edge: EdgeId) -> Vec<Pos> {
    let (a, b) = puzzle.edge_ends(edge);
    let inner: Vec<Pos> = if a.r == b.r {
        (a.c + 1..b.c).map(|c| Pos::new(a.r, c)).collect()
    } else {
        (a.r + 1..b.r).map(|r| Pos::new(r, a.c)).collect()
    };
    let mut spots = inner.clone();
    let Some(&middle) = inner.get(inner.len() / 2) else {
        return Vec::new();
    };
    let crowded = |p: &Pos| {
        [(0, 1), (2, 1), (1, 0), (1, 2)].iter().any(|&(dr, dc)| {
            (p.r + dr)
                .checked_sub(1)
                .zip((p.c + dc).checked_sub(1))
                .is_some_and(|(r, c)| puzzle.island_at(Pos::new(r, c)).is_some())
        })
    };
    spots.sort_by_key(|p| (crowded(p), (p.r + p.c).abs_diff(middle.r + middle.c)));
    spots
}
