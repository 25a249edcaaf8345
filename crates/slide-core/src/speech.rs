//! What a screen reader is told about the Slide board, as data: what changed from one board
//! to the next ([`change`]) and what a hint outlines ([`hinted`]). `hashi_words::slide` writes
//! the sentences (pieces' and gaps' names, the news of a change) from these.

use crate::board::{Board, Cell, GapId, PieceId};
use crate::moves::{Dir, Move};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::apply;

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
