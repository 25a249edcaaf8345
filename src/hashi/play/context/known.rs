//! The solution as far as a game screen knows it, which the aids and Check's marks read:
//! carried with the puzzle, found by the worker once, or known not to exist.

use super::GameContext;
use hashi_core::solver::Unsolved;
use hashi_core::State;
use leptos::prelude::*;

/// The unique solution as far as the screen knows it: carried with the puzzle when the
/// generator made it, otherwise found by the worker once, when an aid first needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Known {
    /// Not looked for yet (or the worker's answer did not fit the puzzle).
    Unknown,
    Found(State),
    /// There is none, several, or too large to check within the solver's work budget.
    Unsolved(Unsolved),
}

impl GameContext {
    /// Whether the board has a bridge or mark the known solution does not (tracked; false
    /// while it is not known). Read in place: it follows every move, and the solution is big.
    pub fn has_known_mistakes(&self) -> bool {
        self.solution.with(|known| match known {
            Known::Found(solution) => self.game.with(|g| g.has_mistakes(solution)),
            Known::Unknown | Known::Unsolved(_) => false,
        })
    }

    /// The unique solution once it is known (tracked: a printed solution waits on it).
    pub fn found_solution(&self) -> Option<State> {
        self.solution.with(|known| match known {
            Known::Found(solution) => Some(solution.clone()),
            Known::Unknown | Known::Unsolved(_) => None,
        })
    }

    /// The unique solution, or why there is none, as far as it is known (untracked: for an
    /// event, a timer or an answer from the worker).
    pub fn known_solution_untracked(&self) -> Known {
        self.solution.get_untracked()
    }

    /// Keeps what the worker found, so no later aid searches again. Counts that are not a
    /// position of this puzzle are ignored (the next aid asks again).
    pub fn learn_solution(&self, found: Result<Vec<u8>, Unsolved>) {
        let known = match found {
            Ok(counts) => match self
                .game
                .try_with_untracked(|g| State::from_counts(g.puzzle(), &counts))
            {
                Some(Ok(state)) => Known::Found(state),
                // A bad answer, or a screen closed meanwhile.
                _ => return,
            },
            Err(why) => Known::Unsolved(why),
        };
        self.solution.try_set(known);
    }

    /// The known solution as the worker takes it, if it is known and exists.
    pub fn solution_counts(&self) -> Option<Vec<u8>> {
        self.solution.with_untracked(|known| match known {
            Known::Found(state) => Some(state.counts().to_vec()),
            _ => None,
        })
    }
}
