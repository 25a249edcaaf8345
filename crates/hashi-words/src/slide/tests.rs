//! The Slide board's sentences in English and in every language.

use super::*;
use crate::locale::Locale;
use slide_core::moves::{apply, move_into_gap};
use slide_core::{challenge_board, legal_moves, GapId};

#[test]
fn the_board_names_its_outlined_gap_and_a_hint_its_piece_way_and_landing() {
    let english = Catalog::english();
    let board = Board::solved();
    let gap = board.gap(GapId::BOTH[1]);
    let where_ = place(&english, gap);
    assert!(board_label(&english, gap)
        .starts_with(&format!("Slide board, the outlined gap at {where_}:")));
    assert_eq!(
        announce(&english, &board, &board, Some(gap)),
        format!("Outlined gap at {where_}")
    );
    for mv in legal_moves(&board) {
        let after = apply(&board, mv).unwrap();
        let said = hint(&english, &board, mv);
        match mv {
            Move::Slide { piece, dir } => assert_eq!(
                said,
                format!(
                    "Hint: slide {} {} to {}",
                    piece_name(&english, piece),
                    dir_word(&english, dir),
                    place(&english, after.piece(piece))
                )
            ),
            Move::SwapGaps => assert!(said.contains("gaps")),
        }
    }
}

#[test]
fn pieces_and_gaps_are_named_by_place_and_home() {
    let english = Catalog::english();
    let board = Board::solved();
    assert_eq!(
        piece_label(&english, PieceId(0), board.piece(PieceId(0))),
        "large piece 1 at row 1, column 1, home"
    );
    assert_eq!(
        gap_label(&english, board.gap(GapId(1))),
        "gap at row 8, column 8"
    );
}

#[test]
fn a_move_says_where_the_piece_went_and_whether_it_is_home() {
    let english = Catalog::english();
    let solved = Board::solved();
    let mv = [Dir::Down, Dir::Up, Dir::Left, Dir::Right]
        .into_iter()
        .filter_map(|dir| move_into_gap(&solved, GapId(1), dir))
        .find(|mv| matches!(mv, Move::Slide { .. }))
        .expect("a piece beside the gap");
    let moved = apply(&solved, mv).unwrap();
    let text = announce(&english, &solved, &moved, None);
    assert!(text.contains("it left home"), "{text}");
    let back = apply(&moved, mv.inverse()).unwrap();
    let text = announce(&english, &moved, &back, None);
    assert!(text.ends_with("it is home. Solved!"), "{text}");
    assert_eq!(announce(&english, &back, &back, None), "");
}

#[test]
fn every_language_says_the_slide_board_in_its_own_words() {
    let board = challenge_board(3, 40);
    let english = Catalog::english();
    let said = |words: &Catalog| -> Vec<String> {
        let mut all = vec![
            board_label(words, board.gap(GapId::BOTH[0])),
            gap_label(words, board.gap(GapId::BOTH[1])),
        ];
        all.extend(PieceId::all().map(|p| piece_label(words, p, board.piece(p))));
        for mv in legal_moves(&board) {
            all.push(hint(words, &board, mv));
            let after = apply(&board, mv).unwrap();
            all.push(announce(
                words,
                &board,
                &after,
                Some(after.gap(GapId::BOTH[0])),
            ));
        }
        all
    };
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        let words = Catalog::shipped(locale, &["slide_page"]);
        for (text, english) in said(&words).iter().zip(said(&english)) {
            assert!(
                !text.is_empty() && !text.contains('{'),
                "{locale:?}: {text}"
            );
            assert_ne!(text, &english, "{locale:?} is English");
        }
    }
}
