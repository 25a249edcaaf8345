//! How the weekly puzzle is chosen among its candidates: a score from the flow of the rater's
//! solve and from how close the layout sits to hand-made puzzles. Higher is better.
//!
//! The flow: Nikoli's bad case, one hard step early and then mechanical filling, costs the
//! most; a hardest step that comes late, and several techniques along the way, earn. A guess
//! (a step no technique makes) is never the weekly's. The layout (2026-W49): each figure of
//! [`shape::measure`] is held against what published hand-made puzzles show (about 0.33
//! islands a cell, islands with their half-turn image, bridges 1.4 water cells long on average,
//! under 3% long bridges, about 80% of islands with a diagonal neighbour); from 2026-W50 the
//! likeness measure's log-odds take its place, and Nikoli's bad case ranks below every solve
//! that avoids it.

use crate::flow::Flow;
use crate::shape::Shape;

/// Where the hardest step falls, as a share of the path, below which it counts as early.
pub const EARLY_PEAK: f64 = 0.15;

/// The parts of a candidate's score, kept apart so that a test (and the curious) can see why
/// one candidate beat another.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Score {
    /// From the flow of the solve.
    pub flow: f64,
    /// From the layout's likeness to hand-made puzzles: the hand-written score (0 at best,
    /// negative otherwise), or the likeness measure's log-odds.
    pub layout: f64,
    /// Whether the solve is Nikoli's bad case, where the rule passes it over (always false
    /// under the rule that does not).
    pub bad_case: bool,
}

impl Score {
    pub fn total(self) -> f64 {
        self.flow + self.layout
    }

    /// Whether this score wins over `other`: a solve that is not the bad case over one that
    /// is, then the higher total. Ties lose, so the earlier candidate stays.
    pub fn beats(&self, other: &Score) -> bool {
        match (self.bad_case, other.bad_case) {
            (false, true) => true,
            (true, false) => false,
            _ => self.total() > other.total(),
        }
    }
}

/// The flow's part: the hardest step's place (up to 2 for one at the very end), minus up to 3
/// for an early peak followed by a run of one easy technique, plus 0.3 for each technique
/// used (up to six), minus 10 for a guess.
pub fn flow_score(flow: &Flow, techniques: usize) -> f64 {
    let mut score = 2.0 * flow.hardest_share;
    if flow.hardest_share < EARLY_PEAK {
        // The longer the filling-in that follows, the worse the early peak.
        let filling = flow.longest_run as f64 / flow.steps.max(1) as f64;
        score -= 1.5 + 1.5 * filling;
    }
    score += 0.3 * techniques.min(6) as f64;
    if flow.guessed {
        score -= 10.0;
    }
    score
}

/// How far `value` sits from `target`, in units of `tolerance`, capped at 3 so that one odd
/// figure cannot outweigh all the others.
fn distance(value: f64, target: f64, tolerance: f64) -> f64 {
    ((value - target).abs() / tolerance).min(3.0)
}

/// The layout's part: minus the distances of its figures from hand-made ones, halved.
pub fn layout_score(shape: &Shape) -> f64 {
    let off = distance(shape.density, 0.33, 0.04)
        + distance(shape.rot180, 1.0, 0.1)
        + distance(shape.bridge_length, 1.4, 0.3)
        + (shape.long_bridges - 0.03).max(0.0) / 0.01
        + distance(shape.diagonal, 0.8, 0.1);
    -0.5 * off.min(12.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flow::{flow_of, PathStep};
    use crate::solver::techniques::Technique;

    fn path(hardest_at: usize, steps: usize) -> Vec<PathStep> {
        (0..steps)
            .map(|i| PathStep {
                technique: Some(if i == hardest_at {
                    Technique::Isolation
                } else {
                    Technique::Capacity
                }),
                places_bridge: true,
                open: 1,
            })
            .collect()
    }

    #[test]
    fn a_late_hardest_step_beats_an_early_one() {
        let early = flow_score(&flow_of(&path(0, 40)), 2);
        let middle = flow_score(&flow_of(&path(20, 40)), 2);
        let late = flow_score(&flow_of(&path(36, 40)), 2);
        assert!(late > middle && middle > early, "{early} {middle} {late}");
        // Nikoli's bad case costs more than any share of the path can make up.
        assert!(early < 0.0, "{early}");
    }

    #[test]
    fn more_techniques_and_no_guess_score_higher() {
        let flow = flow_of(&path(30, 40));
        assert!(flow_score(&flow, 5) > flow_score(&flow, 2));
        assert_eq!(flow_score(&flow, 6), flow_score(&flow, 9));
        let mut guessed = path(30, 40);
        guessed[35].technique = None;
        assert!(flow_score(&flow_of(&guessed), 5) < flow_score(&flow, 1) - 5.0);
    }

    #[test]
    fn the_bad_case_loses_to_any_solve_that_avoids_it() {
        let bad = Score {
            flow: 1.0,
            layout: 5.0,
            bad_case: true,
        };
        let plain = Score {
            flow: -1.0,
            layout: -2.0,
            bad_case: false,
        };
        assert!(plain.beats(&bad) && !bad.beats(&plain));
        let better = Score { layout: 6.0, ..bad };
        assert!(better.beats(&bad) && !bad.beats(&bad));
    }

    #[test]
    fn a_hand_made_layout_loses_nothing() {
        let hand_made = Shape {
            density: 0.33,
            rot180: 1.0,
            bridge_length: 1.4,
            long_bridges: 0.02,
            diagonal: 0.8,
            ..Shape::default()
        };
        assert_eq!(layout_score(&hand_made), 0.0);
        let sparse = Shape {
            density: 0.2,
            rot180: 0.4,
            long_bridges: 0.1,
            ..hand_made.clone()
        };
        assert!(layout_score(&sparse) < -3.0, "{}", layout_score(&sparse));
    }
}
