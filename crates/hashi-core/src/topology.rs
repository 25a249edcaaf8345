//! Derived structure of a puzzle: neighbours, candidate edges and which edges cross, on a
//! flat board or one that wraps around.

use crate::geom::{Direction, Pos};
use crate::island::{EdgeId, Island, IslandId};
use crate::rule_set::Wrap;

/// A candidate bridge between two islands that see each other: the bridge leaves `a`
/// rightwards or downwards and meets `b`. On a flat board `a` is above or left of `b`; on a
/// wrapped board an edge that `wraps` leaves the board after `a` and re-enters it before `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    pub a: IslandId,
    pub b: IslandId,
    /// `Right` for a horizontal edge, `Down` for a vertical one (the way from `a` to `b`).
    pub dir: Direction,
    /// Whether the bridge crosses the board's seam (only on a wrapped board).
    pub wraps: bool,
}

impl Edge {
    /// The island at the other end from `island`, if `island` is an end of this edge.
    pub fn other(&self, island: IslandId) -> Option<IslandId> {
        if island == self.a {
            Some(self.b)
        } else if island == self.b {
            Some(self.a)
        } else {
            None
        }
    }

    pub fn is_horizontal(&self) -> bool {
        self.dir == Direction::Right
    }
}

/// Kept compact: the solver walks it at every step, and on a 100x100 board a layout of
/// pointer-sized options and one list per edge spent much of its time waiting on memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Topology {
    /// Per cell in reading order, the island on it ([`NO_ISLAND`] for water).
    pub cells: Box<[u32]>,
    pub neighbours: Vec<[Option<IslandId>; 4]>,
    /// Per island, its edge in each direction ([`NO_EDGE`] where it has none). This and the
    /// lists below are boxed slices, as the solver's bounds are (`solver::Bounds`).
    pub island_edges: Box<[[u32; 4]]>,
    pub edges: Box<[Edge]>,
    /// The edges each edge crosses: those of edge `e` are `crossed[crossing_starts[e]..
    /// crossing_starts[e + 1]]`.
    pub crossing_starts: Box<[u32]>,
    pub crossed: Box<[EdgeId]>,
}

/// The slot of [`Topology::island_edges`] in a direction without an edge.
pub(crate) const NO_EDGE: u32 = u32::MAX;

/// A cell of [`Topology::cells`] without an island.
pub(crate) const NO_ISLAND: u32 = u32::MAX;

impl Topology {
    /// The edges `edge` crosses.
    // Inlined in the maker's build, as `Bounds`' accessors are (`solver::bounds`).
    #[inline]
    pub fn crossings(&self, edge: EdgeId) -> &[EdgeId] {
        let (start, end) = (self.crossing_starts[edge], self.crossing_starts[edge + 1]);
        &self.crossed[start as usize..end as usize]
    }

    /// The island on the cell of index `cell` (in reading order), if any.
    pub fn island_in_cell(&self, cell: usize) -> Option<IslandId> {
        let island = self.cells[cell];
        (island != NO_ISLAND).then_some(island as usize)
    }

    /// The edge of `island` in the direction of index `slot`, if it has one.
    #[inline]
    pub fn edge_in_slot(&self, island: IslandId, slot: usize) -> Option<EdgeId> {
        let edge = self.island_edges[island][slot];
        (edge != NO_EDGE).then_some(edge as usize)
    }
}

/// The next cell from `p` going `dir`, across the seam where the board wraps that way;
/// `None` at a flat edge. The flag says whether the step crossed a seam.
pub(crate) fn step(
    p: Pos,
    dir: Direction,
    width: usize,
    height: usize,
    wrap: Wrap,
) -> Option<(Pos, bool)> {
    if let Some(next) = dir.step(p, width, height) {
        return Some((next, false));
    }
    let across = match dir {
        Direction::Right | Direction::Left => wrap.rows(),
        Direction::Up | Direction::Down => wrap.columns(),
    };
    across.then(|| {
        let next = match dir {
            Direction::Right => Pos::new(p.r, 0),
            Direction::Left => Pos::new(p.r, width - 1),
            Direction::Down => Pos::new(0, p.c),
            Direction::Up => Pos::new(height - 1, p.c),
        };
        (next, true)
    })
}

/// The water cells a bridge on `edge` passes over, in order from `a` (across the seam for an
/// edge that wraps).
pub(crate) fn edge_cells(width: usize, height: usize, islands: &[Island], e: &Edge) -> Vec<Pos> {
    let mut cells = Vec::new();
    for_each_edge_cell(width, height, islands, e, |p| cells.push(p));
    cells
}

/// Calls `visit` with each cell of [`edge_cells`], in the same order, allocating nothing:
/// building a 100x100 board's topology walks thousands of edges.
fn for_each_edge_cell(
    width: usize,
    height: usize,
    islands: &[Island],
    e: &Edge,
    mut visit: impl FnMut(Pos),
) {
    let end = islands[e.b].pos;
    let mut p = islands[e.a].pos;
    let wrap = if e.wraps { Wrap::Torus } else { Wrap::Flat };
    let mut walked = 0;
    while let Some((next, _)) = step(p, e.dir, width, height, wrap) {
        if next == end || walked > width.max(height) {
            break;
        }
        visit(next);
        walked += 1;
        p = next;
    }
}

/// Derives the topology in time proportional to the grid area plus the islands.
pub(crate) fn build(width: usize, height: usize, wrap: Wrap, islands: &[Island]) -> Topology {
    let mut cells = vec![NO_ISLAND; width * height];
    for (id, island) in islands.iter().enumerate() {
        cells[island.pos.r * width + island.pos.c] = id as u32;
    }
    let n = islands.len();
    let mut neighbours = vec![[None; 4]; n];
    let mut island_edges = vec![[NO_EDGE; 4]; n];
    let mut edges = Vec::new();
    let flat = (wrap == Wrap::Flat).then(|| next_on_flat_board(width, height, &cells, n));
    for (id, island) in islands.iter().enumerate() {
        for dir in [Direction::Right, Direction::Down] {
            let seen = match &flat {
                Some((right, down)) => {
                    let next = if dir == Direction::Right { right } else { down };
                    next[id].map(|other| (other, false))
                }
                None => seen_along(width, height, wrap, &cells, id, island.pos, dir),
            };
            let Some((other, wraps)) = seen else {
                continue;
            };
            neighbours[id][dir.index()] = Some(other);
            neighbours[other][dir.opposite().index()] = Some(id);
            island_edges[id][dir.index()] = edges.len() as u32;
            island_edges[other][dir.opposite().index()] = edges.len() as u32;
            edges.push(Edge {
                a: id,
                b: other,
                dir,
                wraps,
            });
        }
    }
    let (crossing_starts, crossed) = crossings(width, height, islands, &edges);
    Topology {
        cells: cells.into_boxed_slice(),
        neighbours,
        island_edges: island_edges.into_boxed_slice(),
        edges: edges.into_boxed_slice(),
        crossing_starts: crossing_starts.into_boxed_slice(),
        crossed: crossed.into_boxed_slice(),
    }
}

/// The first island that island `id` at `p` sees going `dir` (across a seam where the board
/// wraps), and whether the way there crosses a seam; None where it sees none, or only itself
/// around a wrapped row or column.
fn seen_along(
    width: usize,
    height: usize,
    wrap: Wrap,
    cells: &[u32],
    id: IslandId,
    mut p: Pos,
    dir: Direction,
) -> Option<(IslandId, bool)> {
    let mut wraps = false;
    while let Some((next, seam)) = step(p, dir, width, height, wrap) {
        p = next;
        wraps |= seam;
        let other = cells[p.r * width + p.c];
        if other != NO_ISLAND {
            return (other as usize != id).then_some((other as usize, wraps));
        }
    }
    None
}

/// Per island, the island it sees one way, if any.
type NextIslands = Vec<Option<IslandId>>;

/// On a flat board, each island's nearest island to the right and below, by island, found in
/// two passes over the rows in memory order: walking down a column from every island of a
/// 100x100 board touched a new cache line at every step.
fn next_on_flat_board(
    width: usize,
    height: usize,
    cells: &[u32],
    n: usize,
) -> (NextIslands, NextIslands) {
    let (mut right, mut down) = (vec![None; n], vec![None; n]);
    let mut below_in_column: Vec<Option<IslandId>> = vec![None; width];
    for r in (0..height).rev() {
        let mut right_in_row = None;
        for c in (0..width).rev() {
            let cell = cells[r * width + c];
            if cell != NO_ISLAND {
                let id = cell as usize;
                right[id] = right_in_row;
                down[id] = below_in_column[c];
                right_in_row = Some(id);
                below_in_column[c] = Some(id);
            }
        }
    }
    (right, down)
}

/// Marks the water cells under each horizontal edge, then walks each vertical edge over them.
/// Returns the pairs as [`Topology::crossing_starts`] and [`Topology::crossed`] hold them:
/// each edge's list in the order the walks meet its pairs (vertical edges in edge order, each
/// from its top end).
fn crossings(
    width: usize,
    height: usize,
    islands: &[Island],
    edges: &[Edge],
) -> (Vec<u32>, Vec<EdgeId>) {
    const NONE: u32 = u32::MAX;
    let mut horizontal_over = vec![NONE; width * height];
    for (id, e) in edges.iter().enumerate().filter(|(_, e)| e.is_horizontal()) {
        for_each_edge_cell(width, height, islands, e, |p| {
            horizontal_over[p.r * width + p.c] = id as u32
        });
    }
    let mut pairs: Vec<(u32, u32)> = Vec::new();
    for (id, e) in edges.iter().enumerate().filter(|(_, e)| !e.is_horizontal()) {
        for_each_edge_cell(width, height, islands, e, |p| {
            let h = horizontal_over[p.r * width + p.c];
            if h != NONE {
                pairs.push((id as u32, h));
            }
        });
    }
    // Counted, then placed: each edge's crossings in the order the pairs were met.
    let mut starts = vec![0u32; edges.len() + 1];
    for &(v, h) in &pairs {
        starts[v as usize + 1] += 1;
        starts[h as usize + 1] += 1;
    }
    for e in 0..edges.len() {
        starts[e + 1] += starts[e];
    }
    let mut filled = starts.clone();
    let mut crossed = vec![0; pairs.len() * 2];
    for &(v, h) in &pairs {
        for (from, to) in [(v, h), (h, v)] {
            crossed[filled[from as usize] as usize] = to as EdgeId;
            filled[from as usize] += 1;
        }
    }
    (starts, crossed)
}

#[cfg(test)]
mod tests {
    use crate::formats::parse_task;
    use crate::Pos;

    /// The two passes over a flat board's rows find what walking from each island finds.
    #[test]
    fn a_flat_board_sees_along_its_rows_and_columns_as_a_walk_does() {
        use super::{next_on_flat_board, seen_along, NO_ISLAND};
        use crate::rule_set::Wrap;
        use crate::Direction;
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for (width, height) in [(1, 1), (5, 1), (1, 7), (9, 6), (30, 30)] {
            let mut cells = vec![NO_ISLAND; width * height];
            let mut at = Vec::new();
            for (i, cell) in cells.iter_mut().enumerate() {
                if rng.random_bool(0.3) {
                    *cell = at.len() as u32;
                    at.push(Pos::new(i / width, i % width));
                }
            }
            let (right, down) = next_on_flat_board(width, height, &cells, at.len());
            for (id, &p) in at.iter().enumerate() {
                let walk =
                    |dir| seen_along(width, height, Wrap::Flat, &cells, id, p, dir).map(|(o, _)| o);
                assert_eq!(right[id], walk(Direction::Right), "{width}x{height} {p}");
                assert_eq!(down[id], walk(Direction::Down), "{width}x{height} {p}");
            }
        }
    }

    #[test]
    fn a_cylinder_joins_rows_across_the_seam_and_a_torus_columns_too() {
        // 5x3:  1 . . 1 .   /   . . . . .   /   . . 1 . .
        let flat = parse_task("5x3:1b1h1b").unwrap();
        assert_eq!(flat.edges().len(), 1);
        let cylinder = parse_task("5x3w:1b1h1b").unwrap();
        let at = |p: &crate::Puzzle, r, c| p.island_at(Pos::new(r, c)).unwrap();
        assert_eq!(
            cylinder.edges().len(),
            2,
            "the pair twice, the lone 1 not at all"
        );
        let (a, b) = (at(&cylinder, 0, 0), at(&cylinder, 0, 3));
        let direct = cylinder.edge_between(a, b).unwrap();
        let across = cylinder.edge_between(b, a).unwrap();
        assert_ne!(direct, across, "the order of the ends picks the route");
        assert!(!cylinder.edges()[direct].wraps && cylinder.edges()[across].wraps);
        assert_eq!(cylinder.edge_cells(across), vec![Pos::new(0, 4)]);
        assert_eq!(
            cylinder.edge_cells(direct),
            vec![Pos::new(0, 1), Pos::new(0, 2)]
        );

        let torus = parse_task("5x3t:1b1h1b").unwrap();
        let lone = at(&torus, 2, 2);
        assert_eq!(
            torus.edges_of(lone).count(),
            0,
            "alone in its row and column"
        );
        // A column pair on a torus: the top 1 sees the bottom one upwards across the seam.
        let torus = parse_task("3x4t:1e1bc").unwrap();
        let (top, middle) = (at(&torus, 0, 0), at(&torus, 2, 0));
        let up = torus
            .edge_towards(top, crate::Direction::Up)
            .expect("up across the top edge");
        assert!(torus.edges()[up].wraps);
        assert_eq!(torus.edges()[up].other(top), Some(middle));
        assert_eq!(torus.edge_cells(up), vec![Pos::new(3, 0)]);
    }

    #[test]
    fn bridges_cross_across_the_seam() {
        // On a cylinder the bottom pair's bridge over the seam passes (1,4), where the
        // vertical pair in column 4 runs.
        // 5x3:  . . . . 1  /  1 . . 1 .  /  . . . . 1
        let p = parse_task("5x3w:d11b1e1").unwrap();
        let at = |r, c| p.island_at(Pos::new(r, c)).unwrap();
        let across = p.edge_between(at(1, 3), at(1, 0)).unwrap();
        assert!(p.edges()[across].wraps);
        let vertical = p.edge_between(at(0, 4), at(2, 4)).unwrap();
        assert_eq!(p.crossings(across), &[vertical]);
    }
}
