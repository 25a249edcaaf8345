#![no_main]
//! Slide move text (`Move::from_str`) and layout text (`Board::from_str`): what parses reads
//! back the same, and every move undoes with its inverse.

use libfuzzer_sys::fuzz_target;
use slide_core::{apply, legal_moves, Board, Move};

fuzz_target!(|text: &str| {
    if let Ok(mv) = text.parse::<Move>() {
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv), "move text");
        let board = Board::solved();
        if let Ok(next) = apply(&board, mv) {
            assert_eq!(apply(&next, mv.inverse()).as_ref(), Ok(&board), "inverse");
        }
    }
    if let Ok(board) = text.parse::<Board>() {
        assert_eq!(
            board.to_string().parse::<Board>().as_ref(),
            Ok(&board),
            "layout"
        );
        for mv in legal_moves(&board) {
            let next = apply(&board, mv).expect("a legal move applies");
            assert_eq!(apply(&next, mv.inverse()).as_ref(), Ok(&board), "inverse");
        }
    }
});
