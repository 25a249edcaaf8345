//! Named deduction techniques. Each finds one conclusion in a position and says why, in a
//! sentence a player understands. The same records drive hints, ratings and tests.

use super::bounds::{Bounds, Contradiction};
use super::graph;
use super::propagate::refutes;
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::Pos;
use std::fmt;

/// The deduction techniques, from the simplest to the hardest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// A placed bridge rules out every edge it crosses.
    Crossing,
    /// An island that is full takes no more; one whose possible bridges exactly meet its
    /// number takes them all; no edge takes more than the island still needs.
    Capacity,
    /// An island that cannot be satisfied without some edge needs at least one bridge there.
    EveryDirection,
    /// A bridge that would close a group of islands off from the rest is impossible.
    Isolation,
    /// An edge without which the islands could no longer all be joined is needed.
    Connectivity,
    /// Trying a count, propagating and reaching a contradiction rules that count out.
    Lookahead,
}

impl Technique {
    pub const ALL: [Technique; 6] = [
        Technique::Crossing,
        Technique::Capacity,
        Technique::EveryDirection,
        Technique::Isolation,
        Technique::Connectivity,
        Technique::Lookahead,
    ];

    /// A stable identifier (used in JSON and the CLI).
    pub fn id(self) -> &'static str {
        match self {
            Technique::Crossing => "crossing",
            Technique::Capacity => "capacity",
            Technique::EveryDirection => "every-direction",
            Technique::Isolation => "isolation",
            Technique::Connectivity => "connectivity",
            Technique::Lookahead => "lookahead",
        }
    }

    /// The name shown to players.
    pub fn title(self) -> &'static str {
        match self {
            Technique::Crossing => "Crossing",
            Technique::Capacity => "Capacity",
            Technique::EveryDirection => "Every direction",
            Technique::Isolation => "Isolation",
            Technique::Connectivity => "Connectivity",
            Technique::Lookahead => "Lookahead",
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

/// One edge's new interval.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EdgeChange {
    pub edge: EdgeId,
    pub lo: u8,
    pub hi: u8,
}

/// One conclusion: which technique, where, what it forces and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deduction {
    pub technique: Technique,
    /// Islands the reasoning looks at.
    pub islands: Vec<IslandId>,
    /// New intervals of the edges it narrows.
    pub changes: Vec<EdgeChange>,
    /// One plain sentence.
    pub reason: String,
}

impl Deduction {
    /// Applies the conclusion to `bounds` (crossing edges are left to the crossing step).
    pub fn apply(&self, bounds: &mut Bounds) -> Result<(), Contradiction> {
        self.changes
            .iter()
            .try_for_each(|c| bounds.narrow_alone(c.edge, c.lo, c.hi))
    }

    /// The edges it narrows.
    pub fn edges(&self) -> impl Iterator<Item = EdgeId> + '_ {
        self.changes.iter().map(|c| c.edge)
    }
}

fn pos(puzzle: &Puzzle, island: IslandId) -> Pos {
    puzzle.islands()[island].pos
}

fn bridges(n: u32) -> String {
    match n {
        0 => "no bridges".into(),
        1 => "one bridge".into(),
        2 => "two bridges".into(),
        n => format!("{n} bridges"),
    }
}

/// The other end of `edge` from `island`, as a position.
fn towards(puzzle: &Puzzle, edge: EdgeId, island: IslandId) -> Pos {
    let e = puzzle.edges()[edge];
    pos(puzzle, e.other(island).unwrap_or(e.a))
}

/// The first conclusion `technique` draws in `bounds`, if any. Fails if the position is
/// already contradictory in a way this technique sees.
pub fn find(
    technique: Technique,
    puzzle: &Puzzle,
    bounds: &Bounds,
) -> Result<Option<Deduction>, Contradiction> {
    match technique {
        Technique::Crossing => Ok(crossing(puzzle, bounds)),
        Technique::Capacity => capacity(puzzle, bounds),
        Technique::EveryDirection => Ok(every_direction(puzzle, bounds)),
        Technique::Isolation => isolation(puzzle, bounds),
        Technique::Connectivity => connectivity(puzzle, bounds),
        Technique::Lookahead => Ok(lookahead(puzzle, bounds)),
    }
}

/// The simplest conclusion available using techniques up to `hardest`: a fresh [`Deducer`],
/// which looks everywhere.
pub fn next_deduction(
    puzzle: &Puzzle,
    bounds: &Bounds,
    hardest: Technique,
) -> Result<Option<Deduction>, Contradiction> {
    Deducer::new(puzzle).next(puzzle, bounds, hardest)
}

/// Finds what [`next_deduction`] finds, in the same order, for a caller that applies one
/// conclusion after another (the rating): the local techniques look again only at edges and
/// islands whose intervals changed since they last found nothing there, instead of sweeping
/// the whole board at every step.
pub struct Deducer {
    /// Per edge: crossing may fire there.
    crossing: Vec<bool>,
    /// Per island: capacity may fire there.
    capacity: Vec<bool>,
    /// Per island: every-direction may fire there.
    every_direction: Vec<bool>,
}

impl Deducer {
    pub fn new(puzzle: &Puzzle) -> Self {
        let (edges, islands) = (puzzle.edges().len(), puzzle.islands().len());
        Self {
            crossing: vec![true; edges],
            capacity: vec![true; islands],
            every_direction: vec![true; islands],
        }
    }

    /// The simplest conclusion available using techniques up to `hardest`.
    pub fn next(
        &mut self,
        puzzle: &Puzzle,
        bounds: &Bounds,
        hardest: Technique,
    ) -> Result<Option<Deduction>, Contradiction> {
        for technique in Technique::ALL.into_iter().filter(|&t| t <= hardest) {
            let found = match technique {
                Technique::Crossing => first_at(&mut self.crossing, |edge| {
                    Ok(crossing_at(puzzle, bounds, edge))
                })?,
                Technique::Capacity => first_at(&mut self.capacity, |island| {
                    capacity_at(puzzle, bounds, island)
                })?,
                Technique::EveryDirection => first_at(&mut self.every_direction, |island| {
                    Ok(every_direction_at(puzzle, bounds, island))
                })?,
                global => find(global, puzzle, bounds)?,
            };
            if found.is_some() {
                return Ok(found);
            }
        }
        Ok(None)
    }

    /// Notes that the intervals of `edges` changed, and possibly those of the edges they cross
    /// (a narrowing that places a bridge closes them). A crossing edge that lost room can only
    /// block less, so only the changed edge itself needs the crossing rule again.
    pub fn changed(&mut self, puzzle: &Puzzle, edges: impl IntoIterator<Item = EdgeId>) {
        for edge in edges {
            self.crossing[edge] = true;
            for &touched in std::iter::once(&edge).chain(puzzle.crossings(edge)) {
                let e = puzzle.edges()[touched];
                for island in [e.a, e.b] {
                    self.capacity[island] = true;
                    self.every_direction[island] = true;
                }
            }
        }
    }
}

/// The first item still flagged where `at` draws a conclusion; items where it draws none are
/// unflagged until something near them changes.
fn first_at(
    flagged: &mut [bool],
    mut at: impl FnMut(usize) -> Result<Option<Deduction>, Contradiction>,
) -> Result<Option<Deduction>, Contradiction> {
    for (item, flag) in flagged.iter_mut().enumerate() {
        if *flag {
            match at(item)? {
                Some(d) => return Ok(Some(d)),
                None => *flag = false,
            }
        }
    }
    Ok(None)
}

fn crossing(puzzle: &Puzzle, bounds: &Bounds) -> Option<Deduction> {
    (0..puzzle.edges().len()).find_map(|edge| crossing_at(puzzle, bounds, edge))
}

fn crossing_at(puzzle: &Puzzle, bounds: &Bounds, edge: EdgeId) -> Option<Deduction> {
    if bounds.lo(edge) == 0 {
        return None;
    }
    // Most placed bridges block nothing new: check before collecting.
    if !puzzle.crossings(edge).iter().any(|&o| bounds.hi(o) > 0) {
        return None;
    }
    let blocked: Vec<EdgeId> = puzzle
        .crossings(edge)
        .iter()
        .copied()
        .filter(|&o| bounds.hi(o) > 0)
        .collect();
    let first = *blocked.first()?;
    let e = puzzle.edges()[edge];
    let (c, d) = puzzle.edge_ends(first);
    let (a, b) = puzzle.edge_ends(edge);
    Some(Deduction {
        technique: Technique::Crossing,
        islands: vec![e.a, e.b],
        changes: blocked
            .iter()
            .map(|&o| EdgeChange {
                edge: o,
                lo: 0,
                hi: 0,
            })
            .collect(),
        reason: format!(
            "The bridge between {a} and {b} blocks the way from {c} to {d}, since bridges never cross."
        ),
    })
}

fn capacity(puzzle: &Puzzle, bounds: &Bounds) -> Result<Option<Deduction>, Contradiction> {
    for island in 0..puzzle.islands().len() {
        if let Some(d) = capacity_at(puzzle, bounds, island)? {
            return Ok(Some(d));
        }
    }
    Ok(None)
}

fn capacity_at(
    puzzle: &Puzzle,
    bounds: &Bounds,
    island: IslandId,
) -> Result<Option<Deduction>, Contradiction> {
    let target = u32::from(puzzle.islands()[island].target);
    let (sum_lo, sum_hi) = (bounds.sum_lo(puzzle, island), bounds.sum_hi(puzzle, island));
    if sum_lo > target || sum_hi < target {
        return Err(Contradiction);
    }
    // The scan visits every island at every step: allocate only where there is news.
    let still = target - sum_lo;
    let settled = sum_lo != target
        && sum_hi != target
        && puzzle
            .edges_of(island)
            .all(|e| u32::from(bounds.hi(e) - bounds.lo(e)) <= still);
    if settled {
        return Ok(None);
    }
    let open: Vec<EdgeId> = puzzle
        .edges_of(island)
        .filter(|&e| !bounds.is_fixed(e))
        .collect();
    if open.is_empty() {
        return Ok(None);
    }
    let here = pos(puzzle, island);
    let deduction = |changes: Vec<EdgeChange>, reason: String| Deduction {
        technique: Technique::Capacity,
        islands: vec![island],
        changes,
        reason,
    };
    // Every open edge settled at one end of its interval.
    let settle_all = |count: fn(&Bounds, EdgeId) -> u8| -> Vec<EdgeChange> {
        open.iter()
            .map(|&e| EdgeChange {
                edge: e,
                lo: count(bounds, e),
                hi: count(bounds, e),
            })
            .collect()
    };
    if sum_lo == target {
        return Ok(Some(deduction(
            settle_all(Bounds::lo),
            format!("The {target} at {here} already has all its bridges, so it takes no more."),
        )));
    }
    if sum_hi == target {
        return Ok(Some(deduction(
            settle_all(Bounds::hi),
            format!(
                "The {target} at {here} can take exactly {target} bridges from its neighbours, so it needs every one of them."
            ),
        )));
    }
    let capped: Vec<EdgeChange> = open
        .iter()
        .filter(|&&e| u32::from(bounds.hi(e) - bounds.lo(e)) > still)
        .map(|&e| EdgeChange {
            edge: e,
            lo: bounds.lo(e),
            hi: bounds.lo(e) + still as u8,
        })
        .collect();
    if !capped.is_empty() {
        return Ok(Some(deduction(
            capped,
            format!(
                "The {target} at {here} needs only {} more, so no pair of its can take a double now.",
                bridges(still)
            ),
        )));
    }
    Ok(None)
}

fn every_direction(puzzle: &Puzzle, bounds: &Bounds) -> Option<Deduction> {
    (0..puzzle.islands().len()).find_map(|island| every_direction_at(puzzle, bounds, island))
}

fn every_direction_at(puzzle: &Puzzle, bounds: &Bounds, island: IslandId) -> Option<Deduction> {
    let target = u32::from(puzzle.islands()[island].target);
    let sum_hi = bounds.sum_hi(puzzle, island);
    // What the other edges cannot supply, where that is more than `edge` already has.
    let raise = |edge: EdgeId| {
        let others = sum_hi - u32::from(bounds.hi(edge));
        let need = target.saturating_sub(others);
        (need > u32::from(bounds.lo(edge))).then_some(EdgeChange {
            edge,
            lo: need as u8,
            hi: bounds.hi(edge),
        })
    };
    // The scan visits every island at every step: allocate only where there is news.
    if !puzzle.edges_of(island).any(|e| raise(e).is_some()) {
        return None;
    }
    let raised: Vec<EdgeChange> = puzzle.edges_of(island).filter_map(raise).collect();
    let first = raised.first()?;
    let here = pos(puzzle, island);
    let open_dirs = puzzle
        .edges_of(island)
        .filter(|&e| bounds.hi(e) > 0)
        .count();
    let reason = if raised.len() == open_dirs && raised.iter().all(|c| c.lo == 1) {
        format!(
            "The {target} at {here} has only {open_dirs} neighbours left, so it needs at least one bridge to each."
        )
    } else {
        let others = sum_hi - u32::from(bounds.hi(first.edge));
        format!(
            "The {target} at {here} can get at most {} from its other neighbours, so it needs at least {} to {}.",
            bridges(others),
            bridges(u32::from(first.lo)),
            towards(puzzle, first.edge, island)
        )
    };
    Some(Deduction {
        technique: Technique::EveryDirection,
        islands: vec![island],
        changes: raised,
        reason,
    })
}

fn isolation(puzzle: &Puzzle, bounds: &Bounds) -> Result<Option<Deduction>, Contradiction> {
    let mut found = None;
    graph::isolation_limits(puzzle, bounds, |edge, hi| {
        if found.is_none() {
            found = Some((edge, hi));
        }
    })?;
    let Some((edge, hi)) = found else {
        return Ok(None);
    };
    let e = puzzle.edges()[edge];
    let (a, b) = puzzle.edge_ends(edge);
    let mut groups = graph::certain_groups(puzzle, bounds);
    let (ra, rb) = (groups.uf.find(e.a), groups.uf.find(e.b));
    let size = if ra == rb {
        groups.size[ra]
    } else {
        groups.size[ra] + groups.size[rb]
    };
    let (ta, tb) = (puzzle.islands()[e.a].target, puzzle.islands()[e.b].target);
    let reason = if size == 2 && ta == tb && u32::from(hi) + 1 == u32::from(ta) {
        if ta == 1 {
            format!("Two 1s joined to each other ({a} and {b}) would be cut off from every other island.")
        } else {
            format!("A double bridge between the 2s at {a} and {b} would cut them off from every other island.")
        }
    } else {
        format!(
            "{} between {a} and {b} would close a group of {size} islands off from the rest.",
            capitalise(&bridges(u32::from(hi) + 1))
        )
    };
    Ok(Some(Deduction {
        technique: Technique::Isolation,
        islands: vec![e.a, e.b],
        changes: vec![EdgeChange {
            edge,
            lo: bounds.lo(edge),
            hi,
        }],
        reason,
    }))
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn connectivity(puzzle: &Puzzle, bounds: &Bounds) -> Result<Option<Deduction>, Contradiction> {
    let mut found = None;
    graph::necessary_edges(puzzle, bounds, |edge| {
        if found.is_none() {
            found = Some(edge);
        }
    })?;
    Ok(found.map(|edge| {
        let e = puzzle.edges()[edge];
        let (a, b) = puzzle.edge_ends(edge);
        Deduction {
            technique: Technique::Connectivity,
            islands: vec![e.a, e.b],
            changes: vec![EdgeChange {
                edge,
                lo: 1,
                hi: bounds.hi(edge),
            }],
            reason: format!(
                "Without a bridge between {a} and {b} the islands could no longer all be joined."
            ),
        }
    }))
}

fn lookahead(puzzle: &Puzzle, bounds: &Bounds) -> Option<Deduction> {
    for edge in (0..puzzle.edges().len()).filter(|&e| !bounds.is_fixed(e)) {
        let (lo, hi) = (bounds.lo(edge), bounds.hi(edge));
        for (tried, change) in [
            (
                lo,
                EdgeChange {
                    edge,
                    lo: lo + 1,
                    hi,
                },
            ),
            (
                hi,
                EdgeChange {
                    edge,
                    lo,
                    hi: hi - 1,
                },
            ),
        ] {
            // The position is at a fixpoint of every other technique (lookahead comes last),
            // so propagating from the tried edge reaches the same verdict as from everywhere.
            if refutes(puzzle, bounds, edge, tried) {
                let e = puzzle.edges()[edge];
                let (a, b) = puzzle.edge_ends(edge);
                return Some(Deduction {
                    technique: Technique::Lookahead,
                    islands: vec![e.a, e.b],
                    changes: vec![change],
                    reason: format!(
                        "Trying {} between {a} and {b} leads to a contradiction, so that count is ruled out.",
                        bridges(u32::from(tried))
                    ),
                });
            }
        }
    }
    None
}
