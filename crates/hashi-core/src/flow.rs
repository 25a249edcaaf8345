//! The flow of a solve, read off the rater's path: its first step, its hardest step and
//! where that falls, the hardest step before the first bridge is certain, the longest run
//! of one technique, and how many places were open at each step. A grade by its hardest step alone hides Nikoli's bad case, one hard step
//! at the start and then nothing but filling in; these figures show it.

use crate::puzzle::Puzzle;
pub use crate::rating::PathStep;
use crate::rating::{path, RatingError};
use crate::solver::techniques::Technique;
use crate::solver::Budget;
use crate::state::State;

/// The flow figures of one solve.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Flow {
    /// Steps in the solve.
    pub steps: usize,
    /// The first step's technique (None: a guess, or nothing to deduce).
    pub first: Option<Technique>,
    /// The hardest technique used, and the number of its first use (from 1).
    pub hardest: Option<Technique>,
    pub hardest_at: usize,
    /// Steps before the hardest one, over all steps: near 0, Nikoli's bad case.
    pub hardest_share: f64,
    /// The hardest technique used before any bridge was certain.
    pub hardest_before_first_bridge: Option<Technique>,
    /// Steps before the first bridge was certain.
    pub steps_before_first_bridge: usize,
    /// The longest run of steps by one technique, and that technique.
    pub longest_run: usize,
    pub longest_run_of: Option<Technique>,
    /// Whether any step was a guess.
    pub guessed: bool,
    /// The mean number of places a local technique could move at each step: many, a solve
    /// taken in any order; near 1, one narrow path.
    pub mean_open: f64,
    /// Steps taken where at most one place was open to a local technique.
    pub narrow_share: f64,
}

/// Steps a solve needs, at least, before its flow can be Nikoli's bad case.
const BAD_CASE_STEPS: usize = 10;
/// The share of a solve's first steps within which its hardest step makes the bad case.
const BAD_CASE_SHARE: f64 = 0.15;

/// Whether a solve of `steps` steps whose hardest step (`hardest`, None for a guess) came
/// first at step `hardest_at` (from 1) is Nikoli's bad case: a hard step (an isolation or
/// harder) among the first 15% of a solve of 10 steps or more, then only easier ones.
pub fn is_bad_case(steps: usize, hardest_at: usize, hardest: Option<Technique>) -> bool {
    steps >= BAD_CASE_STEPS
        && hardest_at >= 1
        && ((hardest_at - 1) as f64) < BAD_CASE_SHARE * steps as f64
        && hardest.is_none_or(|t| t >= Technique::Isolation)
}

impl Flow {
    /// Whether this solve is Nikoli's bad case (see [`is_bad_case`]).
    pub fn is_bad_case(&self) -> bool {
        let hardest = if self.guessed { None } else { self.hardest };
        is_bad_case(self.steps, self.hardest_at, hardest)
    }
}

/// The flow of a path of steps.
///
/// ```
/// use hashi_core::flow::{flow_of, PathStep};
/// use hashi_core::solver::techniques::Technique;
/// let step = |t, places_bridge| PathStep { technique: Some(t), places_bridge, open: 1 };
/// let f = flow_of(&[
///     step(Technique::Capacity, true),
///     step(Technique::Isolation, false),
///     step(Technique::Capacity, true),
/// ]);
/// assert_eq!(f.hardest, Some(Technique::Isolation));
/// assert_eq!(f.hardest_at, 2);
/// ```
pub fn flow_of(path: &[PathStep]) -> Flow {
    let mut flow = Flow {
        steps: path.len(),
        first: path.first().and_then(|s| s.technique),
        ..Flow::default()
    };
    // A guess outranks every technique; None stands for it below.
    let rank = |t: Option<Technique>| t.map_or(usize::MAX, |t| t as usize);
    let mut hardest: Option<(usize, Option<Technique>)> = None;
    let mut bridge_seen = false;
    let mut run = (0usize, None::<Option<Technique>>);
    for (i, step) in path.iter().enumerate() {
        flow.guessed |= step.technique.is_none();
        if hardest.is_none_or(|(_, t)| rank(step.technique) > rank(t)) {
            hardest = Some((i, step.technique));
        }
        if !bridge_seen {
            let before = flow.hardest_before_first_bridge;
            if step.technique.is_some() && rank(step.technique) >= before.map_or(0, |t| t as usize)
            {
                flow.hardest_before_first_bridge = step.technique;
            }
            flow.steps_before_first_bridge = i;
            bridge_seen = step.places_bridge;
        }
        run = match run {
            (n, Some(t)) if t == step.technique => (n + 1, Some(t)),
            _ => (1, Some(step.technique)),
        };
        if run.0 > flow.longest_run {
            flow.longest_run = run.0;
            flow.longest_run_of = step.technique;
        }
    }
    if let Some((i, t)) = hardest {
        flow.hardest = t;
        flow.hardest_at = i + 1;
        flow.hardest_share = i as f64 / path.len().max(1) as f64;
    }
    if !path.is_empty() {
        let n = path.len() as f64;
        flow.mean_open = path.iter().map(|s| s.open as f64).sum::<f64>() / n;
        flow.narrow_share = path.iter().filter(|s| s.open <= 1).count() as f64 / n;
    }
    flow
}

/// The rating's triple as a player reads it after a solve: the hardest step and how many
/// bridges were certain before it, the first step, and the hardest step before the first
/// bridge. A technique of None is a guess (no technique found the step).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Triple {
    pub hardest: Option<Technique>,
    /// Bridges certain after the steps before the hardest one (a double bridge counts two).
    pub bridges_before_hardest: usize,
    pub first: Option<Technique>,
    /// None also when the first bridge came with the first step and no technique before it.
    pub before_first_bridge: Option<Technique>,
}

/// The triple of a logical path (the steps a replay steps through, as the helper worker finds
/// them); None for a path with no step.
///
/// ```
/// use hashi_core::flow::triple_of;
/// use hashi_core::formats::parse_task;
/// use hashi_core::hint::logical_path;
/// use hashi_core::solver::{unique_solution, Budget};
/// use hashi_core::solver::techniques::Technique;
/// let puzzle = parse_task("3x1:2a2").unwrap();
/// let solution = unique_solution(&puzzle).unwrap();
/// let triple = triple_of(&logical_path(&puzzle, &solution, Budget::DEFAULT).unwrap()).unwrap();
/// assert_eq!(triple.hardest, Some(Technique::Capacity));
/// assert_eq!(triple.bridges_before_hardest, 0);
/// ```
pub fn triple_of(steps: &[crate::hint::PathStep]) -> Option<Triple> {
    let bridges = |step: &crate::hint::PathStep| step.counts.iter().map(|&n| usize::from(n)).sum();
    let mut before = 0;
    let path: Vec<PathStep> = steps
        .iter()
        .map(|step| {
            let after: usize = bridges(step);
            let places_bridge = after > before;
            before = after;
            // The triple reads only techniques and bridges, not the places open.
            PathStep {
                technique: step.technique(),
                places_bridge,
                open: 0,
            }
        })
        .collect();
    let flow = flow_of(&path);
    let at = flow.hardest_at.checked_sub(1)?;
    Some(Triple {
        hardest: flow.hardest,
        bridges_before_hardest: at.checked_sub(1).map_or(0, |i| bridges(&steps[i])),
        first: flow.first,
        before_first_bridge: flow.hardest_before_first_bridge,
    })
}

/// The flow of `puzzle`'s solve by the rater (the simplest technique that makes progress at
/// every step), given its one solution.
pub fn flow(puzzle: &Puzzle, solution: &State, budget: Budget) -> Result<Flow, RatingError> {
    Ok(flow_of(&path(puzzle, solution, budget)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_task;
    use crate::solver::unique_solution;

    fn step(t: Technique, places_bridge: bool) -> PathStep {
        PathStep {
            technique: Some(t),
            places_bridge,
            open: 1,
        }
    }

    #[test]
    fn one_hard_step_at_the_start_shows_as_an_early_peak() {
        // Nikoli's bad case: isolation first, then mechanical filling.
        let mut path = vec![step(Technique::Isolation, false)];
        path.extend((0..9).map(|_| step(Technique::Capacity, true)));
        let f = flow_of(&path);
        assert_eq!(f.steps, 10);
        assert_eq!(f.first, Some(Technique::Isolation));
        assert_eq!((f.hardest, f.hardest_at), (Some(Technique::Isolation), 1));
        assert_eq!(f.hardest_share, 0.0);
        assert_eq!(f.hardest_before_first_bridge, Some(Technique::Isolation));
        assert_eq!(f.steps_before_first_bridge, 1);
        assert_eq!(
            (f.longest_run, f.longest_run_of),
            (9, Some(Technique::Capacity))
        );
        assert!(!f.guessed);
        assert!(f.is_bad_case());
        // The same hard step later on is not.
        path.swap(0, 5);
        assert!(!flow_of(&path).is_bad_case());
    }

    #[test]
    fn open_places_show_a_narrow_path_or_a_wide_one() {
        let at = |open| PathStep {
            technique: Some(Technique::Capacity),
            places_bridge: true,
            open,
        };
        let narrow = flow_of(&[at(1), at(1), at(0), at(3)]);
        assert_eq!(narrow.mean_open, 1.25);
        assert_eq!(narrow.narrow_share, 0.75);
        let wide = flow_of(&[at(6), at(5), at(4)]);
        assert_eq!((wide.mean_open, wide.narrow_share), (5.0, 0.0));
    }

    #[test]
    fn the_bad_case_needs_a_hard_step_early_in_a_long_enough_solve() {
        assert!(is_bad_case(10, 1, Some(Technique::Isolation)));
        assert!(is_bad_case(20, 3, None));
        // Too late (the fourth of 20 steps is past the first 15%), too easy, too short.
        assert!(!is_bad_case(20, 4, Some(Technique::Lookahead)));
        assert!(!is_bad_case(20, 1, Some(Technique::EveryDirection)));
        assert!(!is_bad_case(9, 1, Some(Technique::Isolation)));
        assert!(!is_bad_case(0, 0, None));
    }

    #[test]
    fn a_late_peak_and_a_guess() {
        let path = [
            step(Technique::Crossing, false),
            step(Technique::Capacity, true),
            step(Technique::Lookahead, true),
            PathStep {
                technique: None,
                places_bridge: true,
                open: 0,
            },
        ];
        let f = flow_of(&path);
        assert_eq!(f.first, Some(Technique::Crossing));
        assert_eq!((f.hardest, f.hardest_at), (None, 4));
        assert!(f.guessed);
        assert_eq!(f.hardest_before_first_bridge, Some(Technique::Capacity));
        assert_eq!(f.steps_before_first_bridge, 1);
        assert_eq!(f.hardest_share, 0.75);
        assert_eq!(flow_of(&[]), Flow::default());
    }

    #[test]
    fn the_triple_counts_the_bridges_certain_before_the_hardest_step() {
        use crate::hint::{Found, PathStep as Step};
        let step = |technique: Option<Technique>, counts: Vec<u8>| Step {
            found: match technique {
                Some(technique) => Found::Deduced(crate::solver::techniques::Deduction {
                    technique,
                    islands: Vec::new(),
                    changes: Vec::new(),
                    reason: crate::solver::techniques::Reason::Full {
                        island: 0,
                        target: 1,
                    },
                }),
                None => Found::Taken { edge: 0, count: 1 },
            },
            edges: Vec::new(),
            islands: Vec::new(),
            counts,
            closed: Vec::new(),
        };
        let steps = [
            step(Some(Technique::Crossing), vec![0, 0, 0]),
            step(Some(Technique::Capacity), vec![2, 0, 0]),
            step(Some(Technique::Capacity), vec![2, 1, 0]),
            step(Some(Technique::Isolation), vec![2, 1, 1]),
            step(Some(Technique::Capacity), vec![2, 2, 1]),
        ];
        let triple = triple_of(&steps).unwrap();
        assert_eq!(triple.hardest, Some(Technique::Isolation));
        assert_eq!(triple.bridges_before_hardest, 3);
        assert_eq!(triple.first, Some(Technique::Crossing));
        assert_eq!(triple.before_first_bridge, Some(Technique::Capacity));
        assert_eq!(triple_of(&[]), None);
        let guessed = triple_of(&[step(None, vec![1])]).unwrap();
        assert_eq!((guessed.hardest, guessed.bridges_before_hardest), (None, 0));
    }

    #[test]
    fn a_tiny_puzzle_is_read_off_the_raters_path() {
        // 2 . 2 : one step of capacity decides the double bridge.
        let puzzle = parse_task("3x1:2a2").unwrap();
        let solution = unique_solution(&puzzle).unwrap();
        let f = flow(&puzzle, &solution, Budget::DEFAULT).unwrap();
        assert_eq!(f.steps, 1);
        assert_eq!(f.first, f.hardest);
        assert_eq!(f.hardest_at, 1);
        assert_eq!(f.steps_before_first_bridge, 0);
        assert!(!f.guessed);
        // Capacity could move at either island when the one step was taken.
        assert_eq!(f.mean_open, 2.0);
        assert_eq!(f.narrow_share, 0.0);
    }
}
