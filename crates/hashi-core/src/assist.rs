//! "Finish what is forced": the bridges that the simplest deductions force in a player's
//! position, found with the solver's own techniques up to [`ASSIST_HARDEST`] (crossing,
//! capacity, and every direction, the corner, side and middle counts), repeated until none
//! finds anything more. Bounded local deduction, no search: each step narrows an edge, so it
//! ends within the board's edges times their most bridges.

use crate::moves::Move;
use crate::puzzle::Puzzle;
use crate::solver::techniques::{Deducer, Technique};
use crate::solver::Bounds;
use crate::state::State;

/// The hardest technique the assist uses: every direction, after capacity and crossing.
pub const ASSIST_HARDEST: Technique = Technique::EveryDirection;

/// The bridges forced in `state` by techniques up to [`ASSIST_HARDEST`], as moves to the
/// forced count on each edge that has fewer, in edge order. The player's bridges are taken as
/// placed and their no-bridge marks as claims. Nothing while a trial is open (the assist does
/// not pencil), and nothing where the position contradicts itself: the player has a mistake
/// to find, and the assist does not build on it.
///
/// ```
/// use hashi_core::{assist::forced_bridges, formats::parse_task, State};
/// let puzzle = parse_task("3x1:2a2").unwrap();
/// let moves = forced_bridges(&puzzle, &State::empty(&puzzle));
/// assert_eq!(moves[0].to_string(), "0,0-0,2=2");
/// ```
pub fn forced_bridges(puzzle: &Puzzle, state: &State) -> Vec<Move> {
    if state.in_trial() {
        return Vec::new();
    }
    let Some(bounds) = closure(puzzle, state) else {
        return Vec::new();
    };
    (0..puzzle.edges().len())
        .filter(|&edge| bounds.lo(edge) > state.count(edge))
        .map(|edge| Move::on_edge(puzzle, edge, bounds.lo(edge)))
        .collect()
}

/// The intervals once every deduction up to [`ASSIST_HARDEST`] is drawn, or `None` when the
/// position is contradictory.
fn closure(puzzle: &Puzzle, state: &State) -> Option<Bounds> {
    let mut bounds = Bounds::at_least(puzzle, state);
    for edge in state.marked_edges() {
        bounds.narrow(puzzle, edge, 0, 0).ok()?;
    }
    let mut deducer = Deducer::new(puzzle);
    loop {
        match deducer.next(puzzle, &bounds, ASSIST_HARDEST) {
            Ok(Some(deduction)) => {
                deduction.apply(&mut bounds).ok()?;
                deducer.changed(puzzle, deduction.edges());
            }
            Ok(None) => return Some(bounds),
            Err(_) => return None,
        }
    }
}
