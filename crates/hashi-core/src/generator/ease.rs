//! Easing wide boards. On a board with a side beyond the former limit of 50, a network has
//! thousands of islands, and one spot anywhere that needs more than the band allows puts the
//! whole puzzle above it: at 100x100 hard, 6 networks in 10 rated expert for a step or two
//! beyond Tatham's solver somewhere, and each new network costs a growth, its repairs and a
//! rating. Instead the network is changed where those steps were, the way ambiguity is
//! repaired (`repair`): a single bridge near the step raised to the most, which leaves the
//! islands around it less to choose, or else an island added on an edge near it. The puzzle
//! is then made unique again and the spots looked for again, a few rounds at most. Measured
//! at 100x100 hard (30 seeds): a median of 3 networks a seed (at most 18), where 10 (at most
//! 54) were grown before.
//! Easing the last spot often leaves a puzzle below the band (its only lookahead was the
//! deep one), so hard is not reached every time.

use super::harden::Rated;
use super::network::Network;
use super::repair::shuffle;
use super::CHECK_BUDGET;
use crate::puzzle::{EdgeId, Puzzle};
use crate::rating::{rate_solved, rate_solved_within_tatham, spots_above, Band};
use crate::state::State;
use rand_chacha::ChaCha8Rng;

/// Rounds of easing tried on one network before a new one is grown.
const EASE_ROUNDS: u32 = 4;
/// Spots above the band beyond which a network is not eased but replaced.
const MOST_SPOTS: usize = 12;

impl Network {
    /// Eases `puzzle` (this network's, with its one solution `solution`, rated above `band`)
    /// into `band`. Returns the first unique puzzle rated in it, or None where nothing near
    /// the spots can change, a change cannot be made unique, the puzzle falls below the band
    /// or `EASE_ROUNDS` run out.
    pub(super) fn ease(
        &mut self,
        puzzle: Puzzle,
        solution: State,
        band: Band,
        rng: &mut ChaCha8Rng,
    ) -> Option<Rated> {
        let mut spots = spots_above(&puzzle, &solution, band, CHECK_BUDGET, MOST_SPOTS).ok()?;
        if spots.len() > MOST_SPOTS {
            return None;
        }
        let (mut puzzle, mut solution) = (puzzle, solution);
        for _ in 0..EASE_ROUNDS {
            if !self.ease_spots(&puzzle, &solution, &spots, rng) {
                return None;
            }
            (puzzle, solution) = self.make_unique(rng)?;
            // Every spot of a later round is eased, however many.
            spots = spots_above(&puzzle, &solution, band, CHECK_BUDGET, usize::MAX).ok()?;
            if spots.is_empty() {
                // Nothing left where the band is exceeded as the spots see it: the rating
                // has the last word. Below the band the last change took away the only
                // step hard enough, and further easing would not bring it back. For hard
                // the spots' solve has just shown the puzzle within Tatham's reach.
                let rate = if band == Band::Hard {
                    rate_solved_within_tatham
                } else {
                    rate_solved
                };
                return rate(&puzzle, &solution, band, CHECK_BUDGET)
                    .ok()
                    .flatten()
                    .filter(|rating| rating.band == band)
                    .map(|rating| (puzzle, solution, rating));
            }
        }
        None
    }

    /// Changes the network at each spot: raises a bridge near it, else adds an island on an
    /// edge near it, looking one island further out where the nearest edges allow neither.
    /// Returns whether anything changed.
    fn ease_spots(
        &mut self,
        puzzle: &Puzzle,
        solution: &State,
        spots: &[Vec<EdgeId>],
        rng: &mut ChaCha8Rng,
    ) -> bool {
        let mut changed = false;
        for spot in spots {
            let mut near = near_edges(puzzle, spot);
            let mut eased = false;
            for _ in 0..2 {
                shuffle(&mut near, rng);
                eased = near
                    .iter()
                    .any(|&edge| self.raise_edge(puzzle, solution, edge))
                    || near
                        .iter()
                        .any(|&edge| self.split_edge_in_orbit(puzzle, solution, edge, rng));
                if eased {
                    break;
                }
                near = near_edges(puzzle, &near);
            }
            changed |= eased;
        }
        changed
    }

    /// Raises the bridges of `solution` on `edge` to the rules' most, if there are some below
    /// it: an island whose bridges are at the most leaves less to choose. Returns whether the
    /// network changed.
    fn raise_edge(&mut self, puzzle: &Puzzle, solution: &State, edge: EdgeId) -> bool {
        let most = self.rules.max_bridges();
        let count = solution.count(edge);
        if count == 0 || count >= most {
            return false;
        }
        let Some(slot) = self.bridge_on(puzzle, edge) else {
            return false;
        };
        if self.bridges[slot].count >= most {
            return false;
        }
        self.bridges[slot].count = most;
        true
    }
}

/// The edges of a spot and every edge at their ends, each once, in edge order: a step's own
/// edge is often too short to hold an island.
fn near_edges(puzzle: &Puzzle, spot: &[EdgeId]) -> Vec<EdgeId> {
    let mut near: Vec<EdgeId> = spot
        .iter()
        .flat_map(|&edge| {
            let e = puzzle.edges()[edge];
            puzzle.edges_of(e.a).chain(puzzle.edges_of(e.b))
        })
        .collect();
    near.sort_unstable();
    near.dedup();
    near
}
