//! One property for both games: whatever was played (moves, undo and redo, hints, reveals,
//! restarts, shared progress, shuffles), save → JSON → restore gives back an equal game.

use hashi_core::ladder::{Climb, HintLevel};
use hashi_core::{Move as Bridge, Pos, Puzzle};
use proptest::prelude::*;
use slide_core::{legal_moves, Challenge};
use std::sync::Arc;

/// A random small Hashi puzzle: islands scattered on a grid with arbitrary numbers (it need
/// not be solvable: saves replay positions, not solutions).
fn puzzle_strategy() -> impl Strategy<Value = Puzzle> {
    (2usize..7, 2usize..7)
        .prop_flat_map(|(w, h)| {
            (
                Just(w),
                Just(h),
                proptest::collection::vec((0..h, 0..w, 1u32..=8), 2..(w * h).min(16)),
            )
        })
        .prop_filter_map("duplicate cells", |(w, h, cells)| {
            let mut seen = std::collections::HashSet::new();
            let islands: Vec<_> = cells
                .into_iter()
                .filter(|(r, c, _)| seen.insert((*r, *c)))
                .map(|(r, c, t)| (Pos::new(r, c), t))
                .collect();
            Puzzle::new(w, h, islands).ok()
        })
}

/// One step of play: which action, and two numbers that pick its target.
type Op = (u8, usize, u8);

fn play_hashi(puzzle: Puzzle, ops: &[Op]) -> hashi_core::Game {
    use hashi_core::{Game, Mode};
    let puzzle = Arc::new(puzzle);
    let mut game = Game::new(puzzle.clone(), Mode::Strict);
    // Another player's game: where shared progress and "solutions" come from.
    let mut other = Game::new(puzzle.clone(), Mode::Free);
    let edges = puzzle.edges().len();
    if edges == 0 {
        return game;
    }
    let bridge = |pick: usize, count: u8| Bridge::on_edge(&puzzle, pick % edges, count);
    for &(action, pick, count) in ops {
        let mv = bridge(pick, count);
        // Refusals are ignored: the property is about what was recorded.
        match action % 12 {
            0 | 1 => drop(game.play(&[mv])),
            2 => drop(game.cycle(mv.a, mv.b)),
            3 => drop(game.adjust(mv.a, mv.b, if count == 0 { -1 } else { 1 })),
            4 => _ = game.undo(),
            5 => _ = game.redo(),
            6 => game.reset(),
            7 => drop(game.reveal(other.state())),
            8 => {
                // A step looked at, explained when `count` says so, then applied.
                let mut at = HintLevel::Look;
                game.note_hint(Climb { from: None, to: at });
                if count > 0 {
                    game.note_hint(Climb {
                        from: Some(at),
                        to: HintLevel::Reason,
                    });
                    at = HintLevel::Reason;
                }
                if game.play_hint(&[mv, bridge(pick / 7, count / 2)]).is_ok() {
                    game.note_hint(Climb {
                        from: Some(at),
                        to: HintLevel::Move,
                    });
                }
            }
            9 => {
                let shared = hashi_core::game::parse_action(&other.position_text()).unwrap();
                drop(game.open_shared(&shared));
            }
            10 => drop(other.play(&[mv])),
            _ => game.set_mode(match game.mode() {
                Mode::Strict => Mode::Free,
                Mode::Free => Mode::Strict,
            }),
        }
    }
    game
}

fn play_slide(challenge: Option<Challenge>, ops: &[Op]) -> slide_core::Game {
    use slide_core::Game;
    let mut game = challenge.map_or_else(Game::new, Game::challenge);
    for &(action, pick, _) in ops {
        let moves = legal_moves(game.board());
        let mv = moves[pick % moves.len()];
        match action % 9 {
            0..=2 => drop(game.play(mv)),
            3 => _ = game.undo(),
            4 => _ = game.redo(),
            5 => game.toggle_selection(),
            6 => drop(game.shuffle_step(mv)),
            7 => game.reset(),
            _ if pick % 5 == 0 => game.give_up(),
            _ => {}
        }
    }
    game
}

fn ops_strategy() -> impl Strategy<Value = Vec<Op>> {
    proptest::collection::vec((any::<u8>(), any::<usize>(), 0u8..=2), 0..60)
}

proptest! {
    #[test]
    fn both_games_come_back_equal_from_a_json_save(
        puzzle in puzzle_strategy(),
        hashi_ops in ops_strategy(),
        challenge in proptest::option::of((any::<u32>(), 1u32..30)),
        slide_ops in ops_strategy(),
    ) {
        let hashi = play_hashi(puzzle, &hashi_ops);
        let json = serde_json::to_string(&hashi.save()).unwrap();
        let save: hashi_core::Save = serde_json::from_str(&json).unwrap();
        let back = hashi_core::Game::restore(&save, hashi.mode());
        prop_assert_eq!(back.as_ref(), Ok(&hashi), "{}", json);
        let back = hashi_core::Game::restore_for(hashi.puzzle().clone(), &save, hashi.mode());
        prop_assert_eq!(back, Ok(hashi));

        let challenge = challenge.map(|(seed, steps)| Challenge { seed, steps });
        let slide = play_slide(challenge, &slide_ops);
        let json = serde_json::to_string(&slide.save()).unwrap();
        let save: slide_core::Save = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(slide_core::Game::restore(&save), Ok(slide), "{}", json);
    }
}
