//! One puzzle drawn as SVG for paper: islands as rings with their numbers, and, for a
//! solution, its bridges (across the seam of a wrapped board, to the edge and on from the
//! other). Board units: one cell is 1, a puzzle `w`x`h` fills `0 0 w h`.

use crate::geom::Pos;
use crate::puzzle::Puzzle;
use crate::state::State;
use std::fmt::Write;

/// An island's ring, in cells.
const RADIUS: f64 = 0.4;
/// Space between the lines of a double (or more) bridge, in cells.
const LINE_GAP: f64 = 0.16;

/// The puzzle's islands and, with `solution`, its bridges, as SVG elements in board units
/// (no outer `<svg>`: a page places them). With `ink_saving` no ring is filled.
pub fn board(puzzle: &Puzzle, solution: Option<&State>, ink_saving: bool) -> String {
    let mut out = String::new();
    if let Some(solution) = solution {
        let _ = write!(
            out,
            r##"<g stroke="#000" stroke-width="0.06" fill="none">"##
        );
        for edge in 0..puzzle.edges().len() {
            bridges(&mut out, puzzle, edge, solution.count(edge));
        }
        out.push_str("</g>");
    }
    let fill = if ink_saving { "none" } else { "#fff" };
    let _ = write!(
        out,
        r##"<g stroke="#000" stroke-width="0.06" fill="{fill}">"##
    );
    for island in puzzle.islands() {
        let (x, y) = centre(island.pos);
        let _ = write!(out, r#"<circle cx="{x}" cy="{y}" r="{RADIUS}"/>"#);
    }
    out.push_str(r##"</g><g font-family="sans-serif" font-size="0.55" font-weight="bold" text-anchor="middle" fill="#000">"##);
    for island in puzzle.islands() {
        let (x, y) = centre(island.pos);
        // The baseline a little under the centre puts the digits' middle on it.
        let _ = write!(
            out,
            r#"<text x="{x}" y="{:.2}">{}</text>"#,
            y + 0.2,
            island.target
        );
    }
    out.push_str("</g>");
    out
}

fn centre(pos: Pos) -> (f64, f64) {
    (pos.c as f64 + 0.5, pos.r as f64 + 0.5)
}

/// `count` parallel lines for the bridges of `edge`, drawn a cell at a time so that one across
/// a seam leaves the board on one side and comes back on the other.
fn bridges(out: &mut String, puzzle: &Puzzle, edge: usize, count: u8) {
    if count == 0 {
        return;
    }
    let (a, b) = puzzle.edge_ends(edge);
    let cells = puzzle.edge_cells(edge);
    let across = a.r == b.r;
    let (width, height) = (puzzle.width(), puzzle.height());
    // Which way the bridge leaves `a`: towards its first water cell, or `b` beside it.
    let next = cells.first().copied().unwrap_or(b);
    let step = |from: usize, to: usize, size: usize| {
        if (from + 1) % size == to {
            1.0
        } else {
            -1.0
        }
    };
    let sign = if across {
        step(a.c, next.c, width)
    } else {
        step(a.r, next.r, height)
    };
    // Pieces along the bridge, each from one point to another in board units.
    let mut pieces = Vec::with_capacity(cells.len() + 2);
    let towards = |pos: Pos, sign: f64, from: f64, to: f64| {
        let (x, y) = centre(pos);
        if across {
            ((x + sign * from, y), (x + sign * to, y))
        } else {
            ((x, y + sign * from), (x, y + sign * to))
        }
    };
    pieces.push(towards(a, sign, RADIUS, 0.5));
    for &cell in &cells {
        pieces.push(towards(cell, sign, -0.5, 0.5));
    }
    pieces.push(towards(b, -sign, RADIUS, 0.5));
    for line in 0..count {
        let offset = (f64::from(line) - f64::from(count - 1) / 2.0) * LINE_GAP;
        for &((x1, y1), (x2, y2)) in &pieces {
            let (dx, dy) = if across { (0.0, offset) } else { (offset, 0.0) };
            let _ = write!(
                out,
                r#"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}"/>"#,
                x1 + dx,
                y1 + dy,
                x2 + dx,
                y2 + dy
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_task;
    use crate::solver::unique_solution;

    #[test]
    fn every_island_is_a_ring_with_its_number() {
        let puzzle = parse_task("3x3:2a2c2a2").unwrap();
        let drawn = board(&puzzle, None, false);
        assert_eq!(drawn.matches("<circle").count(), 4);
        assert_eq!(drawn.matches(">2</text>").count(), 4);
        assert!(!drawn.contains("<line"), "no bridges without a solution");
        assert!(drawn.contains(r##"fill="#fff""##));
        assert!(!board(&puzzle, None, true).contains(r##"fill="#fff""##));
    }

    #[test]
    fn a_solution_draws_each_bridge_as_its_count_of_lines() {
        // 2 . 2 : one double bridge across one water cell.
        let puzzle = parse_task("3x1:2a2").unwrap();
        let solution = unique_solution(&puzzle).unwrap();
        let drawn = board(&puzzle, Some(&solution), false);
        // Two lines, each in three pieces (out of each ring, and the water cell).
        assert_eq!(drawn.matches("<line").count(), 6);
        assert!(
            drawn.contains(r#"<line x1="0.90" y1="0.42" x2="1.00" y2="0.42"/>"#),
            "{drawn}"
        );
    }

    #[test]
    fn a_bridge_across_the_seam_leaves_by_one_edge_and_comes_back_by_the_other() {
        // On a torus 5 wide, the islands at columns 0 and 3 see each other both ways: across
        // columns 1 and 2, and across the seam over column 4.
        let puzzle = parse_task("5x5t:1b1u").unwrap();
        let seam = (0..puzzle.edges().len())
            .find(|&e| puzzle.edge_cells(e) == [Pos::new(0, 4)])
            .unwrap();
        let counts: String = (0..puzzle.edges().len())
            .map(|e| if e == seam { '1' } else { '0' })
            .collect();
        let bridge = State::solution_from_text(&puzzle, &counts).unwrap();
        let drawn = board(&puzzle, Some(&bridge), false);
        // Out of the ring at column 3 to the water at column 4 and on to the right edge, then
        // in from the left edge to the ring at column 0.
        let lines: Vec<&str> = drawn.split("<line").skip(1).collect();
        assert_eq!(lines.len(), 3, "{drawn}");
        assert!(
            drawn.contains(r#"x1="3.90" y1="0.50" x2="4.00" y2="0.50""#),
            "{drawn}"
        );
        assert!(
            drawn.contains(r#"x1="4.00" y1="0.50" x2="5.00" y2="0.50""#),
            "{drawn}"
        );
        assert!(
            drawn.contains(r#"x1="0.10" y1="0.50" x2="0.00" y2="0.50""#),
            "{drawn}"
        );
    }
}
