//! `hashi coach`: the coach's lines on a solve given as actions with the time before each,
//! as JSON; or, with `--walk`, a solve that takes the easiest step each time (the steps the
//! coach measures a player against), one step per line.

use crate::input::read_puzzle;
use crate::EXIT_BAD_INPUT;
use hashi_core::coach::{coach_game, easiest_step};
use hashi_core::game::parse_action;
use hashi_core::solver::unique_solution;
use hashi_core::{apply, is_solved, Game, Mode, Move, Puzzle, State};
use hashi_words::{speech, Catalog};
use serde_json::json;
use std::path::Path;
use std::sync::Arc;

/// Prints the coach's lines, or the walk; exit status 2 on input that does not make a solve.
pub fn run(file: &Path, actions: &str, times: &str, walk: bool) -> u8 {
    match coach(file, actions, times, walk) {
        Ok(out) => {
            println!("{out}");
            0
        }
        Err(message) => {
            eprintln!("error: {message}");
            EXIT_BAD_INPUT
        }
    }
}

fn coach(file: &Path, actions: &str, times: &str, walk: bool) -> Result<String, String> {
    let puzzle = read_puzzle(file)?.puzzle;
    let solution = unique_solution(&puzzle).map_err(|why| {
        format!(
            "{}: no single solution to coach against ({why})",
            file.display()
        )
    })?;
    if walk {
        return walked(&puzzle, &solution);
    }
    let times = read_times(times)?;
    let mut game = Game::new(Arc::new(puzzle), Mode::Strict);
    let mut now = 0;
    if times.is_some() {
        game.set_clock(now);
    }
    for (i, text) in actions.split_whitespace().enumerate() {
        let moves = parse_action(text).map_err(|e| format!("--actions: action {}: {e}", i + 1))?;
        if let Some(times) = &times {
            let tenths = times
                .get(i)
                .ok_or_else(|| format!("--times: no time for action {}", i + 1))?;
            now += u64::from(*tenths) * 100;
            game.set_clock(now);
        }
        game.play(&moves).map_err(|e| {
            let why = speech::refusal(&Catalog::english(), &e);
            format!("--actions: action {} ({text}): {why}", i + 1)
        })?;
    }
    if !game.is_solved() {
        return Err("--actions: the actions do not solve the puzzle".into());
    }
    let lines = coach_game(&game, &solution);
    // Written around the lines rather than through `json!`, whose map would sort their fields.
    serde_json::to_string(&lines)
        .map(|lines| format!(r#"{{"lines":{lines}}}"#))
        .map_err(|e| e.to_string())
}

/// Tenths of a second per action, comma-separated; none when empty (times unknown).
fn read_times(text: &str) -> Result<Option<Vec<u32>>, String> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    text.split(',')
        .map(|t| {
            t.trim()
                .parse()
                .map_err(|_| format!("--times: `{t}` is not a number of tenths of a second"))
        })
        .collect::<Result<Vec<u32>, String>>()
        .map(Some)
}

/// The easiest step each time from the empty board, with the solution's count on each pair it
/// decides: one JSON object per step (`action`, `technique`, `place`).
fn walked(puzzle: &Puzzle, solution: &State) -> Result<String, String> {
    let mut state = State::empty(puzzle);
    let mut steps = Vec::new();
    while !is_solved(puzzle, &state) {
        let step = easiest_step(puzzle, &state, solution)
            .ok_or("no technique finds the next step: the walk stops short of the solution")?;
        let moves: Vec<Move> = step
            .edges
            .iter()
            .map(|&e| Move::on_edge(puzzle, e, solution.count(e)))
            .collect();
        for mv in &moves {
            state = apply(puzzle, &state, mv, Mode::Free).map_err(|e| e.to_string())?;
        }
        let action: Vec<String> = moves.iter().map(Move::to_string).collect();
        steps.push(json!({
            "action": action.join(";"),
            "technique": step.technique.id(),
            "place": step.islands.first().map(|&i| puzzle.islands()[i].pos),
        }));
    }
    steps
        .iter()
        .map(|s| serde_json::to_string(s).map_err(|e| e.to_string()))
        .collect::<Result<Vec<String>, String>>()
        .map(|lines| lines.join("\n"))
}
