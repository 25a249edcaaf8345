//! Why a deduction holds, as data: the islands, edges and numbers a technique reasoned from.
//! `hashi_words::aid` turns a reason into the sentence a player reads, wherever it is read: the
//! worker sends reasons to the page as they are.

use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::Pos;
use serde::{Deserialize, Deserializer, Serialize};

/// Why a deduction holds, one variant per kind of argument a technique makes.
///
/// The parameters say how islands and edges are named: by id in the solver, by position
/// (see [`Reason::locate`]) for readers outside it, such as JSON, who have no ids.
#[derive(Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Reason<Island = IslandId, Edge = EdgeId> {
    /// Crossing: the bridge on `edge` rules out `crossed`, the first edge it blocks (the
    /// deduction's changes list every one).
    Blocks { edge: Edge, crossed: Edge },
    /// Capacity: `island` already has all its `target` bridges, so it takes no more.
    Full { island: Island, target: u8 },
    /// Capacity: the most `island`'s edges can hold is exactly its `target`, so each holds
    /// its most.
    ExactlyEnough { island: Island, target: u8 },
    /// Capacity: `island` needs only `more` bridges, fewer than some edge still has room for.
    OnlyNeeds {
        island: Island,
        target: u8,
        more: u32,
    },
    /// Every direction: `island` has bridges possible towards only `neighbours` islands and
    /// needs at least one to each.
    OneToEach {
        island: Island,
        target: u8,
        neighbours: usize,
    },
    /// Every direction: `island`'s other edges hold at most `from_others` bridges, so `edge`
    /// needs at least `at_least`.
    AtLeast {
        island: Island,
        target: u8,
        from_others: u32,
        edge: Edge,
        at_least: u8,
    },
    /// Isolation: `count` bridges on `edge` would close a group of `group_size` islands off
    /// from the rest.
    WouldIsolate {
        edge: Edge,
        count: u8,
        group_size: usize,
    },
    /// No loop: the ends of `edge` are already joined by bridges, so one there would close a
    /// loop, which the rules forbid.
    ClosesLoop { edge: Edge },
    /// Connectivity: without a bridge on `edge` the islands could no longer all be joined.
    NeededForConnection { edge: Edge },
    /// Lookahead: `count` bridges on `edge` lead, by propagation, to a contradiction.
    Refuted { edge: Edge, count: u8 },
}

/// A copy: the derived clone of a generic enum copies field by field, which links a clone
/// function for every kind of reason into whatever clones one.
impl<Island: Copy, Edge: Copy> Clone for Reason<Island, Edge> {
    fn clone(&self) -> Self {
        *self
    }
}

/// Read as it is written, the kind and then that kind's fields, through one flat record: the
/// derived reader of an internally tagged enum buffers each value whole first, and that costs
/// the page several KB of code where it reads hints.
impl<'de, Island: Deserialize<'de>, Edge: Deserialize<'de>> Deserialize<'de>
    for Reason<Island, Edge>
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let flat = Flat::<Island, Edge>::deserialize(deserializer)?;
        let kind = flat.kind;
        flat.reason()
            .ok_or_else(|| serde::de::Error::custom(format!("a {kind:?} reason lacks a field")))
    }
}

#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Kind {
    Blocks,
    Full,
    ExactlyEnough,
    OnlyNeeds,
    OneToEach,
    AtLeast,
    WouldIsolate,
    ClosesLoop,
    NeededForConnection,
    Refuted,
}

/// Every field any kind of reason has; those of the kind read must be there.
#[derive(Deserialize)]
struct Flat<Island, Edge> {
    kind: Kind,
    island: Option<Island>,
    edge: Option<Edge>,
    crossed: Option<Edge>,
    target: Option<u8>,
    more: Option<u32>,
    neighbours: Option<usize>,
    from_others: Option<u32>,
    at_least: Option<u8>,
    count: Option<u8>,
    group_size: Option<usize>,
}

impl<Island, Edge> Flat<Island, Edge> {
    fn reason(self) -> Option<Reason<Island, Edge>> {
        Some(match self.kind {
            Kind::Blocks => Reason::Blocks {
                edge: self.edge?,
                crossed: self.crossed?,
            },
            Kind::Full => Reason::Full {
                island: self.island?,
                target: self.target?,
            },
            Kind::ExactlyEnough => Reason::ExactlyEnough {
                island: self.island?,
                target: self.target?,
            },
            Kind::OnlyNeeds => Reason::OnlyNeeds {
                island: self.island?,
                target: self.target?,
                more: self.more?,
            },
            Kind::OneToEach => Reason::OneToEach {
                island: self.island?,
                target: self.target?,
                neighbours: self.neighbours?,
            },
            Kind::AtLeast => Reason::AtLeast {
                island: self.island?,
                target: self.target?,
                from_others: self.from_others?,
                edge: self.edge?,
                at_least: self.at_least?,
            },
            Kind::WouldIsolate => Reason::WouldIsolate {
                edge: self.edge?,
                count: self.count?,
                group_size: self.group_size?,
            },
            Kind::ClosesLoop => Reason::ClosesLoop { edge: self.edge? },
            Kind::NeededForConnection => Reason::NeededForConnection { edge: self.edge? },
            Kind::Refuted => Reason::Refuted {
                edge: self.edge?,
                count: self.count?,
            },
        })
    }
}

impl Reason {
    /// Whether every island and edge it names is one of `puzzle`'s: a reason read from outside
    /// the core is checked before anything is written from it.
    pub fn fits(&self, puzzle: &Puzzle) -> bool {
        let island = |i: IslandId| i < puzzle.islands().len();
        let edge = |e: EdgeId| e < puzzle.edges().len();
        match *self {
            Reason::Blocks { edge: e, crossed } => edge(e) && edge(crossed),
            Reason::Full { island: i, .. }
            | Reason::ExactlyEnough { island: i, .. }
            | Reason::OnlyNeeds { island: i, .. }
            | Reason::OneToEach { island: i, .. } => island(i),
            Reason::AtLeast {
                island: i, edge: e, ..
            } => island(i) && edge(e),
            Reason::WouldIsolate { edge: e, .. }
            | Reason::ClosesLoop { edge: e }
            | Reason::NeededForConnection { edge: e }
            | Reason::Refuted { edge: e, .. } => edge(e),
        }
    }

    /// The same reason with islands named by position and edges by their two ends.
    pub fn locate(&self, puzzle: &Puzzle) -> Reason<Pos, [Pos; 2]> {
        let island = |i: IslandId| puzzle.islands()[i].pos;
        let edge = |e: EdgeId| {
            let (a, b) = puzzle.edge_ends(e);
            [a, b]
        };
        match *self {
            Reason::Blocks {
                edge: placed,
                crossed,
            } => Reason::Blocks {
                edge: edge(placed),
                crossed: edge(crossed),
            },
            Reason::Full { island: i, target } => Reason::Full {
                island: island(i),
                target,
            },
            Reason::ExactlyEnough { island: i, target } => Reason::ExactlyEnough {
                island: island(i),
                target,
            },
            Reason::OnlyNeeds {
                island: i,
                target,
                more,
            } => Reason::OnlyNeeds {
                island: island(i),
                target,
                more,
            },
            Reason::OneToEach {
                island: i,
                target,
                neighbours,
            } => Reason::OneToEach {
                island: island(i),
                target,
                neighbours,
            },
            Reason::AtLeast {
                island: i,
                target,
                from_others,
                edge: e,
                at_least,
            } => Reason::AtLeast {
                island: island(i),
                target,
                from_others,
                edge: edge(e),
                at_least,
            },
            Reason::WouldIsolate {
                edge: e,
                count,
                group_size,
            } => Reason::WouldIsolate {
                edge: edge(e),
                count,
                group_size,
            },
            Reason::ClosesLoop { edge: e } => Reason::ClosesLoop { edge: edge(e) },
            Reason::NeededForConnection { edge: e } => {
                Reason::NeededForConnection { edge: edge(e) }
            }
            Reason::Refuted { edge: e, count } => Reason::Refuted {
                edge: edge(e),
                count,
            },
        }
    }
}

/// One reason of each kind, for the tests of its readers and writers.
#[cfg(test)]
pub(crate) fn one_of_each_kind() -> [Reason; 10] {
    [
        Reason::Blocks {
            edge: 1,
            crossed: 2,
        },
        Reason::Full {
            island: 3,
            target: 4,
        },
        Reason::ExactlyEnough {
            island: 5,
            target: 6,
        },
        Reason::OnlyNeeds {
            island: 7,
            target: 8,
            more: 1,
        },
        Reason::OneToEach {
            island: 9,
            target: 3,
            neighbours: 2,
        },
        Reason::AtLeast {
            island: 1,
            target: 5,
            from_others: 3,
            edge: 4,
            at_least: 2,
        },
        Reason::WouldIsolate {
            edge: 6,
            count: 2,
            group_size: 3,
        },
        Reason::ClosesLoop { edge: 7 },
        Reason::NeededForConnection { edge: 8 },
        Reason::Refuted { edge: 9, count: 1 },
    ]
}

#[cfg(test)]
mod tests {
    use super::Reason;
    use crate::Pos;

    #[test]
    fn every_kind_of_reason_reads_back_as_written() {
        let reasons = super::one_of_each_kind();
        for reason in reasons {
            let text = serde_json::to_string(&reason).unwrap();
            assert_eq!(
                serde_json::from_str::<Reason>(&text).unwrap(),
                reason,
                "{text}"
            );
        }
        let located: Reason<Pos, [Pos; 2]> = Reason::Blocks {
            edge: [Pos::new(0, 0), Pos::new(0, 3)],
            crossed: [Pos::new(1, 1), Pos::new(2, 1)],
        };
        let text = serde_json::to_string(&located).unwrap();
        assert_eq!(
            serde_json::from_str::<Reason<Pos, [Pos; 2]>>(&text).unwrap(),
            located
        );
        // A kind without its fields is refused, not filled in.
        assert!(serde_json::from_str::<Reason>(r#"{"kind":"full","island":3}"#).is_err());
        assert!(serde_json::from_str::<Reason>(r#"{"kind":"guess","edge":3}"#).is_err());
    }
}
