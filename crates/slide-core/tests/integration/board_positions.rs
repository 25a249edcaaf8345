//! `Board::from_positions` answers any positions at all with a board or a `LayoutError`,
//! never a panic, and names what is off the board.

use proptest::prelude::*;
use slide_core::board::PIECE_COUNT;
use slide_core::{Board, Cell, GapId, LayoutError, PieceId};

fn solved_positions() -> ([Cell; PIECE_COUNT], [Cell; 2]) {
    let board = Board::solved();
    let pieces = std::array::from_fn(|i| board.piece(PieceId(i as u8)));
    (pieces, GapId::BOTH.map(|g| board.gap(g)))
}

fn any_cell() -> impl Strategy<Value = Cell> {
    // Mostly near the board, where the edge cases are, sometimes anywhere in u8.
    prop_oneof![
        (0u8..10, 0u8..10).prop_map(|(x, y)| Cell::new(x, y)),
        (any::<u8>(), any::<u8>()).prop_map(|(x, y)| Cell::new(x, y)),
    ]
}

#[test]
fn the_solved_positions_make_the_solved_board() {
    let (pieces, gaps) = solved_positions();
    assert_eq!(Board::from_positions(pieces, gaps), Ok(Board::solved()));
}

#[test]
fn a_gap_off_the_board_is_named() {
    let (pieces, mut gaps) = solved_positions();
    gaps[0] = Cell::new(200, 200);
    let e = Board::from_positions(pieces, gaps).unwrap_err();
    assert_eq!(
        e,
        LayoutError::GapOutside {
            gap: GapId(0),
            at: Cell::new(200, 200)
        }
    );
    assert_eq!(
        e.to_string(),
        "gap 0 at (200, 200) is off the board: x and y must be 0 to 7"
    );
}

#[test]
fn a_piece_at_the_edge_of_u8_is_refused_without_overflow() {
    let (mut pieces, gaps) = solved_positions();
    pieces[0] = Cell::new(255, 0);
    assert_eq!(
        Board::from_positions(pieces, gaps),
        Err(LayoutError::PieceOutside {
            piece: PieceId(0),
            at: Cell::new(255, 0)
        })
    );
    pieces[0] = Cell::new(7, 0);
    assert_eq!(
        Board::from_positions(pieces, gaps),
        Err(LayoutError::OffBoard {
            piece: PieceId(0),
            at: Cell::new(7, 0)
        })
    );
    let (mut pieces, gaps) = solved_positions();
    pieces[PIECE_COUNT - 1] = Cell::new(3, 8);
    assert!(matches!(
        Board::from_positions(pieces, gaps),
        Err(LayoutError::PieceOutside { .. })
    ));
}

proptest! {
    #[test]
    fn arbitrary_positions_never_panic(
        pieces in proptest::array::uniform32(any_cell()),
        more in proptest::array::uniform6(any_cell()),
        gaps in proptest::array::uniform2(any_cell()),
    ) {
        let all: [Cell; PIECE_COUNT] =
            std::array::from_fn(|i| if i < 32 { pieces[i] } else { more[i - 32] });
        let _ = Board::from_positions(all, gaps);
    }

    #[test]
    fn one_displaced_cell_never_panics(index in 0..PIECE_COUNT + 2, cell in any_cell()) {
        let (mut pieces, mut gaps) = solved_positions();
        match index.checked_sub(PIECE_COUNT) {
            Some(gap) => gaps[gap] = cell,
            None => pieces[index] = cell,
        }
        if let Ok(board) = Board::from_positions(pieces, gaps) {
            prop_assert_eq!(board.to_string().parse::<Board>(), Ok(board));
        }
    }
}
