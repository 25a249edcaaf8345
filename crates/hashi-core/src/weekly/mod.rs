//! The puzzle of the week: an ISO week (`2026-W49`), the fixed rule that turns it into the
//! same puzzle for everyone, and the pick of that puzzle among [`CANDIDATES`] generated ones.
//!
//! # The rule
//!
//! The week's seed is the week written as a number, `YYYYWW` (2026-W49 → 202649), as the
//! daily's is its date; candidate `i` (0 to 63) is generated from seed `YYYYWW * 100 + i`.
//! Every week is hard 15x15: the largest board that still fits a phone's screen with islands
//! big enough to tap, Nikoli's own common size, and the band where the solver's path has room
//! for a flow (a daily at that size is over in minutes; the weekly asks for a sitting). The
//! candidate with the best [`score`](score) wins, the lower index on a tie, so the pick is
//! the same everywhere.
//!
//! # The generator version
//!
//! A week is bound to the generator version in force on it, as a daily is by its date, so a
//! past week never changes: [`WEEKLY_VERSIONS`] says from which week each version makes it.
//!
//! ```
//! use hashi_core::weekly::{weekly, Week};
//! let spec = weekly("2026-W49".parse::<Week>().unwrap()).unwrap();
//! assert_eq!((spec.width, spec.height, spec.seed, spec.version), (15, 15, 202649, 8));
//! assert!(weekly("2026-W48".parse().unwrap()).is_none());
//! ```

mod score;
mod week;

pub use score::{flow_score, layout_score, Score, EARLY_PEAK};
pub use week::{weeks_in_year, Week, WeekError};

use crate::flow::{flow, Flow};
use crate::generator::{generate_as, GenerateError, Generated, Params};
use crate::rating::Band;
use crate::shape::measure;
use crate::solver::Budget;

/// The first week with a puzzle of the week (Monday 2026-11-30).
pub const FIRST_WEEK: Week = Week::from_parts(2026, 49);

/// From which week each generator version makes the weekly, earliest first: a week takes the
/// last entry that starts on or before it. Move later weeks to a new version by adding a
/// line whose week no player has met yet; never change a line.
pub const WEEKLY_VERSIONS: &[(Week, u32)] = &[(FIRST_WEEK, 8)];

/// Candidates generated for each week, of which the best is the weekly.
pub const CANDIDATES: usize = 64;

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
    let version = WEEKLY_VERSIONS
        .iter()
        .rev()
        .find(|(from, _)| *from <= week)?
        .1;
    Some(WeeklySpec {
        week,
        band: Band::Hard,
        width: 15,
        height: 15,
        seed: u64::try_from(week.year()).unwrap_or(0) * 100 + u64::from(week.number()),
        version,
    })
}

/// The week's puzzle and why it was picked.
#[derive(Clone, Debug)]
pub struct Picked {
    pub generated: Generated,
    /// Its place among the candidates (0 to 63), and so its seed.
    pub index: usize,
    pub score: Score,
    pub flow: Flow,
}

/// Scores one generated candidate; None if its solve cannot be followed within the budget
/// (then it is not a candidate).
pub fn score(made: &Generated) -> Option<(Score, Flow)> {
    let flow = flow(&made.puzzle, &made.solution, Budget::DEFAULT).ok()?;
    let techniques = made.rating.uses.values().filter(|n| **n > 0).count();
    let score = Score {
        flow: flow_score(&flow, techniques),
        layout: layout_score(&measure(&made.puzzle, &made.solution)),
    };
    Some((score, flow))
}

/// Generates the week's candidates and picks the best; `progress` hears of each candidate
/// done (1 to [`CANDIDATES`]). A candidate the generator gives up on is passed over; a
/// refusal of the parameters themselves (which the rule never asks) is returned.
pub fn pick(spec: &WeeklySpec, mut progress: impl FnMut(usize)) -> Result<Picked, GenerateError> {
    let params = spec.params();
    let mut best: Option<Picked> = None;
    let mut gave_up = None;
    for index in 0..CANDIDATES {
        match generate_as(&params, spec.candidate_seed(index), spec.version) {
            Ok(made) => {
                if let Some((score, flow)) = score(&made) {
                    // Strictly better only: on a tie the earlier candidate stays.
                    if best
                        .as_ref()
                        .is_none_or(|b| score.total() > b.score.total())
                    {
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
