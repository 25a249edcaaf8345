//! What a screen reader says about the Slide board: each piece's and gap's accessible name
//! ("large piece 3 at row 2, column 5, home" / "gap at row 8, column 7") and the
//! announcement after a change ("small piece 12 moved right to row 4, column 6; it is home").
//! Rows and columns are counted from 1, as people count them aloud.
//!
//! What happened is typed first ([`change`], [`hinted`]): the web page writes its sentences in
//! the player's language from those; the English sentences here are for the tests and any
//! tool without a page.

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

/// How a move left a piece with respect to its home.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HomeNews {
    /// It arrived home.
    Arrived,
    /// It was home and left.
    Left,
    /// Neither.
    Away,
}

/// One piece that moved: which way, where its top-left cell is now, and its home news.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moved {
    pub piece: PieceId,
    pub dir: Dir,
    pub to: Cell,
    pub home: HomeNews,
}

/// What changed from one board to another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// Each piece that moved, in piece order.
    pub moved: Vec<Moved>,
    /// Only the two gaps changed places (no piece moved).
    pub gaps_swapped: bool,
    /// Something changed and the board is solved.
    pub solved: bool,
}

impl Change {
    /// Whether there is nothing to say.
    pub fn is_empty(&self) -> bool {
        self.moved.is_empty() && !self.gaps_swapped
    }
}

/// What changed from `before` to `after` (one move, an undo, a hint played).
pub fn change(before: &Board, after: &Board) -> Change {
    let moved: Vec<Moved> = PieceId::all()
        .filter(|&piece| before.piece(piece) != after.piece(piece))
        .map(|piece| {
            let (from, to) = (before.piece(piece), after.piece(piece));
            let dir = if to.x > from.x {
                Dir::Right
            } else if to.x < from.x {
                Dir::Left
            } else if to.y > from.y {
                Dir::Down
            } else {
                Dir::Up
            };
            let home = if to == Board::home(piece) {
                HomeNews::Arrived
            } else if from == Board::home(piece) {
                HomeNews::Left
            } else {
                HomeNews::Away
            };
            Moved {
                piece,
                dir,
                to,
                home,
            }
        })
        .collect();
    let gaps_swapped =
        moved.is_empty() && GapId::BOTH.iter().any(|&g| before.gap(g) != after.gap(g));
    let solved = (!moved.is_empty() || gaps_swapped) && after.is_solved();
    Change {
        moved,
        gaps_swapped,
        solved,
    }
}

/// What a hint outlines on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hinted {
    /// Slide `piece` towards `dir`; its top-left cell lands on `to`.
    Slide { piece: PieceId, dir: Dir, to: Cell },
    /// Let the two gaps change places.
    SwapGaps,
}

/// What the hint `mv` on `board` outlines.
pub fn hinted(board: &Board, mv: Move) -> Hinted {
    match mv {
        Move::Slide { piece, dir } => {
            let from = board.piece(piece);
            let (dx, dy) = dir.delta();
            let to = Cell {
                x: from.x.saturating_add_signed(dx),
                y: from.y.saturating_add_signed(dy),
            };
            Hinted::Slide { piece, dir, to }
        }
        Move::SwapGaps => Hinted::SwapGaps,
    }
}

/// The piece's accessible name when its top-left cell is `at`: size, number (from 1), place,
/// and whether it is home or where home is. It needs only the piece's own cell, so a board
/// renames only the piece that moved.
pub fn piece_label(piece: PieceId, at: Cell) -> String {
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

/// A gap's accessible name when it is at `at`.
pub fn gap_label(at: Cell) -> String {
    format!("gap at {}", place(at))
}

/// The board's accessible name: how to play it, and which gap the keys move a piece into
/// (the outlined one), so that the player hears it on reaching the board.
pub fn board_label(selected: Cell) -> String {
    format!(
        "Slide board, the outlined gap at {}: arrows or WASD slide a piece into it, Space switches gaps, H gives a hint",
        place(selected)
    )
}

/// Said when the player switches gaps.
pub fn selected_gap(at: Cell) -> String {
    format!("Outlined gap at {}", place(at))
}

/// Said when a hint outlines a move on `board`: which piece, which way, and where it lands.
pub fn hint(board: &Board, mv: Move) -> String {
    match hinted(board, mv) {
        Hinted::Slide { piece, dir, to } => format!(
            "Hint: slide {} piece {} {} to {}",
            size_word(piece),
            piece.0 + 1,
            dir_word(dir),
            place(to)
        ),
        Hinted::SwapGaps => "Hint: let the two gaps change places".to_string(),
    }
}

/// What changed from `before` to `after` (one move, an undo, a hint played), in one
/// sentence: each piece that moved, which way and where to, and whether it is home; "the two
/// gaps changed places" when only they did; then "Solved!". Empty when nothing changed.
pub fn announce_change(before: &Board, after: &Board) -> String {
    let news = change(before, after);
    let mut parts: Vec<String> = news
        .moved
        .iter()
        .map(|m| {
            let mut s = format!(
                "{} piece {} moved {} to {}",
                size_word(m.piece),
                m.piece.0 + 1,
                dir_word(m.dir),
                place(m.to)
            );
            match m.home {
                HomeNews::Arrived => s.push_str("; it is home"),
                HomeNews::Left => s.push_str("; it left home"),
                HomeNews::Away => {}
            }
            s
        })
        .collect();
    if news.gaps_swapped {
        parts.push("the two gaps changed places".to_string());
    }
    let mut sentence = parts.join("; ");
    if news.solved {
        sentence.push_str(". Solved!");
    }
    sentence
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::{apply, move_into_gap};

    #[test]
    fn the_board_names_its_outlined_gap_and_a_hint_its_piece_way_and_landing() {
        let board = Board::solved();
        let gap = board.gap(GapId::BOTH[1]);
        let where_ = place(gap);
        assert!(
            board_label(gap).starts_with(&format!("Slide board, the outlined gap at {where_}:"))
        );
        assert_eq!(selected_gap(gap), format!("Outlined gap at {where_}"));
        for mv in crate::moves::legal_moves(&board) {
            let after = apply(&board, mv).unwrap();
            let said = hint(&board, mv);
            match mv {
                Move::Slide { piece, dir } => assert_eq!(
                    said,
                    format!(
                        "Hint: slide {} piece {} {} to {}",
                        size_word(piece),
                        piece.0 + 1,
                        dir_word(dir),
                        place(after.piece(piece))
                    )
                ),
                Move::SwapGaps => assert!(said.contains("gaps")),
            }
        }
    }

    #[test]
    fn pieces_and_gaps_are_named_by_place_and_home() {
        let board = Board::solved();
        assert_eq!(
            piece_label(PieceId(0), board.piece(PieceId(0))),
            "large piece 1 at row 1, column 1, home"
        );
        assert_eq!(gap_label(board.gap(GapId(1))), "gap at row 8, column 8");
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
        let text = announce_change(&solved, &moved);
        assert!(text.contains("it left home"), "{text}");
        let back = apply(&moved, mv.inverse()).unwrap();
        let text = announce_change(&moved, &back);
        assert!(text.ends_with("it is home. Solved!"), "{text}");
        assert_eq!(announce_change(&back, &back), "");
    }

    #[test]
    fn the_typed_change_and_hint_carry_what_the_sentences_say() {
        let solved = Board::solved();
        let mv = crate::moves::legal_moves(&solved)
            .into_iter()
            .find(|mv| matches!(mv, Move::Slide { .. }))
            .expect("a piece beside a gap");
        let Move::Slide { piece, dir } = mv else {
            unreachable!()
        };
        let moved = apply(&solved, mv).unwrap();
        assert_eq!(
            hinted(&solved, mv),
            Hinted::Slide {
                piece,
                dir,
                to: moved.piece(piece)
            }
        );
        let news = change(&solved, &moved);
        assert_eq!(
            news.moved,
            vec![Moved {
                piece,
                dir,
                to: moved.piece(piece),
                home: HomeNews::Left
            }]
        );
        assert!(!news.solved && !news.gaps_swapped && !news.is_empty());
        let back = change(&moved, &solved);
        assert_eq!(back.moved[0].home, HomeNews::Arrived);
        assert!(back.solved);
        assert!(change(&solved, &solved).is_empty());
        assert!(!change(&solved, &solved).solved);
        let swapped = apply(&solved, Move::SwapGaps).unwrap();
        let news = change(&solved, &swapped);
        assert!(news.gaps_swapped && news.moved.is_empty());
        assert_eq!(hinted(&solved, Move::SwapGaps), Hinted::SwapGaps);
    }
}
