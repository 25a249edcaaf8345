//! Puzzle packs: the JSON files in `packs/`, one per difficulty, with loading and lookup.

use crate::flow::Triple;
use crate::formats::{parse_task, ParseError};
use crate::puzzle::Puzzle;
use crate::solver::techniques::Technique;
use crate::state::State;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

mod plain;

/// A rating as stored in a pack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PackRating {
    pub band: String,
    pub score: f64,
    pub steps: usize,
    pub lookaheads: usize,
    /// Deductions each technique made in the logical solve, by [`Technique::id`] (packs built
    /// before it was recorded read as empty).
    ///
    /// [`Technique::id`]: crate::solver::techniques::Technique::id
    #[serde(default)]
    pub uses: BTreeMap<String, usize>,
    /// The solve's triple (`flow::Triple`), for the pack list: packs built before it was
    /// recorded have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub triple: Option<PackTriple>,
}

/// A [`Triple`] as a pack keeps it, in one short text: `isolation/33/capacity/crossing` (the
/// hardest step, the bridges certain before it, the first step, the hardest step before the
/// first bridge; `guess` where no technique found the step). A text rather than an object, so
/// that the page, which reads every pack it opens, needs no reader of its own for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PackTriple(pub String);

/// How a pack names a step that no technique found.
const GUESS: &str = "guess";

impl PackTriple {
    /// `triple` as a pack keeps it.
    ///
    /// ```
    /// use hashi_core::flow::Triple;
    /// use hashi_core::packs::PackTriple;
    /// use hashi_core::solver::techniques::Technique;
    /// let triple = Triple {
    ///     hardest: Some(Technique::Isolation),
    ///     bridges_before_hardest: 33,
    ///     first: Some(Technique::Capacity),
    ///     before_first_bridge: None,
    /// };
    /// let kept = PackTriple::of(&triple);
    /// assert_eq!(kept.0, "isolation/33/capacity/guess");
    /// assert_eq!(kept.triple(), Some(triple));
    /// ```
    pub fn of(triple: &Triple) -> PackTriple {
        let id = |t: Option<Technique>| t.map_or(GUESS, Technique::id);
        PackTriple(format!(
            "{}/{}/{}/{}",
            id(triple.hardest),
            triple.bridges_before_hardest,
            id(triple.first),
            id(triple.before_first_bridge)
        ))
    }

    /// The triple it keeps; None where it is not one (a technique this build does not know,
    /// a count that is not a number, a part missing or to spare).
    pub fn triple(&self) -> Option<Triple> {
        let technique = |id: &str| match id {
            GUESS => Some(None),
            id => Technique::from_id(id).map(Some),
        };
        let mut parts = self.0.split('/');
        let hardest = technique(parts.next()?)?;
        let bridges_before_hardest = parts.next()?.parse().ok()?;
        let first = technique(parts.next()?)?;
        let before_first_bridge = technique(parts.next()?)?;
        if parts.next().is_some() {
            return None;
        }
        Some(Triple {
            hardest,
            bridges_before_hardest,
            first,
            before_first_bridge,
        })
    }
}

impl PackRating {
    /// The techniques the solve needed and how often, simplest first (ids it does not know
    /// are left out).
    pub fn techniques(&self) -> Vec<(Technique, usize)> {
        techniques_of(&self.uses)
    }
}

/// Technique counts keyed by id as techniques, simplest first, leaving out unknown ids and
/// techniques never used.
pub fn techniques_of(uses: &BTreeMap<String, usize>) -> Vec<(Technique, usize)> {
    Technique::ALL
        .into_iter()
        .filter_map(|t| uses.get(t.id()).map(|&n| (t, n)))
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// A rating's technique counts keyed by technique id, as packs and the worker carry them.
pub fn uses_by_id(uses: &BTreeMap<Technique, usize>) -> BTreeMap<String, usize> {
    // Inserted one by one: collecting into a map sorts first, which links the standard
    // library's stable sort (some 4 KB) into the maker worker for seven entries.
    let mut by_id = BTreeMap::new();
    for (t, &n) in uses {
        by_id.insert(t.id().to_string(), n);
    }
    by_id
}

/// One puzzle of a pack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PackPuzzle {
    /// Stable id, e.g. `easy-001` (packs are sorted by score before numbering).
    pub id: String,
    /// The generator seed it came from.
    pub seed: u64,
    pub w: usize,
    pub h: usize,
    pub islands: usize,
    /// The puzzle as a task string.
    pub task: String,
    pub rating: PackRating,
    /// The generator's solution, one digit per pair ([`State::counts_text`]): the app
    /// never searches for a pack puzzle's solution (packs built before it have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solution: Option<String>,
}

impl PackPuzzle {
    pub fn puzzle(&self) -> Result<Puzzle, ParseError> {
        parse_task(&self.task)
    }

    /// The solution it carries, when it has one that solves `puzzle` (its own).
    pub fn solution(&self, puzzle: &Puzzle) -> Option<State> {
        State::solution_from_text(puzzle, self.solution.as_deref()?)
    }
}

/// A pack file, read by its plain reader ([`Pack::from_json`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pack {
    pub difficulty: String,
    pub generator_version: u32,
    pub puzzles: Vec<PackPuzzle>,
}

impl Pack {
    /// Reads a pack file's JSON (a month of dailies too).
    pub fn from_json(text: &str) -> Result<Pack, plain_json::JsonError> {
        plain_json::from_str(text)
    }

    /// The puzzle with `id`, if this pack has it.
    pub fn find(&self, id: &str) -> Option<&PackPuzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_triple_that_is_not_one_reads_as_none() {
        let kept = |text: &str| PackTriple(text.to_string()).triple();
        assert!(kept("guess/0/capacity/capacity").is_some());
        for not_one in [
            "",
            "isolation/33/capacity",
            "isolation/33/capacity/capacity/more",
            "isolation/many/capacity/capacity",
            "magic/3/capacity/capacity",
            "isolation/-1/capacity/capacity",
        ] {
            assert_eq!(kept(not_one), None, "{not_one}");
        }
    }
}
