//! The solver's knowledge: for every edge an interval `lo..=hi` of bridge counts that only narrows.

use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::state::State;

/// The position cannot be completed to a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradiction;

/// An island the bounds leave unable to meet its number (see [`Bounds::broken_island`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BrokenIsland {
    /// It is certain to get `least` bridge ends, more than its number.
    TooMany { island: IslandId, least: u32 },
    /// It can get at most `most`, fewer than its number.
    TooFew { island: IslandId, most: u32 },
}

impl BrokenIsland {
    /// The island concerned.
    pub fn island(self) -> IslandId {
        match self {
            BrokenIsland::TooMany { island, .. } | BrokenIsland::TooFew { island, .. } => island,
        }
    }
}

/// Per edge, the fewest and most bridges still possible. Boxed slices, not vectors: their
/// length never changes, and indexing a slice is inlined even in the size-optimised browser
/// build, where a vector's indexing is a call (a fifth of a big board's generation there).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bounds {
    lo: Box<[u8]>,
    hi: Box<[u8]>,
}

impl Bounds {
    /// Nothing known yet: every edge may take 0 to the rules' most bridges.
    pub fn open(puzzle: &Puzzle) -> Self {
        let n = puzzle.edges().len();
        Self {
            lo: vec![0; n].into_boxed_slice(),
            hi: vec![puzzle.max_bridges(); n].into_boxed_slice(),
        }
    }

    /// Every edge decided: exactly `counts` bridges each.
    pub(crate) fn fixed(counts: Vec<u8>) -> Self {
        Self {
            lo: counts.clone().into_boxed_slice(),
            hi: counts.into_boxed_slice(),
        }
    }

    /// A player's position taken as fact: each edge has at least the bridges drawn on it.
    pub fn at_least(puzzle: &Puzzle, state: &State) -> Self {
        let mut b = Self::open(puzzle);
        b.lo.copy_from_slice(state.counts());
        b
    }

    // `#[inline]` here and on the core's other accessors that the search and the rating call
    // in their innermost loops: the maker worker's build (Cargo.toml's `wasm-maker`, the core
    // at opt-level "s") then inlines them, for about a fifth less time there; at "z" LLVM
    // ignores the hint, and natively it inlines them anyway.
    #[inline]
    pub fn lo(&self, edge: EdgeId) -> u8 {
        self.lo[edge]
    }

    #[inline]
    pub fn hi(&self, edge: EdgeId) -> u8 {
        self.hi[edge]
    }

    /// Whether the count of `edge` is decided.
    #[inline]
    pub fn is_fixed(&self, edge: EdgeId) -> bool {
        self.lo[edge] == self.hi[edge]
    }

    /// Whether every edge is decided.
    pub fn all_fixed(&self) -> bool {
        self.lo == self.hi
    }

    /// The decided counts; meaningful once [`Bounds::all_fixed`].
    pub fn counts(&self) -> &[u8] {
        &self.lo
    }

    /// The first island whose number lies outside what its edges still allow: the position
    /// cannot be completed there.
    pub fn broken_island(&self, puzzle: &Puzzle) -> Option<BrokenIsland> {
        self.broken_islands(puzzle).next()
    }

    /// Every island whose number lies outside what its edges still allow, in island order.
    pub fn broken_islands<'a>(
        &'a self,
        puzzle: &'a Puzzle,
    ) -> impl Iterator<Item = BrokenIsland> + 'a {
        (0..puzzle.islands().len()).filter_map(move |island| {
            let target = u32::from(puzzle.islands()[island].target);
            let (least, most) = (self.sum_lo(puzzle, island), self.sum_hi(puzzle, island));
            if least > target {
                Some(BrokenIsland::TooMany { island, least })
            } else if most < target {
                Some(BrokenIsland::TooFew { island, most })
            } else {
                None
            }
        })
    }

    /// Bridges certainly at `island`.
    #[inline]
    pub fn sum_lo(&self, puzzle: &Puzzle, island: IslandId) -> u32 {
        puzzle.edges_of(island).map(|e| u32::from(self.lo[e])).sum()
    }

    /// Bridges possibly at `island`.
    #[inline]
    pub fn sum_hi(&self, puzzle: &Puzzle, island: IslandId) -> u32 {
        puzzle.edges_of(island).map(|e| u32::from(self.hi[e])).sum()
    }

    /// Narrows `edge` to `lo..=hi` (intersected with what is known); returns whether it
    /// changed. Raising `lo` to 1 or more removes every crossing edge, so no caller can forget.
    pub fn narrow(
        &mut self,
        puzzle: &Puzzle,
        edge: EdgeId,
        lo: u8,
        hi: u8,
    ) -> Result<bool, Contradiction> {
        let (old_lo, old_hi) = (self.lo[edge], self.hi[edge]);
        let (new_lo, new_hi) = (old_lo.max(lo), old_hi.min(hi));
        if new_lo > new_hi {
            return Err(Contradiction);
        }
        self.lo[edge] = new_lo;
        self.hi[edge] = new_hi;
        if old_lo == 0 && new_lo > 0 {
            for &other in puzzle.crossings(edge) {
                if self.lo[other] > 0 {
                    return Err(Contradiction);
                }
                self.hi[other] = 0;
            }
        }
        Ok((new_lo, new_hi) != (old_lo, old_hi))
    }

    /// Narrows `edge` to `lo..=hi` without touching the edges it crosses, so that explained
    /// solving can report the crossing rule as a step of its own.
    pub(crate) fn narrow_alone(
        &mut self,
        edge: EdgeId,
        lo: u8,
        hi: u8,
    ) -> Result<(), Contradiction> {
        let (new_lo, new_hi) = (self.lo[edge].max(lo), self.hi[edge].min(hi));
        if new_lo > new_hi {
            return Err(Contradiction);
        }
        self.lo[edge] = new_lo;
        self.hi[edge] = new_hi;
        Ok(())
    }

    /// Sets `edge` to exactly `lo..=hi`, widening as well as narrowing, and returns what it
    /// was: how the search winds a position back to an earlier one.
    pub(crate) fn replace(&mut self, edge: EdgeId, lo: u8, hi: u8) -> (u8, u8) {
        let old = (self.lo[edge], self.hi[edge]);
        self.lo[edge] = lo;
        self.hi[edge] = hi;
        old
    }

    /// The edges whose intervals differ from `base`'s, with their intervals here: what turns
    /// `base` into `self` through [`Bounds::replace`].
    pub(crate) fn changes_from(&self, base: &Bounds) -> Vec<(EdgeId, u8, u8)> {
        let mut changes = Vec::new();
        self.for_each_difference(base, |e| changes.push((e, self.lo[e], self.hi[e])));
        changes
    }

    /// Calls `visit` with each edge whose interval differs from `base`'s, in edge order
    /// (both of one puzzle). Compares eight edges at a time: a 100x100 board has thousands of
    /// edges, and a search or a rating compares positions where few of them differ.
    pub(crate) fn for_each_difference(&self, base: &Bounds, mut visit: impl FnMut(EdgeId)) {
        const CHUNK: usize = 8;
        let word = |bytes: &[u8]| u64::from_ne_bytes(bytes.try_into().unwrap_or([0; CHUNK]));
        let whole = self.lo.len() / CHUNK * CHUNK;
        for start in (0..whole).step_by(CHUNK) {
            let range = start..start + CHUNK;
            if word(&self.lo[range.clone()]) == word(&base.lo[range.clone()])
                && word(&self.hi[range.clone()]) == word(&base.hi[range])
            {
                continue;
            }
            for e in start..start + CHUNK {
                if self.lo[e] != base.lo[e] || self.hi[e] != base.hi[e] {
                    visit(e);
                }
            }
        }
        for e in whole..self.lo.len() {
            if self.lo[e] != base.lo[e] || self.hi[e] != base.hi[e] {
                visit(e);
            }
        }
    }

    /// The decided counts as a game state (every edge must be fixed).
    pub fn to_state(&self, puzzle: &Puzzle) -> State {
        let mut state = State::empty(puzzle);
        for (edge, &count) in self.lo.iter().enumerate() {
            state.set(puzzle, edge, crate::moves::Setting::Bridges(count));
        }
        state
    }
}
