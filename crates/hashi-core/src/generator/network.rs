//! Growing a solution: islands placed and bridged on a grid, packed to a hand-made density,
//! reaching every border, with some loops closed. Its bridge totals become the numbers.

use super::style::Style;
use super::Params;
use crate::geom::{Direction, Pos};
use crate::puzzle::Puzzle;
use crate::state::State;
use crate::union_find::UnionFind;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// Chance that a bridge grown from an island has the shortest length (two cells).
const SHORT_BRIDGE_SHARE: f64 = 0.5;
/// Longest bridge the packing pass tries, shortest first.
const FILL_LONGEST: usize = 5;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Cell {
    Water,
    Island,
    Bridge,
}

/// A solution under construction: islands, bridges and what each cell holds.
pub(super) struct Network {
    pub(super) width: usize,
    pub(super) height: usize,
    pub(super) cells: Vec<Cell>,
    pub(super) islands: Vec<Pos>,
    /// (island, island, count), each pair once.
    pub(super) bridges: Vec<(usize, usize, u8)>,
}

pub(super) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    // u32 keeps the stream identical on 32-bit (wasm) and 64-bit targets.
    rng.random_range(0..n as u32) as usize
}

impl Network {
    pub(super) fn cell(&self, p: Pos) -> Cell {
        self.cells[p.r * self.width + p.c]
    }

    pub(super) fn set(&mut self, p: Pos, cell: Cell) {
        self.cells[p.r * self.width + p.c] = cell;
    }

    /// The cells strictly between `a` and `b` (same row or column).
    pub(super) fn between(a: Pos, b: Pos) -> Vec<Pos> {
        if a.r == b.r {
            (a.c.min(b.c) + 1..a.c.max(b.c))
                .map(|c| Pos::new(a.r, c))
                .collect()
        } else {
            (a.r.min(b.r) + 1..a.r.max(b.r))
                .map(|r| Pos::new(r, a.c))
                .collect()
        }
    }

    pub(super) fn island_index(&self, p: Pos) -> Option<usize> {
        self.islands.iter().position(|&q| q == p)
    }

    /// Adds island `to`, bridged from island `from` with `count` bridges.
    pub(super) fn attach(&mut self, from: usize, to: Pos, count: u8) {
        let a = self.islands[from];
        for p in Self::between(a, to) {
            self.set(p, Cell::Bridge);
        }
        self.set(to, Cell::Island);
        self.islands.push(to);
        self.bridges.push((from, self.islands.len() - 1, count));
    }

    /// Grows a connected network of about the requested density.
    pub(super) fn grow(params: &Params, style: &Style, rng: &mut ChaCha8Rng) -> Option<Network> {
        let (width, height) = (params.width, params.height);
        let wanted = ((width * height) as f64 * params.density()).round() as usize;
        let mut net = Network {
            width,
            height,
            cells: vec![Cell::Water; width * height],
            islands: Vec::new(),
            bridges: Vec::new(),
        };
        let start = Pos::new(below(rng, height), below(rng, width));
        net.set(start, Cell::Island);
        net.islands.push(start);
        let mut failures = 0;
        while net.islands.len() < wanted && failures < wanted * 10 {
            let from = below(rng, net.islands.len());
            let dir = Direction::ALL[below(rng, 4)];
            // Short bridges pack islands as closely as hand-made puzzles do.
            let len = if rng.random_bool(SHORT_BRIDGE_SHARE) {
                2
            } else {
                2 + below(rng, style.max_len as usize - 1)
            };
            let double = rng.random_bool(style.double);
            if !net.try_extend(from, dir, len, double) {
                failures += 1;
            }
        }
        net.reach_borders(rng, style);
        net.fill(wanted, rng, style);
        if !net.touches_all_borders() || net.islands.len() < wanted * 3 / 4 {
            return None;
        }
        net.add_loops(rng, style);
        Some(net)
    }

    /// Packs islands into the space random growth left: every island in turn tries the
    /// shortest bridge that fits each way, so boards reach a hand-made density.
    fn fill(&mut self, wanted: usize, rng: &mut ChaCha8Rng, style: &Style) {
        let mut next = 0;
        while next < self.islands.len() && self.islands.len() < wanted {
            let from = next;
            next += 1;
            let first = below(rng, 4);
            for turn in 0..4 {
                let dir = Direction::ALL[(first + turn) % 4];
                let double = rng.random_bool(style.double);
                for len in 2..=FILL_LONGEST {
                    if self.islands.len() >= wanted || self.try_extend(from, dir, len, double) {
                        break;
                    }
                }
            }
        }
    }

    /// Places an island `len` cells from island `from` towards `dir`, bridged to it, if the
    /// way is clear and the new island does not crowd another.
    fn try_extend(&mut self, from: usize, dir: Direction, len: usize, double: bool) -> bool {
        let mut p = self.islands[from];
        for _ in 0..len {
            match dir.step(p, self.width, self.height) {
                Some(next) if self.cell(next) == Cell::Water => p = next,
                _ => return false,
            }
        }
        if !self.has_room_for_island(p) {
            return false;
        }
        self.attach(from, p, if double { 2 } else { 1 });
        true
    }

    /// Whether a new island fits at `p`: no island beside it (a bridge of length zero is legal
    /// but invisible to a player) and no tight square completed.
    pub(super) fn has_room_for_island(&self, p: Pos) -> bool {
        let crowded = Direction::ALL
            .iter()
            .filter_map(|d| d.step(p, self.width, self.height))
            .any(|q| self.cell(q) == Cell::Island);
        !crowded && !self.closes_tight_square(p)
    }

    /// Whether an island at `p` would complete four islands on the corners of a 3x3 block.
    /// Such a square can swap single and double bridges around its ring, and its sides are
    /// too short to hold the island that would tell the two apart, so it is never built.
    pub(super) fn closes_tight_square(&self, p: Pos) -> bool {
        let island = |r: isize, c: isize| {
            r >= 0
                && c >= 0
                && (r as usize) < self.height
                && (c as usize) < self.width
                && self.cell(Pos::new(r as usize, c as usize)) == Cell::Island
        };
        let (r, c) = (p.r as isize, p.c as isize);
        [(-2, -2), (-2, 2), (2, -2), (2, 2)]
            .iter()
            .any(|&(dr, dc)| island(r + dr, c) && island(r, c + dc) && island(r + dr, c + dc))
    }

    fn touches_all_borders(&self) -> bool {
        let (w, h) = (self.width, self.height);
        self.islands.iter().any(|p| p.r == 0)
            && self.islands.iter().any(|p| p.r == h - 1)
            && self.islands.iter().any(|p| p.c == 0)
            && self.islands.iter().any(|p| p.c == w - 1)
    }

    /// Extends islands straight to any outer row or column that is still empty.
    fn reach_borders(&mut self, rng: &mut ChaCha8Rng, style: &Style) {
        for dir in Direction::ALL {
            for _ in 0..self.islands.len() * 2 {
                let (w, h) = (self.width, self.height);
                let reached = match dir {
                    Direction::Up => self.islands.iter().any(|p| p.r == 0),
                    Direction::Down => self.islands.iter().any(|p| p.r == h - 1),
                    Direction::Left => self.islands.iter().any(|p| p.c == 0),
                    Direction::Right => self.islands.iter().any(|p| p.c == w - 1),
                };
                if reached {
                    break;
                }
                let from = below(rng, self.islands.len());
                let p = self.islands[from];
                let len = match dir {
                    Direction::Up => p.r,
                    Direction::Down => h - 1 - p.r,
                    Direction::Left => p.c,
                    Direction::Right => w - 1 - p.c,
                };
                if len >= 2 {
                    let double = rng.random_bool(style.double);
                    self.try_extend(from, dir, len, double);
                }
            }
        }
    }

    /// Bridges some islands that see each other but are not yet joined, closing loops.
    fn add_loops(&mut self, rng: &mut ChaCha8Rng, style: &Style) {
        let Some(puzzle) = self.as_puzzle() else {
            return;
        };
        for edge in 0..puzzle.edges().len() {
            let (a, b) = puzzle.edge_ends(edge);
            let (Some(ia), Some(ib)) = (self.island_index(a), self.island_index(b)) else {
                continue;
            };
            let joined = self
                .bridges
                .iter()
                .any(|&(x, y, _)| (x, y) == (ia, ib) || (x, y) == (ib, ia));
            if joined || !rng.random_bool(style.extra) {
                continue;
            }
            let path = Self::between(a, b);
            if path.iter().all(|&p| self.cell(p) == Cell::Water) {
                for p in path {
                    self.set(p, Cell::Bridge);
                }
                let count = if rng.random_bool(style.double) { 2 } else { 1 };
                self.bridges.push((ia, ib, count));
            }
        }
    }

    pub(super) fn totals(&self) -> Vec<u32> {
        let mut totals = vec![0u32; self.islands.len()];
        for &(a, b, count) in &self.bridges {
            totals[a] += u32::from(count);
            totals[b] += u32::from(count);
        }
        totals
    }

    /// The puzzle whose numbers are this network's bridge totals.
    pub(super) fn as_puzzle(&self) -> Option<Puzzle> {
        let totals = self.totals();
        Puzzle::new(
            self.width,
            self.height,
            self.islands.iter().zip(totals).map(|(&p, t)| (p, t)),
        )
        .ok()
    }

    /// The network's bridges as a position of `puzzle`.
    pub(super) fn as_state(&self, puzzle: &Puzzle) -> Option<State> {
        let mut moves = Vec::new();
        for &(a, b, count) in &self.bridges {
            moves.push(crate::Move::new(self.islands[a], self.islands[b], count));
        }
        let mut state = State::empty(puzzle);
        for mv in moves {
            state = crate::apply(puzzle, &state, &mv, crate::Mode::Free).ok()?;
        }
        Some(state)
    }

    /// Whether the bridges join every island.
    pub(super) fn is_connected(&self) -> bool {
        let mut groups = UnionFind::new(self.islands.len());
        let joins = self
            .bridges
            .iter()
            .filter(|&&(a, b, _)| groups.union(a, b))
            .count();
        joins + 1 == self.islands.len()
    }
}
