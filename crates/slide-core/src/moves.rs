//! Moves as values: slide a piece one cell into the gaps, or swap the two gaps; the rules that
//! allow them, their text form, and the moves a key press or a click stands for.

use crate::board::{Board, Cell, GapId, Occupant, PieceId, PieceSize, PIECE_COUNT};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A direction of travel on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The step `(dx, dy)` one cell this way.
    pub fn delta(self) -> (i8, i8) {
        match self {
            Dir::Up => (0, -1),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
        }
    }

    pub fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }

    fn letter(self) -> char {
        match self {
            Dir::Up => 'U',
            Dir::Down => 'D',
            Dir::Left => 'L',
            Dir::Right => 'R',
        }
    }

    fn from_letter(letter: char) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.letter() == letter)
    }
}

/// One move. Its text form is the piece id and a direction letter (`12R`), or `swap`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A piece slides one cell into the gap (small) or both gaps (large) beside it.
    Slide { piece: PieceId, dir: Dir },
    /// The two gaps, side by side, change places.
    SwapGaps,
}

impl Move {
    /// The move that takes the board back.
    pub fn inverse(self) -> Move {
        match self {
            Move::Slide { piece, dir } => Move::Slide {
                piece,
                dir: dir.opposite(),
            },
            Move::SwapGaps => Move::SwapGaps,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Slide { piece, dir } => write!(f, "{}{}", piece.0, dir.letter()),
            Move::SwapGaps => f.write_str("swap"),
        }
    }
}

impl FromStr for Move {
    type Err = MoveError;

    fn from_str(text: &str) -> Result<Move, MoveError> {
        if text == "swap" {
            return Ok(Move::SwapGaps);
        }
        let unreadable = || MoveError::Unreadable(text.to_string());
        let letter = text.chars().last().ok_or_else(unreadable)?;
        let dir = Dir::from_letter(letter).ok_or_else(unreadable)?;
        let id: u8 = text[..text.len() - 1].parse().map_err(|_| unreadable())?;
        if id as usize >= PIECE_COUNT {
            return Err(MoveError::UnknownPiece(id));
        }
        Ok(Move::Slide {
            piece: PieceId(id),
            dir,
        })
    }
}

impl Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Why a move is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not a move's text form.
    Unreadable(String),
    /// Piece ids run from 0 to 37.
    UnknownPiece(u8),
    /// The cells the piece would move into are not all gaps (or are off the board).
    Blocked { piece: PieceId, dir: Dir },
    /// The gaps can only swap when side by side.
    GapsApart,
    /// The challenge is won; the board no longer changes.
    Locked,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Unreadable(text) => write!(
                f,
                "{text:?} is not a move (a piece number and U, D, L or R, or \"swap\")"
            ),
            MoveError::UnknownPiece(id) => {
                write!(f, "there is no piece {id} (pieces are numbered 0 to 37)")
            }
            MoveError::Blocked { piece, dir } => match piece.size() {
                PieceSize::Small => write!(f, "piece {} has no gap {dir:?}", piece.0),
                PieceSize::Large => write!(
                    f,
                    "large piece {} needs both gaps along its side to move {dir:?}",
                    piece.0
                ),
            },
            MoveError::GapsApart => f.write_str("the gaps can only swap when side by side"),
            MoveError::Locked => f.write_str("the challenge is won; the board is locked"),
        }
    }
}

impl std::error::Error for MoveError {}

/// The cells a piece at `corner` moves into when it goes `dir`: its leading face, one cell
/// for a small piece and two for a large one (`None` where it would leave the board).
/// A fixed array rather than a `Vec`: the solver applies millions of moves.
fn face(corner: Cell, size: PieceSize, dir: Dir) -> ([Option<Cell>; 2], usize) {
    let side = size.side() as i8;
    let (dx, dy) = dir.delta();
    // The face starts beside the corner (left, up) or beyond the far edge (right, down).
    let lead_x = if dx > 0 { side } else { dx };
    let lead_y = if dy > 0 { side } else { dy };
    let mut cells = [None; 2];
    for (i, cell) in (0..side).zip(cells.iter_mut()) {
        *cell = if dx != 0 {
            corner.offset(lead_x, i)
        } else {
            corner.offset(i, lead_y)
        };
    }
    (cells, side as usize)
}

/// The gaps `mv` fills: those on the moving piece's face, or both for a swap. Empty when the
/// move is not legal on `board`; the page outlines them beside the piece of a hint.
pub fn gaps_entered(board: &Board, mv: Move) -> Vec<GapId> {
    match mv {
        Move::Slide { piece, dir } => gaps_on_face(board, piece, dir)
            .map(|gaps| gaps.into_iter().map(|(gap, _)| gap).collect())
            .unwrap_or_default(),
        Move::SwapGaps if apply(board, mv).is_ok() => GapId::BOTH.to_vec(),
        Move::SwapGaps => Vec::new(),
    }
}

/// The gaps a piece would move into, if the whole face is gaps.
fn gaps_on_face(board: &Board, piece: PieceId, dir: Dir) -> Option<Vec<(GapId, Cell)>> {
    let (gaps, count) = gaps_on_face_fixed(board, piece, dir)?;
    Some(gaps[..count].to_vec())
}

/// [`gaps_on_face`] without allocating, for [`apply_mut`].
fn gaps_on_face_fixed(
    board: &Board,
    piece: PieceId,
    dir: Dir,
) -> Option<([(GapId, Cell); 2], usize)> {
    let (cells, count) = face(board.piece(piece), piece.size(), dir);
    let mut gaps = [(GapId(0), Cell::new(0, 0)); 2];
    for (cell, slot) in cells[..count].iter().zip(gaps.iter_mut()) {
        let cell = (*cell)?;
        match board.at(cell) {
            Occupant::Gap(g) => *slot = (g, cell),
            Occupant::Piece(_) => return None,
        }
    }
    Some((gaps, count))
}

/// Applies a move in place, or leaves the board untouched and says why not.
pub fn apply_mut(board: &mut Board, mv: Move) -> Result<(), MoveError> {
    match mv {
        Move::Slide { piece, dir } => {
            let (gaps, count) =
                gaps_on_face_fixed(board, piece, dir).ok_or(MoveError::Blocked { piece, dir })?;
            let corner = board.piece(piece);
            let (dx, dy) = dir.delta();
            let side = piece.size().side() as i8;
            // Each gap crosses to the freed cell on the far side, keeping its row or column.
            for &(gap, cell) in &gaps[..count] {
                let freed = cell
                    .offset(-dx * side, -dy * side)
                    .expect("the freed cell is under the piece");
                board.place_gap(gap, freed);
            }
            let to = corner.offset(dx, dy).expect("the face is on the board");
            board.place_piece(piece, to);
            Ok(())
        }
        Move::SwapGaps => {
            let (a, b) = (board.gap(GapId(0)), board.gap(GapId(1)));
            if a.x.abs_diff(b.x) + a.y.abs_diff(b.y) != 1 {
                return Err(MoveError::GapsApart);
            }
            board.place_gap(GapId(0), b);
            board.place_gap(GapId(1), a);
            Ok(())
        }
    }
}

/// The board after a move, or why the move is refused.
pub fn apply(board: &Board, mv: Move) -> Result<Board, MoveError> {
    let mut next = board.clone();
    apply_mut(&mut next, mv)?;
    Ok(next)
}

/// The move a key press stands for: the piece (or other gap) beside `gap`, on the side the
/// arrow comes from, slides into it going `dir`. None when nothing can.
pub fn move_into_gap(board: &Board, gap: GapId, dir: Dir) -> Option<Move> {
    let (dx, dy) = dir.delta();
    let source = board.gap(gap).offset(-dx, -dy)?;
    let mv = match board.at(source) {
        Occupant::Gap(_) => Move::SwapGaps,
        Occupant::Piece(piece) => Move::Slide { piece, dir },
    };
    apply(board, mv).is_ok().then_some(mv)
}

/// The move a click on a piece stands for: into an adjacent gap, preferring the selected gap
/// when a small piece has one on each of two sides. None when the piece cannot move.
pub fn move_for_click(board: &Board, piece: PieceId, selected: GapId) -> Option<Move> {
    let possible: Vec<(Dir, Vec<(GapId, Cell)>)> = Dir::ALL
        .into_iter()
        .filter_map(|dir| Some((dir, gaps_on_face(board, piece, dir)?)))
        .collect();
    let chosen = possible
        .iter()
        .find(|(_, gaps)| gaps.iter().any(|(g, _)| *g == selected))
        .or_else(|| possible.first())?;
    Some(Move::Slide {
        piece,
        dir: chosen.0,
    })
}

/// The move that pushes `who` one cell `dir` (a piece into the gaps, or a gap onto the other
/// gap), if the rules allow it: what a swipe or a drag of that piece or gap stands for.
pub fn push(board: &Board, who: Occupant, dir: Dir) -> Option<Move> {
    let mv = match who {
        Occupant::Piece(piece) => Move::Slide { piece, dir },
        Occupant::Gap(gap) => {
            let (dx, dy) = dir.delta();
            let beyond = board.gap(gap).offset(dx, dy)?;
            if board.at(beyond) != Occupant::Gap(gap.other()) {
                return None;
            }
            Move::SwapGaps
        }
    };
    apply(board, mv).is_ok().then_some(mv)
}

/// Every move the board allows, each once.
pub fn legal_moves(board: &Board) -> Vec<Move> {
    let mut moves = Vec::new();
    for gap in GapId::BOTH {
        for dir in Dir::ALL {
            if let Some(mv) = move_into_gap(board, gap, dir) {
                if !moves.contains(&mv) {
                    moves.push(mv);
                }
            }
        }
    }
    moves
}

#[cfg(test)]
mod tests;
