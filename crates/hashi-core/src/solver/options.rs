//! The ways to complete one island's edges within their bounds, which the search guesses
//! among: listing or counting them, and a position with one of them set and propagated.

use super::bounds::Bounds;
use super::graph::{CutEdges, Groups};
use super::propagate::{Propagation, Worklist};
use crate::puzzle::{EdgeId, IslandId, Puzzle};

/// Calls `visit` with every way to give `island`'s edges counts within their bounds that meet
/// its number (counts in the order of `Puzzle::edges_of`), largest counts first.
pub(super) fn for_each_option<F: FnMut(&[u8])>(
    puzzle: &Puzzle,
    bounds: &Bounds,
    island: IslandId,
    visit: &mut F,
) {
    fn walk<F: FnMut(&[u8])>(
        bounds: &Bounds,
        edges: &[EdgeId],
        left: u8,
        current: &mut [u8; 4],
        depth: usize,
        visit: &mut F,
    ) {
        let Some(&edge) = edges.get(depth) else {
            if left == 0 {
                visit(&current[..depth]);
            }
            return;
        };
        for count in (bounds.lo(edge)..=bounds.hi(edge).min(left)).rev() {
            current[depth] = count;
            walk(bounds, edges, left - count, current, depth + 1, visit);
        }
    }
    // At most four edges: kept on the stack, as this runs for every island of a group at
    // every guess.
    let mut edges = [0; 4];
    let mut len = 0;
    for edge in puzzle.edges_of(island) {
        edges[len] = edge;
        len += 1;
    }
    let target = puzzle.islands()[island].target;
    walk(bounds, &edges[..len], target, &mut [0; 4], 0, visit);
}

/// `bounds` (at a propagation fixpoint, with certain groups `groups`) with one island's
/// `edges` set to the counts of `option`, propagated, with its groups; None if that is
/// impossible. `work` is an empty worklist the probes of a search share (made on the first),
/// left empty for the next.
pub(crate) fn with_option(
    puzzle: &Puzzle,
    bounds: &Bounds,
    groups: &Groups,
    (cut_edges, work): (&mut CutEdges, &mut Option<Worklist>),
    edges: &[EdgeId],
    option: &[u8],
) -> Option<(Bounds, Groups)> {
    let mut child = bounds.clone();
    let lent = work
        .take()
        .unwrap_or_else(|| Worklist::empty(puzzle.islands().len()));
    let mut propagation =
        Propagation::from_fixpoint_with(puzzle, groups.watched_copy(), lent, cut_edges);
    let possible = edges
        .iter()
        .zip(option)
        .try_for_each(|(&e, &c)| propagation.narrow(&mut child, e, c, c).map(|_| ()))
        .is_ok()
        && propagation.run(&mut child).is_ok();
    let (groups, lent) = propagation.into_parts();
    *work = Some(lent);
    possible.then_some((child, groups))
}

/// Every way to complete `island`'s edges (see [`for_each_option`]), each padded with zeros
/// to four counts: kept inline rather than one allocation per option, as the search lists
/// them at every guess.
pub(crate) fn island_options(puzzle: &Puzzle, bounds: &Bounds, island: IslandId) -> Vec<[u8; 4]> {
    let mut out = Vec::new();
    for_each_option(puzzle, bounds, island, &mut |option| {
        let mut padded = [0; 4];
        padded[..option.len()].copy_from_slice(option);
        out.push(padded)
    });
    // Options touching more neighbours first: spreading bridges keeps the islands connected,
    // while doubles and empty edges are what close groups off, so solutions come sooner.
    by_count(
        out,
        |o| o.iter().filter(|&&c| c > 0).count(),
        Order::FewestFirst,
    )
}

/// Which counts [`by_count`] puts first.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Order {
    FewestFirst,
    MostFirst,
}

/// `items` in the `order` of `count` (a small number), equal counts keeping their order: what
/// a stable sort by that key gives, without the standard library's stable sort, which links
/// some 4 KB of code per use into every worker that searches.
pub(super) fn by_count<T>(items: Vec<T>, count: impl Fn(&T) -> usize, order: Order) -> Vec<T> {
    let most = items.iter().map(&count).max().unwrap_or(0);
    let mut buckets: Vec<Vec<T>> = std::iter::repeat_with(Vec::new).take(most + 1).collect();
    for item in items {
        let at = count(&item);
        buckets[at].push(item);
    }
    if order == Order::MostFirst {
        buckets.reverse();
    }
    buckets.into_iter().flatten().collect()
}

/// How many ways there are to complete `island`'s edges, without listing them.
pub(super) fn count_island_options(puzzle: &Puzzle, bounds: &Bounds, island: IslandId) -> usize {
    let mut count = 0;
    for_each_option(puzzle, bounds, island, &mut |_| count += 1);
    count
}

#[cfg(test)]
mod tests;
