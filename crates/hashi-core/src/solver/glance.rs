//! Trials refuted at a glance, with nothing propagated: the reach of the trials Simon
//! Tatham's Bridges solver makes at its Hard level, which the rating tells from a lookahead
//! that needs a chain of deductions (`propagate::refutes`).

use super::bounds::Bounds;
use super::graph::Groups;
use crate::puzzle::{EdgeId, IslandId, Puzzle};

/// Whether giving `edge` exactly `count` bridges is refuted at a glance, with nothing
/// propagated: the reach of the trials Simon Tatham's Bridges solver makes at its Hard level.
/// Raising the edge is refuted if some island then has more bridges than its number or too
/// little room left for it (an edge counted for no more than its other end still needs, and
/// nothing for an edge the new bridge crosses), or if its group of certain bridges is closed
/// off short of the whole puzzle. Keeping it at its least is refuted if one of its islands,
/// taking every bridge its other edges can still carry, would be exactly full and close its
/// group off. A refutation that needs a chain of deductions is what [`super::propagate::refutes`]
/// adds.
///
/// `groups` are those of `bounds`, which must be consistent with a solution: then only the
/// islands the trial touches can fail, and each trial looks at those alone.
pub(crate) fn refutes_at_a_glance(
    puzzle: &Puzzle,
    bounds: &Bounds,
    groups: &mut Groups,
    edge: EdgeId,
    count: u8,
) -> bool {
    let edges = puzzle.edges();
    let e = edges[edge];
    let lo = bounds.lo(edge);
    let missing = |island: IslandId| {
        i64::from(puzzle.islands()[island].target) - i64::from(bounds.sum_lo(puzzle, island))
    };
    let whole = puzzle.islands().len();
    // The group the ends of `raised` edges join, if each is raised by its count: closed off
    // when it then misses nothing and is not the whole puzzle.
    let mut closes = |start: IslandId, raised: &[(EdgeId, i64)]| {
        let mut roots = vec![groups.find(start)];
        for &(f, _) in raised {
            for end in [edges[f].a, edges[f].b] {
                let root = groups.find(end);
                if !roots.contains(&root) {
                    roots.push(root);
                }
            }
        }
        let deficit: i64 = roots.iter().map(|&r| groups.deficit(r)).sum();
        let size: usize = roots.iter().map(|&r| groups.size(r)).sum();
        deficit - 2 * raised.iter().map(|&(_, by)| by).sum::<i64>() == 0 && size < whole
    };
    if count > lo {
        // A new bridge rules out the edges it crosses; one already bridged breaks the rules.
        let crossed: &[EdgeId] = if lo == 0 { puzzle.crossings(edge) } else { &[] };
        if crossed.iter().any(|&f| bounds.lo(f) > 0) {
            return true;
        }
        let added = i64::from(count - lo);
        let missing_now = |island: IslandId| {
            missing(island)
                - if island == e.a || island == e.b {
                    added
                } else {
                    0
                }
        };
        let room = |island: IslandId| -> i64 {
            puzzle
                .edges_of(island)
                .filter(|&f| f != edge && !crossed.contains(&f))
                .map(|f| {
                    let other = edges[f].other(island).unwrap_or(island);
                    i64::from(bounds.hi(f) - bounds.lo(f)).min(missing_now(other).max(0))
                })
                .sum()
        };
        let touched = [e.a, e.b]
            .into_iter()
            .chain(crossed.iter().flat_map(|&f| [edges[f].a, edges[f].b]))
            .chain([e.a, e.b].into_iter().flat_map(|end| {
                puzzle
                    .edges_of(end)
                    .map(move |f| edges[f].other(end).unwrap_or(end))
            }));
        for island in touched {
            let needs = missing_now(island);
            if needs < 0 || room(island) < needs {
                return true;
            }
        }
        return closes(e.a, &[(edge, added)]);
    }
    // Each end in turn takes every bridge its other edges can still carry.
    [e.a, e.b].into_iter().any(|end| {
        let raised: Vec<(EdgeId, i64)> = puzzle
            .edges_of(end)
            .filter(|&f| f != edge && bounds.hi(f) > bounds.lo(f))
            .map(|f| (f, i64::from(bounds.hi(f) - bounds.lo(f))))
            .collect();
        let full = missing(end) == raised.iter().map(|&(_, by)| by).sum::<i64>();
        let fits = raised.iter().all(|&(f, by)| {
            let other = edges[f].other(end).unwrap_or(end);
            missing(other) >= by && puzzle.crossings(f).iter().all(|&c| bounds.lo(c) == 0)
        });
        full && fits && !raised.is_empty() && closes(end, &raised)
    })
}
