//! Why a deduction holds, as data: the islands, edges and numbers a technique reasoned from.
//! `hint::explain` turns a reason into the sentence a player reads.

use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::Pos;
use serde::Serialize;

/// Why a deduction holds, one variant per kind of argument a technique makes.
///
/// The parameters say how islands and edges are named: by id in the solver, by position
/// (see [`Reason::locate`]) for readers outside it, such as JSON, who have no ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
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

impl Reason {
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
