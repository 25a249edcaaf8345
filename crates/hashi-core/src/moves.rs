//! Moves as values with a short text form, and `apply`, the one place the placing rules live;
//! positions rebuilt from plain counts go through it too (`State::from_counts`).

use crate::geom::{Pos, PosParseError};
use crate::puzzle::{EdgeId, Puzzle};
pub use crate::state::Setting;
use crate::state::State;
use crate::words::{places, Place};
use std::fmt;
use std::str::FromStr;

/// Set the pair of islands `a` and `b` to `setting`. Text form: `2,3-2,7=2` for two
/// bridges, `2,3-2,7=x` for a no-bridge mark. Any count, `=0` included, clears a mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub a: Pos,
    pub b: Pos,
    pub setting: Setting,
}

impl Move {
    /// Exactly `count` bridges between `a` and `b`.
    pub const fn new(a: Pos, b: Pos, count: u8) -> Self {
        Self {
            a,
            b,
            setting: Setting::Bridges(count),
        }
    }

    /// A no-bridge mark between `a` and `b` (their bridges, if any, are removed).
    pub const fn no_bridge(a: Pos, b: Pos) -> Self {
        Self {
            a,
            b,
            setting: Setting::NoBridge,
        }
    }

    /// The bridges the move leaves: none for a mark.
    pub fn count(&self) -> u8 {
        self.setting.count()
    }

    /// The move that sets `edge` to `count`, written from the edge's upper/left end.
    pub fn on_edge(puzzle: &Puzzle, edge: EdgeId, count: u8) -> Self {
        Self::setting_edge(puzzle, edge, Setting::Bridges(count))
    }

    /// The move that leaves `setting` on `edge`, written from the edge's upper/left end.
    pub fn setting_edge(puzzle: &Puzzle, edge: EdgeId, setting: Setting) -> Self {
        let (a, b) = puzzle.edge_ends(edge);
        Self { a, b, setting }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}={}", self.a, self.b, self.setting)
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
            MoveParseError::Count(s) => write!(
                f,
                "`{s}` is neither a bridge count (0 to 4) nor `x` (a no-bridge mark)"
            ),
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
        let setting = match count.trim() {
            "x" | "X" => Setting::NoBridge,
            n => Setting::Bridges(
                n.parse()
                    .map_err(|_| MoveParseError::Count(count.to_string()))?,
            ),
        };
        Ok(Move {
            a: a.parse().map_err(MoveParseError::Pos)?,
            b: b.parse().map_err(MoveParseError::Pos)?,
            setting,
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
    /// More bridges than the rules allow on a pair (`max`).
    CountOutOfRange {
        count: u8,
        max: u8,
    },
    WouldCross {
        blocked_by: (Pos, Pos),
    },
    OverTarget {
        island: Pos,
        target: u8,
        total: u8,
    },
    /// A no-bridge mark asked for where bridges are drawn: the player removes them first.
    MarkOnBridges {
        a: Pos,
        b: Pos,
        count: u8,
    },
    /// A trial (pencil bridges) asked to open while one is already open.
    TrialOpen,
    /// Pencil bridges asked to be accepted or rejected with no trial open.
    NoTrial,
}

/// Terse, for logs and tests: a player reads `hashi_words::speech::refusal`'s words.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoIsland(p) => write!(f, "no island at {}", Place(*p)),
            MoveError::NotNeighbours(a, b) => {
                let (a, b) = places((*a, *b));
                write!(f, "{a} and {b} are not neighbours")
            }
            MoveError::CountOutOfRange { count, max } => {
                write!(f, "{count} bridges on a pair > {max}")
            }
            MoveError::WouldCross { blocked_by } => {
                let (a, b) = places(*blocked_by);
                write!(f, "crosses the bridge {a} to {b}")
            }
            MoveError::OverTarget {
                island,
                target,
                total,
            } => write!(f, "{total} bridges at {} > {target}", Place(*island)),
            MoveError::MarkOnBridges { a, b, count } => {
                let (a, b) = places((*a, *b));
                write!(f, "no-bridge mark on {a} to {b}, which has {count}")
            }
            MoveError::TrialOpen => f.write_str("a trial is already open"),
            MoveError::NoTrial => f.write_str("no trial open"),
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
    let mut next = state.clone();
    apply_mut(puzzle, &mut next, mv, mode)?;
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
    state.set(puzzle, edge, mv.setting);
    Ok(edge)
}

/// Whether `mv` is allowed on `state`, and on which edge, without applying it. A no-bridge
/// mark is always allowed here (it only ever removes bridges, so it overfills and crosses
/// nothing): a recorded action that replaces bridges by a mark must replay. Refusing a mark
/// on a drawn bridge is the player's action's rule ([`crate::Game::toggle_no_bridge`]).
pub(crate) fn check(
    puzzle: &Puzzle,
    state: &State,
    mv: &Move,
    mode: Mode,
) -> Result<EdgeId, MoveError> {
    let edge = edge_of(puzzle, mv)?;
    let count = mv.count();
    let max = puzzle.max_bridges();
    if count > max {
        return Err(MoveError::CountOutOfRange { count, max });
    }
    if count > 0 {
        if let Some(&other) = puzzle.crossings(edge).iter().find(|&&o| state.count(o) > 0) {
            return Err(MoveError::WouldCross {
                blocked_by: puzzle.edge_ends(other),
            });
        }
    }
    if mode == Mode::Strict && count > state.count(edge) {
        let e = puzzle.edges()[edge];
        for island in [e.a, e.b] {
            let total = state.total(island) - state.count(edge) + count;
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

/// Positions rebuilt through the rules, so that a damaged list is refused, not trusted.
impl State {
    /// Rebuilds a position from its edge counts (as [`State::counts`] gives them), placing
    /// each bridge through the rules: positions cross from the page to the solver's worker
    /// as plain counts, and a damaged list must be refused, not trusted.
    pub fn from_counts(puzzle: &Puzzle, counts: &[u8]) -> Result<State, CountsError> {
        if counts.len() != puzzle.edges().len() {
            return Err(CountsError::Length {
                expected: puzzle.edges().len(),
                found: counts.len(),
            });
        }
        let mut state = State::empty(puzzle);
        for (edge, &count) in counts.iter().enumerate().filter(|(_, &c)| c > 0) {
            apply_mut(
                puzzle,
                &mut state,
                &Move::on_edge(puzzle, edge, count),
                Mode::Free,
            )
            .map_err(|error| CountsError::Move { edge, error })?;
        }
        Ok(state)
    }

    /// Like [`State::from_counts`], then marks the edges listed in `marks` (as
    /// [`State::marked_edges`] gives them) "no bridge": the worker's form of a position.
    pub fn from_counts_and_marks(
        puzzle: &Puzzle,
        counts: &[u8],
        marks: &[EdgeId],
    ) -> Result<State, CountsError> {
        let mut state = State::from_counts(puzzle, counts)?;
        for &edge in marks {
            match state.counts().get(edge) {
                None => {
                    return Err(CountsError::NoSuchPair {
                        edge,
                        pairs: counts.len(),
                    })
                }
                Some(&count) if count > 0 => {
                    let (a, b) = puzzle.edge_ends(edge);
                    return Err(CountsError::Move {
                        edge,
                        error: MoveError::MarkOnBridges { a, b, count },
                    });
                }
                Some(_) => state.set(puzzle, edge, Setting::NoBridge),
            }
        }
        Ok(state)
    }

    /// The bridge counts as text, one digit per pair in the puzzle's order: how a solution
    /// travels with a pack puzzle and a saved game.
    pub fn counts_text(&self) -> String {
        self.counts()
            .iter()
            .map(|&c| char::from(b'0' + c))
            .collect()
    }
}

/// Why a list of edge counts is not a position of this puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountsError {
    /// The puzzle has `expected` edges, the list `found` counts.
    Length { expected: usize, found: usize },
    /// The count on `edge` breaks a rule.
    Move { edge: EdgeId, error: MoveError },
    /// A mark names pair `edge`, but the puzzle has only `pairs` pairs.
    NoSuchPair { edge: EdgeId, pairs: usize },
}

impl fmt::Display for CountsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountsError::Length { expected, found } => write!(
                f,
                "the position lists {found} bridge counts but the puzzle has {expected} pairs"
            ),
            CountsError::Move { edge, error } => write!(f, "pair {edge}: {error}"),
            CountsError::NoSuchPair { edge, pairs } => write!(
                f,
                "a no-bridge mark is on pair {edge} but the puzzle has only {pairs} pairs"
            ),
        }
    }
}

impl std::error::Error for CountsError {}
