//! Moves as values with a short text form, and `apply`, the one place the placing rules live.

use crate::geom::{Pos, PosParseError};
use crate::puzzle::{EdgeId, Puzzle};
use crate::state::State;
use crate::words::bridges;
use std::fmt;
use std::str::FromStr;

/// Most bridges allowed between one pair of islands.
pub const MAX_BRIDGES: u8 = 2;

/// Set the bridges between islands `a` and `b` to `count`. Text form: `2,3-2,7=2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub a: Pos,
    pub b: Pos,
    pub count: u8,
}

impl Move {
    pub const fn new(a: Pos, b: Pos, count: u8) -> Self {
        Self { a, b, count }
    }

    /// The move that sets `edge` to `count`, written from the edge's upper/left end.
    pub fn on_edge(puzzle: &Puzzle, edge: EdgeId, count: u8) -> Self {
        let (a, b) = puzzle.edge_ends(edge);
        Self { a, b, count }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}={}", self.a, self.b, self.count)
    }
}

/// Why a move's text form was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveParseError {
    Shape(String),
    Pos(PosParseError),
    Count(String),
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveParseError::Shape(s) => {
                write!(f, "`{s}` is not a move (expected `row,col-row,col=count`)")
            }
            MoveParseError::Pos(e) => write!(f, "{e}"),
            MoveParseError::Count(s) => write!(f, "`{s}` is not a bridge count (0, 1 or 2)"),
        }
    }
}

impl std::error::Error for MoveParseError {}

impl FromStr for Move {
    type Err = MoveParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let shape = || MoveParseError::Shape(s.to_string());
        let (ends, count) = s.split_once('=').ok_or_else(shape)?;
        let (a, b) = ends.split_once('-').ok_or_else(shape)?;
        Ok(Move {
            a: a.parse().map_err(MoveParseError::Pos)?,
            b: b.parse().map_err(MoveParseError::Pos)?,
            count: count
                .trim()
                .parse()
                .map_err(|_| MoveParseError::Count(count.to_string()))?,
        })
    }
}

/// Whether an island may hold more bridge ends than its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// Refuses a move that takes an island past its number.
    #[default]
    Strict,
    /// Allows it; the island then shows as over-full.
    Free,
}

/// Why a move is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    NoIsland(Pos),
    NotNeighbours(Pos, Pos),
    CountOutOfRange(u8),
    WouldCross { blocked_by: (Pos, Pos) },
    OverTarget { island: Pos, target: u8, total: u8 },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoIsland(p) => write!(f, "there is no island at row {}, column {}", p.r, p.c),
            MoveError::NotNeighbours(a, b) => write!(
                f,
                "islands {a} and {b} are not neighbours: a bridge runs straight to the nearest island"
            ),
            MoveError::CountOutOfRange(n) => {
                write!(f, "{n} bridges is not allowed: a pair takes 0, 1 or 2")
            }
            MoveError::WouldCross { blocked_by: (a, b) } => {
                write!(f, "the bridge would cross the bridge between {a} and {b}")
            }
            MoveError::OverTarget {
                island,
                target,
                total,
            } => write!(
                f,
                "the {target} at {island} takes {} in all; this would give it {}",
                bridges(u32::from(*target)),
                total
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// The edge a move refers to, checking both ends are islands that see each other.
pub fn edge_of(puzzle: &Puzzle, mv: &Move) -> Result<EdgeId, MoveError> {
    let a = puzzle.island_at(mv.a).ok_or(MoveError::NoIsland(mv.a))?;
    let b = puzzle.island_at(mv.b).ok_or(MoveError::NoIsland(mv.b))?;
    puzzle
        .edge_between(a, b)
        .ok_or(MoveError::NotNeighbours(mv.a, mv.b))
}

/// Applies `mv` to `state`, returning the new state or why the move breaks the rules.
///
/// ```
/// use hashi_core::{apply, formats::parse_task, Mode, Move, Pos, State};
/// let p = parse_task("3x1:2a2").unwrap();
/// let s = apply(&p, &State::empty(&p), &Move::new(Pos::new(0, 0), Pos::new(0, 2), 2), Mode::Strict).unwrap();
/// assert_eq!(s.total(0), 2);
/// ```
pub fn apply(puzzle: &Puzzle, state: &State, mv: &Move, mode: Mode) -> Result<State, MoveError> {
    let edge = check(puzzle, state, mv, mode)?;
    let mut next = state.clone();
    next.set(puzzle, edge, mv.count);
    Ok(next)
}

/// Applies `mv` in place; on error `state` is untouched.
pub fn apply_mut(
    puzzle: &Puzzle,
    state: &mut State,
    mv: &Move,
    mode: Mode,
) -> Result<EdgeId, MoveError> {
    let edge = check(puzzle, state, mv, mode)?;
    state.set(puzzle, edge, mv.count);
    Ok(edge)
}

/// Whether `mv` is allowed on `state`, and on which edge, without applying it.
pub(crate) fn check(
    puzzle: &Puzzle,
    state: &State,
    mv: &Move,
    mode: Mode,
) -> Result<EdgeId, MoveError> {
    let edge = edge_of(puzzle, mv)?;
    if mv.count > MAX_BRIDGES {
        return Err(MoveError::CountOutOfRange(mv.count));
    }
    if mv.count > 0 {
        if let Some(&other) = puzzle.crossings(edge).iter().find(|&&o| state.count(o) > 0) {
            return Err(MoveError::WouldCross {
                blocked_by: puzzle.edge_ends(other),
            });
        }
    }
    if mode == Mode::Strict && mv.count > state.count(edge) {
        let e = puzzle.edges()[edge];
        for island in [e.a, e.b] {
            let total = state.total(island) - state.count(edge) + mv.count;
            let target = puzzle.islands()[island].target;
            if total > target {
                return Err(MoveError::OverTarget {
                    island: puzzle.islands()[island].pos,
                    target,
                    total,
                });
            }
        }
    }
    Ok(edge)
}
