//! The time model itself: the prior's weights and why, the fit to a player's solves, and the
//! prediction.

use super::{Features, PuzzleShape, Solve, FEATURES, SECONDS};
#[cfg(doc)]
use crate::solver::techniques::Technique;

/// Where capacity (counting) stands in [`Technique::ALL`]: the baseline of the techniques.
const CAPACITY: usize = 1;

/// Until a player has this many solves, a prediction is a rough guess and says so.
pub const ROUGH_UNTIL: usize = 10;

/// How strongly the prior holds, in solves' worth: one solve moves a prediction a little, a
/// dozen of them mostly to the player.
const PRIOR_STRENGTH: f64 = 3.0;

/// The prior: ln(seconds) = 1.0 + 1.1 ln(islands), plus the techniques' shares weighted as
/// below, plus 0.5 ln(1 + guesses). It reads as about 3.7 s an island for a 20-island board solved by
/// counting alone (75 s), a little more than proportional to the size (searching a bigger board
/// for the next step takes longer), and each technique's share multiplying the time by e to
/// its weight: crossing and capacity are the baseline, every-direction 0.4, no-loop 0.6,
/// isolation 1.2, connectivity 1.5, lookahead 2.5 (a player tries and propagates by hand). A
/// 60-island hard board with 10% isolation and 5% lookahead comes out at about 5 minutes. The
/// figures are a starting guess, and the player's own solves replace them.
const PRIOR: [f64; FEATURES] = [1.0, 1.1, 0.0, 0.0, 0.4, 0.6, 1.2, 1.5, 2.5, 0.5];

/// A model of how long puzzles take one player.
#[derive(Clone, Debug, PartialEq)]
pub struct Pace {
    weights: [f64; FEATURES],
    /// How many solves it was fitted on.
    solves: usize,
}

impl Pace {
    /// The model before any solve: the prior.
    pub fn prior() -> Pace {
        Pace {
            weights: PRIOR,
            solves: 0,
        }
    }

    /// The model fitted on `solves` (ridge regression of ln(seconds), shrunk towards the
    /// prior). A solve with hints counts for less (its time is not the player's unaided
    /// pace): 1 / (1 + hints). Times outside [`SECONDS`] are taken at its bounds.
    pub fn fit(solves: &[Solve]) -> Pace {
        if solves.is_empty() {
            return Pace::prior();
        }
        let mut a = [[0.0; FEATURES]; FEATURES];
        let mut b = [0.0; FEATURES];
        for (i, prior) in PRIOR.iter().enumerate() {
            a[i][i] = PRIOR_STRENGTH;
            b[i] = PRIOR_STRENGTH * prior;
        }
        for solve in solves {
            let x = Features::of(&solve.shape).0;
            let y = f64::from(solve.seconds).clamp(SECONDS.0, SECONDS.1).ln();
            let weight = 1.0 / (1.0 + f64::from(solve.hints));
            for i in 0..FEATURES {
                b[i] += weight * x[i] * y;
                for j in 0..FEATURES {
                    a[i][j] += weight * x[i] * x[j];
                }
            }
        }
        Pace {
            // The system is positive definite (the prior's diagonal), so it always solves;
            // the prior stays should rounding ever defeat it.
            weights: solve_linear(a, b).unwrap_or(PRIOR),
            solves: solves.len(),
        }
    }

    /// The predicted solving time of a puzzle of `shape`, in seconds.
    pub fn seconds(&self, shape: &PuzzleShape) -> f64 {
        Features::of(shape)
            .dot(&self.weights)
            .exp()
            .clamp(SECONDS.0, SECONDS.1)
    }

    /// Whether the prediction is still mostly the prior's (fewer than [`ROUGH_UNTIL`] solves).
    pub fn is_rough(&self) -> bool {
        self.solves < ROUGH_UNTIL
    }

    /// How many solves the model was fitted on.
    pub fn solves(&self) -> usize {
        self.solves
    }

    /// For each technique (in [`Technique::ALL`]'s order), how many times longer a puzzle
    /// takes this player were all its deductions of that technique rather than counting
    /// (capacity): what the statistics show as the techniques that cost the player time.
    pub fn technique_factors(&self) -> [f64; 7] {
        let capacity = self.weights[2 + CAPACITY];
        let mut factors = [1.0; 7];
        for (at, factor) in factors.iter_mut().enumerate() {
            *factor = (self.weights[2 + at] - capacity).exp();
        }
        factors
    }
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting; None if `a` is singular.
fn solve_linear(
    mut a: [[f64; FEATURES]; FEATURES],
    mut b: [f64; FEATURES],
) -> Option<[f64; FEATURES]> {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 || !a[pivot][col].is_finite() {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (pivot_b, pivot_row) = (b[col], a[col]);
        for (row, b_row) in a.iter_mut().zip(b.iter_mut()).skip(col + 1) {
            let factor = row[col] / pivot_row[col];
            for (cell, above) in row.iter_mut().zip(pivot_row).skip(col) {
                *cell -= factor * above;
            }
            *b_row -= factor * pivot_b;
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let rest: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x.iter().all(|w| w.is_finite()).then_some(x)
}
