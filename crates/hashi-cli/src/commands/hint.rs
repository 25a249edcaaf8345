//! `hashi hint`: the hint for a position given as moves on a puzzle, as text or JSON.

use crate::input::read_puzzle;
use crate::render::draw;
use crate::EXIT_BAD_INPUT;
use hashi_core::game::parse_action;
use hashi_core::hint::{hint, Hint};
use hashi_core::{Game, Mode};
use std::path::Path;
use std::sync::Arc;

pub fn run(file: &Path, moves: &str, json: bool) -> u8 {
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
            eprintln!("error: --moves: move {} ({mv}): {e}", i + 1);
            return EXIT_BAD_INPUT;
        }
    }
    let puzzle = game.puzzle().clone();
    let state = game.state().clone();
    let h = hint(&puzzle, &state);
    if json {
        return match serde_json::to_string(&h.report(&puzzle, &state)) {
            Ok(line) => {
                println!("{line}");
                0
            }
            Err(e) => {
                eprintln!("error: cannot write JSON: {e}");
                1
            }
        };
    }
    println!("{}", h.text(&puzzle));
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
        Hint::Mistakes(edges) => {
            for &e in edges {
                let (a, b) = puzzle.edge_ends(e);
                println!("mistake: {a}-{b}");
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
    0
}
