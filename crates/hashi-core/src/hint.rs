//! Hints from a player's position: first any bridges that contradict the solution, otherwise
//! the next deduction that places a bridge, with its technique and reason.

use crate::puzzle::{EdgeId, Puzzle};
use crate::solver::techniques::{next_deduction, Deduction, EdgeChange, Technique};
use crate::solver::{solve, Bounds, Uniqueness};
use crate::state::State;
use crate::{is_solved, Move};

/// What a player is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The position is already solved.
    Solved,
    /// These edges hold more bridges than the solution has (first one first).
    Mistakes(Vec<EdgeId>),
    /// The next step, explained.
    Step(Deduction),
    /// No technique finds the next step; this bridge of the solution is revealed instead.
    Reveal { edge: EdgeId, count: u8 },
    /// The puzzle has no single solution to steer towards.
    Unsolvable(Uniqueness),
}

impl Hint {
    /// The moves that carry the hint out on the board (none for mistakes or a solved board).
    pub fn moves(&self, puzzle: &Puzzle, state: &State) -> Vec<Move> {
        match self {
            Hint::Step(d) => d
                .changes
                .iter()
                .filter(|c| c.lo > state.count(c.edge))
                .map(|c| Move::on_edge(puzzle, c.edge, c.lo))
                .collect(),
            Hint::Reveal { edge, count } => vec![Move::on_edge(puzzle, *edge, *count)],
            _ => Vec::new(),
        }
    }

    /// One sentence for the player.
    pub fn text(&self, puzzle: &Puzzle) -> String {
        match self {
            Hint::Solved => "The puzzle is solved.".into(),
            Hint::Mistakes(edges) => {
                let (a, b) = puzzle.edge_ends(edges[0]);
                let more = match edges.len() {
                    1 => String::new(),
                    n => format!(" ({} mistakes in all)", n),
                };
                format!("The bridge between {a} and {b} is not part of the solution{more}.")
            }
            Hint::Step(d) => format!("{}: {}", d.technique.title(), d.reason),
            Hint::Reveal { edge, count } => {
                let (a, b) = puzzle.edge_ends(*edge);
                format!(
                    "No single deduction finds the next step here; the solution has {count} between {a} and {b}."
                )
            }
            Hint::Unsolvable(u) => format!(
                "This puzzle has {} solution, so there is no hint to give.",
                match u {
                    Uniqueness::None => "no",
                    _ => "more than one",
                }
            ),
        }
    }
}

/// The edges whose bridges exceed the unique solution's, in edge order.
pub fn mistakes(puzzle: &Puzzle, state: &State, solution: &State) -> Vec<EdgeId> {
    (0..puzzle.edges().len())
        .filter(|&e| state.count(e) > solution.count(e))
        .collect()
}

/// The hint for `state`.
pub fn hint(puzzle: &Puzzle, state: &State) -> Hint {
    if is_solved(puzzle, state) {
        return Hint::Solved;
    }
    let found = solve(puzzle, 2);
    if found.uniqueness() != Uniqueness::Unique {
        return Hint::Unsolvable(found.uniqueness());
    }
    let solution = &found.solutions[0];
    let wrong = mistakes(puzzle, state, solution);
    if !wrong.is_empty() {
        return Hint::Mistakes(wrong);
    }
    let mut bounds = Bounds::at_least(puzzle, state);
    while let Ok(Some(d)) = next_deduction(puzzle, &bounds, Technique::Lookahead) {
        if d.changes.iter().any(|c| c.lo > state.count(c.edge)) {
            return Hint::Step(actionable(d, state));
        }
        if d.apply(&mut bounds).is_err() {
            break;
        }
    }
    // Deduction ran dry: reveal the first bridge the player is missing.
    (0..puzzle.edges().len())
        .find(|&e| solution.count(e) > state.count(e))
        .map(|edge| Hint::Reveal {
            edge,
            count: solution.count(edge),
        })
        .unwrap_or(Hint::Solved)
}

/// Keeps only the changes that add bridges to the board, so applying the hint changes
/// exactly the edges it names.
fn actionable(mut d: Deduction, state: &State) -> Deduction {
    d.changes
        .retain(|c: &EdgeChange| c.lo > state.count(c.edge));
    d
}
