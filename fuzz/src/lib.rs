//! The oracles the fuzz targets share: what parses must read back the same, what restores
//! must save and restore the same, and what the solver reports must be a solution.

use hashi_core::formats::{
    import, parse_has, parse_json, parse_matrix, parse_task, write_has, write_json, write_matrix,
    write_task,
};
use hashi_core::solver::{solve_within, Budget};
use hashi_core::{is_solved, Pos, Puzzle};

/// Islands above which a parsed puzzle is not handed to the solver.
pub const SOLVE_MAX_ISLANDS: usize = 64;

/// Every writer's output reads back as the same puzzle, directly and through `import`.
pub fn round_trips(puzzle: &Puzzle) {
    let task = write_task(puzzle);
    assert_eq!(parse_task(&task).as_ref(), Ok(puzzle), "task {task:?}");
    let json = write_json(puzzle, Some("id"));
    assert_eq!(
        parse_json(&json),
        Ok((Some("id".to_string()), puzzle.clone())),
        "json"
    );
    assert_eq!(
        parse_matrix(&write_matrix(puzzle)).as_ref(),
        Ok(puzzle),
        "matrix"
    );
    let has = write_has(puzzle);
    assert_eq!(parse_has(&has).as_ref(), Ok(puzzle), "has");
    for text in [&task, &json, &has] {
        assert_eq!(
            import(text).map(|i| i.puzzle).as_ref(),
            Ok(puzzle),
            "import {text:?}"
        );
    }
}

/// A small-budget solve: whatever it finds must be a solution.
pub fn solve_checked(puzzle: &Puzzle, work: u64) {
    if let Ok(solution) = solve_within(puzzle, 2, Budget::work(work)) {
        assert!(solution.solutions.len() <= 2);
        for state in &solution.solutions {
            assert!(is_solved(puzzle, state), "a reported solution is not one");
        }
    }
}

/// After a successful parse: the round trip, then a small solve when the puzzle is small.
pub fn parsed(puzzle: &Puzzle) {
    round_trips(puzzle);
    if puzzle.islands().len() <= SOLVE_MAX_ISLANDS {
        solve_checked(puzzle, 500);
    }
}

/// A small puzzle from bytes: width and height 1-8, then (cell, number) pairs, each taken
/// modulo what fits; a repeated cell is dropped (the mutation test reads the same way).
pub fn decode_small(bytes: &[u8]) -> Option<Puzzle> {
    let (&w, rest) = bytes.split_first()?;
    let (&h, rest) = rest.split_first()?;
    let (w, h) = (1 + usize::from(w % 8), 1 + usize::from(h % 8));
    let mut cells = vec![false; w * h];
    let mut islands = Vec::new();
    for pair in rest.chunks_exact(2) {
        let cell = usize::from(pair[0]) % (w * h);
        if !std::mem::replace(&mut cells[cell], true) {
            islands.push((Pos::new(cell / w, cell % w), 1 + u32::from(pair[1] % 8)));
        }
    }
    Puzzle::new(w, h, islands).ok()
}
