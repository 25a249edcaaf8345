//! `hashi hint`: the hint for a position given as moves on a puzzle, as text or JSON.

use crate::budget::{gave_up_message, EXIT_GAVE_UP};
use crate::input::read_puzzle;
use crate::render::draw;
use crate::EXIT_BAD_INPUT;
use hashi_core::game::parse_action;
use hashi_core::hint::{hint_with, Hint, Mistake};
use hashi_core::solver::{solve_within, Budget, Uniqueness, Unsolved};
use hashi_core::{is_solved, Game, Mode, Puzzle, State};
use hashi_words::{aid, speech, Catalog};
use std::path::Path;
use std::sync::Arc;

/// The hint for `state`, solving the puzzle first within `budget` (what `hint_within` does,
/// keeping the work spent for the message when it gives up).
fn hint_and_work(puzzle: &Puzzle, state: &State, budget: Budget) -> (Hint, Option<u64>) {
    if is_solved(puzzle, state) {
        return (Hint::Solved, None);
    }
    match solve_within(puzzle, 2, budget) {
        Ok(found) => match found.into_unique() {
            Ok(solution) => (hint_with(puzzle, state, &solution), None),
            Err(Uniqueness::Several) => (Hint::Unsolvable(Unsolved::Several), None),
            Err(_) => (Hint::Unsolvable(Unsolved::None), None),
        },
        Err(gave_up) => (Hint::Unsolvable(Unsolved::GaveUp), Some(gave_up.work)),
    }
}

/// Prints the hint; exit status 5 when the search gave up before it could give one.
pub fn run(file: &Path, moves: &str, json: bool, budget: Budget) -> u8 {
    let imported = match read_puzzle(file) {
        Ok(i) => i,
        Err(message) => {
            eprintln!("error: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    let mut game = Game::new(Arc::new(imported.puzzle), Mode::Free);
    let parsed = match parse_action(&moves.replace([' ', '\n'], ";")) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("error: --moves: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    for (i, mv) in parsed.iter().enumerate() {
        if let Err(e) = game.play(&[*mv]) {
            let why = speech::refusal(&Catalog::english(), &e);
            eprintln!("error: --moves: move {} ({mv}): {why}", i + 1);
            return EXIT_BAD_INPUT;
        }
    }
    let puzzle = game.puzzle().clone();
    let state = game.state().clone();
    let (h, gave_up_after) = hint_and_work(&puzzle, &state, budget);
    let done = match gave_up_after {
        Some(work) => {
            eprintln!("error: {}: {}", file.display(), gave_up_message(work));
            EXIT_GAVE_UP
        }
        None => 0,
    };
    let text = aid::hint(&Catalog::english(), &h, &puzzle);
    if json {
        return match serde_json::to_string(&h.report(&puzzle, &state, text)) {
            Ok(line) => {
                println!("{line}");
                done
            }
            Err(e) => {
                eprintln!("error: cannot write JSON: {e}");
                1
            }
        };
    }
    println!("{text}");
    match &h {
        Hint::Step(d) => {
            let islands: Vec<String> = d
                .islands
                .iter()
                .map(|&i| puzzle.islands()[i].pos.to_string())
                .collect();
            println!("technique: {}", d.technique.id());
            println!("islands: {}", islands.join(" "));
        }
        Hint::Mistakes(wrong) => {
            for mistake in wrong {
                let (a, b) = puzzle.edge_ends(mistake.edge());
                match mistake {
                    Mistake::Bridge(_) => println!("mistake: {a}-{b}"),
                    Mistake::NoBridgeMark(_) => println!("mistake: {a}-{b}=x"),
                }
            }
        }
        _ => {}
    }
    let moves: Vec<String> = h
        .moves(&puzzle, &state)
        .iter()
        .map(|m| m.to_string())
        .collect();
    if !moves.is_empty() {
        println!("moves: {}", moves.join(";"));
        let mut after = game.clone();
        if after.play(&h.moves(&puzzle, &state)).is_ok() {
            println!("\n{}", draw(&puzzle, after.state()));
        }
    }
    done
}
