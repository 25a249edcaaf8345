//! How long a puzzle takes this player: what the rater's path says about a puzzle, a record of
//! each solve, and a small model of the log of solving time fitted on the player's own solves,
//! which starts from a prior set by the solver's path and leans on it less as solves accumulate.
//!
//! The model is a ridge regression of ln(seconds) on a puzzle's [`Features`], shrunk towards
//! the prior's weights rather than towards zero: with no solves it *is* the prior, and each
//! solve moves it towards the player. It is refitted in closed form after each solve (ten
//! features: a 10x10 system), which takes microseconds for the 500 solves kept.

mod fit;
pub mod minutes;
#[cfg(test)]
mod minutes_tests;
mod plain;
pub mod summary;
#[cfg(test)]
mod tests;
mod typical;

pub use fit::{Pace, ROUGH_UNTIL};

use crate::rating::{Band, Rating};
use crate::solver::techniques::Technique;
use serde::{Deserialize, Serialize};

/// How many solves are kept: the newest, so the model follows a player who gets faster. At
/// about 40 bytes each in JSON, 500 stay well under 100 KB.
pub const KEPT_SOLVES: usize = 500;

/// The shortest and longest solving times the model believes, in seconds: a solve of a
/// second is a replayed or pasted position, and one of days a tab left open.
pub const SECONDS: (f64, f64) = (5.0, 4.0 * 3600.0);

/// A puzzle as the rater's path describes it: what a solving time depends on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleShape {
    /// Islands on the board.
    #[serde(rename = "i")]
    pub islands: u16,
    /// Deductions by each technique, in [`Technique::ALL`]'s order.
    #[serde(rename = "u")]
    pub uses: [u16; 7],
    /// Bridges the rater had to guess (no technique applied).
    #[serde(rename = "g")]
    pub guesses: u16,
}

impl PuzzleShape {
    /// The shape of a puzzle of `islands` islands that the rater solved as `rating` says.
    pub fn of(rating: &Rating, islands: usize) -> PuzzleShape {
        let clamp = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
        let mut uses = [0; 7];
        for (at, technique) in Technique::ALL.into_iter().enumerate() {
            uses[at] = clamp(rating.uses.get(&technique).copied().unwrap_or(0));
        }
        PuzzleShape {
            islands: clamp(islands),
            uses,
            guesses: clamp(rating.backtracks),
        }
    }

    /// All deductions the rater made.
    pub fn steps(&self) -> u32 {
        self.uses.iter().map(|&n| u32::from(n)).sum()
    }
}

/// One solve by play, as kept: the puzzle's shape, the time without pauses, the hints used,
/// and its band when known (the statistics' chart groups by it; the model reads the shape).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solve {
    #[serde(rename = "p")]
    pub shape: PuzzleShape,
    #[serde(rename = "s")]
    pub seconds: u32,
    #[serde(rename = "h")]
    pub hints: u16,
    #[serde(rename = "b", default, skip_serializing_if = "Option::is_none")]
    pub band: Option<Band>,
}

/// Adds `solve` to `kept`, dropping the oldest beyond [`KEPT_SOLVES`].
pub fn keep(kept: &mut Vec<Solve>, solve: Solve) {
    kept.push(solve);
    if kept.len() > KEPT_SOLVES {
        let extra = kept.len() - KEPT_SOLVES;
        kept.drain(..extra);
    }
}

/// How many weights the model has.
pub const FEATURES: usize = 10;

/// What the model reads of a shape: 1 (the base time), ln(islands), each technique's share of
/// the deductions (a mix of hard techniques slows a player by a factor, whatever the size),
/// and ln(1 + guesses).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Features(pub [f64; FEATURES]);

impl Features {
    pub fn of(shape: &PuzzleShape) -> Features {
        let mut x = [0.0; FEATURES];
        x[0] = 1.0;
        x[1] = f64::from(shape.islands.max(1)).ln();
        let steps = f64::from(shape.steps().max(1));
        for (at, &uses) in shape.uses.iter().enumerate() {
            x[2 + at] = f64::from(uses) / steps;
        }
        x[9] = f64::from(shape.guesses).ln_1p();
        Features(x)
    }

    fn dot(&self, weights: &[f64; FEATURES]) -> f64 {
        self.0.iter().zip(weights).map(|(x, w)| x * w).sum()
    }
}
