//! How a puzzle looks, measured: density, symmetry, bridge lengths, spread, sight lines, clues
//! and loops. These are the figures by which published hand-made puzzles differ from
//! generated ones, shared by the generator (to choose among candidates), the CLI's benches
//! and its likeness measure.

use crate::geom::Pos;
use crate::puzzle::Puzzle;
use crate::state::State;

/// Water cells a bridge crosses from which it counts as long (hand-made puzzles: 1.9% of
/// bridges; ours at version 7: 8.5%).
pub const LONG_BRIDGE: usize = 4;

/// The measures of one puzzle with its solution. Shares are from 0 to 1.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Shape {
    /// Islands per cell.
    pub density: f64,
    /// Islands whose cell turned 180° about the centre holds an island.
    pub rot180: f64,
    /// Islands whose mirror image left to right holds an island.
    pub mirror_lr: f64,
    /// Islands whose mirror image top to bottom holds an island.
    pub mirror_ud: f64,
    /// Islands whose cell turned 90° holds an island (square boards; 0 otherwise).
    pub rot90: f64,
    /// Mean water cells crossed by the solution's bridged pairs.
    pub bridge_length: f64,
    /// Bridged pairs crossing [`LONG_BRIDGE`] or more water cells.
    pub long_bridges: f64,
    /// Mean water cells between islands that see each other (bridged or not).
    pub sight_length: f64,
    /// Islands with an island on a diagonal neighbour cell.
    pub diagonal: f64,
    /// Islands with an island on an orthogonal neighbour cell (a bridge of length zero).
    pub touching: f64,
    /// Coefficient of variation of islands per row and per column (the mean of the two).
    pub line_spread: f64,
    /// Rows and columns with no island.
    pub empty_lines: f64,
    /// Islands on the board's edge rows and columns.
    pub border: f64,
    /// Islands that see 1, 2, 3 and 4 others.
    pub sees: [f64; 4],
    /// Mean clue.
    pub clue_mean: f64,
    /// Clues 1 to 8.
    pub clues: [f64; 8],
    /// Visible pairs that the solution bridges.
    pub pairs_used: f64,
    /// Bridged pairs with more than one bridge.
    pub doubles: f64,
    /// Independent loops of the solution per island.
    pub loops: f64,
    /// Pairs of crossing candidate bridges per island.
    pub crossings: f64,
}

impl Shape {
    /// The best of the three symmetries any board can have.
    pub fn best_symmetry(&self) -> f64 {
        self.rot180.max(self.mirror_lr).max(self.mirror_ud)
    }

    /// The measures as one row of numbers, in the order of [`Shape::NAMES`].
    pub fn values(&self) -> Vec<f64> {
        let mut v = vec![
            self.density,
            self.rot180,
            self.mirror_lr,
            self.mirror_ud,
            self.best_symmetry(),
            self.bridge_length,
            self.long_bridges,
            self.sight_length,
            self.diagonal,
            self.touching,
            self.line_spread,
            self.empty_lines,
            self.border,
        ];
        v.extend(self.sees);
        v.push(self.clue_mean);
        v.extend(self.clues);
        v.extend([self.pairs_used, self.doubles, self.loops, self.crossings]);
        v
    }

    pub const NAMES: [&'static str; 30] = [
        "density",
        "rot180",
        "mirror_lr",
        "mirror_ud",
        "best_symmetry",
        "bridge_length",
        "long_bridges",
        "sight_length",
        "diagonal",
        "touching",
        "line_spread",
        "empty_lines",
        "border",
        "sees1",
        "sees2",
        "sees3",
        "sees4",
        "clue_mean",
        "clue1",
        "clue2",
        "clue3",
        "clue4",
        "clue5",
        "clue6",
        "clue7",
        "clue8",
        "pairs_used",
        "doubles",
        "loops",
        "crossings",
    ];
}

/// Measures `puzzle` and its `solution`.
///
/// ```
/// use hashi_core::{formats::parse_task, shape::measure, solver::unique_solution};
/// let puzzle = parse_task("3x1:2a2").unwrap();
/// let shape = measure(&puzzle, &unique_solution(&puzzle).unwrap());
/// assert_eq!(shape.density, 2.0 / 3.0);
/// ```
pub fn measure(puzzle: &Puzzle, solution: &State) -> Shape {
    let (w, h) = (puzzle.width(), puzzle.height());
    let n = puzzle.islands().len().max(1) as f64;
    let share = |count: usize| count as f64 / n;
    let has = |r: isize, c: isize| {
        r >= 0
            && c >= 0
            && (r as usize) < h
            && (c as usize) < w
            && puzzle.island_at(Pos::new(r as usize, c as usize)).is_some()
    };
    let islands = puzzle.islands();
    let images = |f: &dyn Fn(Pos) -> Option<Pos>| {
        share(
            islands
                .iter()
                .filter(|i| f(i.pos).is_some_and(|p| puzzle.island_at(p).is_some()))
                .count(),
        )
    };
    let rot180 = images(&|p| Some(Pos::new(h - 1 - p.r, w - 1 - p.c)));
    let mirror_lr = images(&|p| Some(Pos::new(p.r, w - 1 - p.c)));
    let mirror_ud = images(&|p| Some(Pos::new(h - 1 - p.r, p.c)));
    let rot90 = if w == h {
        images(&|p| Some(Pos::new(p.c, w - 1 - p.r)))
    } else {
        0.0
    };

    let mut bridged = 0usize;
    let mut bridge_cells = 0usize;
    let mut long = 0usize;
    let mut doubles = 0usize;
    let mut sight_cells = 0usize;
    for edge in 0..puzzle.edges().len() {
        let cells = puzzle.edge_cells(edge).len();
        sight_cells += cells;
        let count = solution.count(edge);
        if count > 0 {
            bridged += 1;
            bridge_cells += cells;
            long += usize::from(cells >= LONG_BRIDGE);
            doubles += usize::from(count > 1);
        }
    }
    let pairs = puzzle.edges().len();
    let ratio = |a: usize, b: usize| if b == 0 { 0.0 } else { a as f64 / b as f64 };

    let (mut diagonal, mut touching, mut border) = (0, 0, 0);
    let mut sees = [0usize; 4];
    let mut clues = [0usize; 8];
    let mut clue_sum = 0usize;
    for (id, island) in islands.iter().enumerate() {
        let (r, c) = (island.pos.r as isize, island.pos.c as isize);
        diagonal += usize::from(
            has(r - 1, c - 1) || has(r - 1, c + 1) || has(r + 1, c - 1) || has(r + 1, c + 1),
        );
        touching += usize::from(has(r - 1, c) || has(r + 1, c) || has(r, c - 1) || has(r, c + 1));
        border += usize::from(
            island.pos.r == 0
                || island.pos.c == 0
                || island.pos.r + 1 == h
                || island.pos.c + 1 == w,
        );
        let seen = puzzle.edges_of(id).count();
        if (1..=4).contains(&seen) {
            sees[seen - 1] += 1;
        }
        let clue = usize::from(island.target);
        clue_sum += clue;
        if (1..=8).contains(&clue) {
            clues[clue - 1] += 1;
        }
    }

    let mut rows = vec![0usize; h];
    let mut cols = vec![0usize; w];
    for island in islands {
        rows[island.pos.r] += 1;
        cols[island.pos.c] += 1;
    }
    let empty = rows.iter().chain(&cols).filter(|&&k| k == 0).count();

    Shape {
        density: ratio(islands.len(), w * h),
        rot180,
        mirror_lr,
        mirror_ud,
        rot90,
        bridge_length: ratio(bridge_cells, bridged),
        long_bridges: ratio(long, bridged),
        sight_length: ratio(sight_cells, pairs),
        diagonal: share(diagonal),
        touching: share(touching),
        line_spread: (variation(&rows) + variation(&cols)) / 2.0,
        empty_lines: ratio(empty, w + h),
        border: share(border),
        sees: sees.map(share),
        clue_mean: share(clue_sum),
        clues: clues.map(share),
        pairs_used: ratio(bridged, pairs),
        doubles: ratio(doubles, bridged),
        // A connected solution has bridged - islands + 1 independent loops.
        loops: (bridged + 1).saturating_sub(islands.len()) as f64 / n,
        crossings: puzzle.crossing_pairs() as f64 / n,
    }
}

/// Standard deviation over mean of `counts` (0 for no counts or a zero mean).
fn variation(counts: &[usize]) -> f64 {
    if counts.is_empty() {
        return 0.0;
    }
    let n = counts.len() as f64;
    let mean = counts.iter().sum::<usize>() as f64 / n;
    if mean == 0.0 {
        return 0.0;
    }
    let var = counts
        .iter()
        .map(|&k| (k as f64 - mean).powi(2))
        .sum::<f64>()
        / n;
    var.sqrt() / mean
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_task;
    use crate::solver::unique_solution;

    #[test]
    fn a_symmetric_ring_is_measured_as_drawn() {
        // 2 . 2
        // . . .
        // 2 . 2   a ring of four single bridges, each across one water cell.
        let puzzle = parse_task("3x3:2a2c2a2").unwrap();
        let solution = unique_solution(&puzzle).unwrap();
        let shape = measure(&puzzle, &solution);
        assert_eq!(shape.density, 4.0 / 9.0);
        assert_eq!(shape.rot180, 1.0);
        assert_eq!(shape.best_symmetry(), 1.0);
        assert_eq!(shape.rot90, 1.0);
        assert_eq!(shape.bridge_length, 1.0);
        assert_eq!(shape.long_bridges, 0.0);
        assert_eq!(shape.sees, [0.0, 1.0, 0.0, 0.0]);
        assert_eq!(shape.clue_mean, 2.0);
        assert_eq!(shape.loops, 0.25);
        assert_eq!(shape.empty_lines, 2.0 / 6.0);
        assert_eq!(shape.diagonal, 0.0);
        assert_eq!(shape.values().len(), Shape::NAMES.len());
    }

    #[test]
    fn a_lopsided_line_is_not_symmetric() {
        // 1 . . . . 2 . 1 : a long bridge and a short one.
        let puzzle = parse_task("8x1:1d2a1").unwrap();
        let solution = unique_solution(&puzzle).unwrap();
        let shape = measure(&puzzle, &solution);
        assert_eq!(shape.mirror_lr, 2.0 / 3.0);
        assert_eq!(shape.mirror_ud, 1.0);
        assert_eq!(shape.bridge_length, 2.5);
        assert_eq!(shape.long_bridges, 0.5);
        assert_eq!(shape.loops, 0.0);
        assert_eq!(shape.sees, [2.0 / 3.0, 1.0 / 3.0, 0.0, 0.0]);
    }
}
