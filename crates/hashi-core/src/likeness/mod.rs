//! How hand-made a puzzle looks, as a number: the features the likeness measure compares
//! (layout, solution and the rater's path) and stages of logistic models over them, fitted by
//! `hashi bench-likeness --fit-weights` on published hand-made puzzles (standard rules)
//! against the generator's own. Versions 9 and 10 of the generator pick among their candidates by it.

#[rustfmt::skip]
mod weights;

use crate::puzzle::Puzzle;
use crate::rating::Rating;
use crate::shape::{measure, Shape};
use crate::solver::techniques::Technique;
use crate::state::State;

pub use weights::STAGES;

/// One puzzle's features, in the order of [`names`]: its shape, then per island how often
/// each technique was needed and how many steps the solve took.
pub fn features(puzzle: &Puzzle, solution: &State, rating: &Rating) -> (Shape, Vec<f64>) {
    let shape = measure(puzzle, solution);
    let islands = puzzle.islands().len().max(1) as f64;
    let mut row = shape.values();
    for t in Technique::ALL {
        row.push(rating.uses.get(&t).copied().unwrap_or(0) as f64 / islands);
    }
    row.push(rating.steps as f64 / islands);
    (shape, row)
}

/// The names of [`features`]' columns.
pub fn names() -> Vec<String> {
    Shape::NAMES
        .iter()
        .map(|s| s.to_string())
        .chain(Technique::ALL.iter().map(|t| format!("{}/island", t.id())))
        .chain(["steps/island".to_string()])
        .collect()
}

/// The log of the odds, summed over every stage, that a puzzle with feature row `row` is
/// hand-made rather than version 9's. Each stage corrects what the stages before it left: its
/// fit was against the puzzles they picked, so the odds against version 9's unpicked
/// candidates are the product of the stages' odds.
pub fn log_odds(row: &[f64]) -> f64 {
    STAGES.iter().map(|m| m.log_odds(row)).sum()
}

/// A fitted logistic model: which feature columns it reads, their mean and spread in its
/// training rows, and a weight for each standardised column after the bias.
#[derive(Debug)]
pub struct Model {
    pub columns: &'static [usize],
    pub mean: &'static [f64],
    pub spread: &'static [f64],
    pub weights: &'static [f64],
}

impl Model {
    /// The log of the odds that a puzzle with feature row `row` is hand-made rather than one
    /// of those the model was fitted against. Up to a constant, the log of the ratio of the
    /// two collections' densities at `row`: resampling candidates in proportion to its
    /// exponential moves them towards the hand-made collection.
    pub fn log_odds(&self, row: &[f64]) -> f64 {
        let bias = self.weights.first().copied().unwrap_or(0.0);
        self.columns
            .iter()
            .zip(self.mean.iter().zip(self.spread))
            .zip(&self.weights[1..])
            .map(|((&c, (m, s)), w)| w * (row.get(c).copied().unwrap_or(*m) - m) / s)
            .sum::<f64>()
            + bias
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_models_read_the_columns_they_were_fitted_on() {
        let names = names();
        assert!(!STAGES.is_empty());
        for model in STAGES {
            assert_eq!(model.columns.len(), model.mean.len());
            assert_eq!(model.columns.len(), model.spread.len());
            assert_eq!(model.columns.len() + 1, model.weights.len());
            assert!(model.columns.iter().all(|&c| c < names.len()));
            assert!(model.spread.iter().all(|&s| s > 0.0));
        }
        for model in STAGES {
            assert_eq!(model.columns.len(), names.len());
        }
    }

    #[test]
    fn odds_rise_along_a_positive_weight() {
        let model = Model {
            columns: &[0, 2],
            mean: &[1.0, 0.0],
            spread: &[0.5, 1.0],
            weights: &[0.25, 2.0, -1.0],
        };
        assert!((model.log_odds(&[1.0, 9.0, 0.0]) - 0.25).abs() < 1e-12);
        assert!((model.log_odds(&[1.5, 9.0, 0.0]) - 2.25).abs() < 1e-12);
        assert!((model.log_odds(&[1.0, 9.0, 1.0]) + 0.75).abs() < 1e-12);
    }
}
