//! Named deduction techniques, one file each. Each finds one conclusion in a position and
//! records why as a [`Reason`]; the same records drive hints, ratings and tests.

mod capacity;
mod connectivity;
mod crossing;
mod deduction;
mod every_direction;
mod global;
mod isolation;
mod lookahead;
mod no_loop;
mod plain;
mod reason;
mod scan;

pub use deduction::{Deduction, EdgeChange, Technique};
pub use reason::Reason;

use super::bounds::{Bounds, Contradiction};
use super::budget::{Budget, Meter};
use crate::puzzle::{EdgeId, Puzzle};
use global::GlobalWatch;
use scan::{first_at, Flags};

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
            false,
            &mut Meter::new(puzzle, Budget::UNLIMITED),
        )),
    }
}

/// How many places a player could move next by a local technique (an island where capacity
/// or every direction concludes something, an edge that a placed bridge crosses): a solve with
/// many open at each step can be taken in any order; one with a single place open at a time
/// is a narrow path (Pelánek's dependency between steps).
pub fn open_places(puzzle: &Puzzle, bounds: &Bounds) -> usize {
    let islands = (0..puzzle.islands().len())
        .filter(|&i| {
            matches!(capacity::at(puzzle, bounds, i), Ok(Some(_)))
                || every_direction::at(puzzle, bounds, i).is_some()
        })
        .count();
    let edges = (0..puzzle.edges().len())
        .filter(|&e| crossing::at(puzzle, bounds, e).is_some())
        .count();
    islands + edges
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
                // Lookahead comes last: every other technique found nothing here.
                Technique::Lookahead => lookahead::first(puzzle, bounds, true, &mut self.meter),
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
    /// `glance::refutes_at_a_glance`), for a position where nothing simpler applies: the
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
