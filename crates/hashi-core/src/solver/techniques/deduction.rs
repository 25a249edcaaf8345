//! What a technique concludes: the techniques by name, and a [`Deduction`] (which technique,
//! where, the edges' new intervals, and why), as hints, ratings and tests read it.

use super::Reason;
use crate::puzzle::{EdgeId, IslandId};
use crate::rule_set::RuleSet;
use crate::solver::bounds::{Bounds, Contradiction};
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
    /// What the technique saw; `hashi_words::aid` puts it in a sentence.
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
