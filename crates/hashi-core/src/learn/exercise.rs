//! An exercise: a puzzle, a position on it, the placements it forces and why; and the
//! verdict on a player's move there. Checking needs no search: the solution is known.

use super::step::Step;
use super::technique_from_id;
use super::wrong;
use crate::formats::{parse_task, write_task};
use crate::hint::explain;
use crate::moves::Setting;
use crate::moves::{edge_of, Move};
use crate::puzzle::{EdgeId, Puzzle};
use crate::solver::techniques::Technique;
use crate::state::State;
use crate::words::{bridges, capitalise, places, Place};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A bridge count an exercise forces on one pair of islands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub edge: EdgeId,
    /// The least count the pair must have.
    pub count: u8,
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
    /// The solver's reason, as sentences for the player.
    pub reason: String,
}

/// The verdict on a move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// The move is forced here; the sentence says why.
    Right(String),
    /// The move is not what the position forces; the sentence says why it cannot be right.
    Wrong(String),
}

impl Verdict {
    pub fn is_right(&self) -> bool {
        matches!(self, Verdict::Right(_))
    }

    pub fn text(&self) -> &str {
        match self {
            Verdict::Right(s) | Verdict::Wrong(s) => s,
        }
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
        let mut reason = format!("{}: {}", technique.title(), explain(&key.reason, &puzzle));
        if key != &step.placing {
            reason.push(' ');
            reason.push_str(&explain(&step.placing.reason, &puzzle).to_string());
        }
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
            reason,
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
        return Verdict::Wrong(format!(
            "{} and {} cannot be joined: a bridge runs straight to the next island in line.",
            Place(mv.a),
            Place(mv.b)
        ));
    };
    let (a, b) = places(puzzle.edge_ends(edge));
    let before = exercise.position.count(edge);
    if mv.count() <= before {
        return Verdict::Wrong(format!(
            "The {} between {a} and {b} {} already certain: this step asks for a new bridge.",
            bridges(u32::from(before)),
            if before == 1 { "is" } else { "are" },
        ));
    }
    if exercise
        .forced
        .iter()
        .any(|p| p.edge == edge && mv.count() <= p.count)
    {
        return Verdict::Right(exercise.reason.clone());
    }
    if mv.count() > exercise.solution.count(edge) {
        return Verdict::Wrong(wrong::refute(puzzle, &exercise.position, edge, mv.count()));
    }
    if wrong::forced_anyway(puzzle, &exercise.position, edge, mv.count()) {
        return Verdict::Right(format!(
            "Yes, that is forced too: with fewer than {} between {a} and {b} the puzzle breaks. The step this position teaches: {}",
            bridges(u32::from(mv.count())),
            exercise.reason
        ));
    }
    Verdict::Wrong(wrong::unforced(
        puzzle,
        exercise.technique,
        exercise.forced.first().map(|step| step.edge),
        edge,
        mv.count(),
    ))
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
        return Verdict::Wrong(format!(
            "{} and {} cannot be joined.",
            Place(mv.a),
            Place(mv.b)
        ));
    };
    let (a, b) = places(puzzle.edge_ends(edge));
    if mv.count() < position.count(edge) {
        return Verdict::Right(format!(
            "Taken away: {} between {a} and {b} now.",
            bridges(u32::from(mv.count()))
        ));
    }
    if mv.count() > solution.count(edge) {
        return Verdict::Wrong(wrong::refute(puzzle, position, edge, mv.count()));
    }
    if let Some(right) = next.map(|e| check(e, mv)).filter(Verdict::is_right) {
        return right;
    }
    Verdict::Right(format!(
        "{} between {a} and {b}: that fits.",
        capitalise(&bridges(u32::from(mv.count())))
    ))
}

/// An exercise as it travels from the worker to the page: the puzzle as a task string,
/// positions as per-pair counts and the forced placements as move texts, all checked again
/// through the core when read back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExerciseData {
    pub technique: String,
    pub task: String,
    pub solution: Vec<u8>,
    pub position: Vec<u8>,
    pub forced: Vec<String>,
    pub reason: String,
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
        Ok(Exercise {
            technique,
            puzzle,
            solution,
            position,
            forced,
            reason: data.reason,
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
            reason: e.reason,
        }
    }
}
