//! Difficulty rating: solve the way a player would, always with the simplest technique that
//! makes progress, and score what that took. Rating a user's puzzle runs within a [`Budget`]:
//! the uniqueness check before it is a search, and lookahead on a big board tries every edge
//! at every step, so both are charged to it.

use crate::puzzle::Puzzle;
use crate::solver::techniques::{Deducer, Technique};
use crate::solver::{solve_within, Bounds, Budget, Uniqueness};
use crate::state::State;
use std::collections::BTreeMap;
use std::fmt;

/// Difficulty bands, from the gentlest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Band {
    Easy,
    Medium,
    Hard,
    Expert,
    Extreme,
}

impl Band {
    pub const ALL: [Band; 5] = [
        Band::Easy,
        Band::Medium,
        Band::Hard,
        Band::Expert,
        Band::Extreme,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Band::Easy => "easy",
            Band::Medium => "medium",
            Band::Hard => "hard",
            Band::Expert => "expert",
            Band::Extreme => "extreme",
        }
    }

    /// Parses a band's id.
    pub fn from_id(id: &str) -> Option<Band> {
        Band::ALL.into_iter().find(|b| b.id() == id)
    }
}

impl fmt::Display for Band {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// What solving a puzzle by deduction took.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    pub score: f64,
    pub band: Band,
    /// The hardest technique used (None for a puzzle with nothing to deduce).
    pub hardest: Option<Technique>,
    /// Deductions made.
    pub steps: usize,
    /// Deductions made by lookahead.
    pub lookaheads: usize,
    /// Times no technique applied and a bridge had to be guessed (taken from the solution).
    pub backtracks: usize,
    /// Deductions made by each technique.
    pub uses: BTreeMap<Technique, usize>,
}

/// Why a puzzle cannot be rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RatingError {
    NoSolution,
    SeveralSolutions,
    /// The budget ran out after `work` units, before the puzzle was proven unique or rated.
    GaveUp {
        work: u64,
    },
}

impl fmt::Display for RatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingError::NoSolution => write!(f, "the puzzle has no solution"),
            RatingError::SeveralSolutions => write!(
                f,
                "the puzzle has several solutions, so it cannot be solved by deduction alone"
            ),
            RatingError::GaveUp { work } => write!(
                f,
                "gave up after {work} work units: this puzzle is too hard to rate within the budget"
            ),
        }
    }
}

impl std::error::Error for RatingError {}

/// The effort each technique costs a player, used for the score.
fn weight(t: Technique) -> f64 {
    match t {
        Technique::Crossing => 0.2,
        Technique::Capacity => 0.5,
        Technique::EveryDirection => 1.0,
        // Seeing that two islands are already joined takes a look along the bridges, more
        // than one island's count but less than isolation's sum over a group.
        Technique::NoLoop => 1.5,
        Technique::Isolation => 3.0,
        Technique::Connectivity => 4.0,
        Technique::Lookahead => 12.0,
    }
}

const BACKTRACK_WEIGHT: f64 = 40.0;

/// The band for a solve, from the techniques it needed, scaled to the puzzle's size so that a
/// big puzzle is not pushed up a band merely for having more places to think.
fn band_of(uses: &BTreeMap<Technique, usize>, backtracks: usize, islands: usize) -> Band {
    let used = |t| uses.get(&t).copied().unwrap_or(0);
    let per_hundred = |count: usize| count as f64 * 100.0 / islands.max(1) as f64;
    let lookaheads = used(Technique::Lookahead);
    let global = used(Technique::Isolation) + used(Technique::Connectivity);
    if backtracks > 0 || per_hundred(lookaheads) > 4.0 {
        Band::Extreme
    } else if per_hundred(lookaheads) > 1.0 {
        Band::Expert
    } else if lookaheads > 0 || used(Technique::Connectivity) > 0 || global > (islands / 25).max(3)
    {
        Band::Hard
    } else if global > 0 {
        Band::Medium
    } else {
        Band::Easy
    }
}

/// Rates a puzzle with exactly one solution, within [`Budget::DEFAULT`].
///
/// ```
/// use hashi_core::{formats::parse_task, rating::{rate, Band}};
/// let r = rate(&parse_task("3x1:2a2").unwrap()).unwrap();
/// assert_eq!(r.band, Band::Easy);
/// assert_eq!(r.steps, 1);
/// ```
pub fn rate(puzzle: &Puzzle) -> Result<Rating, RatingError> {
    rate_within(puzzle, Budget::DEFAULT)
}

/// Rates a puzzle with exactly one solution, giving up once the uniqueness check and the
/// rating together have spent `budget`.
pub fn rate_within(puzzle: &Puzzle, budget: Budget) -> Result<Rating, RatingError> {
    let found = solve_within(puzzle, 2, budget)
        .map_err(|gave_up| RatingError::GaveUp { work: gave_up.work })?;
    let spent = found.stats.work;
    let solution = found.into_unique().map_err(|uniqueness| match uniqueness {
        Uniqueness::Several => RatingError::SeveralSolutions,
        _ => RatingError::NoSolution,
    })?;
    let left = Budget::work(budget.units().saturating_sub(spent));
    match rate_solved(puzzle, &solution, Band::Extreme, left) {
        Ok(Some(rating)) => Ok(rating),
        Ok(None) => unreachable!("no band is above Extreme"),
        Err(RatingError::GaveUp { work }) => Err(RatingError::GaveUp {
            work: spent.saturating_add(work),
        }),
        Err(other) => Err(other),
    }
}

/// Rates a puzzle whose one solution is already known, giving up (None) as soon as the
/// rating is sure to land above `ceiling`: the generator throws such puzzles away, and the
/// hardest ones are the slowest to rate. Bands only rise as the solve goes on, so stopping
/// early never misjudges one. Fails with [`RatingError::GaveUp`] once `budget` is spent.
pub(crate) fn rate_solved(
    puzzle: &Puzzle,
    solution: &State,
    ceiling: Band,
    budget: Budget,
) -> Result<Option<Rating>, RatingError> {
    let islands = puzzle.islands().len();
    let mut bounds = Bounds::open(puzzle);
    let mut uses: BTreeMap<Technique, usize> = BTreeMap::new();
    let mut backtracks = 0;
    let mut deducer = Deducer::within(puzzle, budget);
    while !bounds.all_fixed() {
        match deducer.next(puzzle, &bounds, Technique::Lookahead) {
            Ok(Some(d)) => {
                *uses.entry(d.technique).or_default() += 1;
                if d.apply(&mut bounds).is_err() {
                    return Err(RatingError::NoSolution);
                }
                deducer.changed(puzzle, d.edges());
            }
            _ if deducer.out_of_work() => {
                return Err(RatingError::GaveUp {
                    work: deducer.work(),
                })
            }
            _ => {
                // Stuck: a player would have to guess; take the answer for one open edge.
                let Some(edge) = (0..puzzle.edges().len()).find(|&e| !bounds.is_fixed(e)) else {
                    break;
                };
                let count = solution.count(edge);
                if bounds.narrow(puzzle, edge, count, count).is_err() {
                    return Err(RatingError::NoSolution);
                }
                deducer.changed(puzzle, [edge]);
                backtracks += 1;
            }
        }
        if band_of(&uses, backtracks, islands) > ceiling {
            return Ok(None);
        }
    }
    let steps = uses.values().sum();
    let score = uses
        .iter()
        .map(|(&t, &n)| weight(t) * n as f64)
        .sum::<f64>()
        + BACKTRACK_WEIGHT * backtracks as f64;
    Ok(Some(Rating {
        score: (score * 10.0).round() / 10.0,
        band: band_of(&uses, backtracks, islands),
        hardest: uses.keys().max().copied(),
        steps,
        lookaheads: uses.get(&Technique::Lookahead).copied().unwrap_or(0),
        backtracks,
        uses,
    }))
}
