//! What a screen reader hears of the Slide board, in the player's language: the pieces' and
//! gaps' names, the board's, and the news of each change and hint, written from what
//! `slide_core::speech` says happened.

use crate::i18n::{t_with, SlidePageMsg as Msg};
use slide_core::speech::{change, hinted, Change, Hinted, HomeNews};
use slide_core::{Board, Cell, Dir, Move, PieceId, PieceSize};

/// "row 2, column 5": counted from 1, as people count aloud.
fn place(cell: Cell) -> String {
    let (row, column) = ((cell.y + 1).to_string(), (cell.x + 1).to_string());
    t_with(Msg::Place, &[("row", &row), ("column", &column)])
}

/// "small piece 12".
fn piece_name(piece: PieceId) -> String {
    let msg = match piece.size() {
        PieceSize::Small => Msg::SmallPiece,
        PieceSize::Large => Msg::LargePiece,
    };
    t_with(msg, &[("number", &(piece.0 + 1).to_string())])
}

fn dir_word(dir: Dir) -> String {
    crate::i18n::t(match dir {
        Dir::Up => Msg::DirUp,
        Dir::Down => Msg::DirDown,
        Dir::Left => Msg::DirLeft,
        Dir::Right => Msg::DirRight,
    })
}

/// A piece's accessible name when its top-left cell is `at`.
pub fn piece_label(piece: PieceId, at: Cell) -> String {
    let home = Board::home(piece);
    let (name, here) = (piece_name(piece), place(at));
    if at == home {
        t_with(Msg::PieceHome, &[("piece", &name), ("place", &here)])
    } else {
        let home = place(home);
        t_with(
            Msg::PieceAway,
            &[("piece", &name), ("place", &here), ("home", &home)],
        )
    }
}

/// A gap's accessible name when it is at `at`.
pub fn gap_label(at: Cell) -> String {
    t_with(Msg::Gap, &[("place", &place(at))])
}

/// The board's accessible name: how to play it and where the outlined gap is.
pub fn board_label(selected: Cell) -> String {
    t_with(Msg::Board, &[("place", &place(selected))])
}

/// What a hint outlines on `board`.
pub fn hint(board: &Board, mv: Move) -> String {
    match hinted(board, mv) {
        Hinted::Slide { piece, dir, to } => t_with(
            Msg::HintSlide,
            &[
                ("piece", &piece_name(piece)),
                ("dir", &dir_word(dir)),
                ("place", &place(to)),
            ],
        ),
        Hinted::SwapGaps => crate::i18n::t(Msg::HintSwap),
    }
}

/// The news of a change from `before` to `after`, with the outlined gap's place if the player
/// switched gaps (`switched`); empty when nothing is to be said.
pub fn announce(before: &Board, after: &Board, switched: Option<Cell>) -> String {
    let news: Change = change(before, after);
    let mut said: Option<String> = None;
    for m in &news.moved {
        let moved = t_with(
            Msg::Moved,
            &[
                ("piece", &piece_name(m.piece)),
                ("dir", &dir_word(m.dir)),
                ("place", &place(m.to)),
            ],
        );
        let part = match m.home {
            HomeNews::Arrived => t_with(Msg::MovedHome, &[("moved", &moved)]),
            HomeNews::Left => t_with(Msg::MovedLeftHome, &[("moved", &moved)]),
            HomeNews::Away => moved,
        };
        said = Some(match said {
            Some(first) => t_with(Msg::AndThen, &[("first", &first), ("next", &part)]),
            None => part,
        });
    }
    if news.gaps_swapped {
        said = Some(crate::i18n::t(Msg::GapsSwapped));
    }
    let gap = switched.map(|at| t_with(Msg::OutlinedGap, &[("place", &place(at))]));
    match (said, gap) {
        (None, Some(gap)) => gap,
        (None, None) => String::new(),
        (Some(said), None) if news.solved => t_with(Msg::Solved, &[("said", &said)]),
        (Some(said), None) => said,
        (Some(said), Some(gap)) => {
            let msg = if news.solved {
                Msg::SolvedThenGap
            } else {
                Msg::ThenGap
            };
            t_with(msg, &[("said", &said), ("gap", &gap)])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slide_core::{apply, challenge_board, legal_moves, speech, GapId};

    /// How the live region put the core's English together before the page wrote it.
    fn english(before: &Board, after: &Board, switched: Option<Cell>) -> String {
        let moved = speech::announce_change(before, after);
        let switched = switched.map(speech::selected_gap);
        match (moved.is_empty(), switched) {
            (true, Some(switched)) => switched,
            (false, Some(switched)) if moved.ends_with(['.', '!']) => format!("{moved} {switched}"),
            (false, Some(switched)) => format!("{moved}. {switched}"),
            (_, None) => moved,
        }
    }

    /// In English the page says word for word what the core's English says.
    #[test]
    fn english_is_the_cores_english() {
        let mut boards = vec![Board::solved()];
        for seed in 1..6 {
            boards.push(challenge_board(seed, 40));
        }
        for board in &boards {
            for gap in GapId::BOTH {
                let at = board.gap(gap);
                assert_eq!(gap_label(at), speech::gap_label(at));
                assert_eq!(board_label(at), speech::board_label(at));
            }
            for piece in PieceId::all() {
                let at = board.piece(piece);
                assert_eq!(piece_label(piece, at), speech::piece_label(piece, at));
            }
            for mv in legal_moves(board) {
                assert_eq!(hint(board, mv), speech::hint(board, mv));
                let after = apply(board, mv).unwrap();
                let gap = Some(after.gap(GapId::BOTH[0]));
                for switched in [None, gap] {
                    assert_eq!(
                        announce(board, &after, switched),
                        english(board, &after, switched)
                    );
                    assert_eq!(
                        announce(&after, board, switched),
                        english(&after, board, switched)
                    );
                }
                assert_eq!(announce(board, board, gap), english(board, board, gap));
            }
        }
    }
}
