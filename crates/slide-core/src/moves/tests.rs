//! The moves' tests: their text forms, and what `apply` allows and refuses.

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
