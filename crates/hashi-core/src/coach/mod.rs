//! The coach after a solve by play: replays the player's positions with the time taken before
//! each move, asks the hint engine what the easiest step open at a few chosen positions was,
//! and returns at most three [`CoachLine`]s as data (the longest stall, a costly mistake made
//! while a sure step was open, one thing done well). The words are the page's; the work is
//! capped so that a 100x100 solve stays bounded.

mod step;
#[cfg(test)]
mod tests;

pub use step::{easiest_step, Step};

use crate::hint::mistakes;
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::solver::techniques::Technique;
use crate::state::State;
use crate::{Game, Pos};
use serde::{Deserialize, Serialize};
pub use session::EntryKind;

/// A stall is at least this long (tenths of a second): shorter pauses are reading the board,
/// not being stuck, however quick the rest of the solve was.
pub const STALL_FLOOR: u32 = 300;
/// ... and at least this many times the player's median move: a slow, careful player's
/// ordinary thinking time is their rhythm, not a stall.
pub const STALL_FACTOR: u32 = 3;
/// A mistake is worth a line when it cost at least this long (tenths) until it was put right:
/// a slip fixed at once taught nothing to talk about.
pub const MISTAKE_FLOOR: u32 = 100;
/// A step is "found quickly" within the player's median move time, and never above this
/// (tenths): praise for a step that took a minute would ring hollow.
pub const QUICK_CEILING: u32 = 200;
/// The hint engine is asked about at most this many positions in all: each look may search
/// (a 100x100 board's may take a second), so the coach picks its candidates first.
pub const MAX_LOOKS: usize = 12;
/// Of which at most this many for mistakes (the costliest first) ...
const MISTAKE_LOOKS: usize = 4;
// ... and the rest for quick moves (the quickest first), after the one for the stall.

/// What a line is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CoachKind {
    /// The longest pause, and the easiest step that was open there.
    Stall,
    /// A wrong bridge or mark made while a sure step was open, and what it cost.
    Mistake,
    /// The hardest position moved on from quickly.
    WellDone,
}

/// One line of the coach, as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoachLine {
    pub kind: CoachKind,
    /// The action (0-based, among the game's applied ones) the line is about.
    pub move_index: usize,
    /// Where on the board (0-based; the words say it 1-based): the step's first island, or
    /// the mistaken pair's first end.
    pub place: Pos,
    /// The easiest step open there: the one the player could have taken (a stall, a
    /// mistake) or found (done well).
    pub technique: Technique,
    /// The stall's length, the time the mistake cost until it was put right, or how quickly
    /// the step was found; None where the save kept no times.
    pub seconds: Option<u32>,
    /// What the replay highlights.
    pub islands: Vec<IslandId>,
    pub edges: Vec<EdgeId>,
}

impl CoachLine {
    /// The replay's position that shows it (0 is the empty board, k the one after action
    /// k - 1): before the move for a stall or a step, after it for a mistake.
    pub fn replay_at(&self) -> usize {
        match self.kind {
            CoachKind::Mistake => self.move_index + 1,
            CoachKind::Stall | CoachKind::WellDone => self.move_index,
        }
    }
}

/// One applied action of a solve: its kind, the position it led to and the time before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub kind: EntryKind,
    pub after: State,
    /// Tenths of a second before it; None where unknown.
    pub tenths: Option<u32>,
}

impl Played {
    /// The actions of `game`, oldest first.
    pub fn of(game: &Game) -> Vec<Played> {
        let positions = game.replay_positions();
        game.move_kinds()
            .into_iter()
            .zip(game.move_times())
            .zip(positions.into_iter().skip(1))
            .map(|((kind, tenths), after)| Played {
                kind,
                after,
                tenths,
            })
            .collect()
    }
}

/// The coach's lines for `game` against its unique `solution`: none unless it was solved by
/// play (a revealed solve is not coached).
pub fn coach_game(game: &Game, solution: &State) -> Vec<CoachLine> {
    if !game.solved_by_play() {
        return Vec::new();
    }
    coach(game.puzzle(), &Played::of(game), solution)
}

/// At most three lines (stall, mistake, done well, in that order) for a solve of `puzzle`
/// through `played`; none when the solve was smooth (no stall, no costly mistake), since
/// praise alone is not coaching.
pub fn coach(puzzle: &Puzzle, played: &[Played], solution: &State) -> Vec<CoachLine> {
    let empty = State::empty(puzzle);
    let before = |k: usize| k.checked_sub(1).map_or(&empty, |i| &played[i].after);
    let median = median_of(played);
    let mut looks = 0;
    let mut step_at = |k: usize| -> Option<(Technique, Vec<IslandId>, Vec<EdgeId>)> {
        if looks >= MAX_LOOKS {
            return None;
        }
        looks += 1;
        let step = easiest_step(puzzle, before(k), solution)?;
        Some((step.technique, step.islands, step.edges))
    };
    let place_of = |islands: &[IslandId]| islands.first().map(|&i| puzzle.islands()[i].pos);

    let stall = longest_stall(played, median).and_then(|k| {
        let (technique, islands, edges) = step_at(k)?;
        Some(CoachLine {
            kind: CoachKind::Stall,
            move_index: k,
            place: place_of(&islands)?,
            technique,
            seconds: played[k].tenths.map(seconds),
            islands,
            edges,
        })
    });

    let mistake = costly_mistakes(puzzle, played, solution)
        .into_iter()
        .take(MISTAKE_LOOKS)
        .find_map(|(k, edge, cost)| {
            let (technique, _, _) = step_at(k)?;
            let (a, b) = puzzle.edge_ends(edge);
            let ends = [puzzle.island_at(a)?, puzzle.island_at(b)?];
            Some(CoachLine {
                kind: CoachKind::Mistake,
                move_index: k,
                place: a,
                technique,
                seconds: cost.map(seconds),
                islands: ends.to_vec(),
                edges: vec![edge],
            })
        });
    if stall.is_none() && mistake.is_none() {
        return Vec::new();
    }

    let mut well: Option<CoachLine> = None;
    for k in quick_moves(played, median) {
        let Some((technique, islands, edges)) = step_at(k) else {
            continue;
        };
        // Found: the move placed a bridge of the solution where the step decides one.
        let found = edges.iter().any(|&e| {
            played[k].after.count(e) > before(k).count(e)
                && played[k].after.count(e) <= solution.count(e)
        });
        let better = well.as_ref().is_none_or(|w| technique > w.technique);
        if found && technique > Technique::Capacity && better {
            well = place_of(&islands).map(|place| CoachLine {
                kind: CoachKind::WellDone,
                move_index: k,
                place,
                technique,
                seconds: played[k].tenths.map(seconds),
                islands,
                edges,
            });
        }
    }
    [stall, mistake, well].into_iter().flatten().collect()
}

/// Whole seconds, rounded.
fn seconds(tenths: u32) -> u32 {
    (tenths + 5) / 10
}

/// Whether the player chose this action (their own move, or asking for a hint's): the time
/// before it was theirs to think.
fn thought(kind: EntryKind) -> bool {
    matches!(kind, EntryKind::Play | EntryKind::Hint)
}

/// The median time before the player's own moves, when any is known.
fn median_of(played: &[Played]) -> Option<u32> {
    let mut times: Vec<u32> = played
        .iter()
        .filter(|p| p.kind == EntryKind::Play)
        .filter_map(|p| p.tenths)
        .collect();
    times.sort_unstable();
    // The lower median: with few moves one long pause must not set the pace it is measured by.
    times.get(times.len().saturating_sub(1) / 2).copied()
}

/// The action after the longest pause, if that pause is a stall (see [`STALL_FLOOR`] and
/// [`STALL_FACTOR`]).
fn longest_stall(played: &[Played], median: Option<u32>) -> Option<usize> {
    let median = median?;
    let (k, tenths) = played
        .iter()
        .enumerate()
        .filter(|(_, p)| thought(p.kind))
        .filter_map(|(k, p)| Some((k, p.tenths?)))
        .max_by_key(|&(k, tenths)| (tenths, std::cmp::Reverse(k)))?;
    (tenths >= STALL_FLOOR && tenths >= median.saturating_mul(STALL_FACTOR)).then_some(k)
}

/// The player's moves that made a new mistake, each with the first wrong pair and the time it
/// cost until that pair was right again (None where times are unknown), costliest first.
fn costly_mistakes(
    puzzle: &Puzzle,
    played: &[Played],
    solution: &State,
) -> Vec<(usize, EdgeId, Option<u32>)> {
    let wrong: Vec<Vec<EdgeId>> = played
        .iter()
        .map(|p| {
            mistakes(puzzle, &p.after, solution)
                .into_iter()
                .map(|m| m.edge())
                .collect()
        })
        .collect();
    let mut found = Vec::new();
    for (k, p) in played.iter().enumerate() {
        if p.kind != EntryKind::Play {
            continue;
        }
        let was_wrong = |e: &EdgeId| k > 0 && wrong[k - 1].contains(e);
        let Some(&edge) = wrong[k].iter().find(|e| !was_wrong(e)) else {
            continue;
        };
        let Some(fixed) = (k + 1..played.len()).find(|&j| !wrong[j].contains(&edge)) else {
            continue;
        };
        let cost = played[k + 1..=fixed]
            .iter()
            .map(|p| p.tenths)
            .try_fold(0u32, |sum, t| t.map(|t| sum.saturating_add(t)));
        if cost.is_none_or(|cost| cost >= MISTAKE_FLOOR) {
            found.push((k, edge, cost));
        }
    }
    found.sort_by_key(|&(k, _, cost)| (std::cmp::Reverse(cost), k));
    found
}

/// The player's own moves made within their median time (and [`QUICK_CEILING`]), quickest
/// first, as many as the looks left allow.
fn quick_moves(played: &[Played], median: Option<u32>) -> Vec<usize> {
    let Some(median) = median else {
        return Vec::new();
    };
    let quick = median.min(QUICK_CEILING);
    let mut moves: Vec<(u32, usize)> = played
        .iter()
        .enumerate()
        .filter(|(_, p)| p.kind == EntryKind::Play)
        .filter_map(|(k, p)| Some((p.tenths?, k)))
        .filter(|&(tenths, _)| tenths <= quick)
        .collect();
    moves.sort_unstable();
    moves
        .into_iter()
        .map(|(_, k)| k)
        .take(MAX_LOOKS - 1 - MISTAKE_LOOKS)
        .collect()
}
