//! "I have N minutes": which band and size to try for a player's time, and the stop rule of
//! the search that makes candidates until one's predicted time falls in the range. Pure: the
//! caller makes the puzzles (the worker, with the generator) and says when time is up.

use super::{Pace, PuzzleShape};
use crate::rating::Band;

/// The times offered, in minutes.
pub const MINUTES: [u32; 4] = [3, 5, 10, 20];

/// The sides of the square boards tried: the generator makes each in well under a second
/// natively (0.25 s at most, measured with `hashi gen --difficulty extreme` at 15x15 to
/// 40x40, 3 seeds each), so a few fit in the budget even in a phone's wasm; 40x40 gives a
/// player twice the prior's pace 20 minutes.
const SIDES: std::ops::RangeInclusive<usize> = 5..=40;

/// How many of the nearest plans the search takes turns on: enough that a player whose
/// puzzles vary a lot still meets one in range, few enough that each gets several seeds.
const NEAREST: usize = 4;

/// The most candidates tried, whatever the clock says.
pub const MOST_TRIES: u32 = 40;

/// The predicted seconds that suit `minutes`: from three quarters of it to a quarter more
/// (3 minutes: 2:15 to 3:45), wide enough to be found, narrow enough to mean the number.
pub fn range(minutes: u32) -> (f64, f64) {
    let seconds = f64::from(minutes.max(1)) * 60.0;
    (seconds * 0.75, seconds * 1.25)
}

/// Where to look: a band and the side of a square board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    pub band: Band,
    pub side: usize,
}

/// A puzzle made and predicted: its plan, its seed, and the player's predicted seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    pub plan: Plan,
    pub seed: u64,
    pub seconds: f64,
}

/// What the search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pick {
    /// The candidate in range, else the closest one made (None: none could be made).
    pub best: Option<Candidate>,
    /// Whether `best` is in range.
    pub in_range: bool,
    /// Candidates made.
    pub tried: u32,
}

/// Every band at every side it is made at reliably (`reliable`), the nearest first: by how far
/// its typical puzzle's predicted time is from the middle of the range, in ratio.
pub fn plans(pace: &Pace, minutes: u32, reliable: impl Fn(Band, usize) -> bool) -> Vec<Plan> {
    let (low, high) = range(minutes);
    let middle = (low * high).sqrt();
    let mut plans: Vec<(f64, Plan)> = Band::ALL
        .into_iter()
        .flat_map(|band| SIDES.map(move |side| Plan { band, side }))
        .filter(|plan| reliable(plan.band, plan.side))
        .map(|plan| {
            let typical = PuzzleShape::typical(plan.band, plan.side, plan.side);
            ((pace.seconds(&typical) / middle).ln().abs(), plan)
        })
        .collect();
    // Unstable: the stable sort would link some 4 KB more into the driller, and plans of one
    // distance are as good as each other (the order is still the same for the same input).
    plans.sort_unstable_by(|a, b| a.0.total_cmp(&b.0));
    plans.into_iter().map(|(_, plan)| plan).collect()
}

/// Makes candidates by turns from the nearest plans, seeds counted up from `first_seed`, until
/// one's predicted time is in `minutes`' range, `out_of_time` says so (asked before each) or
/// [`MOST_TRIES`] are made. `make` gives the shape of the puzzle of a plan and seed, or None
/// when it could not make it.
pub fn pick(
    pace: &Pace,
    minutes: u32,
    plans: &[Plan],
    first_seed: u64,
    mut make: impl FnMut(Plan, u64) -> Option<PuzzleShape>,
    mut out_of_time: impl FnMut() -> bool,
) -> Pick {
    let (low, high) = range(minutes);
    let middle = (low * high).sqrt();
    let nearest = &plans[..plans.len().min(NEAREST)];
    let mut pick = Pick {
        best: None,
        in_range: false,
        tried: 0,
    };
    if nearest.is_empty() {
        return pick;
    }
    for attempt in 0..MOST_TRIES {
        if out_of_time() {
            break;
        }
        let plan = nearest[attempt as usize % nearest.len()];
        let seed = first_seed.wrapping_add(u64::from(attempt));
        pick.tried += 1;
        let Some(shape) = make(plan, seed) else {
            continue;
        };
        let seconds = pace.seconds(&shape);
        let candidate = Candidate {
            plan,
            seed,
            seconds,
        };
        if (low..=high).contains(&seconds) {
            pick.best = Some(candidate);
            pick.in_range = true;
            break;
        }
        let off = |c: &Candidate| (c.seconds / middle).ln().abs();
        if pick.best.is_none_or(|best| off(&candidate) < off(&best)) {
            pick.best = Some(candidate);
        }
    }
    pick
}
