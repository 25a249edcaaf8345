//! What a screen reader hears of the Slide board (group `slide_page`): the pieces' and gaps'
//! names, the board's, and the news of each change and hint, written from what
//! `slide_core::speech` says happened. Rows and columns are counted from 1, as people count
//! them aloud. The Slide page speaks through these.

use crate::catalog::Catalog;
use crate::SlidePageMsg as Msg;
use slide_core::speech::{change, hinted, Change, Hinted, HomeNews};
use slide_core::{Board, Cell, Dir, Move, PieceId, PieceSize};

/// "row 2, column 5": counted from 1, as people count aloud.
fn place(words: &Catalog, cell: Cell) -> String {
    let (row, column) = ((cell.y + 1).to_string(), (cell.x + 1).to_string());
    words.say_with(Msg::Place, &[("row", &row), ("column", &column)])
}

/// "small piece 12".
fn piece_name(words: &Catalog, piece: PieceId) -> String {
    let msg = match piece.size() {
        PieceSize::Small => Msg::SmallPiece,
        PieceSize::Large => Msg::LargePiece,
    };
    words.say_with(msg, &[("number", &(piece.0 + 1).to_string())])
}

fn dir_word(words: &Catalog, dir: Dir) -> String {
    words.say(match dir {
        Dir::Up => Msg::DirUp,
        Dir::Down => Msg::DirDown,
        Dir::Left => Msg::DirLeft,
        Dir::Right => Msg::DirRight,
    })
}

/// A piece's accessible name when its top-left cell is `at`.
pub fn piece_label(words: &Catalog, piece: PieceId, at: Cell) -> String {
    let home = Board::home(piece);
    let (name, here) = (piece_name(words, piece), place(words, at));
    if at == home {
        words.say_with(Msg::PieceHome, &[("piece", &name), ("place", &here)])
    } else {
        let home = place(words, home);
        words.say_with(
            Msg::PieceAway,
            &[("piece", &name), ("place", &here), ("home", &home)],
        )
    }
}

/// A gap's accessible name when it is at `at`.
pub fn gap_label(words: &Catalog, at: Cell) -> String {
    words.say_with(Msg::Gap, &[("place", &place(words, at))])
}

/// The board's accessible name: how to play it and where the outlined gap is.
pub fn board_label(words: &Catalog, selected: Cell) -> String {
    words.say_with(Msg::Board, &[("place", &place(words, selected))])
}

/// What a hint outlines on `board`.
pub fn hint(words: &Catalog, board: &Board, mv: Move) -> String {
    match hinted(board, mv) {
        Hinted::Slide { piece, dir, to } => words.say_with(
            Msg::HintSlide,
            &[
                ("piece", &piece_name(words, piece)),
                ("dir", &dir_word(words, dir)),
                ("place", &place(words, to)),
            ],
        ),
        Hinted::SwapGaps => words.say(Msg::HintSwap),
    }
}

/// The news of a change from `before` to `after`, with the outlined gap's place if the player
/// switched gaps (`switched`); empty when nothing is to be said.
pub fn announce(words: &Catalog, before: &Board, after: &Board, switched: Option<Cell>) -> String {
    let news: Change = change(before, after);
    let mut said: Option<String> = None;
    for m in &news.moved {
        let moved = words.say_with(
            Msg::Moved,
            &[
                ("piece", &piece_name(words, m.piece)),
                ("dir", &dir_word(words, m.dir)),
                ("place", &place(words, m.to)),
            ],
        );
        let part = match m.home {
            HomeNews::Arrived => words.say_with(Msg::MovedHome, &[("moved", &moved)]),
            HomeNews::Left => words.say_with(Msg::MovedLeftHome, &[("moved", &moved)]),
            HomeNews::Away => moved,
        };
        said = Some(match said {
            Some(first) => words.say_with(Msg::AndThen, &[("first", &first), ("next", &part)]),
            None => part,
        });
    }
    if news.gaps_swapped {
        said = Some(words.say(Msg::GapsSwapped));
    }
    let gap = switched.map(|at| words.say_with(Msg::OutlinedGap, &[("place", &place(words, at))]));
    match (said, gap) {
        (None, Some(gap)) => gap,
        (None, None) => String::new(),
        (Some(said), None) if news.solved => words.say_with(Msg::Solved, &[("said", &said)]),
        (Some(said), None) => said,
        (Some(said), Some(gap)) => {
            let msg = if news.solved {
                Msg::SolvedThenGap
            } else {
                Msg::ThenGap
            };
            words.say_with(msg, &[("said", &said), ("gap", &gap)])
        }
    }
}

#[cfg(test)]
mod tests;
