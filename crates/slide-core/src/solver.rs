//! A heuristic solver: from any reachable board, a sequence of legal moves to the solved
//! layout, found by weighted A* within a deterministic budget of expanded nodes.
//!
//! Design. Optimal solving is out of reach (the state space is huge), so the search is
//! weighted A*: it orders boards by `g + W·h`, where `g` is the moves made so far and `h`
//! counts each piece's Manhattan distance home, a large piece's steps weighed
//! [`LARGE_STEP_COST`] times (it moves only when both gaps are aligned beside it, which takes
//! several small moves to arrange), plus one if the gaps stand at each other's home. A large
//! `W` makes the search nearly greedy: it finds long-ish solutions quickly instead of short
//! ones slowly. Boards already seen are skipped, ties break by insertion order, and nothing
//! reads the clock, so the same board and budget always give the same answer on every
//! machine.
//!
//! The budget counts expanded boards, not time. When it runs out the result is
//! [`Outcome::Unsolved`] with the moves to the best board seen (least `h`): partial progress
//! the caller can still show or continue from.
//!
//! Measured trade-offs (see the report table printed by `examples/solver_table.rs`, run
//! with `--release`): a higher `W` solves more boards within the budget but lengthens the
//! solutions; weighing large pieces more keeps the search from dragging them about early.

use crate::board::{Board, GapId, PieceId, PieceSize, PIECE_COUNT};
use crate::moves::{apply_mut, legal_moves, Move};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// How much one step of a large piece counts in the heuristic, against one of a small piece.
pub const LARGE_STEP_COST: u32 = 4;
/// The weight `W` on the heuristic in `g + W·h`.
pub const HEURISTIC_WEIGHT: u32 = 4;

/// How much search the solver may spend: a count of expanded boards, so that the answer is
/// the same on every machine whatever its speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub expansions: u32,
}

impl Budget {
    /// Keeps native time within the target on 10000-step shuffles.
    pub const DEFAULT: Budget = Budget {
        expansions: 200_000,
    };
}

impl Default for Budget {
    fn default() -> Self {
        Budget::DEFAULT
    }
}

/// What the solver found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// These moves take the board to the solved layout.
    Solved { moves: Vec<Move>, expanded: u32 },
    /// The budget ran out first: `best` leads to the board nearest solved that was seen, which
    /// is still `remaining_distance` (the heuristic) away.
    Unsolved {
        best: Vec<Move>,
        remaining_distance: u32,
        expanded: u32,
    },
}

impl Outcome {
    /// The moves found, complete or not.
    pub fn moves(&self) -> &[Move] {
        match self {
            Outcome::Solved { moves, .. } => moves,
            Outcome::Unsolved { best, .. } => best,
        }
    }

    pub fn is_solved(&self) -> bool {
        matches!(self, Outcome::Solved { .. })
    }
}

/// The heuristic distance home: zero exactly on the solved board.
pub fn distance(board: &Board) -> u32 {
    let mut total = 0;
    for id in PieceId::all() {
        let at = board.piece(id);
        let home = Board::home(id);
        let steps = at.x.abs_diff(home.x) as u32 + at.y.abs_diff(home.y) as u32;
        total += match id.size() {
            PieceSize::Large => LARGE_STEP_COST * steps,
            PieceSize::Small => steps,
        };
    }
    // With every piece home the gaps fill the two cells left, maybe each in the other's home.
    if total == 0 && board.gap(GapId(0)) != Board::gap_home(GapId(0)) {
        total = 1;
    }
    total
}

/// A compact key of a board: each piece's and gap's cell as one byte.
type Key = [u8; PIECE_COUNT + 2];

fn key(board: &Board) -> Key {
    let mut k = [0u8; PIECE_COUNT + 2];
    for (slot, id) in k.iter_mut().zip(PieceId::all()) {
        let c = board.piece(id);
        *slot = c.y * 8 + c.x;
    }
    for gap in GapId::BOTH {
        let c = board.gap(gap);
        k[PIECE_COUNT + gap.0 as usize] = c.y * 8 + c.x;
    }
    k
}

/// One board reached: how (`parent`, `mv`) and at what cost.
struct Node {
    parent: u32,
    mv: Option<Move>,
    g: u32,
}

/// The moves from the start to node `index`.
fn path(nodes: &[Node], mut index: u32) -> Vec<Move> {
    let mut moves = Vec::new();
    while let Some(node) = nodes.get(index as usize) {
        match node.mv {
            Some(mv) => moves.push(mv),
            None => break,
        }
        index = node.parent;
    }
    moves.reverse();
    moves
}

/// Solves with the default budget.
pub fn solve(board: &Board) -> Outcome {
    solve_within(board, Budget::DEFAULT)
}

/// Searches for moves to the solved board, expanding at most `budget.expansions` boards.
pub fn solve_within(board: &Board, budget: Budget) -> Outcome {
    let mut nodes = vec![Node {
        parent: 0,
        mv: None,
        g: 0,
    }];
    let start_h = distance(board);
    let mut best = (start_h, 0u32);
    if start_h == 0 {
        return Outcome::Solved {
            moves: Vec::new(),
            expanded: 0,
        };
    }
    let mut seen: HashMap<Key, u32> = HashMap::new();
    seen.insert(key(board), 0);
    // Ordered by (f, insertion index), least first; the board travels with its entry.
    let mut open: BinaryHeap<Reverse<(u32, u32)>> = BinaryHeap::new();
    let mut boards: Vec<Option<Board>> = vec![Some(board.clone())];
    open.push(Reverse((HEURISTIC_WEIGHT * start_h, 0)));
    let mut expanded = 0;
    while let Some(Reverse((_, index))) = open.pop() {
        if expanded >= budget.expansions {
            break;
        }
        let Some(current) = boards.get_mut(index as usize).and_then(Option::take) else {
            continue;
        };
        expanded += 1;
        let g = nodes[index as usize].g + 1;
        let back = nodes[index as usize].mv.map(Move::inverse);
        for mv in legal_moves(&current) {
            if Some(mv) == back {
                continue;
            }
            let mut next = current.clone();
            if apply_mut(&mut next, mv).is_err() {
                continue;
            }
            let k = key(&next);
            if seen.contains_key(&k) {
                continue;
            }
            let child = nodes.len() as u32;
            seen.insert(k, child);
            nodes.push(Node {
                parent: index,
                mv: Some(mv),
                g,
            });
            let h = distance(&next);
            if h == 0 {
                boards.push(None);
                return Outcome::Solved {
                    moves: path(&nodes, child),
                    expanded,
                };
            }
            if h < best.0 {
                best = (h, child);
            }
            open.push(Reverse((g + HEURISTIC_WEIGHT * h, child)));
            boards.push(Some(next));
        }
    }
    Outcome::Unsolved {
        best: path(&nodes, best.1),
        remaining_distance: best.0,
        expanded,
    }
}
