//! Why a move cannot be right, in words: the move is tried on what the board shows and the
//! simple techniques are followed until the position breaks, and the sentence names the
//! island or group that breaks, by number and position, as hints do.

use crate::hint::explain;
use crate::puzzle::{EdgeId, Puzzle};
use crate::solver::techniques::{Deducer, Technique};
use crate::solver::{propagate, solve_from_within, Bounds, BrokenIsland, Budget};
use crate::state::State;
use crate::union_find::UnionFind;
use crate::words::{bridges, capitalise, places, Place};

/// Work allowed to follow a wrong move's consequences: far more than a phone-sized board
/// needs, and the steps stop at a contradiction long before.
const FOLLOW_BUDGET: Budget = Budget::work(200_000);

/// Consequences followed before giving up on naming the one that breaks.
const MOST_STEPS: usize = 200;

/// Why `count` bridges on `edge`, more than the solution has, cannot be right from
/// `position`.
pub(super) fn refute(puzzle: &Puzzle, position: &State, edge: EdgeId, count: u8) -> String {
    let (a, b) = places(puzzle.edge_ends(edge));
    let tried = format!("With {} between {a} and {b}", bridges(u32::from(count)));
    let mut known = Bounds::at_least(puzzle, position);
    if let Some(&blocking) = puzzle.crossings(edge).iter().find(|&&o| known.lo(o) > 0) {
        let (c, d) = places(puzzle.edge_ends(blocking));
        return format!("A bridge between {a} and {b} would cross the bridge between {c} and {d}, and bridges never cross.");
    }
    if known
        .narrow(puzzle, edge, count, count.max(known.hi(edge)))
        .is_err()
    {
        return format!("{tried} the position breaks at once.");
    }
    if let Some(broken) = broken_island(puzzle, &known) {
        return format!("{tried}, {broken}.");
    }
    let mut deducer = Deducer::within(puzzle, FOLLOW_BUDGET);
    let mut steps = Vec::new();
    while steps.len() < MOST_STEPS {
        let found = deducer.next(puzzle, &known, Technique::Connectivity);
        let d = match found {
            Ok(Some(d)) => d,
            Ok(None) => break,
            Err(_) => return broke_after(puzzle, &known, &tried, &steps),
        };
        if d.apply(&mut known).is_err() {
            steps.push(d);
            return broke_after(puzzle, &known, &tried, &steps);
        }
        deducer.changed(puzzle, d.edges());
        steps.push(d);
        if broken_island(puzzle, &known).is_some() {
            return broke_after(puzzle, &known, &tried, &steps);
        }
    }
    // Only a deeper search sees it: say what the board cannot do, without a walk-through.
    let finishes = solve_from_within(puzzle, known, 1, FOLLOW_BUDGET)
        .map(|s| !s.solutions.is_empty())
        .unwrap_or(false);
    if finishes {
        // Cannot happen for a move beyond the unique solution; said plainly all the same.
        format!("{tried} the puzzle has another way on, but not the one its solution takes.")
    } else {
        format!("{tried} the puzzle can no longer be finished: every way on from there breaks a rule. Look again at the islands around {a} and {b}.")
    }
}

/// The sentence for a position that broke after `steps` deductions. When an island breaks, the
/// last step is what broke it, so it is quoted; a group cut off speaks for itself.
fn broke_after(
    puzzle: &Puzzle,
    known: &Bounds,
    tried: &str,
    steps: &[crate::solver::techniques::Deduction],
) -> String {
    let later = match steps.len() {
        0 => String::new(),
        1 => ", one forced step later".to_string(),
        n => format!(", {n} forced steps later"),
    };
    if let Some(island) = broken_island(puzzle, known) {
        return match steps.last() {
            None => format!("{tried}, {island}."),
            Some(last) => format!(
                "{tried}{later} {island} (the last step: {})",
                explain(&last.reason, puzzle)
            ),
        };
    }
    let what = cut_off(puzzle, known)
        .unwrap_or_else(|| "the islands could no longer all be joined in one group".into());
    format!("{tried}{later} {what}.")
}

/// An island that has more bridges than its number, or can no longer reach it.
fn broken_island(puzzle: &Puzzle, known: &Bounds) -> Option<String> {
    Some(match known.broken_island(puzzle)? {
        BrokenIsland::TooMany { island, least } => {
            let i = puzzle.islands()[island];
            format!(
                "the {} at {} would have {}, more than its number",
                i.target,
                Place(i.pos),
                bridges(least)
            )
        }
        BrokenIsland::TooFew { island, most } => {
            let i = puzzle.islands()[island];
            format!(
                "the {} at {} {}, fewer than its number",
                i.target,
                Place(i.pos),
                could_get(most)
            )
        }
    })
}

/// The smallest group of islands that the bridges still possible no longer join to the rest.
fn cut_off(puzzle: &Puzzle, known: &Bounds) -> Option<String> {
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
        return None;
    }
    parts.sort_by_key(Vec::len);
    let group = &parts[0];
    let named: Vec<String> = group
        .iter()
        .take(4)
        .map(|&i| {
            let island = &puzzle.islands()[i];
            format!("the {} at {}", island.target, Place(island.pos))
        })
        .collect();
    let more = if group.len() > 4 { " and others" } else { "" };
    Some(match named.as_slice() {
        [one] => format!("{one} would be cut off from every other island"),
        [init @ .., last] => format!(
            "{} and {last}{more} would be cut off from the other islands",
            init.join(", ")
        ),
        [] => return None,
    })
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

/// Why a move towards the solution is still not the step: nothing on the board forces it yet.
pub(super) fn unforced(
    puzzle: &Puzzle,
    technique: Technique,
    look_at: Option<EdgeId>,
    edge: EdgeId,
    count: u8,
) -> String {
    let (a, b) = places(puzzle.edge_ends(edge));
    let look = look_at
        .map(|e| {
            let island = &puzzle.islands()[puzzle.edges()[e].a];
            format!(" Look at the {} at {}.", island.target, Place(island.pos))
        })
        .unwrap_or_default();
    format!(
        "{} between {a} and {b} may well be right in the end, but nothing on the board forces it yet: {} has something certain to say elsewhere.{look}",
        capitalise(&bridges(u32::from(count))),
        technique.name()
    )
}

/// "could get at most one bridge", or "could get no bridges at all" where none is left.
fn could_get(most: u32) -> String {
    match most {
        0 => "could get no bridges at all".into(),
        most => format!("could get at most {}", bridges(most)),
    }
}
