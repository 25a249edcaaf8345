//! The Slide solver as a worker job: a board's layout text in, the moves home out, within a
//! budget of expanded boards. Plain functions, tested natively.

use crate::protocol::SlideWay;
use slide_core::solver::{solve_within, Budget, Outcome};
use slide_core::{Board, LayoutError};

/// The most expanded boards a page may ask for: ten times the default, so a request cannot
/// keep the worker busy much longer than the page waits.
pub const SLIDE_MAX_EXPANSIONS: u32 = 10 * Budget::DEFAULT.expansions;

/// The solver's way home from the board `layout` describes, or why it cannot be read.
pub fn slide_way(layout: &str, budget: u32) -> Result<SlideWay, LayoutError> {
    let board: Board = layout.parse()?;
    let budget = Budget {
        expansions: budget.min(SLIDE_MAX_EXPANSIONS),
    };
    let outcome = solve_within(&board, budget);
    let remaining = match outcome {
        Outcome::Solved { .. } => 0,
        Outcome::Unsolved {
            remaining_distance, ..
        } => remaining_distance,
    };
    Ok(SlideWay {
        moves: outcome.moves().iter().map(ToString::to_string).collect(),
        solved: outcome.is_solved(),
        remaining,
    })
}

#[cfg(test)]
mod tests {
    use crate::jobs::run;
    use crate::protocol::{Job, Refusal, Reply, Sent, SlideWay};
    use slide_core::solver::distance;
    use slide_core::{apply, Board, Budget, Challenge, Move};

    fn way(board: &Board, budget: u32) -> SlideWay {
        match run(&Job::SlideSolve {
            board: board.to_string(),
            budget,
        }) {
            Reply::SlideWay(way) => way,
            other => panic!("{other:?}"),
        }
    }

    fn replay(board: &Board, moves: &[String]) -> Board {
        moves.iter().fold(board.clone(), |at, text| {
            let mv: Move = text.parse().expect("moves travel in their text form");
            apply(&at, mv).expect("every move is legal")
        })
    }

    #[test]
    fn a_challenge_comes_back_with_moves_that_replay_home() {
        let board = Challenge { seed: 7, steps: 50 }.board();
        let found = way(&board, Budget::DEFAULT.expansions);
        assert!(found.solved);
        assert_eq!(found.remaining, 0);
        assert!(!found.moves.is_empty());
        assert!(replay(&board, &found.moves).is_solved());
        // The same board gets the same answer: the page's cached way stays valid.
        assert_eq!(found, way(&board, Budget::DEFAULT.expansions));
    }

    #[test]
    fn out_of_budget_the_partial_way_says_how_far_it_is_from_home() {
        let board = Challenge {
            seed: 3,
            steps: 1000,
        }
        .board();
        let found = way(&board, 50);
        assert!(!found.solved);
        let reached = replay(&board, &found.moves);
        assert_eq!(found.remaining, distance(&reached));
        assert!(found.remaining > 0);
    }

    #[test]
    fn the_solved_board_needs_no_moves() {
        let found = way(&Board::solved(), 10);
        assert!(found.solved && found.moves.is_empty());
    }

    #[test]
    fn an_unreadable_board_is_refused() {
        let reply = run(&Job::SlideSolve {
            board: "0011".into(),
            budget: 1000,
        });
        assert_eq!(
            reply,
            Reply::Refused(Refusal::Unreadable(Sent::SlideBoard)),
            "a short layout cannot be a board"
        );
    }
}
