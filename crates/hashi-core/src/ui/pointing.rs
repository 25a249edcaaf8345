//! Where a pointer points, in grid cells: the island near it, the bridge under it, the way a
//! drag goes, and the edge a tap on two islands means.

use crate::geom::{Direction, Pos};
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use session::input::Arrow;

/// The edge a tap on `a` then `b` means: the pair's only edge, or on a wrapped board where
/// they are joined both directly and across the seam, the shorter (the direct one on a tie).
pub(super) fn shortest_edge(puzzle: &Puzzle, a: IslandId, b: IslandId) -> Option<EdgeId> {
    puzzle
        .edges_of(a)
        .filter(|&edge| puzzle.edges()[edge].other(a) == Some(b))
        .min_by_key(|&edge| (puzzle.edge_cells(edge).len(), puzzle.edges()[edge].wraps))
}

/// The island a pointer at `at` (in cells) means: the one whose centre is nearest, if that
/// is within `radius` cells. The app passes the radius of a finger's touch (22 CSS px) in
/// cells, so a small island on a big board is as easy to hit as a large one; on a tie the
/// lower id wins, so the answer never depends on iteration order. Only the cells within
/// `radius` are looked at, so the cost does not grow with the board.
///
/// ```
/// use hashi_core::formats::parse_task;
/// use hashi_core::ui::island_near;
///
/// let puzzle = parse_task("5x1:2c2").unwrap();
/// assert_eq!(island_near(&puzzle, (1.2, 0.5), 1.0), Some(0));
/// assert_eq!(island_near(&puzzle, (3.9, 0.5), 1.0), Some(1));
/// assert_eq!(island_near(&puzzle, (2.5, 0.5), 1.0), None);
/// ```
pub fn island_near(puzzle: &Puzzle, at: (f64, f64), radius: f64) -> Option<IslandId> {
    let (x, y) = at;
    if !(x.is_finite() && y.is_finite() && radius.is_finite() && radius >= 0.0) {
        return None;
    }
    // The rows (or columns) whose centres lie within `radius` of `v`, clamped to the board.
    let span = |v: f64, len: usize| -> Option<(usize, usize)> {
        let low = (v - 0.5 - radius).ceil().max(0.0);
        let high = (v - 0.5 + radius).floor().min(len as f64 - 1.0);
        (low <= high).then_some((low as usize, high as usize))
    };
    let (r0, r1) = span(y, puzzle.height())?;
    let (c0, c1) = span(x, puzzle.width())?;
    let mut best: Option<(f64, IslandId)> = None;
    for r in r0..=r1 {
        for c in c0..=c1 {
            let Some(island) = puzzle.island_at(Pos { r, c }) else {
                continue;
            };
            let distance = (c as f64 + 0.5 - x).hypot(r as f64 + 0.5 - y);
            let closer = best.is_none_or(|(d, id)| distance < d || (distance == d && island < id));
            if distance <= radius && closer {
                best = Some((distance, island));
            }
        }
    }
    best.map(|(_, island)| island)
}

/// The pair whose bridge would pass through the point `at` (in cells): the candidate bridge
/// whose line is nearest, if the point lies between its two islands and within half a cell
/// of the line. Where two candidates cross, the nearer line wins (horizontal on a tie).
///
/// ```
/// use hashi_core::formats::parse_task;
/// use hashi_core::ui::edge_near;
///
/// let puzzle = parse_task("5x1:2c2").unwrap();
/// assert_eq!(edge_near(&puzzle, (2.5, 0.6)), Some(0));
/// assert_eq!(edge_near(&puzzle, (0.5, 0.5)), None, "on an island, not between");
/// ```
pub fn edge_near(puzzle: &Puzzle, at: (f64, f64)) -> Option<EdgeId> {
    let (x, y) = at;
    if !(x.is_finite() && y.is_finite()) {
        return None;
    }
    let mut best: Option<(f64, EdgeId)> = None;
    for (edge, e) in puzzle.edges().iter().enumerate() {
        // Over one of the water cells the bridge passes (across the seam for one that wraps),
        // within half a cell of its line.
        let over = |p: Pos| {
            let (cell_along, along, across) = if e.is_horizontal() {
                (p.c, x, y - (p.r as f64 + 0.5))
            } else {
                (p.r, y, x - (p.c as f64 + 0.5))
            };
            (along >= cell_along as f64 && along < cell_along as f64 + 1.0).then_some(across.abs())
        };
        let Some(distance) = puzzle.edge_cells(edge).into_iter().find_map(over) else {
            continue;
        };
        if distance < 0.5 && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, edge));
        }
    }
    best.map(|(_, edge)| edge)
}

/// The direction a drag by `(dx, dy)` points: the shared [`Arrow::pointing`], so that a
/// drag reads the same way on both boards.
pub(super) fn drag_direction(dx: f64, dy: f64) -> Direction {
    Arrow::pointing(dx, dy).into()
}
