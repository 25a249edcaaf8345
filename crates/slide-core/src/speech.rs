//! What a screen reader says about the Slide board: each piece's and gap's accessible name
//! ("large piece 3 at row 2, column 5, home" / "gap at row 8, column 7") and the
//! announcement after a move ("small piece 12 moved right to row 4, column 6; it is home").
//! Rows and columns are counted from 1, as people count them aloud.

use crate::board::{Board, Cell, GapId, PieceId, PieceSize};
use crate::moves::{Dir, Move};

fn place(cell: Cell) -> String {
    format!("row {}, column {}", cell.y + 1, cell.x + 1)
}

fn size_word(piece: PieceId) -> &'static str {
    match piece.size() {
        PieceSize::Small => "small",
        PieceSize::Large => "large",
    }
}

fn dir_word(dir: Dir) -> &'static str {
    match dir {
        Dir::Up => "up",
        Dir::Down => "down",
        Dir::Left => "left",
        Dir::Right => "right",
    }
}

/// The piece's accessible name: size, number (from 1), place of its top-left cell, and
/// whether it is home or where home is.
pub fn piece_label(board: &Board, piece: PieceId) -> String {
    let at = board.piece(piece);
    let home = Board::home(piece);
    let whereabouts = if at == home {
        "home".to_string()
    } else {
        format!("home is {}", place(home))
    };
    format!(
        "{} piece {} at {}, {whereabouts}",
        size_word(piece),
        piece.0 + 1,
        place(at)
    )
}

/// A gap's accessible name.
pub fn gap_label(board: &Board, gap: GapId) -> String {
    format!("gap at {}", place(board.gap(gap)))
}

/// What happened in `mv`, played from `before` to `after`, with "Solved!" when it is.
pub fn announce_move(before: &Board, after: &Board, mv: Move) -> String {
    let mut sentence = match mv {
        Move::Slide { piece, dir } => {
            let at = after.piece(piece);
            let mut s = format!(
                "{} piece {} moved {} to {}",
                size_word(piece),
                piece.0 + 1,
                dir_word(dir),
                place(at)
            );
            if at == Board::home(piece) {
                s.push_str("; it is home");
            } else if before.piece(piece) == Board::home(piece) {
                s.push_str("; it left home");
            }
            s
        }
        Move::SwapGaps => "the two gaps changed places".to_string(),
    };
    if after.is_solved() {
        sentence.push_str(". Solved!");
    }
    sentence
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::{apply, move_into_gap};

    #[test]
    fn pieces_and_gaps_are_named_by_place_and_home() {
        let board = Board::solved();
        assert_eq!(
            piece_label(&board, PieceId(0)),
            "large piece 1 at row 1, column 1, home"
        );
        assert_eq!(gap_label(&board, GapId(1)), "gap at row 8, column 8");
    }

    #[test]
    fn a_move_says_where_the_piece_went_and_whether_it_is_home() {
        let solved = Board::solved();
        let mv = [Dir::Down, Dir::Up, Dir::Left, Dir::Right]
            .into_iter()
            .filter_map(|dir| move_into_gap(&solved, GapId(1), dir))
            .find(|mv| matches!(mv, Move::Slide { .. }))
            .expect("a piece beside the gap");
        let moved = apply(&solved, mv).unwrap();
        let text = announce_move(&solved, &moved, mv);
        assert!(text.contains("it left home"), "{text}");
        let back = apply(&moved, mv.inverse()).unwrap();
        let text = announce_move(&moved, &back, mv.inverse());
        assert!(text.ends_with("it is home. Solved!"), "{text}");
    }
}
