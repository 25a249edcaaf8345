//! The puzzle of the week: an ISO week (`2026-W49`), the fixed rule that turns it into the
//! same puzzle for everyone, and the pick of that puzzle among the week's generated candidates.
//!
//! # The rule
//!
//! The week's seed is the week written as a number, `YYYYWW` (2026-W49 → 202649), as the
//! daily's is its date; candidate `i` is generated from seed `YYYYWW * 100 + i`. Every week is
//! hard 15x15: the largest board that still fits a phone's screen with islands big enough to
//! tap, Nikoli's own common size, and the band where the solver's path has room for a flow (a
//! daily at that size is over in minutes; the weekly asks for a sitting). The candidate with
//! the best [`Score`] wins, the lower index on a tie, so the pick is the same everywhere.
//!
//! # The rules by week
//!
//! A week is bound to the rule in force on it, as a daily is bound to a generator version by
//! its date, so a past week never changes: [`WEEKLY_RULES`] says from which week each rule
//! picks. 2026-W49 took the best of 64 of version 8's candidates by flow and a hand-written
//! layout score ([`Picking::FlowAndLayout`]); from 2026-W50 it is the best of
//! [`LIKENESS_CANDIDATES`] of version 10's by flow and the likeness measure
//! ([`Picking::FlowAndLikeness`]), never Nikoli's bad case where a candidate avoids it.
//!
//! ```
//! use hashi_core::weekly::{weekly, Picking, Week};
//! let spec = weekly("2026-W49".parse::<Week>().unwrap()).unwrap();
//! assert_eq!((spec.width, spec.height, spec.seed, spec.version), (15, 15, 202649, 8));
//! assert_eq!((spec.candidates, spec.picking), (64, Picking::FlowAndLayout));
//! let later = weekly("2026-W50".parse::<Week>().unwrap()).unwrap();
//! assert_eq!((later.version, later.picking), (10, Picking::FlowAndLikeness));
//! assert!(weekly("2026-W48".parse().unwrap()).is_none());
//! ```

mod score;
mod week;

pub use score::{flow_score, layout_score, Score, EARLY_PEAK};
pub use week::{weeks_in_year, Week, WeekError};

use crate::flow::{flow, Flow};
use crate::generator::{generate_as, GenerateError, Generated, Params};
use crate::likeness::{features, log_odds};
use crate::rating::Band;
use crate::shape::measure;
use crate::solver::Budget;

/// The first week with a puzzle of the week (Monday 2026-11-30).
pub const FIRST_WEEK: Week = Week::from_parts(2026, 49);

/// How a week's candidates are scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picking {
    /// The flow of the solve ([`flow_score`]) and a hand-written layout score
    /// ([`layout_score`]): 2026-W49.
    FlowAndLayout,
    /// The flow of the solve and the likeness measure's log-odds (`likeness::log_odds`, the
    /// measure versions 9 and 10 of the generator pick by), with Nikoli's bad case (one hard
    /// step early, then only filling in) passed over wherever another candidate avoids it.
    FlowAndLikeness,
}

/// What picks a week's puzzle: the generator version of its candidates, how many, and how
/// they are scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    pub version: u32,
    pub candidates: usize,
    pub picking: Picking,
}

/// Candidates of version 10 made for a week from 2026-W50. Each is itself picked by version 10
/// among 8 layouts, so the pool is 8 times larger; a candidate costs about 20 ms natively at
/// hard 15x15 against version 8's 2 ms, and 4 of them with their scores took 0.04 to 0.09 s
/// natively (16 weeks from 2026-W50), under a second on a phone's browser (taken as 9 times
/// slower: wasm 1.5x, a phone 6x).
pub const LIKENESS_CANDIDATES: usize = 4;

/// From which week each rule picks the weekly, earliest first: a week takes the last entry
/// that starts on or before it. Move later weeks to a new rule by adding a line whose week no
/// player has met yet; never change a line.
pub const WEEKLY_RULES: &[(Week, Rule)] = &[
    (
        FIRST_WEEK,
        Rule {
            version: 8,
            candidates: 64,
            picking: Picking::FlowAndLayout,
        },
    ),
    (
        Week::from_parts(2026, 50),
        Rule {
            version: 10,
            candidates: LIKENESS_CANDIDATES,
            picking: Picking::FlowAndLikeness,
        },
    ),
];

/// What a week's puzzle is made from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WeeklySpec {
    pub week: Week,
    pub band: Band,
    pub width: usize,
    pub height: usize,
    /// The week's seed; candidate `i` is made from `seed * 100 + i`.
    pub seed: u64,
    /// The generator version that makes its candidates.
    pub version: u32,
    /// How many candidates are made (the label's "picked by the solver from N").
    pub candidates: usize,
    /// How they are scored.
    pub picking: Picking,
}

impl WeeklySpec {
    /// The generator's parameters for every candidate.
    pub fn params(&self) -> Params {
        Params {
            width: self.width,
            height: self.height,
            ..Params::for_band(self.band)
        }
    }

    /// The seed of candidate `index`.
    pub fn candidate_seed(&self, index: usize) -> u64 {
        self.seed * 100 + index as u64
    }
}

/// The spec of `week`'s puzzle; None for a week before [`FIRST_WEEK`].
pub fn weekly(week: Week) -> Option<WeeklySpec> {
    let rule = WEEKLY_RULES.iter().rev().find(|(from, _)| *from <= week)?.1;
    Some(WeeklySpec {
        week,
        band: Band::Hard,
        width: 15,
        height: 15,
        seed: u64::try_from(week.year()).unwrap_or(0) * 100 + u64::from(week.number()),
        version: rule.version,
        candidates: rule.candidates,
        picking: rule.picking,
    })
}

/// The week's puzzle and why it was picked.
#[derive(Clone, Debug)]
pub struct Picked {
    pub generated: Generated,
    /// Its place among the candidates (from 0), and so its seed.
    pub index: usize,
    pub score: Score,
    pub flow: Flow,
}

/// Scores one generated candidate as `picking` says; None if its solve cannot be followed
/// within the budget (then it is not a candidate).
pub fn score(made: &Generated, picking: Picking) -> Option<(Score, Flow)> {
    let flow = flow(&made.puzzle, &made.solution, Budget::DEFAULT).ok()?;
    let techniques = made.rating.uses.values().filter(|n| **n > 0).count();
    let score = match picking {
        Picking::FlowAndLayout => Score {
            flow: flow_score(&flow, techniques),
            layout: layout_score(&measure(&made.puzzle, &made.solution)),
            bad_case: false,
        },
        Picking::FlowAndLikeness => Score {
            flow: flow_score(&flow, techniques),
            layout: log_odds(&features(&made.puzzle, &made.solution, &made.rating).1),
            bad_case: flow.is_bad_case(),
        },
    };
    Some((score, flow))
}

/// Generates the week's candidates and picks the best; `progress` hears of each candidate
/// done (1 to the spec's `candidates`). A candidate the generator gives up on is passed over; a
/// refusal of the parameters themselves (which the rule never asks) is returned.
pub fn pick(spec: &WeeklySpec, mut progress: impl FnMut(usize)) -> Result<Picked, GenerateError> {
    let params = spec.params();
    let mut best: Option<Picked> = None;
    let mut gave_up = None;
    for index in 0..spec.candidates {
        match generate_as(&params, spec.candidate_seed(index), spec.version) {
            Ok(made) => {
                if let Some((score, flow)) = score(&made, spec.picking) {
                    // Strictly better only: on a tie the earlier candidate stays.
                    if best.as_ref().is_none_or(|b| score.beats(&b.score)) {
                        best = Some(Picked {
                            generated: made,
                            index,
                            score,
                            flow,
                        });
                    }
                }
            }
            Err(e @ GenerateError::GaveUp { .. }) => gave_up = Some(e),
            Err(e) => return Err(e),
        }
        progress(index + 1);
    }
    best.ok_or(gave_up.unwrap_or(GenerateError::GaveUp { attempts: 0 }))
}

#[cfg(test)]
mod tests;
