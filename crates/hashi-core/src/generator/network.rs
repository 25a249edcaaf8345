//! Growing a solution: islands placed and bridged on a grid (across the seams of a wrapped
//! board), packed to a hand-made density, reaching every border, with some loops closed where
//! the rules allow loops. Its bridge totals become the numbers.

use super::chance::chance;
use super::params::FORMER_MAX_SIDE;
use super::style::Style;
use super::symmetry::Symmetry;
use super::Params;
use crate::geom::{Direction, Pos};
use crate::puzzle::{EdgeId, Puzzle};
use crate::rule_set::RuleSet;
use crate::state::State;
use crate::topology;
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

/// Bridges between islands `a` and `b` of a network, leaving `a` towards `dir`. The way is
/// kept because on a wrapped board one pair can see each other both ways round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Bridge {
    pub a: usize,
    pub b: usize,
    pub dir: Direction,
    pub count: u8,
}

/// A solution under construction: islands, bridges and what each cell holds.
#[derive(Clone)]
pub(super) struct Network {
    pub(super) width: usize,
    pub(super) height: usize,
    pub(super) rules: RuleSet,
    pub(super) cells: Vec<Cell>,
    pub(super) islands: Vec<Pos>,
    /// Each pair once.
    pub(super) bridges: Vec<Bridge>,
    /// Whether ambiguity may also be repaired by closing a loop (`repair`): on boards with a
    /// side beyond the former limit of 50, where most networks otherwise meet a ring too tight
    /// to repair (hard at 100x100 took 7.2 networks a seed without it and 1.3 with it, over
    /// 10 seeds). Smaller boards are repaired as they always were, so that their seeds
    /// keep their puzzles.
    pub(super) wide_repairs: bool,
    /// The symmetry the island positions keep: every island added, by growth or repair,
    /// comes with its images (version 8; `None` before).
    pub(super) symmetry: Symmetry,
    /// The chance a grown island comes with its images; at 1 the symmetry is exact, and the
    /// repairs give the islands they add their images too.
    pub(super) orbit_share: f64,
    /// Whether four islands may stand on the corners of a 3x3 block. Version 7 never built
    /// one; hand-made puzzles have about one per six islands, and version 8 repairs the
    /// ambiguity they can bring like any other.
    pub(super) tight_squares: bool,
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

    /// The next cell from `p` towards `dir`, across a seam where the board wraps.
    pub(super) fn step(&self, p: Pos, dir: Direction) -> Option<Pos> {
        topology::step(p, dir, self.width, self.height, self.rules.wrap()).map(|(q, _)| q)
    }

    /// The cells strictly between `a` and `b`, walking from `a` towards `dir`.
    pub(super) fn path(&self, a: Pos, dir: Direction, b: Pos) -> Vec<Pos> {
        let mut cells = Vec::new();
        let mut p = a;
        while let Some(next) = self.step(p, dir) {
            if next == b || next == a {
                break;
            }
            cells.push(next);
            p = next;
        }
        cells
    }

    /// How many bridges a new bridge gets: more than one with the style's share, then the
    /// rules' most with the style's share of those, else any count from 2 up. Under the
    /// standard rules that is one draw, as before rule sets, so their seeds give the puzzles
    /// they gave.
    pub(super) fn draw_count(&self, rng: &mut ChaCha8Rng, style: &Style) -> u8 {
        let most = self.rules.max_bridges();
        if most == 1 || !chance(rng, style.double) {
            return 1;
        }
        match most {
            2 => 2,
            // The most, or any count from 2 up, evenly.
            _ if chance(rng, style.most) => most,
            _ => 2 + below(rng, usize::from(most) - 1) as u8,
        }
    }

    pub(super) fn island_index(&self, p: Pos) -> Option<usize> {
        self.islands.iter().position(|&q| q == p)
    }

    /// The network's island for each of `puzzle`'s (made from this network), in one pass.
    pub(super) fn index_in(&self, puzzle: &Puzzle) -> Option<Vec<usize>> {
        let mut index = vec![usize::MAX; puzzle.islands().len()];
        for (i, &p) in self.islands.iter().enumerate() {
            index[puzzle.island_at(p)?] = i;
        }
        (!index.contains(&usize::MAX)).then_some(index)
    }

    /// Adds island `to`, bridged from island `from` towards `dir` with `count` bridges.
    pub(super) fn attach(&mut self, from: usize, dir: Direction, to: Pos, count: u8) {
        let a = self.islands[from];
        for p in self.path(a, dir, to) {
            self.set(p, Cell::Bridge);
        }
        self.set(to, Cell::Island);
        self.islands.push(to);
        self.bridges.push(Bridge {
            a: from,
            b: self.islands.len() - 1,
            dir,
            count,
        });
    }

    /// The puzzle edge that bridge `bridge` stands on.
    pub(super) fn edge_of(&self, puzzle: &Puzzle, bridge: &Bridge) -> Option<EdgeId> {
        let a = puzzle.island_at(self.islands[bridge.a])?;
        let b = puzzle.island_at(self.islands[bridge.b])?;
        puzzle
            .edge_towards(a, bridge.dir)
            .filter(|&e| puzzle.edges()[e].other(a) == Some(b))
    }

    /// The index of the bridge standing on `edge`, if any.
    pub(super) fn bridge_on(&self, puzzle: &Puzzle, edge: EdgeId) -> Option<usize> {
        self.bridges
            .iter()
            .position(|b| self.edge_of(puzzle, b) == Some(edge))
    }

    /// Grows a connected network of about the requested density.
    pub(super) fn grow(params: &Params, style: &Style, rng: &mut ChaCha8Rng) -> Option<Network> {
        let (width, height) = (params.width, params.height);
        let wanted = ((width * height) as f64 * params.density()).round() as usize;
        let mut net = Network {
            width,
            height,
            rules: params.rules,
            cells: vec![Cell::Water; width * height],
            islands: Vec::new(),
            bridges: Vec::new(),
            wide_repairs: params.width.max(params.height) > FORMER_MAX_SIDE,
            symmetry: Symmetry::None,
            orbit_share: 0.0,
            tight_squares: false,
        };
        let start = Pos::new(below(rng, height), below(rng, width));
        net.set(start, Cell::Island);
        net.islands.push(start);
        let mut failures = 0;
        while net.islands.len() < wanted && failures < wanted * 10 {
            let from = below(rng, net.islands.len());
            let dir = Direction::ALL[below(rng, 4)];
            // Short bridges pack islands as closely as hand-made puzzles do.
            let len = if chance(rng, SHORT_BRIDGE_SHARE) {
                2
            } else {
                2 + below(rng, style.max_len as usize - 1)
            };
            let count = net.draw_count(rng, style);
            if !net.try_extend(from, dir, len, count) {
                failures += 1;
            }
        }
        net.reach_borders(rng, style);
        net.fill(wanted, rng, style);
        if !net.touches_all_borders() || net.islands.len() < wanted * 3 / 4 {
            return None;
        }
        // Under no-loop rules the network stays a tree: its solution must be one.
        if net.rules.allows_loops() {
            net.add_loops(rng, style);
        }
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
                let count = self.draw_count(rng, style);
                for len in 2..=FILL_LONGEST {
                    if self.islands.len() >= wanted || self.try_extend(from, dir, len, count) {
                        break;
                    }
                }
            }
        }
    }

    /// Places an island `len` cells from island `from` towards `dir`, bridged to it, if the
    /// way is clear and the new island does not crowd another.
    fn try_extend(&mut self, from: usize, dir: Direction, len: usize, count: u8) -> bool {
        let mut p = self.islands[from];
        for _ in 0..len {
            match self.step(p, dir) {
                Some(next) if self.cell(next) == Cell::Water => p = next,
                _ => return false,
            }
        }
        if !self.has_room_for_island(p) {
            return false;
        }
        self.attach(from, dir, p, count);
        true
    }

    /// Whether island `b`, reached from `a` going `dir`, also sees `a` the other way round a
    /// wrapped board: alone in their line, the pair could move its bridges to the other route
    /// and keep every number. Loops never add such a pair (growth may: the repairs then block
    /// the other route where it is long enough).
    pub(super) fn sees_both_ways(&self, a: Pos, dir: Direction, b: Pos) -> bool {
        let mut p = b;
        while let Some(q) = self.step(p, dir) {
            if q == a {
                return true;
            }
            if self.cell(q) == Cell::Island {
                return false;
            }
            p = q;
        }
        false
    }

    /// Whether a new island fits at `p`: no island beside it (a bridge of length zero is legal
    /// but invisible to a player) and no tight square completed, across seams too.
    pub(super) fn has_room_for_island(&self, p: Pos) -> bool {
        let crowded = Direction::ALL
            .iter()
            .filter_map(|&d| self.step(p, d))
            .any(|q| self.cell(q) == Cell::Island);
        !crowded && (self.tight_squares || !self.closes_tight_square(p))
    }

    /// Whether an island at `p` would complete four islands on the corners of a 3x3 block.
    /// Such a square can swap single and double bridges around its ring, and its sides are
    /// too short to hold the island that would tell the two apart, so it is never built.
    pub(super) fn closes_tight_square(&self, p: Pos) -> bool {
        let wrap = self.rules.wrap();
        // A wrapped axis brings the far side round; a flat one ends.
        let on_board = |i: isize, len: usize, wraps: bool| {
            let len = len as isize;
            if wraps {
                Some(i.rem_euclid(len) as usize)
            } else {
                (0..len).contains(&i).then_some(i as usize)
            }
        };
        let island = |r: isize, c: isize| match (
            on_board(r, self.height, wrap.columns()),
            on_board(c, self.width, wrap.rows()),
        ) {
            (Some(r), Some(c)) => self.cell(Pos::new(r, c)) == Cell::Island,
            _ => false,
        };
        let (r, c) = (p.r as isize, p.c as isize);
        [(-2, -2), (-2, 2), (2, -2), (2, 2)]
            .iter()
            .any(|&(dr, dc)| island(r + dr, c) && island(r, c + dc) && island(r + dr, c + dc))
    }

    /// Whether islands stand on every border of the board. A wrapped axis has no border:
    /// its first and last lines are neighbours like any others.
    pub(super) fn touches_all_borders(&self) -> bool {
        Direction::ALL.iter().all(|&dir| self.reaches(dir))
    }

    /// Whether an island stands on the border towards `dir` (always, where that way wraps).
    fn reaches(&self, dir: Direction) -> bool {
        let (w, h) = (self.width, self.height);
        let wrap = self.rules.wrap();
        match dir {
            Direction::Up | Direction::Down if wrap.columns() => true,
            Direction::Left | Direction::Right if wrap.rows() => true,
            Direction::Up => self.islands.iter().any(|p| p.r == 0),
            Direction::Down => self.islands.iter().any(|p| p.r == h - 1),
            Direction::Left => self.islands.iter().any(|p| p.c == 0),
            Direction::Right => self.islands.iter().any(|p| p.c == w - 1),
        }
    }

    /// Extends islands straight to any outer row or column that is still empty.
    fn reach_borders(&mut self, rng: &mut ChaCha8Rng, style: &Style) {
        for dir in Direction::ALL {
            for _ in 0..self.islands.len() * 2 {
                let (w, h) = (self.width, self.height);
                if self.reaches(dir) {
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
                    let count = self.draw_count(rng, style);
                    self.try_extend(from, dir, len, count);
                }
            }
        }
    }

    /// Bridges some islands that see each other but are not yet joined, closing loops.
    fn add_loops(&mut self, rng: &mut ChaCha8Rng, style: &Style) {
        let Some(puzzle) = self.as_puzzle() else {
            return;
        };
        // The network's island for each of the puzzle's, and the pairs already joined (both
        // looked up per edge: a scan of the islands and bridges each time was most of the
        // time a 100x100 board took to grow).
        let Some(index) = self.index_in(&puzzle) else {
            return;
        };
        let mut joined: std::collections::HashSet<(usize, usize)> = self
            .bridges
            .iter()
            .map(|x| (x.a.min(x.b), x.a.max(x.b)))
            .collect();
        for edge in 0..puzzle.edges().len() {
            let (a, b) = puzzle.edge_ends(edge);
            let e = puzzle.edges()[edge];
            let (ia, ib) = (index[e.a], index[e.b]);
            // A pair is joined once, even where a wrapped board lets it see both ways round.
            if joined.contains(&(ia.min(ib), ia.max(ib))) || !chance(rng, style.extra) {
                continue;
            }
            let path = puzzle.edge_cells(edge);
            let dir = puzzle.edges()[edge].dir;
            if path.iter().all(|&p| self.cell(p) == Cell::Water) && !self.sees_both_ways(a, dir, b)
            {
                for p in path {
                    self.set(p, Cell::Bridge);
                }
                let count = self.draw_count(rng, style);
                joined.insert((ia.min(ib), ia.max(ib)));
                self.bridges.push(Bridge {
                    a: ia,
                    b: ib,
                    dir,
                    count,
                });
            }
        }
    }

    pub(super) fn totals(&self) -> Vec<u32> {
        let mut totals = vec![0u32; self.islands.len()];
        for b in &self.bridges {
            totals[b.a] += u32::from(b.count);
            totals[b.b] += u32::from(b.count);
        }
        totals
    }

    /// The puzzle whose numbers are this network's bridge totals.
    pub(super) fn as_puzzle(&self) -> Option<Puzzle> {
        let totals = self.totals();
        Puzzle::with_rules(
            self.width,
            self.height,
            self.rules,
            self.islands.iter().zip(totals).map(|(&p, t)| (p, t)),
        )
        .ok()
    }

    /// The network's bridges as a position of `puzzle`.
    pub(super) fn as_state(&self, puzzle: &Puzzle) -> Option<State> {
        let mut state = State::empty(puzzle);
        for bridge in &self.bridges {
            // Named by its edge: on a wrapped board the pair alone does not say which way.
            // What placing the move freely checks, without naming the edge by its ends and
            // finding it again: repairs rebuild this position thousands of times.
            let edge = self.edge_of(puzzle, bridge)?;
            let count = bridge.count;
            let crosses = || puzzle.crossings(edge).iter().any(|&o| state.count(o) > 0);
            if count > puzzle.max_bridges() || (count > 0 && crosses()) {
                return None;
            }
            state.set(puzzle, edge, crate::moves::Setting::Bridges(count));
        }
        Some(state)
    }

    /// Whether the bridges join every island.
    pub(super) fn is_connected(&self) -> bool {
        let mut groups = UnionFind::new(self.islands.len());
        let joins = self
            .bridges
            .iter()
            .filter(|b| groups.union(b.a, b.b))
            .count();
        joins + 1 == self.islands.len()
    }
}
