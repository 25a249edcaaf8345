//! What a [`super::Deducer`] keeps between steps for the global techniques, isolation and
//! connectivity, so that a rating need not sweep the whole graph at every step: the groups
//! of certain bridges, kept up to date from what changed since the last look, the edges where
//! isolation may fire, and whether connectivity can find anything new. Each finds exactly
//! what a fresh sweep ([`super::find`]) would find; on a 100x100 board the sweeps were a
//! third of the time a rating took.

use super::scan::Flags;
use super::{Deduction, EdgeChange, Reason, Technique};
use crate::puzzle::{EdgeId, Puzzle};
use crate::solver::bounds::{Bounds, Contradiction};
use crate::solver::graph::{CutEdges, Groups};

/// The global techniques' view of the position they last looked at.
pub(super) struct GlobalWatch {
    /// The position last looked at.
    seen: Bounds,
    /// Its groups of certain bridges, as [`Groups::of`] would build them.
    groups: Groups,
    /// Edges where the isolation rule may fire: it found nothing at every other edge.
    isolation: Flags,
    /// Connectivity found nothing in a position, and nothing narrowed since can make it find
    /// something (see [`GlobalWatch::sync`]).
    connectivity_quiet: bool,
    /// Scratch space for the connectivity walk.
    cut_edges: CutEdges,
    /// Edges whose intervals may have changed since the last look (see
    /// [`GlobalWatch::changed`]).
    pending: Vec<EdgeId>,
}

impl GlobalWatch {
    /// A view of `bounds` that looks everywhere.
    pub fn of(puzzle: &Puzzle, bounds: &Bounds) -> Self {
        Self {
            seen: bounds.clone(),
            groups: Groups::of(puzzle, bounds),
            isolation: Flags::all(puzzle.edges().len()),
            connectivity_quiet: false,
            cut_edges: CutEdges::default(),
            pending: Vec::new(),
        }
    }

    /// Notes that the interval of `edge` may have changed: [`GlobalWatch::sync`] looks at
    /// these edges alone, as comparing every edge at every step of a rating added up.
    pub fn changed(&mut self, edge: EdgeId) {
        self.pending.push(edge);
    }

    /// Brings the view up to `bounds`, which differs from the position last seen only at the
    /// edges noted as [`GlobalWatch::changed`]. Where `bounds` only narrows what was seen, the groups
    /// follow each least count that rose, and isolation looks again at the changed edges and
    /// around the groups that changed. Connectivity stays quiet unless an edge was ruled out
    /// between islands that certain bridges do not join: the graph had no open edge whose loss
    /// would split it, and losing an edge whose ends stay joined by certain bridges (none of
    /// them open) cannot make one. Anything else (an interval widened, an island given more
    /// than its number) starts over from `bounds`.
    pub fn sync(&mut self, puzzle: &Puzzle, bounds: &Bounds) {
        let mut changed = std::mem::take(&mut self.pending);
        changed.sort_unstable();
        changed.dedup();
        changed.retain(|&edge| {
            (bounds.lo(edge), bounds.hi(edge)) != (self.seen.lo(edge), self.seen.hi(edge))
        });
        if changed.is_empty() {
            return;
        }
        let widened = changed.iter().any(|&edge| {
            bounds.lo(edge) < self.seen.lo(edge) || bounds.hi(edge) > self.seen.hi(edge)
        });
        let edges = puzzle.edges();
        let overfilled =
            |island| bounds.sum_lo(puzzle, island) > u32::from(puzzle.islands()[island].target);
        let raised_overfills = changed.iter().any(|&edge| {
            let e = edges[edge];
            bounds.lo(edge) > self.seen.lo(edge) && (overfilled(e.a) || overfilled(e.b))
        });
        if widened || raised_overfills {
            *self = Self::of(puzzle, bounds);
            return;
        }
        let mut touched_groups = Vec::new();
        for &edge in &changed {
            let old_lo = self.seen.lo(edge);
            let (lo, hi) = (bounds.lo(edge), bounds.hi(edge));
            self.isolation.set(edge);
            if lo > old_lo {
                self.groups.raise(puzzle, edge, old_lo, lo);
                touched_groups.push(edges[edge].a);
            }
            self.seen.replace(edge, lo, hi);
        }
        for &edge in &changed {
            let e = edges[edge];
            let ruled_out = bounds.hi(edge) == 0;
            if ruled_out && self.groups.find(e.a) != self.groups.find(e.b) {
                self.connectivity_quiet = false;
            }
        }
        // A group missing more than the most one edge can carry twice over closes off with no
        // bridge on any of its edges, with or without the group at the edge's other end.
        let most = 2 * i64::from(puzzle.max_bridges());
        let mut roots: Vec<usize> = touched_groups
            .into_iter()
            .map(|island| self.groups.find(island))
            .collect();
        roots.sort_unstable();
        roots.dedup();
        for root in roots {
            if self.groups.deficit(root) > most {
                continue;
            }
            let members: Vec<usize> = self.groups.members(root).collect();
            for island in members {
                for edge in puzzle.edges_of(island) {
                    self.isolation.set(edge);
                }
            }
        }
    }

    /// The groups of certain bridges of the position last synced.
    pub fn groups(&mut self) -> &mut Groups {
        &mut self.groups
    }

    /// The isolation rule's first conclusion, in edge order, in the position last synced.
    pub fn isolation(&mut self, puzzle: &Puzzle) -> Result<Option<Deduction>, Contradiction> {
        let n = puzzle.islands().len();
        if n <= 1 {
            return Ok(None);
        }
        self.groups.check_joinable()?;
        let mut from = 0;
        while let Some(edge) = self.isolation.next_from(from) {
            let e = puzzle.edges()[edge];
            let Some(hi) = self.groups.isolation_limit(&self.seen, n, edge, e.a, e.b) else {
                self.isolation.clear(edge);
                from = edge + 1;
                continue;
            };
            let group_size = if self.groups.find(e.a) == self.groups.find(e.b) {
                self.groups.size(e.a)
            } else {
                self.groups.size(e.a) + self.groups.size(e.b)
            };
            return Ok(Some(Deduction {
                technique: Technique::Isolation,
                islands: vec![e.a, e.b],
                changes: vec![EdgeChange {
                    edge,
                    lo: self.seen.lo(edge),
                    hi,
                }],
                reason: Reason::WouldIsolate {
                    edge,
                    count: hi + 1,
                    group_size,
                },
            }));
        }
        Ok(None)
    }

    /// The connectivity rule's first conclusion, in edge order, in the position last synced.
    pub fn connectivity(&mut self, puzzle: &Puzzle) -> Result<Option<Deduction>, Contradiction> {
        if self.connectivity_quiet {
            return Ok(None);
        }
        let mut found = None;
        self.cut_edges.necessary_edges(puzzle, &self.seen, |edge| {
            found.get_or_insert(edge);
        })?;
        let Some(edge) = found else {
            self.connectivity_quiet = true;
            return Ok(None);
        };
        Ok(Some(super::connectivity::deduction(
            puzzle, &self.seen, edge,
        )))
    }
}
