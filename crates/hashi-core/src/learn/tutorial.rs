//! The tutorial: short steps on tiny hand-written boards, each asking for one move that a
//! technique forces, then a small whole puzzle. Each board's one solution is written out
//! here and checked against the solver in the tests.

use super::exercise::Exercise;
use super::step::next_step;
use crate::formats::parse_task;
use crate::moves::{edge_of, Move};
use crate::solver::techniques::Technique;
use crate::solver::Budget;
use crate::state::State;

/// What a step asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// One move, forced by `technique`.
    OneMove(Technique),
    /// The whole puzzle.
    Solve,
}

/// One step of the tutorial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TutorialStep {
    pub title: &'static str,
    /// What the player is told before moving.
    pub lesson: &'static str,
    pub task: &'static str,
    /// Bridges already on the board, as move texts.
    pub given: &'static [&'static str],
    /// The board's one solution, as move texts.
    pub solution: &'static [&'static str],
    pub kind: StepKind,
}

/// Work allowed to find a step's forced move (tiny boards need a few hundred units).
const STEP_BUDGET: Budget = Budget::work(100_000);

impl TutorialStep {
    /// The step's exercise: its board, position, solution and the move it forces (for the
    /// whole puzzle, the first move a player would find). None only if the step's data is
    /// wrong, which the tests rule out.
    pub fn exercise(&self) -> Option<Exercise> {
        self.exercise_at(&self.position()?)
    }

    /// The exercise from `position` on this step's board: the next forced move from there.
    pub fn exercise_at(&self, position: &State) -> Option<Exercise> {
        let puzzle = parse_task(self.task).ok()?;
        let solution = state_of(&puzzle, self.solution)?;
        let step = next_step(&puzzle, position, Technique::Lookahead, STEP_BUDGET)?;
        let technique = match self.kind {
            StepKind::OneMove(t) => t,
            StepKind::Solve => step.hardest(),
        };
        Some(Exercise::from_step(
            technique,
            puzzle,
            solution,
            position.clone(),
            &step,
        ))
    }

    /// The step's board.
    pub fn puzzle(&self) -> Option<crate::Puzzle> {
        parse_task(self.task).ok()
    }

    /// The bridges the step starts with.
    pub fn position(&self) -> Option<State> {
        state_of(&self.puzzle()?, self.given)
    }
}

fn state_of(puzzle: &crate::Puzzle, moves: &[&str]) -> Option<State> {
    let mut state = State::empty(puzzle);
    for text in moves {
        let mv: Move = text.parse().ok()?;
        let edge = edge_of(puzzle, &mv).ok()?;
        state.set(puzzle, edge, mv.setting);
    }
    Some(state)
}

/// The steps, in order.
pub fn tutorial() -> &'static [TutorialStep] {
    &STEPS
}

static STEPS: [TutorialStep; 8] = [
    TutorialStep {
        title: "One bridge",
        lesson: "Each number says how many bridges touch that island. These two 1s can only reach each other: drag from one to the other, or tap one and then the other.",
        task: "3x1:1a1",
        given: &[],
        solution: &["0,0-0,2=1"],
        kind: StepKind::OneMove(Technique::Capacity),
    },
    TutorialStep {
        title: "Two bridges",
        lesson: "A pair of islands can hold one or two bridges, never more. Each 2 here has one neighbour, so it needs both bridges from it: tap the pair twice.",
        task: "3x1:2a2",
        given: &[],
        solution: &["0,0-0,2=2"],
        kind: StepKind::OneMove(Technique::Capacity),
    },
    TutorialStep {
        title: "Capacity",
        lesson: "The 4 in the corner has two neighbours, and each pair holds at most two bridges: it needs every one of them. Place one of its bridges.",
        task: "5x5:4a5a1g2g3c1",
        given: &[],
        solution: &[
            "0,0-0,2=2",
            "0,0-4,0=2",
            "0,2-0,4=1",
            "0,2-2,2=2",
            "4,0-4,4=1",
        ],
        kind: StepKind::OneMove(Technique::Capacity),
    },
    TutorialStep {
        title: "Every direction",
        lesson: "An island that cannot reach its number without one of its neighbours needs at least one bridge to it. Find the island that needs a bridge in every direction it has.",
        task: "5x5:2c2e3a4a3g2b",
        given: &["2,2-4,2=2"],
        solution: &[
            "0,0-2,0=2",
            "0,4-2,4=2",
            "2,0-2,2=1",
            "2,2-2,4=1",
            "2,2-4,2=2",
        ],
        kind: StepKind::OneMove(Technique::EveryDirection),
    },
    TutorialStep {
        title: "Crossing",
        lesson: "Bridges run straight and never cross. The bridge already drawn blocks a way some island was counting on: find the island it leaves with no choice.",
        task: "5x5:2c1b1b4c2e4a4a2",
        given: &["1,2-4,2=1"],
        solution: &[
            "0,0-2,0=2",
            "0,4-2,4=1",
            "1,2-4,2=1",
            "2,0-4,0=2",
            "2,4-4,4=1",
            "4,0-4,2=2",
            "4,2-4,4=1",
        ],
        kind: StepKind::OneMove(Technique::Crossing),
    },
    TutorialStep {
        title: "Isolation",
        lesson: "In the end every island must be joined into one group. A bridge between the two 1s would fill both and leave them cut off from the rest, so each 1 has to look the other way.",
        task: "3x3:1a1c2a2",
        given: &["2,0-2,2=1"],
        solution: &["0,0-2,0=1", "0,2-2,2=1", "2,0-2,2=1"],
        kind: StepKind::OneMove(Technique::Isolation),
    },
    TutorialStep {
        title: "Connectivity",
        lesson: "Sometimes one pair of islands is the only link left between two parts of the board. Without a bridge there the islands could never all be joined: find that pair.",
        task: "7x7:2a3a3a3i2j3b3h3a31a3b1a",
        given: &[
            "0,0-0,2=1",
            "0,4-0,6=1",
            "0,4-5,4=1",
            "0,6-3,6=1",
            "2,2-4,2=1",
            "3,6-5,6=1",
            "4,2-6,2=1",
            "5,4-5,6=1",
            "6,2-6,5=1",
        ],
        solution: &[
            "0,0-0,2=1",
            "0,0-6,0=1",
            "0,2-0,4=1",
            "0,2-2,2=1",
            "0,4-0,6=1",
            "0,4-5,4=1",
            "0,6-3,6=2",
            "2,2-4,2=1",
            "3,6-5,6=1",
            "4,2-6,2=2",
            "5,4-5,6=2",
            "6,2-6,5=1",
        ],
        kind: StepKind::OneMove(Technique::Connectivity),
    },
    TutorialStep {
        title: "A whole puzzle",
        lesson: "Now a whole puzzle: every island gets its number of bridges, no bridges cross, and all the islands end in one connected group. Use what you have learned.",
        task: "5x5:1c1e3a2a3e2c2",
        given: &[],
        solution: &[
            "0,0-2,0=1",
            "0,4-2,4=1",
            "2,0-2,2=1",
            "2,0-4,0=1",
            "2,2-2,4=1",
            "2,4-4,4=1",
            "4,0-4,4=1",
        ],
        kind: StepKind::Solve,
    },
];
