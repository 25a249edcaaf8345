//! Difficulty rating: solve the way a player would, always with the simplest technique that
//! makes progress, and score what that took. The bands also follow Simon Tatham's Bridges
//! solver: whether a puzzle is beyond its Hard level bounds expert and extreme. Rating a
//! user's puzzle runs within a [`Budget`]: the uniqueness check before it is a search, and
//! lookahead on a big board tries every edge at every step, so both are charged to it.

use crate::puzzle::{EdgeId, Puzzle};
use crate::solver::techniques::{open_places, Deducer, Deduction, Technique};
use crate::solver::{solve_within, Bounds, Budget, Uniqueness};
use crate::state::State;
use std::collections::BTreeMap;
use std::fmt;

/// Difficulty bands, from the gentlest.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
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
    /// The number (from 1) of the step that first needed the hardest technique, a guess
    /// counting above every technique; 0 when there was nothing to deduce. Where the hardest
    /// step falls is half of a solve's flow (`flow`), had here without a second solve.
    pub hardest_at: usize,
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
/// big puzzle is not pushed up a band merely for having more places to think; `beyond` when
/// the puzzle needs a step beyond the reach of Tatham's Bridges solver ([`beyond_tatham`]),
/// false while that is not known, which can only place a solve lower.
///
/// The bands follow Simon Tatham's solver, checked against its verdicts in
/// `tests/integration/tatham_ratings.rs`: a puzzle its Hard level cannot finish (it has no search) is
/// expert or extreme, however few such steps it needs, and one it finishes is never extreme,
/// however many lookaheads our solve happened to make.
fn band_of(
    uses: &BTreeMap<Technique, usize>,
    backtracks: usize,
    beyond: bool,
    islands: usize,
) -> Band {
    let used = |t| uses.get(&t).copied().unwrap_or(0);
    let per_hundred = |count: usize| count as f64 * 100.0 / islands.max(1) as f64;
    let lookaheads = used(Technique::Lookahead);
    let global = used(Technique::Isolation) + used(Technique::Connectivity);
    if backtracks > 0 || (beyond && lookahead_heavy(lookaheads, islands)) {
        Band::Extreme
    } else if beyond || per_hundred(lookaheads) > 1.0 {
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

/// More than 4 lookaheads per 100 islands: extreme for a puzzle beyond Tatham's solver.
fn lookahead_heavy(lookaheads: usize, islands: usize) -> bool {
    lookaheads as f64 * 100.0 / islands.max(1) as f64 > 4.0
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
    rate_solved_knowing(puzzle, solution, ceiling, budget, None)
}

/// [`rate_solved`] for a puzzle known to be within the reach of Tatham's solver at its Hard
/// level: [`spots_above`] found nothing beyond it for hard, from the same solve that
/// [`beyond_tatham`] would make again.
pub(crate) fn rate_solved_within_tatham(
    puzzle: &Puzzle,
    solution: &State,
    ceiling: Band,
    budget: Budget,
) -> Result<Option<Rating>, RatingError> {
    rate_solved_knowing(puzzle, solution, ceiling, budget, Some(false))
}

/// [`rate_solved`], given whether the puzzle is beyond Tatham's solver when that is known.
fn rate_solved_knowing(
    puzzle: &Puzzle,
    solution: &State,
    ceiling: Band,
    budget: Budget,
    known_beyond: Option<bool>,
) -> Result<Option<Rating>, RatingError> {
    let islands = puzzle.islands().len();
    let mut uses: BTreeMap<Technique, usize> = BTreeMap::new();
    let mut backtracks = 0;
    // The hardest step so far (None: a guess) and its number.
    let mut hardest_step: Option<(Option<Technique>, usize)> = None;
    let mut step_number = 0;
    let finished = solve_stepwise(puzzle, solution, budget, false, |step, _| {
        step_number += 1;
        let technique = match step {
            Step::Deduced { technique, .. } => {
                *uses.entry(technique).or_default() += 1;
                Some(technique)
            }
            Step::Guessed { .. } => {
                backtracks += 1;
                None
            }
        };
        let rank = |t: Option<Technique>| t.map_or(usize::MAX, |t| t as usize);
        if hardest_step.is_none_or(|(t, _)| rank(technique) > rank(t)) {
            hardest_step = Some((technique, step_number));
        }
        band_of(&uses, backtracks, false, islands) <= ceiling
    })?;
    let Some(spent) = finished else {
        return Ok(None);
    };
    // Whether the puzzle is beyond Tatham's solver decides the band only after a solve
    // that needed more than isolation and made no guess, and not for one expert anyway.
    let needs = |t| uses.get(&t).is_some_and(|&n| n > 0);
    let lower = band_of(&uses, backtracks, false, islands);
    let open = lower == Band::Hard || lookahead_heavy(lookahead_count(&uses), islands);
    let beyond = if let Some(known) = known_beyond {
        known
    } else if backtracks == 0
        && (needs(Technique::Lookahead) || needs(Technique::Connectivity))
        && open
    {
        let left = Budget::work(budget.units().saturating_sub(spent));
        beyond_tatham(puzzle, solution, left).map_err(|e| match e {
            RatingError::GaveUp { work } => RatingError::GaveUp {
                work: spent.saturating_add(work),
            },
            other => other,
        })?
    } else {
        false
    };
    let band = band_of(&uses, backtracks, beyond, islands);
    if band > ceiling {
        return Ok(None);
    }
    let steps = uses.values().sum();
    let score = uses
        .iter()
        .map(|(&t, &n)| weight(t) * n as f64)
        .sum::<f64>()
        + BACKTRACK_WEIGHT * backtracks as f64;
    Ok(Some(Rating {
        score: (score * 10.0).round() / 10.0,
        band,
        hardest: uses.keys().max().copied(),
        steps,
        lookaheads: lookahead_count(&uses),
        backtracks,
        uses,
        hardest_at: hardest_step.map_or(0, |(_, at)| at),
    }))
}

fn lookahead_count(uses: &BTreeMap<Technique, usize>) -> usize {
    uses.get(&Technique::Lookahead).copied().unwrap_or(0)
}

/// One step of a rating's solve.
enum Step<'a> {
    /// A technique made progress; `deep` for a step beyond Tatham's solver, told only in a
    /// solve that stays within its reach as long as it can (see [`solve_stepwise`]).
    Deduced {
        technique: Technique,
        deep: bool,
        deduction: &'a Deduction,
    },
    /// No technique applied, and the bridges of `edge` were taken from the solution.
    Guessed { edge: EdgeId },
}

/// One step of a solve, as the flow reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathStep {
    /// The technique that made the step; None where no technique applied and a bridge was
    /// taken from the solution (a guess, harder than any technique).
    pub technique: Option<Technique>,
    /// Whether the step made some bridge certain (an edge's lower bound rose above 0).
    pub places_bridge: bool,
    /// Places where a local technique could move when the step was taken
    /// (`techniques::open_places`): 0 where the step needed more than a local look.
    pub open: usize,
}

/// The rater's path through `puzzle` (its one solution given): each step's technique (None
/// for a bridge taken from the solution), whether it made a bridge certain, and how many
/// places a local technique could have moved when it was taken.
pub(crate) fn path(
    puzzle: &Puzzle,
    solution: &State,
    budget: Budget,
) -> Result<Vec<PathStep>, RatingError> {
    let mut steps = Vec::new();
    let mut open = open_places(puzzle, &Bounds::open(puzzle));
    solve_stepwise(puzzle, solution, budget, false, |step, after| {
        steps.push(match step {
            Step::Deduced {
                technique,
                deduction,
                ..
            } => PathStep {
                technique: Some(technique),
                places_bridge: deduction.changes.iter().any(|c| c.lo > 0),
                open,
            },
            Step::Guessed { .. } => PathStep {
                technique: None,
                places_bridge: true,
                open,
            },
        });
        open = open_places(puzzle, after);
        true
    })?;
    Ok(steps)
}

/// Solves the way a player would, always with the simplest technique that makes progress,
/// taking a bridge from `solution` where none does, and tells `step` of each step until it
/// returns false. Returns the work spent, or None if `step` stopped the solve.
///
/// With `tatham_first`, the solve stays within the reach of Simon Tatham's Bridges solver at
/// its Hard level as long as it can: the local rules, no loop and isolation, and where they
/// find nothing a lookahead whose trial is refuted at a glance, with nothing propagated
/// (`solver::glance::refutes_at_a_glance`, the only kind of trial his solver makes). Only
/// where none is does it take the usual next step, connectivity or a lookahead that needs a
/// chain of deductions, told as deep.
fn solve_stepwise(
    puzzle: &Puzzle,
    solution: &State,
    budget: Budget,
    tatham_first: bool,
    mut step: impl FnMut(Step<'_>, &Bounds) -> bool,
) -> Result<Option<u64>, RatingError> {
    let mut bounds = Bounds::open(puzzle);
    let mut deducer = Deducer::within(puzzle, budget);
    // Every edge below this one is fixed: edges only narrow, so it only moves on, and the
    // test for a finished solve need not compare every edge at every step.
    let mut first_open = 0;
    loop {
        while first_open < puzzle.edges().len() && bounds.is_fixed(first_open) {
            first_open += 1;
        }
        if first_open == puzzle.edges().len() {
            break;
        }
        let found = if tatham_first {
            match deducer.next(puzzle, &bounds, Technique::Isolation) {
                Ok(None) if !deducer.out_of_work() => deducer
                    .shallow_lookahead(puzzle, &bounds)
                    .map(|d| Ok(Some((d, false))))
                    .unwrap_or_else(|| {
                        let deep = deducer.next(puzzle, &bounds, Technique::Lookahead);
                        deep.map(|d| d.map(|d| (d, true)))
                    }),
                other => other.map(|d| d.map(|d| (d, false))),
            }
        } else {
            let found = deducer.next(puzzle, &bounds, Technique::Lookahead);
            found.map(|d| d.map(|d| (d, false)))
        };
        let keep_going = match found {
            Ok(Some((d, deep))) => {
                if d.apply(&mut bounds).is_err() {
                    return Err(RatingError::NoSolution);
                }
                deducer.changed(puzzle, d.edges());
                step(
                    Step::Deduced {
                        technique: d.technique,
                        deep,
                        deduction: &d,
                    },
                    &bounds,
                )
            }
            _ if deducer.out_of_work() => {
                return Err(RatingError::GaveUp {
                    work: deducer.work(),
                })
            }
            _ => {
                // Stuck: a player would have to guess; take the answer for the first open edge.
                let edge = first_open;
                let count = solution.count(edge);
                if bounds.narrow(puzzle, edge, count, count).is_err() {
                    return Err(RatingError::NoSolution);
                }
                deducer.changed(puzzle, [edge]);
                step(Step::Guessed { edge }, &bounds)
            }
        };
        if !keep_going {
            return Ok(None);
        }
    }
    Ok(Some(deducer.work()))
}

/// Whether the puzzle needs a step beyond Tatham's solver at its Hard level: a solve that stays
/// within its reach as long as it can ([`solve_stepwise`]) still needs connectivity, a
/// lookahead that takes a chain of deductions, or a guess. On 4,772 puzzles his solver
/// finishes and 1,501 it cannot (the fixture's and more, 7x7 to 25x25), this told them apart
/// without a miss.
fn beyond_tatham(puzzle: &Puzzle, solution: &State, budget: Budget) -> Result<bool, RatingError> {
    let finished = solve_stepwise(puzzle, solution, budget, true, |step, _| {
        !matches!(
            step,
            Step::Deduced { deep: true, .. } | Step::Guessed { .. }
        )
    })?;
    Ok(finished.is_none())
}

/// Where a solve of the puzzle needs a step beyond what `band` allows, for the generator to
/// ease a puzzle that rates above its band there instead of drawing a new one: the edges each
/// such step narrowed or guessed, one list per step, in the order the solve met them.
///
/// For hard, the steps beyond Tatham's solver (the solve of [`beyond_tatham`], carried on
/// past each of them); for medium, lookahead and connectivity; for easy, anything beyond the
/// local rules. Empty for the bands above, which a puzzle is never eased into, and where the
/// puzzle is above the band for another reason (too many isolations for medium, too many
/// lookaheads for hard).
///
/// The solve stops once more than `most` spots are found: a caller that gives up beyond that
/// many is told so (by `most + 1` of them) without the rest of the solve.
pub(crate) fn spots_above(
    puzzle: &Puzzle,
    solution: &State,
    band: Band,
    budget: Budget,
    most: usize,
) -> Result<Vec<Vec<EdgeId>>, RatingError> {
    let too_hard = |technique: Technique| match band {
        Band::Easy => technique >= Technique::Isolation,
        Band::Medium => technique >= Technique::Connectivity,
        _ => false,
    };
    if band > Band::Hard {
        return Ok(Vec::new());
    }
    let mut spots = Vec::new();
    solve_stepwise(puzzle, solution, budget, band == Band::Hard, |step, _| {
        match step {
            Step::Deduced {
                technique,
                deep,
                deduction,
            } if deep || too_hard(technique) => spots.push(deduction.edges().collect()),
            Step::Guessed { edge } => spots.push(vec![edge]),
            _ => {}
        }
        spots.len() <= most
    })?;
    Ok(spots)
}
