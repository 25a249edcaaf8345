//! The logical path: the deductions the rating's logical solve makes on a puzzle, from the
//! empty board to the solution, for a player to step through after a solve, one sentence
//! each (written by `hashi_words::aid::path_step` from the step's data).

use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::solver::techniques::{Deducer, Deduction, Technique};
use crate::solver::{Bounds, Budget};
use crate::state::State;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a step of the path was found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Found {
    /// A technique's deduction.
    Deduced(Deduction),
    /// No technique found the next step: the solution's count on `edge` was taken (a player
    /// would have had to guess).
    Taken { edge: EdgeId, count: u8 },
}

/// One step of the path, with what is known after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PathStep {
    pub found: Found,
    /// The edges it narrowed.
    pub edges: Vec<EdgeId>,
    /// The islands its reasoning looks at.
    pub islands: Vec<IslandId>,
    /// Per edge, the bridges certain after this step.
    pub counts: Vec<u8>,
    /// The edges known to take no bridge after this step (that could otherwise have one):
    /// shown as no-bridge marks.
    pub closed: Vec<EdgeId>,
}

impl PathStep {
    /// The technique that found it; `None` where the solution's count was taken.
    pub fn technique(&self) -> Option<Technique> {
        match &self.found {
            Found::Deduced(d) => Some(d.technique),
            Found::Taken { .. } => None,
        }
    }
}

/// Why no path was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PathError {
    /// The work budget ran out after this many units.
    GaveUp { work: u64 },
    /// A deduction contradicted the solution given: it is not this puzzle's solution.
    WrongSolution,
}

impl fmt::Display for PathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PathError::GaveUp { work } => write!(
                f,
                "gave up after {work} work units: the logical path of this puzzle is too long to work out here"
            ),
            PathError::WrongSolution => {
                write!(f, "the deductions contradict the solution given for this puzzle")
            }
        }
    }
}

impl std::error::Error for PathError {}

/// The deductions, simplest technique first as the rating takes them, that solve `puzzle`
/// from the empty board, within `budget`. Where no technique finds the next step, the
/// count of one open edge is taken from `solution` (its unique solution), as the rating does.
///
/// ```
/// use hashi_core::{formats::parse_task, hint::logical_path, solver::Budget, State};
/// let p = parse_task("3x1:2a2").unwrap();
/// let mut solution = State::empty(&p);
/// solution = hashi_core::apply(&p, &solution, &"0,0-0,2=2".parse().unwrap(), hashi_core::Mode::Free).unwrap();
/// let path = logical_path(&p, &solution, Budget::DEFAULT).unwrap();
/// assert_eq!(path.len(), 1);
/// assert_eq!(path[0].counts, vec![2]);
/// ```
pub fn logical_path(
    puzzle: &Puzzle,
    solution: &State,
    budget: Budget,
) -> Result<Vec<PathStep>, PathError> {
    let mut bounds = Bounds::open(puzzle);
    let mut deducer = Deducer::within(puzzle, budget);
    let mut path = Vec::new();
    let empty = State::empty(puzzle);
    while !bounds.all_fixed() {
        let (found, edges, islands) = match deducer.next(puzzle, &bounds, Technique::Lookahead) {
            Ok(Some(d)) => {
                if d.apply(&mut bounds).is_err() {
                    return Err(PathError::WrongSolution);
                }
                deducer.changed(puzzle, d.edges());
                let (edges, islands) = (d.edges().collect(), d.islands.clone());
                (Found::Deduced(d), edges, islands)
            }
            _ if deducer.out_of_work() => {
                return Err(PathError::GaveUp {
                    work: deducer.work(),
                })
            }
            _ => {
                let Some(edge) = (0..puzzle.edges().len()).find(|&e| !bounds.is_fixed(e)) else {
                    break;
                };
                let count = solution.count(edge);
                if bounds.narrow(puzzle, edge, count, count).is_err() {
                    return Err(PathError::WrongSolution);
                }
                deducer.changed(puzzle, [edge]);
                let e = puzzle.edges()[edge];
                (Found::Taken { edge, count }, vec![edge], vec![e.a, e.b])
            }
        };
        let counts: Vec<u8> = (0..puzzle.edges().len()).map(|e| bounds.lo(e)).collect();
        // An edge blocked by a certain bridge needs no mark: the bridge shows it.
        let closed = (0..puzzle.edges().len())
            .filter(|&e| bounds.hi(e) == 0)
            .filter(|&e| !puzzle.crossings(e).iter().any(|&o| counts[o] > 0))
            .collect();
        path.push(PathStep {
            found,
            edges,
            islands,
            counts,
            closed,
        });
    }
    // The path ends on the solution; anything else means the solution given was another's.
    match path.last() {
        Some(last) if last.counts != solution.counts() => Err(PathError::WrongSolution),
        None if empty.counts() != solution.counts() => Err(PathError::WrongSolution),
        _ => Ok(path),
    }
}
