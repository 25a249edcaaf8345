//! Text drawings of positions: islands as digits, bridges as ─ ═ │ ‖ in the gaps between cells.

use hashi_core::{Puzzle, State};

/// Draws `state` on a grid with one gap column/row between cells, so that bridges between
/// neighbouring cells (length zero) still show.
pub fn draw(puzzle: &Puzzle, state: &State) -> String {
    let (rows, cols) = (puzzle.height() * 2 - 1, puzzle.width() * 2 - 1);
    let mut grid = vec![vec![' '; cols]; rows];
    for r in 0..puzzle.height() {
        for c in 0..puzzle.width() {
            grid[r * 2][c * 2] = '·';
        }
    }
    for (edge, e) in puzzle.edges().iter().enumerate() {
        let count = state.count(edge);
        if count == 0 {
            continue;
        }
        let (a, b) = puzzle.edge_ends(edge);
        if e.is_horizontal() {
            let ch = if count == 1 { '─' } else { '═' };
            for cell in grid[a.r * 2].iter_mut().take(b.c * 2).skip(a.c * 2 + 1) {
                *cell = ch;
            }
        } else {
            let ch = if count == 1 { '│' } else { '‖' };
            for row in grid.iter_mut().take(b.r * 2).skip(a.r * 2 + 1) {
                row[a.c * 2] = ch;
            }
        }
    }
    for island in puzzle.islands() {
        grid[island.pos.r * 2][island.pos.c * 2] = char::from(b'0' + island.target);
    }
    let mut out = String::new();
    for row in grid {
        out.push_str(row.iter().collect::<String>().trim_end());
        out.push('\n');
    }
    out
}
