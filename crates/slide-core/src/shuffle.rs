//! Seeded shuffles: random legal moves that favour large pieces, rarely swap the gaps and
//! never undo the previous move, so a shuffle scrambles rather than jitters.

use crate::board::{Board, PieceSize};
use crate::moves::{apply_mut, legal_moves, Move};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// How often a possible gap swap stays among the choices when other moves exist.
const SWAP_KEEP_CHANCE: f64 = 0.1;

fn weight(mv: Move) -> u32 {
    match mv {
        Move::Slide { piece, .. } if piece.size() == PieceSize::Large => 3,
        _ => 1,
    }
}

/// Picks the next shuffle move after `previous`, if the board allows any.
fn pick(board: &Board, previous: Option<Move>, rng: &mut impl Rng) -> Option<Move> {
    let mut choices = legal_moves(board);
    if let Some(back) = previous.map(Move::inverse) {
        if choices.len() > 1 {
            choices.retain(|&mv| mv != back);
        }
    }
    if choices.len() > 1 && choices.contains(&Move::SwapGaps) && !rng.random_bool(SWAP_KEEP_CHANCE)
    {
        choices.retain(|&mv| mv != Move::SwapGaps);
    }
    let total: u32 = choices.iter().map(|&mv| weight(mv)).sum();
    if total == 0 {
        return None;
    }
    let mut ticket = rng.random_range(0..total);
    for mv in choices {
        if ticket < weight(mv) {
            return Some(mv);
        }
        ticket -= weight(mv);
    }
    None
}

/// Makes `steps` random legal moves on `board` and returns them in order.
pub fn shuffle(board: &mut Board, steps: u32, rng: &mut impl Rng) -> Vec<Move> {
    let mut made = Vec::with_capacity(steps as usize);
    for _ in 0..steps {
        let Some(mv) = pick(board, made.last().copied(), rng) else {
            break;
        };
        apply_mut(board, mv).expect("shuffle moves are legal");
        made.push(mv);
    }
    made
}

/// The moves of a shuffle of `board` drawn from `seed`, without making them: free play
/// animates them one at a time.
pub fn shuffle_moves(board: &Board, steps: u32, seed: u64) -> Vec<Move> {
    shuffle(
        &mut board.clone(),
        steps,
        &mut ChaCha8Rng::seed_from_u64(seed),
    )
}

/// The board of a challenge: the solved board shuffled by `steps` moves drawn from `seed`.
/// The same seed and steps give the same board on every platform.
pub fn challenge_board(seed: u32, steps: u32) -> Board {
    let mut board = Board::solved();
    shuffle(
        &mut board,
        steps,
        &mut ChaCha8Rng::seed_from_u64(seed as u64),
    );
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::apply;

    #[test]
    fn the_same_seed_and_steps_give_the_same_board() {
        assert_eq!(challenge_board(42, 250), challenge_board(42, 250));
        assert_ne!(challenge_board(42, 250), challenge_board(43, 250));
        assert_ne!(challenge_board(42, 250), challenge_board(42, 251));
        assert!(!challenge_board(7, 1).is_solved());
    }

    #[test]
    fn a_shuffle_never_steps_straight_back_when_it_has_a_choice() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut board = Board::solved();
        let mut replay = Board::solved();
        let moves = shuffle(&mut board, 5000, &mut rng);
        assert_eq!(moves.len(), 5000);
        let mut previous: Option<Move> = None;
        for &mv in &moves {
            if let Some(p) = previous {
                if mv == p.inverse() {
                    assert_eq!(
                        legal_moves(&replay),
                        vec![mv],
                        "a reversal is allowed only as the only move"
                    );
                }
            }
            replay = apply(&replay, mv).unwrap();
            previous = Some(mv);
        }
        assert_eq!(replay, board);
    }

    #[test]
    fn replaying_the_inverse_of_a_shuffle_returns_to_solved() {
        for seed in 0..20 {
            let mut board = Board::solved();
            let moves = shuffle(&mut board, 300, &mut ChaCha8Rng::seed_from_u64(seed));
            assert!(!board.is_solved());
            for mv in moves.iter().rev() {
                board = apply(&board, mv.inverse()).unwrap();
            }
            assert!(board.is_solved(), "seed {seed}");
        }
    }

    #[test]
    fn large_pieces_weigh_three_and_swaps_are_mostly_left_out() {
        // On the solved board the choices are the small piece above gap 0 (weight 1), large
        // piece 7 (weight 3) and the gap swap (kept one time in ten, weight 1). Expected
        // shares: large 0.9 × 3/4 + 0.1 × 3/5 = 0.735, swap 0.1 × 1/5 = 0.02.
        let board = Board::solved();
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let draws = 20_000;
        let picks: Vec<Move> = (0..draws)
            .map(|_| pick(&board, None, &mut rng).unwrap())
            .collect();
        let share = |f: &dyn Fn(Move) -> bool| {
            picks.iter().filter(|&&m| f(m)).count() as f64 / draws as f64
        };
        let large = share(&|m| weight(m) == 3);
        let swaps = share(&|m| m == Move::SwapGaps);
        assert!((0.715..0.755).contains(&large), "large share {large}");
        assert!((0.012..0.028).contains(&swaps), "swap share {swaps}");
    }
}
