//! The English sentence for each kind of [`Reason`], which the lessons' and the editor's
//! English still use (the hints' own sentences are `hashi_words::aid`'s).

use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::solver::techniques::Reason;
use crate::words::{bridges, capitalise, places, Place};
use std::fmt;

/// A reason with the puzzle it speaks of, ready to be written as a sentence.
pub struct Explained<'a> {
    reason: &'a Reason,
    puzzle: &'a Puzzle,
}

/// The sentence for `reason` (positions need the puzzle, hence the wrapper).
///
/// ```
/// use hashi_core::{formats::parse_task, hint::explain, solver::techniques::Reason};
/// let puzzle = parse_task("3x1:2a2").unwrap();
/// let full = Reason::Full { island: 0, target: 2 };
/// assert_eq!(
///     explain(&full, &puzzle).to_string(),
///     "The 2 at row 1, column 1 already has all its bridges, so it takes no more."
/// );
/// ```
pub fn explain<'a>(reason: &'a Reason, puzzle: &'a Puzzle) -> Explained<'a> {
    Explained { reason, puzzle }
}

impl fmt::Display for Explained<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let puzzle = self.puzzle;
        let at = |island: IslandId| Place(puzzle.islands()[island].pos);
        match *self.reason {
            Reason::Blocks { edge, crossed } => {
                let (a, b) = places(puzzle.edge_ends(edge));
                let (c, d) = places(puzzle.edge_ends(crossed));
                write!(
                    f,
                    "The bridge between {a} and {b}{} blocks the way from {c} to {d}{}, since bridges never cross.",
                    seam(puzzle, edge),
                    seam(puzzle, crossed)
                )
            }
            Reason::Full { island, target } => write!(
                f,
                "The {target} at {} already has all its bridges, so it takes no more.",
                at(island)
            ),
            Reason::ExactlyEnough { island, target } => write!(
                f,
                "The {target} at {} can take exactly {} from its neighbours, so it needs every one of them.",
                at(island),
                bridges(u32::from(target))
            ),
            Reason::OnlyNeeds {
                island,
                target,
                more,
            } => {
                // With two bridges a pair, an edge with room for more than is needed has room
                // for a double: the sentence players of the standard rules know.
                let consequence = if puzzle.max_bridges() == 2 {
                    "so no pair of its can take a double now"
                } else {
                    "so no pair of its can take more than that now"
                };
                write!(
                    f,
                    "The {target} at {} needs only {} more, {consequence}.",
                    at(island),
                    bridges(more)
                )
            }
            Reason::OneToEach {
                island,
                target,
                neighbours,
            } => write!(
                f,
                "The {target} at {} has only {neighbours} neighbours left, so it needs at least one bridge to each.",
                at(island)
            ),
            Reason::AtLeast {
                island,
                target,
                from_others,
                edge,
                at_least,
            } => write!(
                f,
                "The {target} at {} can get at most {} from its other neighbours, so it needs at least {} to {}.",
                at(island),
                bridges(from_others),
                bridges(u32::from(at_least)),
                towards(puzzle, edge, island)
            ),
            Reason::WouldIsolate {
                edge,
                count,
                group_size,
            } => {
                let e = puzzle.edges()[edge];
                let (a, b) = places(puzzle.edge_ends(edge));
                let (ta, tb) = (puzzle.islands()[e.a].target, puzzle.islands()[e.b].target);
                // A pair whose numbers the refused count would both fill is the pattern
                // players learn by name, so it gets its own sentence.
                if group_size == 2 && ta == tb && count == ta {
                    match ta {
                        1 => write!(f, "Two 1s joined to each other ({a} and {b}) would be cut off from every other island."),
                        2 if puzzle.max_bridges() == 2 => write!(f, "A double bridge between the 2s at {a} and {b} would cut them off from every other island."),
                        // Where a pair may hold more than two, "double" is no longer the most
                        // it can take: the count is spelt out.
                        _ => write!(
                            f,
                            "{} between the {ta}s at {a} and {b} would cut them off from every other island.",
                            capitalise(&bridges(u32::from(count)))
                        ),
                    }
                } else {
                    write!(
                        f,
                        "{} between {a} and {b}{} would close a group of {group_size} islands off from the rest.",
                        capitalise(&bridges(u32::from(count))),
                        seam(puzzle, edge)
                    )
                }
            }
            Reason::ClosesLoop { edge } => {
                let (a, b) = places(puzzle.edge_ends(edge));
                write!(
                    f,
                    "The islands at {a} and {b} are already joined by other bridges, so a bridge between them{} would close a loop, which these rules forbid.",
                    seam(puzzle, edge)
                )
            }
            Reason::NeededForConnection { edge } => {
                let (a, b) = places(puzzle.edge_ends(edge));
                write!(
                    f,
                    "Without a bridge between {a} and {b}{} the islands could no longer all be joined.",
                    seam(puzzle, edge)
                )
            }
            Reason::Refuted { edge, count } => {
                let (a, b) = places(puzzle.edge_ends(edge));
                write!(
                    f,
                    "Trying {} between {a} and {b}{} leads to a contradiction, so that count is ruled out.",
                    bridges(u32::from(count)),
                    seam(puzzle, edge)
                )
            }
        }
    }
}

/// The other end of `edge` from `island`, as a position, naming the route when the bridge
/// crosses the seam of a wrapped board.
fn towards(puzzle: &Puzzle, edge: EdgeId, island: IslandId) -> String {
    let e = puzzle.edges()[edge];
    let pos = Place(puzzle.islands()[e.other(island).unwrap_or(e.a)].pos);
    format!("{pos}{}", seam(puzzle, edge))
}

/// " across the edge" for a bridge over the seam of a wrapped board (a pair there may be
/// joined both directly and that way round), else nothing.
fn seam(puzzle: &Puzzle, edge: EdgeId) -> &'static str {
    if puzzle.edges()[edge].wraps {
        " across the edge"
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use super::explain;
    use crate::formats::parse_task;
    use crate::solver::techniques::Reason;
    use crate::{Pos, Puzzle};

    /// Four 3s on the corners of a 3x3 board.
    fn square() -> Puzzle {
        parse_task("3x3:3a3c3a3").unwrap()
    }

    fn sentence(puzzle: &Puzzle, reason: Reason) -> String {
        explain(&reason, puzzle).to_string()
    }

    #[test]
    fn capacity_sentences_name_the_island_and_its_numbers() {
        let p = square();
        let island = p.island_at(Pos::new(0, 0)).unwrap();
        assert_eq!(
            sentence(&p, Reason::ExactlyEnough { island, target: 3 }),
            "The 3 at row 1, column 1 can take exactly 3 bridges from its neighbours, so it needs every one of them."
        );
        assert_eq!(
            sentence(
                &p,
                Reason::OnlyNeeds {
                    island,
                    target: 3,
                    more: 1
                }
            ),
            "The 3 at row 1, column 1 needs only one bridge more, so no pair of its can take a double now."
        );
    }

    #[test]
    fn at_least_names_the_neighbour_the_bridges_go_to() {
        let p = square();
        let (a, b) = (
            p.island_at(Pos::new(0, 0)).unwrap(),
            p.island_at(Pos::new(2, 0)).unwrap(),
        );
        let edge = p.edge_between(a, b).unwrap();
        assert_eq!(
            sentence(
                &p,
                Reason::AtLeast {
                    island: b,
                    target: 3,
                    from_others: 2,
                    edge,
                    at_least: 1
                }
            ),
            "The 3 at row 3, column 1 can get at most two bridges from its other neighbours, so it needs at least one bridge to row 1, column 1."
        );
    }

    #[test]
    fn isolation_of_a_larger_group_gives_its_size() {
        let p = square();
        let edge = p
            .edge_between(
                p.island_at(Pos::new(0, 0)).unwrap(),
                p.island_at(Pos::new(0, 2)).unwrap(),
            )
            .unwrap();
        assert_eq!(
            sentence(
                &p,
                Reason::WouldIsolate {
                    edge,
                    count: 2,
                    group_size: 3
                }
            ),
            "Two bridges between row 1, column 1 and row 1, column 3 would close a group of 3 islands off from the rest."
        );
    }

    #[test]
    fn a_bridge_over_the_seam_is_named_as_such() {
        // A cylinder row: 2 . 2 . — the pair is joined directly and across the edge.
        let p = parse_task("4x1w:2a2a").unwrap();
        let across = (0..p.edges().len()).find(|&e| p.edges()[e].wraps).unwrap();
        let direct = 1 - across;
        assert_eq!(
            sentence(&p, Reason::NeededForConnection { edge: across }),
            "Without a bridge between row 1, column 3 and row 1, column 1 across the edge the islands could no longer all be joined."
        );
        assert_eq!(
            sentence(&p, Reason::NeededForConnection { edge: direct }),
            "Without a bridge between row 1, column 1 and row 1, column 3 the islands could no longer all be joined."
        );
    }
}
