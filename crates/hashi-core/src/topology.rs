//! Derived structure of a puzzle: neighbours, candidate edges and which edges cross.

use crate::geom::{Direction, Pos};
use crate::puzzle::{EdgeId, Island, IslandId};

/// A candidate bridge between two islands that see each other. `a` is above or left of `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    pub a: IslandId,
    pub b: IslandId,
    /// `Right` for a horizontal edge, `Down` for a vertical one (the way from `a` to `b`).
    pub dir: Direction,
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

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Topology {
    pub cells: Vec<Option<IslandId>>,
    pub neighbours: Vec<[Option<IslandId>; 4]>,
    pub island_edges: Vec<[Option<EdgeId>; 4]>,
    pub edges: Vec<Edge>,
    pub crossings: Vec<Vec<EdgeId>>,
}

/// Derives the topology in time proportional to the grid area plus the islands.
pub(crate) fn build(width: usize, height: usize, islands: &[Island]) -> Topology {
    let mut cells = vec![None; width * height];
    for (id, island) in islands.iter().enumerate() {
        cells[island.pos.r * width + island.pos.c] = Some(id);
    }
    let n = islands.len();
    let mut neighbours = vec![[None; 4]; n];
    let mut island_edges = vec![[None; 4]; n];
    let mut edges = Vec::new();
    for (id, island) in islands.iter().enumerate() {
        for dir in [Direction::Right, Direction::Down] {
            let mut p = island.pos;
            while let Some(next) = dir.step(p, width, height) {
                p = next;
                if let Some(other) = cells[p.r * width + p.c] {
                    neighbours[id][dir.index()] = Some(other);
                    neighbours[other][dir.opposite().index()] = Some(id);
                    island_edges[id][dir.index()] = Some(edges.len());
                    island_edges[other][dir.opposite().index()] = Some(edges.len());
                    edges.push(Edge {
                        a: id,
                        b: other,
                        dir,
                    });
                    break;
                }
            }
        }
    }
    let crossings = crossings(width, height, islands, &edges);
    Topology {
        cells,
        neighbours,
        island_edges,
        edges,
        crossings,
    }
}

/// Marks the water cells under each horizontal edge, then walks each vertical edge over them.
fn crossings(width: usize, height: usize, islands: &[Island], edges: &[Edge]) -> Vec<Vec<EdgeId>> {
    let mut horizontal_over = vec![None; width * height];
    let interior = |e: &Edge| -> Vec<Pos> {
        let (a, b) = (islands[e.a].pos, islands[e.b].pos);
        if e.is_horizontal() {
            (a.c + 1..b.c).map(|c| Pos::new(a.r, c)).collect()
        } else {
            (a.r + 1..b.r).map(|r| Pos::new(r, a.c)).collect()
        }
    };
    for (id, e) in edges.iter().enumerate().filter(|(_, e)| e.is_horizontal()) {
        for p in interior(e) {
            horizontal_over[p.r * width + p.c] = Some(id);
        }
    }
    let mut result = vec![Vec::new(); edges.len()];
    for (id, e) in edges.iter().enumerate().filter(|(_, e)| !e.is_horizontal()) {
        for p in interior(e) {
            if let Some(h) = horizontal_over[p.r * width + p.c] {
                result[id].push(h);
                result[h].push(id);
            }
        }
    }
    result
}
