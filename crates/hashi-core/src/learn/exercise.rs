//! An exercise: a puzzle, a position on it, the placements it forces and what it teaches; and
//! the verdict on a player's move there, as data (`say` writes its sentence). Checking needs
//! no search: the solution is known.

use super::step::Step;
use super::technique_from_id;
use super::wrong::{self, Breaking};
use crate::formats::{parse_task, write_task};
use crate::geom::Pos;
use crate::moves::Setting;
use crate::moves::{edge_of, Move};
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::solver::techniques::{Reason, Technique};
use crate::state::State;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A bridge count an exercise forces on one pair of islands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub edge: EdgeId,
    /// The least count the pair must have.
    pub count: u8,
}

/// What an exercise teaches: its technique's conclusion (`key`), and the deduction that
/// places the bridge when that is another one (a technique that only rules bridges out
/// teaches the conclusion a placement then needs). Islands and edges are named by id, or by
/// position for readers outside the core (see [`Teaching::locate`]).
#[derive(Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Teaching<Island = IslandId, Edge = EdgeId> {
    pub technique: Technique,
    pub key: Reason<Island, Edge>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placing: Option<Reason<Island, Edge>>,
}

/// A copy (see `Reason`'s clone).
impl<Island: Copy, Edge: Copy> Clone for Teaching<Island, Edge> {
    fn clone(&self) -> Self {
        *self
    }
}

impl Teaching {
    /// The same, with islands named by position and edges by their two ends.
    pub fn locate(&self, puzzle: &Puzzle) -> Teaching<Pos, [Pos; 2]> {
        Teaching {
            technique: self.technique,
            key: self.key.locate(puzzle),
            placing: self.placing.map(|placing| placing.locate(puzzle)),
        }
    }
}

/// A position where `technique` forces the next bridges.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "ExerciseData", into = "ExerciseData")]
pub struct Exercise {
    pub technique: Technique,
    pub puzzle: Puzzle,
    pub solution: State,
    pub position: State,
    pub forced: Vec<Placement>,
    /// The solver's reasons for the placement.
    pub teaching: Teaching,
}

/// The verdict on a move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// The move is forced here (or, on a whole puzzle, fits); the data says why.
    Right(Right),
    /// The move is not what the position forces; the data says why it cannot be right.
    Wrong(Wrong),
}

/// Why a move is right.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Right {
    /// A placement the exercise forces, for its reasons.
    Forced(Teaching),
    /// `count` bridges on `edge`, forced too though not by the step the exercise teaches.
    AlsoForced {
        edge: EdgeId,
        count: u8,
        teaching: Teaching,
    },
    /// On a whole puzzle: bridges taken away, down to `count` (always allowed).
    TakenAway { edge: EdgeId, count: u8 },
    /// On a whole puzzle: `count` bridges on `edge`, towards the solution.
    Fits { edge: EdgeId, count: u8 },
    /// The answer put on the board for the player ("Show me"), with its reasons.
    Shown(Teaching),
}

/// Why a move is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Wrong {
    /// No bridge can join the islands at `a` and `b`.
    NotAPair { a: Pos, b: Pos },
    /// Asks for no more than the `count` bridges already certain on `edge`.
    AlreadyCertain { edge: EdgeId, count: u8 },
    /// `count` bridges on `edge`, more than the solution has, and how the puzzle breaks.
    Breaks {
        edge: EdgeId,
        count: u8,
        why: Breaking,
    },
    /// `count` bridges on `edge`, towards the solution, but nothing on the board forces them
    /// yet: `technique` has something to say elsewhere, about the island `look_at`.
    NotYet {
        edge: EdgeId,
        count: u8,
        technique: Technique,
        look_at: Option<IslandId>,
    },
}

impl Verdict {
    pub fn is_right(&self) -> bool {
        matches!(self, Verdict::Right(_))
    }
}

impl Exercise {
    /// The exercise a step from `position` makes, about `technique`.
    pub(crate) fn from_step(
        technique: Technique,
        puzzle: Puzzle,
        solution: State,
        position: State,
        step: &Step,
    ) -> Exercise {
        let key = step.key(technique);
        let teaching = Teaching {
            technique,
            key: key.reason,
            placing: (key != &step.placing).then_some(step.placing.reason),
        };
        let forced = step
            .placements(&position)
            .into_iter()
            .map(|(edge, count)| Placement { edge, count })
            .collect();
        Exercise {
            technique,
            puzzle,
            solution,
            position,
            forced,
            teaching,
        }
    }

    /// The forced placements as moves.
    pub fn moves(&self) -> Vec<Move> {
        self.forced
            .iter()
            .map(|p| Move::on_edge(&self.puzzle, p.edge, p.count))
            .collect()
    }

    /// The position with every forced placement made: what the board shows once answered.
    pub fn answered(&self) -> State {
        let mut state = self.position.clone();
        for p in &self.forced {
            state.set(&self.puzzle, p.edge, Setting::Bridges(p.count));
        }
        state
    }
}

/// The verdict on `mv` made in `exercise`'s position: right when it adds a bridge the
/// exercise forces (or one forced anyway, which a player may see first), wrong otherwise,
/// with the reason either way.
pub fn check(exercise: &Exercise, mv: &Move) -> Verdict {
    let puzzle = &exercise.puzzle;
    let Ok(edge) = edge_of(puzzle, mv) else {
        return Verdict::Wrong(Wrong::NotAPair { a: mv.a, b: mv.b });
    };
    let (count, before) = (mv.count(), exercise.position.count(edge));
    if count <= before {
        return Verdict::Wrong(Wrong::AlreadyCertain {
            edge,
            count: before,
        });
    }
    if exercise
        .forced
        .iter()
        .any(|p| p.edge == edge && count <= p.count)
    {
        return Verdict::Right(Right::Forced(exercise.teaching));
    }
    if count > exercise.solution.count(edge) {
        let why = wrong::refute(puzzle, &exercise.position, edge, count);
        return Verdict::Wrong(Wrong::Breaks { edge, count, why });
    }
    if wrong::forced_anyway(puzzle, &exercise.position, edge, count) {
        return Verdict::Right(Right::AlsoForced {
            edge,
            count,
            teaching: exercise.teaching,
        });
    }
    Verdict::Wrong(Wrong::NotYet {
        edge,
        count,
        technique: exercise.technique,
        look_at: exercise
            .forced
            .first()
            .map(|step| puzzle.edges()[step.edge].a),
    })
}

/// The verdict on `mv` while solving a whole puzzle from `position`: any step towards the
/// solution is right (with `next`'s reason when it is that step), any move away from it is
/// explained. Taking a bridge away is always allowed.
pub fn check_progress(
    puzzle: &Puzzle,
    solution: &State,
    position: &State,
    next: Option<&Exercise>,
    mv: &Move,
) -> Verdict {
    let Ok(edge) = edge_of(puzzle, mv) else {
        return Verdict::Wrong(Wrong::NotAPair { a: mv.a, b: mv.b });
    };
    let count = mv.count();
    if count < position.count(edge) {
        return Verdict::Right(Right::TakenAway { edge, count });
    }
    if count > solution.count(edge) {
        let why = wrong::refute(puzzle, position, edge, count);
        return Verdict::Wrong(Wrong::Breaks { edge, count, why });
    }
    if let Some(right) = next.map(|e| check(e, mv)).filter(Verdict::is_right) {
        return right;
    }
    Verdict::Right(Right::Fits { edge, count })
}

/// An exercise as it travels from the worker to the page: the puzzle as a task string,
/// positions as per-pair counts and the forced placements as move texts, all checked again
/// through the core when read back; what it teaches as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExerciseData {
    pub technique: String,
    pub task: String,
    pub solution: Vec<u8>,
    pub position: Vec<u8>,
    pub forced: Vec<String>,
    pub teaching: Teaching,
}
/// Why exercise data does not make an exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExerciseError {
    Technique(String),
    Puzzle(String),
    Counts(String),
    /// A forced move that is not a pair of this puzzle, or not above the position.
    Forced(String),
    /// The position has bridges the solution does not.
    Position,
    /// What it teaches names an island or a pair the puzzle does not have.
    Teaching,
}

impl fmt::Display for ExerciseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExerciseError::Technique(id) => write!(f, "“{id}” is not a technique"),
            ExerciseError::Puzzle(why) => write!(f, "the exercise's puzzle cannot be read: {why}"),
            ExerciseError::Counts(why) => write!(f, "the exercise's bridges cannot be read: {why}"),
            ExerciseError::Forced(mv) => {
                write!(
                    f,
                    "the forced move “{mv}” does not add a bridge on this board"
                )
            }
            ExerciseError::Position => {
                write!(
                    f,
                    "the exercise's position has bridges its solution does not"
                )
            }
            ExerciseError::Teaching => {
                write!(
                    f,
                    "the exercise's reason names what its puzzle does not have"
                )
            }
        }
    }
}

impl std::error::Error for ExerciseError {}

impl TryFrom<ExerciseData> for Exercise {
    type Error = ExerciseError;

    fn try_from(data: ExerciseData) -> Result<Self, Self::Error> {
        let technique = technique_from_id(&data.technique)
            .ok_or_else(|| ExerciseError::Technique(data.technique.clone()))?;
        let puzzle = parse_task(&data.task).map_err(|e| ExerciseError::Puzzle(e.to_string()))?;
        let counts = |c: &[u8]| {
            State::from_counts(&puzzle, c).map_err(|e| ExerciseError::Counts(e.to_string()))
        };
        let (solution, position) = (counts(&data.solution)?, counts(&data.position)?);
        if (0..puzzle.edges().len()).any(|e| position.count(e) > solution.count(e)) {
            return Err(ExerciseError::Position);
        }
        let forced = data
            .forced
            .iter()
            .map(|text| {
                let bad = || ExerciseError::Forced(text.clone());
                let mv: Move = text.parse().map_err(|_| bad())?;
                let edge = edge_of(&puzzle, &mv).map_err(|_| bad())?;
                let fits = mv.count() > position.count(edge) && mv.count() <= solution.count(edge);
                fits.then_some(Placement {
                    edge,
                    count: mv.count(),
                })
                .ok_or_else(bad)
            })
            .collect::<Result<_, _>>()?;
        let teaching = data.teaching;
        if !teaching.key.fits(&puzzle) || teaching.placing.is_some_and(|r| !r.fits(&puzzle)) {
            return Err(ExerciseError::Teaching);
        }
        Ok(Exercise {
            technique,
            puzzle,
            solution,
            position,
            forced,
            teaching: data.teaching,
        })
    }
}

impl From<Exercise> for ExerciseData {
    fn from(e: Exercise) -> Self {
        ExerciseData {
            technique: e.technique.id().to_string(),
            task: write_task(&e.puzzle),
            forced: e.moves().iter().map(Move::to_string).collect(),
            solution: e.solution.counts().to_vec(),
            position: e.position.counts().to_vec(),
            teaching: e.teaching,
        }
    }
}
