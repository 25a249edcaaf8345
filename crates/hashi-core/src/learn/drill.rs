//! Technique drills: from a seed, generated puzzles are solved the way hints solve them, one
//! placing step at a time from the board's bridges, and a position whose step teaches the
//! technique (see [`teaches`]) becomes the drill. The same seed gives the same drill
//! everywhere.
//!
//! Crossing and isolation never place a bridge by themselves (they only rule bridges out), so
//! their drills are positions where their conclusion is what the next placement needs: the
//! player makes that placement, and the reason gives both sentences.

use super::exercise::Exercise;
use super::step::{step_from, teaches};
use crate::generator::{generate_as, Params};
use crate::moves::Setting;
use crate::rating::Band;
use crate::rule_set::RuleSet;
use crate::solver::techniques::Technique;
use crate::solver::Budget;
use crate::state::State;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The generator version drills are cut from.
const DRILL_VERSION: u32 = 7;

/// A drill: the seed it came from and its exercise.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Drill {
    pub seed: u64,
    pub exercise: Exercise,
}

/// Why no drill was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DrillError {
    /// None of the puzzles tried had a position that teaches the technique.
    NotFound { technique: Technique, puzzles: u32 },
    /// The work budget ran out after `work` units.
    GaveUp { work: u64 },
}

impl fmt::Display for DrillError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrillError::NotFound { technique, puzzles } => write!(
                f,
                "no position that needs {} was found in {puzzles} puzzles; try the next drill",
                technique.name()
            ),
            DrillError::GaveUp { work } => write!(
                f,
                "gave up after {work} work units looking for a drill; try the next one"
            ),
        }
    }
}

impl std::error::Error for DrillError {}

/// Puzzles tried per drill before giving up: connectivity is the last resort of few
/// generated puzzles (about one 10x10 expert puzzle in 20, measured), so it looks through
/// more.
fn most_puzzles(technique: Technique) -> u32 {
    match technique {
        Technique::Connectivity => 800,
        _ => 60,
    }
}

/// Work a drill may take in the app (the generator's own work is bounded by its attempts).
pub const DRILL_BUDGET: Budget = Budget::DEFAULT;

/// The band and the smallest and largest side of the puzzles a technique's drills come from:
/// phone-sized boards of the gentlest band whose solves use the technique. Lookahead needs
/// expert puzzles (hard ones seldom need it), which start at 10x10, and so does connectivity:
/// a puzzle that needs it is mostly beyond Tatham's solver, which makes it expert (1 in 400
/// hard 7x7 and 8x8 puzzles used it, 19 in 400 expert 10x10 ones).
fn source(technique: Technique) -> (Band, usize, usize) {
    match technique {
        Technique::Crossing | Technique::Capacity | Technique::EveryDirection => (Band::Easy, 7, 9),
        Technique::Isolation | Technique::NoLoop => (Band::Medium, 7, 10),
        Technique::Connectivity | Technique::Lookahead => (Band::Expert, 10, 10),
    }
}

/// The rules of the puzzles a technique's drills come from: the standard ones, but for no
/// loop, which only rules without loops call for.
fn rules_for(technique: Technique) -> RuleSet {
    match technique {
        Technique::NoLoop => RuleSet::STANDARD.with_loops(false),
        _ => RuleSet::STANDARD,
    }
}

/// The byte of the drill's random key that names its technique: fixed per technique, so a
/// technique added to the list does not change the drills of the others.
fn seed_byte(technique: Technique) -> u8 {
    match technique {
        Technique::Crossing => 0,
        Technique::Capacity => 1,
        Technique::EveryDirection => 2,
        Technique::Isolation => 3,
        Technique::Connectivity => 4,
        Technique::Lookahead => 5,
        Technique::NoLoop => 6,
    }
}

/// The drill of `technique` for `seed`, within [`DRILL_BUDGET`].
pub fn drill(technique: Technique, seed: u64) -> Result<Drill, DrillError> {
    drill_within(technique, seed, DRILL_BUDGET)
}

/// The drill of `technique` for `seed`; the deductions of the walks through the puzzles share
/// `budget`.
pub fn drill_within(technique: Technique, seed: u64, budget: Budget) -> Result<Drill, DrillError> {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    key[8] = seed_byte(technique);
    key[9..14].copy_from_slice(b"drill");
    let mut rng = ChaCha8Rng::from_seed(key);
    let (band, smallest, largest) = source(technique);
    let mut spent = 0u64;
    for _ in 0..most_puzzles(technique) {
        let side = rng.random_range(smallest..=largest);
        let params = Params {
            width: side,
            height: side,
            rules: rules_for(technique),
            ..Params::for_band(band)
        };
        // Drills are named by seed (`/hashi/learn/<technique>`, `hashi drill --seed`): they
        // come from version 7's puzzles, so a seed keeps its drill when the generator moves on.
        let Ok(made) = generate_as(&params, rng.random(), DRILL_VERSION) else {
            continue;
        };
        // Puzzles whose own solve never used the technique rarely hold a lesson in it.
        if !made.rating.uses.contains_key(&technique) && technique != Technique::Crossing {
            continue;
        }
        let left = Budget::work(budget.units().saturating_sub(spent));
        let (mut found, work) = lessons(&made.puzzle, &made.solution, technique, left);
        spent = spent.saturating_add(work);
        if !found.is_empty() {
            let (position, step) = found.swap_remove(rng.random_range(0..found.len()));
            let exercise =
                Exercise::from_step(technique, made.puzzle, made.solution, position, &step);
            return Ok(Drill { seed, exercise });
        }
        if spent >= budget.units() {
            return Err(DrillError::GaveUp { work: spent });
        }
    }
    Err(DrillError::NotFound {
        technique,
        puzzles: most_puzzles(technique),
    })
}

/// Every position of a hint-by-hint solve of `puzzle` whose step teaches `technique`, and the
/// work the solve took.
fn lessons(
    puzzle: &crate::Puzzle,
    solution: &State,
    technique: Technique,
    budget: Budget,
) -> (Vec<(State, super::Step)>, u64) {
    let mut position = State::empty(puzzle);
    let mut found = Vec::new();
    let mut spent = 0u64;
    while spent < budget.units() {
        let left = Budget::work(budget.units() - spent);
        let (step, work) = step_from(puzzle, &position, Technique::Lookahead, left);
        spent = spent.saturating_add(work);
        let Some(step) = step else {
            break;
        };
        let placements = step.placements(&position);
        // A step that strays from the solution would teach a wrong move: stop trusting it.
        if placements.iter().any(|&(e, c)| c > solution.count(e)) {
            break;
        }
        if teaches(puzzle, &position, &step, technique) {
            found.push((position.clone(), step));
        }
        for (edge, count) in placements {
            position.set(puzzle, edge, Setting::Bridges(count));
        }
    }
    (found, spent)
}
