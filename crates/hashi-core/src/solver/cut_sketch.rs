//! A sketch of a position's bridge graph that tells, after a lookahead trial rules out a few
//! of its edges, whether the connectivity rule can find anything, without walking the whole
//! graph: each edge gets a 64-bit label such that the labels of any set of edges that cuts
//! the graph apart add up (exclusive or) to zero.
//!
//! Edges off a spanning tree get random labels, and a tree edge the sum of the labels of the
//! edges whose cycle through the tree passes it. Every such cycle crosses a cut an even
//! number of times, so each label is counted an even number of times over a cut. So if ruling
//! out the edges `R` makes an edge `f` one whose loss would split the graph, the cut `f`
//! then lies in is made of `f` and edges of `R`, and the label of `f` is a sum of labels of
//! `R`; if the graph falls apart, labels of `R` alone sum to zero. A sum found where there is
//! no such cut only sends the rule walking the graph as before, so the answer never changes.

use super::bounds::Bounds;
use crate::puzzle::{EdgeId, Puzzle};

/// The labels of a position's graph of possible bridges (see the module documentation), and
/// its open edges by label.
pub(crate) struct CutSketch {
    /// Per edge, its label (0 for an edge that cannot take a bridge).
    label: Vec<u64>,
    /// Open addressing on the labels of the edges open in the position: (label, edge), with
    /// label 0 for an empty slot.
    table: Vec<(u64, u32)>,
    /// The edges open in the position with a label (not 0).
    open: Vec<u32>,
    /// The graph was connected: otherwise the sketch tells nothing.
    connected: bool,
    /// Scratch space: the edges ruled out, and one independent label per leading bit.
    ruled_out: Vec<EdgeId>,
    pivots: [u64; 64],
}

impl CutSketch {
    /// The sketch of `bounds`' graph of possible bridges.
    pub fn of(puzzle: &Puzzle, bounds: &Bounds) -> Self {
        let (n, edges) = (puzzle.islands().len(), puzzle.edges());
        const NONE: u32 = u32::MAX;
        // A breadth-first spanning tree from island 0: each island's edge to its parent.
        let mut parent_edge = vec![NONE; n];
        let mut reached = vec![false; n];
        let mut order: Vec<usize> = Vec::with_capacity(n);
        if n > 0 {
            reached[0] = true;
            order.push(0);
        }
        let mut head = 0;
        while let Some(&island) = order.get(head) {
            head += 1;
            for edge in puzzle.edges_of(island) {
                let next = edges[edge].other(island).unwrap_or(island);
                if bounds.hi(edge) > 0 && !reached[next] {
                    reached[next] = true;
                    parent_edge[next] = edge as u32;
                    order.push(next);
                }
            }
        }
        let mut label = vec![0u64; edges.len()];
        let mut in_tree = vec![false; edges.len()];
        for &edge in parent_edge.iter().filter(|&&e| e != NONE) {
            in_tree[edge as usize] = true;
        }
        // Per island, the sum of the labels of the edges off the tree at it; folded from the
        // leaves up, it is the sum over a subtree, the label of the edge above it.
        let mut at = vec![0u64; n];
        for (edge, e) in edges.iter().enumerate() {
            if bounds.hi(edge) > 0 && !in_tree[edge] {
                label[edge] = mix(edge as u64);
                at[e.a] ^= label[edge];
                at[e.b] ^= label[edge];
            }
        }
        for &island in order.iter().rev() {
            let edge = parent_edge[island];
            if edge != NONE {
                let edge = edge as usize;
                label[edge] = at[island];
                let parent = edges[edge].other(island).unwrap_or(island);
                at[parent] ^= at[island];
            }
        }
        let open: Vec<u32> = (0..edges.len())
            .filter(|&e| bounds.lo(e) == 0 && bounds.hi(e) > 0 && label[e] != 0)
            .map(|e| e as u32)
            .collect();
        let slots = (2 * open.len()).next_power_of_two().max(2);
        let mut table = vec![(0u64, 0u32); slots];
        for &edge in &open {
            let mut slot = label[edge as usize] as usize & (slots - 1);
            while table[slot].0 != 0 {
                slot = (slot + 1) & (slots - 1);
            }
            table[slot] = (label[edge as usize], edge);
        }
        // An open edge labelled zero is one whose loss splits the graph already: the position
        // is then no fixpoint of the connectivity rule, and the sketch tells nothing.
        let no_open_cut =
            (0..edges.len()).all(|e| bounds.lo(e) > 0 || bounds.hi(e) == 0 || label[e] != 0);
        Self {
            label,
            table,
            open,
            connected: order.len() == n && no_open_cut,
            ruled_out: Vec::new(),
            pivots: [0; 64],
        }
    }

    /// Whether the connectivity rule surely finds nothing in `now`, a narrowing of the
    /// sketched position whose edges that it rules out are all among `touched` (which may
    /// hold others, and repeats, and may leave out edges whose ends certain bridges join in
    /// `now`, which lie in no such cut): the graph left is connected and no edge open in
    /// `now` is one without which it would split. False when that is not sure. The sketched
    /// position must have had no open edge whose loss would split its graph (a fixpoint of
    /// the connectivity rule).
    pub fn finds_nothing(
        &mut self,
        base: &Bounds,
        now: &Bounds,
        touched: impl IntoIterator<Item = EdgeId>,
    ) -> bool {
        if !self.connected {
            return false;
        }
        self.ruled_out.clear();
        self.ruled_out.extend(
            touched
                .into_iter()
                .filter(|&e| base.hi(e) > 0 && now.hi(e) == 0),
        );
        self.ruled_out.sort_unstable();
        self.ruled_out.dedup();
        // Gaussian elimination over the bits: a label that reduces to zero is a sum of the
        // others, and the edges ruled out may then have cut the graph apart.
        self.pivots = [0; 64];
        for &edge in &self.ruled_out {
            if reduce(&mut self.pivots, self.label[edge], true) == 0 {
                return false;
            }
        }
        let is_open = |edge: usize| now.lo(edge) == 0 && now.hi(edge) > 0;
        // An edge open in `now` whose label is a sum of labels ruled out may have become
        // needed. Either each such sum is looked up, or each open edge's label is tried
        // against them, whichever takes fewer steps.
        let basis: Vec<u64> = self.pivots.iter().copied().filter(|&p| p != 0).collect();
        if basis.len() >= 63 || (1usize << basis.len()) > self.open.len() {
            return !self.open.iter().any(|&edge| {
                let edge = edge as usize;
                is_open(edge) && reduce(&mut self.pivots, self.label[edge], false) == 0
            });
        }
        // Every nonzero sum, one at a time in Gray code order.
        let mask = self.table.len() - 1;
        let mut sum = 0u64;
        for step in 1usize..(1 << basis.len()) {
            sum ^= basis[step.trailing_zeros() as usize];
            let mut slot = sum as usize & mask;
            while self.table[slot].0 != 0 {
                let (label, edge) = self.table[slot];
                if label == sum && is_open(edge as usize) {
                    return false;
                }
                slot = (slot + 1) & mask;
            }
        }
        true
    }
}

/// `x` less every label of `pivots` (one per leading bit) it holds: zero if and only if `x`
/// is a sum of them. With `keep`, a remainder that is not zero joins them.
fn reduce(pivots: &mut [u64; 64], mut x: u64, keep: bool) -> u64 {
    while x != 0 {
        let top = 63 - x.leading_zeros() as usize;
        if pivots[top] == 0 {
            if keep {
                pivots[top] = x;
            }
            return x;
        }
        x ^= pivots[top];
    }
    0
}

/// A well-mixed 64-bit value for `x` (SplitMix64's finaliser): labels must look random, yet be
/// the same on every run so that nothing about a rating depends on chance.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
