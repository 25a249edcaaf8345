//! Hints from a player's position: first any bridges or no-bridge marks that contradict the
//! solution, otherwise the next deduction that places a bridge, with its technique and
//! reason. The player's marks are taken as claims: a wrong one is a mistake, and right ones
//! narrow what the deductions start from. Hints, what "find my mistake" finds and the steps of
//! a logical path are data (the worker sends them as they are); `hashi_words::aid` writes the
//! sentences for them; `report` names everything by position for JSON; `path` lists a whole logical
//! solve. (The ladder that graduates a hint over three presses is the model's: `crate::ladder`.)

mod path;
mod report;

pub use crate::rules::{mistakes, Mistake};
pub use path::{logical_path, Found, PathError, PathStep};
pub use report::Report;

use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::solver::techniques::{Deducer, Deduction, EdgeChange, Technique};
use crate::solver::{unique_solution_within, Bounds, Budget, Unsolved};
use crate::state::State;
use crate::{is_solved, Move};
use serde::{Deserialize, Serialize};

/// What a player is told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hint {
    /// The position is already solved.
    Solved,
    /// These bridges and marks contradict the solution, in edge order.
    Mistakes(Vec<Mistake>),
    /// The next step, explained.
    Step(Deduction),
    /// No technique finds the next step; this bridge of the solution is revealed instead.
    Reveal { edge: EdgeId, count: u8 },
    /// The puzzle has no single solution to steer towards, or the search gave up before it
    /// could find out ([`Unsolved::GaveUp`]: "This puzzle is too large to check here.").
    Unsolvable(Unsolved),
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

    /// What the board highlights for it: the islands a step looks at (or the ends of the
    /// edges named) and the edges it decides, the mistakes or the revealed edge.
    pub fn highlights(&self, puzzle: &Puzzle) -> (Vec<IslandId>, Vec<EdgeId>) {
        let edges: Vec<EdgeId> = match self {
            Hint::Step(d) => d.edges().collect(),
            Hint::Mistakes(wrong) => wrong.iter().map(|m| m.edge()).collect(),
            Hint::Reveal { edge, .. } => vec![*edge],
            Hint::Solved | Hint::Unsolvable(_) => Vec::new(),
        };
        let islands = match self {
            Hint::Step(d) if !d.islands.is_empty() => d.islands.clone(),
            _ => ends(puzzle, &edges),
        };
        (islands, edges)
    }

    /// Whether showing it counts as a hint taken: a step, or a bridge revealed (a mistake
    /// pointed out or a solved board does not).
    pub fn counts_as_hint(&self) -> bool {
        matches!(self, Hint::Step(_) | Hint::Reveal { .. })
    }

    /// A stable name for the kind of hint (used in JSON and the CLI).
    pub fn kind(&self) -> &'static str {
        match self {
            Hint::Solved => "solved",
            Hint::Mistakes(_) => "mistakes",
            Hint::Step(_) => "step",
            Hint::Reveal { .. } => "reveal",
            Hint::Unsolvable(Unsolved::GaveUp) => "gave-up",
            Hint::Unsolvable(_) => "unsolvable",
        }
    }
}

/// What "find my mistake" tells the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Finding {
    /// The bridges and no-bridge marks that contradict the solution, in edge order (never
    /// empty): the first is named.
    Mistakes(Vec<Mistake>),
    /// Every bridge is part of the solution; `marked` when the board has no-bridge marks,
    /// none of them wrong either.
    NoMistakes { marked: bool },
    /// There is no single solution to compare with, or it could not be found in time.
    Unsolvable(Unsolved),
}

impl Finding {
    /// The finding for `state` against `solution`, or why there is none to compare with.
    pub fn of(puzzle: &Puzzle, state: &State, solution: &Result<State, Unsolved>) -> Finding {
        let solution = match solution {
            Ok(solution) => solution,
            Err(why) => return Finding::Unsolvable(*why),
        };
        let wrong = mistakes(puzzle, state, solution);
        if wrong.is_empty() {
            Finding::NoMistakes {
                marked: !state.marked_edges().is_empty(),
            }
        } else {
            Finding::Mistakes(wrong)
        }
    }

    /// What the board highlights: the first mistake's edge and its two ends.
    pub fn highlights(&self, puzzle: &Puzzle) -> (Vec<IslandId>, Vec<EdgeId>) {
        match self {
            Finding::Mistakes(wrong) => {
                let first: Vec<EdgeId> = wrong.iter().take(1).map(|m| m.edge()).collect();
                (ends(puzzle, &first), first)
            }
            Finding::NoMistakes { .. } | Finding::Unsolvable(_) => (Vec::new(), Vec::new()),
        }
    }
}

/// The islands at either end of `edges`.
fn ends(puzzle: &Puzzle, edges: &[EdgeId]) -> Vec<IslandId> {
    edges
        .iter()
        .flat_map(|&e| {
            let edge = puzzle.edges()[e];
            [edge.a, edge.b]
        })
        .collect()
}

/// The hint for `state`, solving the puzzle first within [`Budget::DEFAULT`]. A caller that
/// already knows the solution (the generator's, or one solved earlier) should call
/// [`hint_with`] instead.
///
/// ```
/// use hashi_core::{formats::parse_task, hint::{hint, Hint}, State};
/// let puzzle = parse_task("3x1:2a2").unwrap();
/// let h = hint(&puzzle, &State::empty(&puzzle));
/// assert!(matches!(h, Hint::Step(_)));
/// assert_eq!(h.moves(&puzzle, &State::empty(&puzzle))[0].to_string(), "0,0-0,2=2");
/// ```
pub fn hint(puzzle: &Puzzle, state: &State) -> Hint {
    hint_within(puzzle, state, Budget::DEFAULT)
}

/// Like [`hint`], with the uniqueness check limited to `budget`: when it runs out the hint is
/// [`Hint::Unsolvable`] with [`Unsolved::GaveUp`].
pub fn hint_within(puzzle: &Puzzle, state: &State, budget: Budget) -> Hint {
    if is_solved(puzzle, state) {
        return Hint::Solved;
    }
    match unique_solution_within(puzzle, budget) {
        Ok(solution) => hint_with(puzzle, state, &solution),
        Err(unsolved) => Hint::Unsolvable(unsolved),
    }
}

/// The hint for `state` against the puzzle's known unique `solution`, with no search. The
/// deductions it tries are limited to [`Budget::DEFAULT`] (lookahead on a big board tries
/// every edge); when that runs out it reveals a bridge, as when deduction runs dry.
pub fn hint_with(puzzle: &Puzzle, state: &State, solution: &State) -> Hint {
    // Pencil bridges are the player's guesses, not yet their position: hints ignore them.
    let state = state.committed();
    if is_solved(puzzle, state) {
        return Hint::Solved;
    }
    let wrong = mistakes(puzzle, state, solution);
    if !wrong.is_empty() {
        return Hint::Mistakes(wrong);
    }
    let mut bounds = Bounds::at_least(puzzle, state);
    // With no mistakes every mark agrees with the solution, so it may narrow the search.
    for edge in state.marked_edges() {
        if bounds.narrow(puzzle, edge, 0, 0).is_err() {
            break;
        }
    }
    let mut deducer = Deducer::within(puzzle, Budget::DEFAULT);
    while let Ok(Some(d)) = deducer.next(puzzle, &bounds, Technique::Lookahead) {
        if d.changes.iter().any(|c| c.lo > state.count(c.edge)) {
            return Hint::Step(actionable(d, state));
        }
        if d.apply(&mut bounds).is_err() {
            break;
        }
        deducer.changed(puzzle, d.edges());
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

/// The aid that needs the unique solution, as its sentence names it when there is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Aid {
    Hint,
    /// Find my mistake, and rewinding to before it: "compare with".
    Compare,
    /// Solve: "reveal".
    Reveal,
    /// The logical path: "follow".
    Follow,
}
