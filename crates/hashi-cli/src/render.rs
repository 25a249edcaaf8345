//! Text drawings of positions: islands as their numbers (`A`-`G` for 10 to 16, as in a task
//! string), bridges as ─ ═ ≡ ≣ across and │ ‖ ⦀ ⁞ down (one to four) in and between cells.

use hashi_core::{Puzzle, State};

/// The mark for `count` bridges along a row or a column.
fn bridge_char(count: u8, horizontal: bool) -> char {
    let marks = if horizontal {
        ['─', '═', '≡', '≣']
    } else {
        ['│', '‖', '⦀', '⁞']
    };
    marks[usize::from(count.clamp(1, 4)) - 1]
}

/// An island's number in one character.
fn island_char(target: u8) -> char {
    match target {
        0..=9 => char::from(b'0' + target),
        _ => char::from(b'A' + target - 10),
    }
}

/// Draws `state` on a grid with one gap column/row between cells, so that bridges between
/// neighbouring cells (length zero) still show. A bridge across a wrapped board's seam runs
/// to the border on one side and on from the other.
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
        let ch = bridge_char(count, e.is_horizontal());
        let (a, b) = puzzle.edge_ends(edge);
        let mut cells = vec![a];
        cells.extend(puzzle.edge_cells(edge));
        cells.push(b);
        for pair in cells.windows(2) {
            let (p, q) = (pair[0], pair[1]);
            // The gap between two cells in a row; none where the step crossed the seam.
            if p.r == q.r && q.c == p.c + 1 {
                grid[p.r * 2][p.c * 2 + 1] = ch;
            } else if p.c == q.c && q.r == p.r + 1 {
                grid[p.r * 2 + 1][p.c * 2] = ch;
            }
            if q != b {
                grid[q.r * 2][q.c * 2] = ch;
            }
        }
    }
    for island in puzzle.islands() {
        grid[island.pos.r * 2][island.pos.c * 2] = island_char(island.target);
    }
    let mut out = String::new();
    for row in grid {
        out.push_str(row.iter().collect::<String>().trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::draw;
    use hashi_core::formats::parse_task;
    use hashi_core::{Pos, State};

    #[test]
    fn four_bridges_and_big_numbers_draw_in_one_character() {
        let p = parse_task("3x3m4:a4a4G4a4a").unwrap();
        let s = State::from_counts(&p, &vec![4; p.edges().len()]).unwrap();
        assert_eq!(draw(&p, &s), "· 4 ·\n  ⁞\n4≣G≣4\n  ⁞\n· 4 ·\n");
    }

    #[test]
    fn a_bridge_across_the_seam_runs_out_at_one_border_and_in_at_the_other() {
        // A cylinder where the middle row's pair is joined across the seam.
        let p = parse_task("5x3w:d11b1e1").unwrap();
        let at = |r, c| p.island_at(Pos::new(r, c)).unwrap();
        let across = p.edge_between(at(1, 3), at(1, 0)).unwrap();
        assert!(p.edges()[across].wraps);
        let mut counts = vec![0; p.edges().len()];
        counts[across] = 1;
        let s = State::from_counts(&p, &counts).unwrap();
        assert_eq!(draw(&p, &s), "· · · · 1\n\n1 · · 1──\n\n· · · · 1\n");
    }
}
