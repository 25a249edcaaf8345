//! The global rules over the whole bridge graph: isolation (no closed group short of the whole
//! puzzle), connectivity (an edge whose loss would split the possible graph is needed) and,
//! under rules without loops, no loop (an edge whose ends are already joined takes nothing).

use super::bounds::{Bounds, Contradiction};
use crate::puzzle::{EdgeId, Puzzle};
use crate::union_find::UnionFind;

/// Groups joined by certain bridges, with each group's unmet need and size.
pub struct Groups {
    pub uf: UnionFind,
    /// Per root: bridge ends still missing in the group.
    pub deficit: Vec<u32>,
    /// Per root: islands in the group.
    pub size: Vec<usize>,
}

/// Groups over edges that certainly carry a bridge.
pub fn certain_groups(puzzle: &Puzzle, bounds: &Bounds) -> Groups {
    let n = puzzle.islands().len();
    let mut uf = UnionFind::new(n);
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if bounds.lo(edge) > 0 {
            uf.union(e.a, e.b);
        }
    }
    let mut deficit = vec![0u32; n];
    let mut size = vec![0usize; n];
    for island in 0..n {
        let root = uf.find(island);
        let target = u32::from(puzzle.islands()[island].target);
        deficit[root] += target.saturating_sub(bounds.sum_lo(puzzle, island));
        size[root] += 1;
    }
    Groups { uf, deficit, size }
}

/// Reports, for each open edge, the highest count that does not close a group of fewer than
/// all islands (only where that lowers its `hi`). Fails if such a group is already closed.
pub fn isolation_limits(
    puzzle: &Puzzle,
    bounds: &Bounds,
    mut limit: impl FnMut(EdgeId, u8),
) -> Result<(), Contradiction> {
    let n = puzzle.islands().len();
    if n <= 1 {
        return Ok(());
    }
    let mut groups = certain_groups(puzzle, bounds);
    let (mut components, mut total_deficit) = (0u32, 0u32);
    for island in 0..n {
        let root = groups.uf.find(island);
        if root == island {
            if groups.deficit[root] == 0 && groups.size[root] < n {
                return Err(Contradiction);
            }
            components += 1;
            total_deficit += groups.deficit[root];
        }
    }
    // Joining k groups takes at least k - 1 more bridges, each filling two bridge ends.
    if total_deficit % 2 == 1 || total_deficit < 2 * (components - 1) {
        return Err(Contradiction);
    }
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if let Some(hi) = isolation_limit(puzzle, bounds, &mut groups, edge, e.a, e.b) {
            limit(edge, hi);
        }
    }
    Ok(())
}

/// The new `hi` for `edge` if raising it to some count would close its group early.
pub fn isolation_limit(
    puzzle: &Puzzle,
    bounds: &Bounds,
    groups: &mut Groups,
    edge: EdgeId,
    a: usize,
    b: usize,
) -> Option<u8> {
    let n = puzzle.islands().len();
    let (lo, hi) = (bounds.lo(edge), bounds.hi(edge));
    if lo == hi {
        return None;
    }
    let (ra, rb) = (groups.uf.find(a), groups.uf.find(b));
    let (deficit, size) = if ra == rb {
        (groups.deficit[ra], groups.size[ra])
    } else {
        (
            groups.deficit[ra] + groups.deficit[rb],
            groups.size[ra] + groups.size[rb],
        )
    };
    if size >= n {
        return None;
    }
    // Raising the edge by d fills 2d of the joined group's deficit.
    (1..=hi - lo)
        .find(|&d| u32::from(d) * 2 == deficit)
        .map(|d| lo + d - 1)
}

/// Reports every open edge without which the graph of possible bridges falls apart (a bridge
/// in the graph-theory sense). Fails if that graph is already disconnected.
pub fn necessary_edges(
    puzzle: &Puzzle,
    bounds: &Bounds,
    mut necessary: impl FnMut(EdgeId),
) -> Result<(), Contradiction> {
    let n = puzzle.islands().len();
    let possible = |slot: &Option<EdgeId>| slot.filter(|&edge| bounds.hi(edge) > 0);
    // Iterative Tarjan: discovery order and low-link per island; each stack entry walks its
    // island's four edge slots.
    let mut order = vec![usize::MAX; n];
    let mut low = vec![0usize; n];
    let mut next = 0;
    let mut stack: Vec<(usize, EdgeId, usize)> = vec![(0, usize::MAX, 0)];
    order[0] = 0;
    low[0] = 0;
    next += 1;
    while let Some(&mut (v, parent_edge, ref mut i)) = stack.last_mut() {
        if *i < 4 {
            let slot = *i;
            *i += 1;
            let Some(edge) = possible(&puzzle.edge_slots(v)[slot]) else {
                continue;
            };
            if edge == parent_edge {
                continue;
            }
            let w = puzzle.edges()[edge].other(v).unwrap_or(v);
            if order[w] == usize::MAX {
                order[w] = next;
                low[w] = next;
                next += 1;
                stack.push((w, edge, 0));
            } else {
                low[v] = low[v].min(order[w]);
            }
        } else {
            stack.pop();
            if let Some(&(parent, _, _)) = stack.last() {
                low[parent] = low[parent].min(low[v]);
                if low[v] > order[parent] && bounds.lo(parent_edge) == 0 {
                    necessary(parent_edge);
                }
            }
        }
    }
    if next < n {
        return Err(Contradiction);
    }
    Ok(())
}

/// Under rules without loops, reports every open edge whose ends certain bridges already join:
/// a bridge there would close a loop. Fails if certain bridges close one already. Reports
/// nothing under rules that allow loops.
pub fn loop_closers(
    puzzle: &Puzzle,
    bounds: &Bounds,
    mut closes: impl FnMut(EdgeId),
) -> Result<(), Contradiction> {
    if puzzle.rules().allows_loops() {
        return Ok(());
    }
    let mut uf = UnionFind::new(puzzle.islands().len());
    for (edge, e) in puzzle.edges().iter().enumerate() {
        // Two edges joining one pair (directly and across a wrapped seam) are a loop too.
        if bounds.lo(edge) > 0 && !uf.union(e.a, e.b) {
            return Err(Contradiction);
        }
    }
    for (edge, e) in puzzle.edges().iter().enumerate() {
        if bounds.lo(edge) == 0 && bounds.hi(edge) > 0 && uf.find(e.a) == uf.find(e.b) {
            closes(edge);
        }
    }
    Ok(())
}
