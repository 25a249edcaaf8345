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
mod tests {
    use super::*;
    use crate::board::LARGE_COUNT;

    fn slide(piece: u8, dir: Dir) -> Move {
        Move::Slide {
            piece: PieceId(piece),
            dir,
        }
    }

    fn small_at(board: &Board, x: u8, y: u8) -> PieceId {
        match board.at(Cell::new(x, y)) {
            Occupant::Piece(p) => p,
            other => panic!("expected a piece at ({x}, {y}), found {other:?}"),
        }
    }

    #[test]
    fn a_small_piece_moves_into_an_adjacent_gap_and_the_gap_takes_its_cell() {
        let board = Board::solved();
        // Gap 0 is at (7, 6); the small piece above it at (7, 5) moves down.
        let piece = small_at(&board, 7, 5);
        assert!(piece.0 as usize >= LARGE_COUNT);
        let after = apply(&board, slide(piece.0, Dir::Down)).unwrap();
        assert_eq!(after.piece(piece), Cell::new(7, 6));
        assert_eq!(after.gap(GapId(0)), Cell::new(7, 5));
        assert_eq!(after.gap(GapId(1)), Cell::new(7, 7));
        assert!(!after.is_solved());
        // It cannot move sideways into a piece, nor up off its row into nothing.
        assert_eq!(
            apply(&board, slide(piece.0, Dir::Left)),
            Err(MoveError::Blocked {
                piece,
                dir: Dir::Left
            })
        );
        assert!(apply(&board, slide(piece.0, Dir::Right)).is_err(), "edge");
    }

    #[test]
    fn a_large_piece_moves_when_both_gaps_fill_its_face() {
        let board = Board::solved();
        // Large piece 7 at (5, 6) covers (5..=6, 6..=7); the gaps at (7, 6) and (7, 7) are
        // exactly its right face.
        let after = apply(&board, slide(7, Dir::Right)).unwrap();
        assert_eq!(after.piece(PieceId(7)), Cell::new(6, 6));
        // Each gap keeps its row.
        assert_eq!(after.gap(GapId(0)), Cell::new(5, 6));
        assert_eq!(after.gap(GapId(1)), Cell::new(5, 7));
        assert_eq!(apply(&after, slide(7, Dir::Left)).unwrap(), board);
    }

    #[test]
    fn a_large_piece_stays_when_the_gaps_are_misaligned() {
        let board = Board::solved();
        // Move gap 0 up one: the gaps are at (7, 5) and (7, 7), not a face of piece 7.
        let above = small_at(&board, 7, 5);
        let board = apply(&board, slide(above.0, Dir::Down)).unwrap();
        assert_eq!(
            apply(&board, slide(7, Dir::Right)),
            Err(MoveError::Blocked {
                piece: PieceId(7),
                dir: Dir::Right
            })
        );
        // A large piece with only one gap beside it does not move either.
        assert!(move_for_click(&board, PieceId(5), GapId(0)).is_none());
        assert!(MoveError::Blocked {
            piece: PieceId(7),
            dir: Dir::Right
        }
        .to_string()
        .contains("both gaps"));
    }

    #[test]
    fn a_large_piece_moves_vertically_with_the_gaps_keeping_their_columns() {
        // Large piece 5 (corner (6, 3)) with both gaps right under it, at (6, 5) and (7, 5).
        let solved = Board::solved();
        let p65 = small_at(&solved, 6, 5);
        let p75 = small_at(&solved, 7, 5);
        let mut pieces: Vec<Cell> = PieceId::all().map(|p| solved.piece(p)).collect();
        pieces[p65.0 as usize] = Cell::new(7, 6);
        pieces[p75.0 as usize] = Cell::new(7, 7);
        let board = Board::from_positions(
            pieces.try_into().unwrap(),
            [Cell::new(6, 5), Cell::new(7, 5)],
        )
        .unwrap();
        let after = apply(&board, slide(5, Dir::Down)).unwrap();
        assert_eq!(after.piece(PieceId(5)), Cell::new(6, 4));
        assert_eq!(after.gap(GapId(0)), Cell::new(6, 3));
        assert_eq!(after.gap(GapId(1)), Cell::new(7, 3));
    }

    #[test]
    fn adjacent_gaps_swap_and_apart_gaps_do_not() {
        let board = Board::solved();
        let swapped = apply(&board, Move::SwapGaps).unwrap();
        assert_eq!(swapped.gap(GapId(0)), Cell::new(7, 7));
        assert_eq!(swapped.gap(GapId(1)), Cell::new(7, 6));
        assert!(!swapped.is_solved(), "gaps keep their identity");
        let above = small_at(&board, 7, 5);
        let apart = apply(&board, slide(above.0, Dir::Down)).unwrap();
        assert_eq!(apply(&apart, Move::SwapGaps), Err(MoveError::GapsApart));
    }

    #[test]
    fn keys_move_the_piece_beside_the_selected_gap() {
        let board = Board::solved();
        // Gap 0 at (7, 6): "down" brings the piece above it down.
        let above = small_at(&board, 7, 5);
        assert_eq!(
            move_into_gap(&board, GapId(0), Dir::Down),
            Some(slide(above.0, Dir::Down))
        );
        // "Right" brings large piece 7 from the left, which takes both gaps.
        assert_eq!(
            move_into_gap(&board, GapId(0), Dir::Right),
            Some(slide(7, Dir::Right))
        );
        // "Up" brings the other gap up: a swap.
        assert_eq!(
            move_into_gap(&board, GapId(0), Dir::Up),
            Some(Move::SwapGaps)
        );
        // "Left" would need something right of column 7.
        assert_eq!(move_into_gap(&board, GapId(0), Dir::Left), None);
        // From gap 1 at (7, 7), "up" has nothing below it.
        assert_eq!(move_into_gap(&board, GapId(1), Dir::Up), None);
    }

    #[test]
    fn a_click_prefers_the_selected_gap() {
        let board = Board::solved();
        // Put gap 0 right of the small piece at (3, 5) and gap 1 below it.
        let p = small_at(&board, 3, 5);
        let q = small_at(&board, 4, 5);
        let r = small_at(&board, 3, 6);
        let mut pieces: Vec<Cell> = PieceId::all().map(|id| board.piece(id)).collect();
        pieces[q.0 as usize] = Cell::new(7, 6);
        pieces[r.0 as usize] = Cell::new(7, 7);
        let board = Board::from_positions(
            pieces.try_into().unwrap(),
            [Cell::new(4, 5), Cell::new(3, 6)],
        )
        .unwrap();
        assert_eq!(
            move_for_click(&board, p, GapId(0)),
            Some(slide(p.0, Dir::Right))
        );
        assert_eq!(
            move_for_click(&board, p, GapId(1)),
            Some(slide(p.0, Dir::Down))
        );
        // A piece with no gap beside it stays.
        assert_eq!(move_for_click(&board, PieceId(0), GapId(0)), None);
    }

    #[test]
    fn a_push_moves_a_piece_or_swaps_a_gap_onto_the_other() {
        let board = Board::solved();
        let above = small_at(&board, 7, 5);
        assert_eq!(
            push(&board, Occupant::Piece(above), Dir::Down),
            Some(slide(above.0, Dir::Down))
        );
        assert_eq!(push(&board, Occupant::Piece(above), Dir::Left), None);
        assert_eq!(
            push(&board, Occupant::Gap(GapId(0)), Dir::Down),
            Some(Move::SwapGaps)
        );
        assert_eq!(
            push(&board, Occupant::Gap(GapId(1)), Dir::Up),
            Some(Move::SwapGaps)
        );
        assert_eq!(push(&board, Occupant::Gap(GapId(0)), Dir::Up), None);
        assert_eq!(push(&board, Occupant::Gap(GapId(1)), Dir::Down), None);
    }

    #[test]
    fn the_solved_board_allows_three_moves() {
        let moves = legal_moves(&Board::solved());
        assert_eq!(moves.len(), 3, "{moves:?}");
        assert!(moves.contains(&Move::SwapGaps));
        assert!(moves.contains(&slide(7, Dir::Right)));
    }

    #[test]
    fn moves_have_a_text_form() {
        for mv in [slide(12, Dir::Right), slide(0, Dir::Up), Move::SwapGaps] {
            assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
        }
        assert_eq!("12R".parse::<Move>(), Ok(slide(12, Dir::Right)));
        assert_eq!("38L".parse::<Move>(), Err(MoveError::UnknownPiece(38)));
        for bad in ["", "R", "12X", "x1R", "-1U", "swap!"] {
            assert!(
                matches!(bad.parse::<Move>(), Err(MoveError::Unreadable(_))),
                "{bad:?}"
            );
        }
    }
}
