//! Properties over random play: every legal move keeps a valid board, undo walks back to the
//! start, and a save always replays to the same game.

use proptest::prelude::*;
use slide_core::{legal_moves, Board, Cell, Challenge, Game, Occupant};

/// Plays moves chosen by the indices in `picks` (each taken modulo the legal moves).
fn play(mut game: Game, picks: &[usize]) -> Game {
    for &pick in picks {
        let moves = legal_moves(game.board());
        if game.play(moves[pick % moves.len()]).is_err() {
            break; // a won challenge locks the board
        }
    }
    game
}

proptest! {
    #[test]
    fn every_move_keeps_the_layout_valid(picks in proptest::collection::vec(0usize..8, 0..200)) {
        let game = play(Game::new(), &picks);
        let text = game.board().to_string();
        prop_assert_eq!(&text.parse::<Board>().unwrap(), game.board());
        // The cell index agrees with the positions: each cell names the piece covering it.
        let board = game.board();
        for y in 0..8 {
            for x in 0..8 {
                let cell = Cell::new(x, y);
                match board.at(cell) {
                    Occupant::Gap(g) => prop_assert_eq!(board.gap(g), cell),
                    Occupant::Piece(p) => {
                        let corner = board.piece(p);
                        let side = p.size().side();
                        prop_assert!((corner.x..corner.x + side).contains(&x));
                        prop_assert!((corner.y..corner.y + side).contains(&y));
                    }
                }
            }
        }
    }

    #[test]
    fn undoing_everything_returns_to_the_start(
        seed in any::<u32>(),
        picks in proptest::collection::vec(0usize..8, 0..100),
    ) {
        let challenge = Challenge { seed, steps: 20 };
        let mut game = play(Game::challenge(challenge), &picks);
        if !game.is_won() {
            while game.undo().is_some() {}
            prop_assert_eq!(game.board(), &challenge.board());
        }
    }

    #[test]
    fn a_save_restores_the_same_game(
        picks in proptest::collection::vec(0usize..8, 0..100),
        undos in 0usize..10,
        toggle in any::<bool>(),
    ) {
        let mut game = play(Game::new(), &picks);
        for _ in 0..undos {
            game.undo();
        }
        if toggle {
            game.toggle_selection();
        }
        prop_assert_eq!(Game::restore(&game.save()), Ok(game));
    }
}
