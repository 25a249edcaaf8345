//! What a puzzle of a band and size usually looks like to the rater, for a prediction before
//! the puzzle exists (the New panel's choices, "I have N minutes" choosing where to look).

use super::PuzzleShape;
use crate::rating::Band;
use crate::solver::techniques::Technique;

/// Per band: islands per cell, the rater's deductions per island, and each technique's share
/// of them in [`Technique::ALL`]'s order. The averages of the shipped packs (two of each band,
/// 36 to 40 puzzles each; a test holds them to the pack files): a board is about 30% islands,
/// and harder bands take more steps an island with more of them beyond counting.
const TYPICAL: [(Band, f64, f64, [f64; 7]); 5] = [
    (
        Band::Easy,
        0.30,
        1.55,
        [0.06, 0.90, 0.04, 0.0, 0.0, 0.0, 0.0],
    ),
    (
        Band::Medium,
        0.30,
        2.0,
        [0.10, 0.73, 0.14, 0.0, 0.03, 0.0, 0.0],
    ),
    (
        Band::Hard,
        0.30,
        2.2,
        [0.13, 0.67, 0.145, 0.0, 0.05, 0.0, 0.0],
    ),
    (
        Band::Expert,
        0.30,
        2.3,
        [0.15, 0.645, 0.14, 0.0, 0.055, 0.0, 0.01],
    ),
    (
        Band::Extreme,
        0.29,
        2.4,
        [0.14, 0.61, 0.13, 0.0, 0.08, 0.0, 0.035],
    ),
];

impl PuzzleShape {
    /// The shape a puzzle of `band` on a `width` x `height` board usually has.
    pub fn typical(band: Band, width: usize, height: usize) -> PuzzleShape {
        let (_, density, steps_per_island, shares) = TYPICAL
            .iter()
            .find(|(b, ..)| *b == band)
            .copied()
            .unwrap_or(TYPICAL[0]);
        let cells = (width.saturating_mul(height)) as f64;
        let islands = (cells * density).round().clamp(2.0, f64::from(u16::MAX));
        let steps = islands * steps_per_island;
        let mut uses = [0u16; 7];
        for (n, share) in uses.iter_mut().zip(shares) {
            *n = (steps * share).round().min(f64::from(u16::MAX)) as u16;
        }
        PuzzleShape {
            islands: islands as u16,
            uses,
            guesses: 0,
        }
    }

    /// The shape of a puzzle of `islands` islands whose logical solve used each technique as
    /// `uses` says (a pack's or the maker's rating, as the page has it).
    pub fn of_uses(uses: &[(Technique, usize)], islands: usize) -> PuzzleShape {
        let clamp = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
        let mut shape = PuzzleShape {
            islands: clamp(islands),
            ..PuzzleShape::default()
        };
        for &(technique, n) in uses {
            if let Some(at) = Technique::ALL.iter().position(|t| *t == technique) {
                shape.uses[at] = clamp(n);
            }
        }
        shape
    }
}
