//! Why a move cannot be right, as data: the move is tried on what the board shows and the
//! simple techniques are followed until the position breaks, and the result names the island
//! or group that breaks (`say` puts it in words, by number and position, as hints do).

use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::solver::techniques::{Deducer, Deduction, Reason, Technique};
use crate::solver::{propagate, solve_from_within, Bounds, BrokenIsland, Budget};
use crate::state::State;
use crate::union_find::UnionFind;
use serde::{Deserialize, Serialize};

/// Work allowed to follow a wrong move's consequences: far more than a phone-sized board
/// needs, and the steps stop at a contradiction long before.
const FOLLOW_BUDGET: Budget = Budget::work(200_000);

/// Consequences followed before giving up on naming the one that breaks.
const MOST_STEPS: usize = 200;

/// Islands of a group cut off that a verdict names; more are "and others".
const MOST_NAMED: usize = 4;

/// How the puzzle breaks with more bridges on a pair than the solution has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Breaking {
    /// The bridge would cross `blocking`, a bridge already on the board.
    Crosses { blocking: EdgeId },
    /// The position contradicts itself as soon as the bridges are there.
    AtOnce,
    /// An island breaks after `steps` forced deductions, `last` the one that broke it.
    Island {
        broken: BrokenIsland,
        steps: usize,
        last: Option<Reason>,
    },
    /// After `steps` forced deductions the islands can no longer all be joined: `group` is
    /// the smallest one cut off (its first few islands; `more` when it has others), or empty
    /// where no group can be named.
    Apart {
        steps: usize,
        group: Vec<IslandId>,
        more: bool,
    },
    /// The puzzle goes on another way than its solution (which cannot happen beyond a unique
    /// solution, but is said plainly all the same).
    OtherWay,
    /// Only a deeper search sees it: every way on from there breaks a rule.
    Unfinishable,
}

/// How `count` bridges on `edge`, more than the solution has, break the puzzle from
/// `position`.
pub(super) fn refute(puzzle: &Puzzle, position: &State, edge: EdgeId, count: u8) -> Breaking {
    let mut known = Bounds::at_least(puzzle, position);
    if let Some(&blocking) = puzzle.crossings(edge).iter().find(|&&o| known.lo(o) > 0) {
        return Breaking::Crosses { blocking };
    }
    if known
        .narrow(puzzle, edge, count, count.max(known.hi(edge)))
        .is_err()
    {
        return Breaking::AtOnce;
    }
    if let Some(broken) = known.broken_island(puzzle) {
        return Breaking::Island {
            broken,
            steps: 0,
            last: None,
        };
    }
    let mut deducer = Deducer::within(puzzle, FOLLOW_BUDGET);
    let mut steps = Vec::new();
    while steps.len() < MOST_STEPS {
        let found = deducer.next(puzzle, &known, Technique::Connectivity);
        let d = match found {
            Ok(Some(d)) => d,
            Ok(None) => break,
            Err(_) => return broke_after(puzzle, &known, &steps),
        };
        if d.apply(&mut known).is_err() {
            steps.push(d);
            return broke_after(puzzle, &known, &steps);
        }
        deducer.changed(puzzle, d.edges());
        steps.push(d);
        if known.broken_island(puzzle).is_some() {
            return broke_after(puzzle, &known, &steps);
        }
    }
    let finishes = solve_from_within(puzzle, known, 1, FOLLOW_BUDGET)
        .map(|s| !s.solutions.is_empty())
        .unwrap_or(false);
    if finishes {
        Breaking::OtherWay
    } else {
        Breaking::Unfinishable
    }
}

/// How a position broke after `steps` deductions. When an island breaks, the last step is
/// what broke it, so it is quoted; a group cut off speaks for itself.
fn broke_after(puzzle: &Puzzle, known: &Bounds, steps: &[Deduction]) -> Breaking {
    if let Some(broken) = known.broken_island(puzzle) {
        return Breaking::Island {
            broken,
            steps: steps.len(),
            last: steps.last().map(|d| d.reason),
        };
    }
    let (group, more) = cut_off(puzzle, known);
    Breaking::Apart {
        steps: steps.len(),
        group,
        more,
    }
}

/// The first few islands of the smallest group that the bridges still possible no longer
/// join to the rest, and whether it has more (none when the islands do not fall apart).
fn cut_off(puzzle: &Puzzle, known: &Bounds) -> (Vec<IslandId>, bool) {
    let n = puzzle.islands().len();
    let mut groups = UnionFind::new(n);
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if known.hi(edge) > 0 {
            groups.union(e.a, e.b);
        }
    }
    let mut members: Vec<Vec<usize>> = vec![Vec::new(); n];
    for island in 0..n {
        members[groups.find(island)].push(island);
    }
    let mut parts: Vec<Vec<usize>> = members.into_iter().filter(|m| !m.is_empty()).collect();
    if parts.len() < 2 {
        return (Vec::new(), false);
    }
    parts.sort_by_key(Vec::len);
    let group = &parts[0];
    let named = group.iter().take(MOST_NAMED).copied().collect();
    (named, group.len() > MOST_NAMED)
}

/// Whether fewer than `count` bridges on `edge` from `position` breaks the puzzle by the
/// rules alone (no guessing): then the move is forced, even if not by the exercise's step.
pub(super) fn forced_anyway(puzzle: &Puzzle, position: &State, edge: EdgeId, count: u8) -> bool {
    let mut known = Bounds::at_least(puzzle, position);
    if propagate(puzzle, &mut known).is_err() {
        return false;
    }
    count >= 1
        && (known
            .narrow(puzzle, edge, known.lo(edge), count - 1)
            .is_err()
            || propagate(puzzle, &mut known).is_err())
}
