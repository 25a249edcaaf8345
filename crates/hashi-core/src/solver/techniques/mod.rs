//! Named deduction techniques, one file each. Each finds one conclusion in a position and
//! records why as a [`Reason`]; the same records drive hints, ratings and tests.

mod capacity;
mod connectivity;
mod crossing;
mod every_direction;
mod global;
mod isolation;
mod lookahead;
mod no_loop;
mod reason;

pub use reason::Reason;

use super::bounds::{Bounds, Contradiction};
use super::budget::{Budget, Meter};
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::rule_set::RuleSet;
use global::GlobalWatch;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
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
    /// Under rules without loops, a bridge between islands already joined would close a loop.
    NoLoop,
    /// A bridge that would close a group of islands off from the rest is impossible.
    Isolation,
    /// An edge without which the islands could no longer all be joined is needed.
    Connectivity,
    /// Trying a count, propagating and reaching a contradiction rules that count out.
    Lookahead,
}

impl Technique {
    pub const ALL: [Technique; 7] = [
        Technique::Crossing,
        Technique::Capacity,
        Technique::EveryDirection,
        Technique::NoLoop,
        Technique::Isolation,
        Technique::Connectivity,
        Technique::Lookahead,
    ];

    /// The technique with this [`Technique::id`] (the CLI's names: `every-direction`...).
    pub fn from_id(id: &str) -> Option<Technique> {
        Technique::ALL.into_iter().find(|t| t.id() == id)
    }

    /// A stable identifier (used in JSON and the CLI).
    pub fn id(self) -> &'static str {
        match self {
            Technique::Crossing => "crossing",
            Technique::Capacity => "capacity",
            Technique::EveryDirection => "every-direction",
            Technique::NoLoop => "no-loop",
            Technique::Isolation => "isolation",
            Technique::Connectivity => "connectivity",
            Technique::Lookahead => "lookahead",
        }
    }

    /// Whether puzzles under `rules` can call for this technique: no loop only where loops
    /// are forbidden (lists of techniques for a puzzle leave out the others).
    pub fn applies_to(self, rules: RuleSet) -> bool {
        match self {
            Technique::NoLoop => !rules.allows_loops(),
            _ => true,
        }
    }

    /// The name inside a sentence ("needs every direction"): the title in lower case, written
    /// out so that no Unicode case table is linked into the wasm for it.
    pub fn name(self) -> &'static str {
        match self {
            Technique::Crossing => "crossing",
            Technique::Capacity => "capacity",
            Technique::EveryDirection => "every direction",
            Technique::NoLoop => "no loop",
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
            Technique::NoLoop => "No loop",
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

/// Written as its [`Technique::id`], the name JSON readers and the CLI already know.
impl Serialize for Technique {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

/// Read from its [`Technique::id`], as it is written.
impl<'de> Deserialize<'de> for Technique {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let id = String::deserialize(deserializer)?;
        Technique::from_id(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("“{id}” is not a technique")))
    }
}

/// One edge's new interval.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EdgeChange {
    pub edge: EdgeId,
    pub lo: u8,
    pub hi: u8,
}

/// One conclusion: which technique, where, what it forces and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deduction {
    pub technique: Technique,
    /// Islands the reasoning looks at.
    pub islands: Vec<IslandId>,
    /// New intervals of the edges it narrows.
    pub changes: Vec<EdgeChange>,
    /// What the technique saw; `hint::explain` puts it in a sentence.
    pub reason: Reason,
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

/// The first conclusion `technique` draws in `bounds`, if any. Fails if the position is
/// already contradictory in a way this technique sees.
pub fn find(
    technique: Technique,
    puzzle: &Puzzle,
    bounds: &Bounds,
) -> Result<Option<Deduction>, Contradiction> {
    match technique {
        Technique::Crossing => Ok(crossing::first(puzzle, bounds)),
        Technique::Capacity => capacity::first(puzzle, bounds),
        Technique::EveryDirection => Ok(every_direction::first(puzzle, bounds)),
        Technique::NoLoop => no_loop::first(puzzle, bounds),
        Technique::Isolation => isolation::first(puzzle, bounds),
        Technique::Connectivity => connectivity::first(puzzle, bounds),
        Technique::Lookahead => Ok(lookahead::first(
            puzzle,
            bounds,
            &mut Meter::new(puzzle, Budget::UNLIMITED),
        )),
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
/// the whole board at every step, and isolation and connectivity keep their groups up to date
/// (`global`). So every change made to the position between two calls must be told through
/// [`Deducer::changed`].
///
/// One made with [`Deducer::within`] charges every sweep of a global technique and every
/// lookahead trial to its budget, and finds nothing more once that is spent
/// ([`Deducer::out_of_work`] then says so): lookahead on a big board tries every edge.
pub struct Deducer {
    /// Per edge: crossing may fire there.
    crossing: Flags,
    /// Per island: capacity may fire there.
    capacity: Flags,
    /// Per island: every-direction may fire there.
    every_direction: Flags,
    /// Isolation's and connectivity's view, from their first look on.
    global: Option<GlobalWatch>,
    meter: Meter,
}

impl Deducer {
    /// A deducer with no limit on its work.
    pub fn new(puzzle: &Puzzle) -> Self {
        Self::within(puzzle, Budget::UNLIMITED)
    }

    /// A deducer that stops finding anything once `budget` is spent.
    pub fn within(puzzle: &Puzzle, budget: Budget) -> Self {
        let (edges, islands) = (puzzle.edges().len(), puzzle.islands().len());
        Self {
            crossing: Flags::all(edges),
            capacity: Flags::all(islands),
            every_direction: Flags::all(islands),
            global: None,
            meter: Meter::new(puzzle, budget),
        }
    }

    /// Whether the budget ran out: a `next` that found nothing may have stopped looking.
    pub fn out_of_work(&self) -> bool {
        self.meter.exhausted()
    }

    /// Work units spent so far.
    pub fn work(&self) -> u64 {
        self.meter.spent()
    }

    /// The simplest conclusion available using techniques up to `hardest`.
    pub fn next(
        &mut self,
        puzzle: &Puzzle,
        bounds: &Bounds,
        hardest: Technique,
    ) -> Result<Option<Deduction>, Contradiction> {
        // A technique the rules never call for is skipped without charging a sweep, so the
        // standard rules spend exactly what they did before no loop existed.
        let rules = puzzle.rules();
        for technique in Technique::ALL
            .into_iter()
            .filter(|&t| t <= hardest && t.applies_to(rules))
        {
            let found = match technique {
                Technique::Crossing => first_at(&mut self.crossing, |edge| {
                    Ok(crossing::at(puzzle, bounds, edge))
                })?,
                Technique::Capacity => first_at(&mut self.capacity, |island| {
                    capacity::at(puzzle, bounds, island)
                })?,
                Technique::EveryDirection => first_at(&mut self.every_direction, |island| {
                    Ok(every_direction::at(puzzle, bounds, island))
                })?,
                Technique::Lookahead => lookahead::first(puzzle, bounds, &mut self.meter),
                Technique::Isolation | Technique::Connectivity => {
                    if self.meter.charge(1).is_err() {
                        return Ok(None);
                    }
                    let global = self
                        .global
                        .get_or_insert_with(|| GlobalWatch::of(puzzle, bounds));
                    global.sync(puzzle, bounds);
                    if technique == Technique::Isolation {
                        global.isolation(puzzle)?
                    } else {
                        global.connectivity(puzzle)?
                    }
                }
                global => {
                    if self.meter.charge(1).is_err() {
                        return Ok(None);
                    }
                    find(global, puzzle, bounds)?
                }
            };
            if found.is_some() {
                return Ok(found);
            }
        }
        Ok(None)
    }

    /// The first lookahead whose trial is refuted at a glance, with nothing propagated (see
    /// `propagate::refutes_at_a_glance`), for a position where nothing simpler applies: the
    /// only kind of trial Tatham's Bridges solver makes.
    pub(crate) fn shallow_lookahead(
        &mut self,
        puzzle: &Puzzle,
        bounds: &Bounds,
    ) -> Option<Deduction> {
        let global = self
            .global
            .get_or_insert_with(|| GlobalWatch::of(puzzle, bounds));
        global.sync(puzzle, bounds);
        lookahead::first_shallow(puzzle, bounds, global.groups(), &mut self.meter)
    }

    /// Notes that the intervals of `edges` changed, and possibly those of the edges they cross
    /// (a narrowing that places a bridge closes them). A crossing edge that lost room can only
    /// block less, so only the changed edge itself needs the crossing rule again.
    pub fn changed(&mut self, puzzle: &Puzzle, edges: impl IntoIterator<Item = EdgeId>) {
        for edge in edges {
            self.crossing.set(edge);
            for &touched in std::iter::once(&edge).chain(puzzle.crossings(edge)) {
                if let Some(global) = &mut self.global {
                    global.changed(touched);
                }
                let e = puzzle.edges()[touched];
                for island in [e.a, e.b] {
                    self.capacity.set(island);
                    self.every_direction.set(island);
                }
            }
        }
    }
}

/// A set of items, one bit each. A rating applies one deduction at a time, and each looks
/// for the first flagged item: a scan of one flag per item from the start was most of the
/// time a 100x100 board took to rate, where a word at a time skips 64 unflagged items.
struct Flags {
    words: Vec<u64>,
}

impl Flags {
    /// Every item of `0..len` flagged.
    fn all(len: usize) -> Self {
        let mut words = vec![u64::MAX; len.div_ceil(64)];
        if !len.is_multiple_of(64) {
            if let Some(last) = words.last_mut() {
                *last = (1u64 << (len % 64)) - 1;
            }
        }
        Self { words }
    }

    // Inlined in the maker's build, as `Bounds`' accessors are (`solver::bounds`).
    #[inline]
    fn set(&mut self, item: usize) {
        self.words[item / 64] |= 1 << (item % 64);
    }

    #[inline]
    fn clear(&mut self, item: usize) {
        self.words[item / 64] &= !(1 << (item % 64));
    }

    /// The first flagged item at or after `from`.
    #[inline]
    fn next_from(&self, from: usize) -> Option<usize> {
        let mut word = from / 64;
        let mut bits = self.words.get(word)? & (u64::MAX << (from % 64));
        loop {
            if bits != 0 {
                return Some(word * 64 + bits.trailing_zeros() as usize);
            }
            word += 1;
            bits = *self.words.get(word)?;
        }
    }
}

/// The first item still flagged where `at` draws a conclusion; items where it draws none are
/// unflagged until something near them changes.
fn first_at(
    flagged: &mut Flags,
    mut at: impl FnMut(usize) -> Result<Option<Deduction>, Contradiction>,
) -> Result<Option<Deduction>, Contradiction> {
    let mut from = 0;
    while let Some(item) = flagged.next_from(from) {
        match at(item)? {
            Some(d) => return Ok(Some(d)),
            None => flagged.clear(item),
        }
        from = item + 1;
    }
    Ok(None)
}

/// The first edge a graph walk reports (the walks report in edge order).
fn first_edge(
    walk: impl FnOnce(&mut dyn FnMut(EdgeId)) -> Result<(), Contradiction>,
) -> Result<Option<EdgeId>, Contradiction> {
    let mut found = None;
    walk(&mut |edge| {
        found.get_or_insert(edge);
    })?;
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::{Flags, Technique};

    #[test]
    fn flags_are_found_in_order_across_words() {
        for len in [0, 1, 63, 64, 65, 130] {
            let mut flags = Flags::all(len);
            let found: Vec<usize> =
                std::iter::successors(flags.next_from(0), |&i| flags.next_from(i + 1)).collect();
            assert_eq!(found, (0..len).collect::<Vec<_>>(), "{len} items");
            for i in 0..len {
                flags.clear(i);
            }
            assert_eq!(flags.next_from(0), None);
            if len > 66 {
                flags.set(64);
                flags.set(len - 1);
                assert_eq!(flags.next_from(0), Some(64));
                assert_eq!(flags.next_from(65), Some(len - 1));
                assert_eq!(flags.next_from(len), None);
            }
        }
    }

    #[test]
    fn a_techniques_name_in_a_sentence_is_its_title_in_lower_case() {
        for technique in Technique::ALL {
            assert_eq!(technique.name(), technique.title().to_lowercase());
        }
    }
}
