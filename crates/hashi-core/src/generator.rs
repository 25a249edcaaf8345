//! The seeded generator: grows a connected, non-crossing bridge network, derives the numbers,
//! repairs ambiguity where two solutions differ, and keeps only puzzles whose measured rating
//! falls in the requested band.

use crate::geom::{Direction, Pos};
use crate::puzzle::{Puzzle, MAX_SIDE};
use crate::rating::{rate_solved, Band, Rating};
use crate::solver::{solve, Uniqueness};
use crate::state::State;
use crate::union_find::UnionFind;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt;

/// Bumped whenever the algorithm changes what a (params, seed) pair produces. Shared URLs carry
/// it, so an old link can say it was made by another version instead of silently changing.
/// The solver's search heuristics are part of it: repairs start from the two solutions the
/// search finds first, so a change to how it branches or hands over needs a new version.
/// Version 2 came with the faster search of the solver (alternating restarts, two probes);
/// version 3 packs islands densely, never builds tight squares, repairs every region where two
/// solutions differ at once (pinning single bridges where no island fits) and eases its style
/// on large boards; version 4 came with the clause-learning search, which finds a different
/// second solution for the few networks the plain search does not settle quickly (2 of the
/// 200 pack puzzles changed).
pub const GENERATOR_VERSION: u32 = 4;

/// The version whose random streams this one draws. Kept when a new version only changes
/// what is done with the numbers, so that most seeds still give the puzzle they gave before.
const STREAM_VERSION: u32 = 3;

/// Smallest and largest side the generator accepts.
pub const MIN_SIDE: usize = 5;
pub const MAX_GENERATED_SIDE: usize = 50;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    pub width: usize,
    pub height: usize,
    pub difficulty: Band,
    /// Share of cells that are islands (0.1 to 0.4); None for the band's default.
    pub density: Option<f64>,
}

impl Params {
    /// The default size for a band: easy 7x7, medium 10x10, hard 15x15, expert 20x20,
    /// extreme 25x25.
    pub fn for_band(difficulty: Band) -> Self {
        let side = match difficulty {
            Band::Easy => 7,
            Band::Medium => 10,
            Band::Hard => 15,
            Band::Expert => 20,
            Band::Extreme => 25,
        };
        Self {
            width: side,
            height: side,
            difficulty,
            density: None,
        }
    }

    /// The island density used: the requested one, or the band's.
    pub fn density(&self) -> f64 {
        self.density.unwrap_or(match self.difficulty {
            Band::Easy => 0.30,
            Band::Medium => 0.29,
            Band::Hard => 0.28,
            Band::Expert => 0.27,
            Band::Extreme => 0.26,
        })
    }

    /// The share of new bridges drawn as doubles for this band.
    pub fn double_share(&self) -> f64 {
        Style::for_band(self.difficulty).double
    }

    fn validate(&self) -> Result<(), GenerateError> {
        let side = MIN_SIDE..=MAX_GENERATED_SIDE.min(MAX_SIDE);
        if !side.contains(&self.width) || !side.contains(&self.height) {
            return Err(GenerateError::Size {
                width: self.width,
                height: self.height,
            });
        }
        if let Some(d) = self.density {
            if !(0.1..=0.4).contains(&d) || d.is_nan() {
                return Err(GenerateError::Density(d));
            }
        }
        Ok(())
    }
}

/// Why nothing was generated.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum GenerateError {
    Size {
        width: usize,
        height: usize,
    },
    Density(f64),
    /// No puzzle of the band was found within the attempt limit.
    GaveUp {
        attempts: u32,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::Size { width, height } => write!(
                f,
                "a {width}x{height} puzzle cannot be generated: width and height must each be {MIN_SIDE} to {MAX_GENERATED_SIDE}"
            ),
            GenerateError::Density(d) => {
                write!(f, "island density {d} is outside 0.1 to 0.4")
            }
            GenerateError::GaveUp { attempts } => write!(
                f,
                "no puzzle of this difficulty and size was found in {attempts} attempts; try another size or seed"
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

/// A generated puzzle with its unique solution and rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    pub puzzle: Puzzle,
    pub solution: State,
    pub rating: Rating,
    /// Networks built before one was accepted.
    pub attempts: u32,
}

/// Attempts before giving up on a band.
const MAX_ATTEMPTS: u32 = 400;
/// Ambiguity repairs tried on one network before starting over.
const MAX_REPAIRS: u32 = 24;

/// The random stream for (stream version, params, seed): the same everywhere.
fn stream(params: &Params, seed: u64) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    key[8..12].copy_from_slice(&STREAM_VERSION.to_le_bytes());
    key[12..16].copy_from_slice(&(params.width as u32).to_le_bytes());
    key[16..20].copy_from_slice(&(params.height as u32).to_le_bytes());
    key[20] = params.difficulty as u8;
    key[24..32].copy_from_slice(&params.density().to_bits().to_le_bytes());
    ChaCha8Rng::from_seed(key)
}

/// Generates a puzzle with exactly one solution whose rating is in `params.difficulty`.
///
/// ```
/// use hashi_core::generator::{generate, Params};
/// use hashi_core::rating::Band;
/// let g = generate(&Params::for_band(Band::Easy), 42).unwrap();
/// assert_eq!(g.rating.band, Band::Easy);
/// assert_eq!(g, generate(&Params::for_band(Band::Easy), 42).unwrap());
/// ```
pub fn generate(params: &Params, seed: u64) -> Result<Generated, GenerateError> {
    params.validate()?;
    let mut rng = stream(params, seed);
    let mut style = Style::for_params(params);
    for attempt in 1..=MAX_ATTEMPTS {
        let Some(mut network) = Network::grow(params, &style, &mut rng) else {
            continue;
        };
        let Some((puzzle, solution)) = network.make_unique(&mut rng) else {
            continue;
        };
        // Steer the next network toward the band: loops and singles make puzzles harder. A
        // puzzle above the band is known as soon as its rating passes it.
        let rating = match rate_solved(&puzzle, &solution, params.difficulty) {
            Ok(Some(rating)) => rating,
            Ok(None) => {
                style.adjust(0.8);
                continue;
            }
            Err(_) => continue,
        };
        if rating.band < params.difficulty {
            style.adjust(1.25);
        }
        if rating.band == params.difficulty {
            return Ok(Generated {
                puzzle,
                solution,
                rating,
                attempts: attempt,
            });
        }
    }
    Err(GenerateError::GaveUp {
        attempts: MAX_ATTEMPTS,
    })
}

/// Chance that a bridge grown from an island has the shortest length (two cells).
const SHORT_BRIDGE_SHARE: f64 = 0.5;
/// Longest bridge the packing pass tries, shortest first.
const FILL_LONGEST: usize = 5;
/// Board area (cells) beyond which a band's style is eased.
const EASED_ABOVE: f64 = 225.0;

/// How a band's networks are shaped.
struct Style {
    /// Chance a new bridge is a double.
    double: f64,
    /// Chance each extra visible pair gets a bridge, closing a loop.
    extra: f64,
    /// Longest bridge drawn while growing.
    max_len: u32,
}

impl Style {
    /// Scales how loopy and how single-bridged the networks are (`factor` > 1: harder).
    fn adjust(&mut self, factor: f64) {
        self.extra = (self.extra * factor).clamp(0.02, 0.8);
        self.double = (self.double / factor).clamp(0.05, 0.7);
    }

    /// The band's style, eased on boards larger than 15x15: a big board has more places where
    /// a hard deduction can be needed, so the same style rates harder there and most networks
    /// would be thrown away.
    fn for_params(params: &Params) -> Self {
        let mut style = Self::for_band(params.difficulty);
        let area = (params.width * params.height) as f64;
        style.adjust((EASED_ABOVE / area).powf(0.6).min(1.0));
        style
    }

    fn for_band(band: Band) -> Self {
        match band {
            Band::Easy => Style {
                double: 0.45,
                extra: 0.15,
                max_len: 5,
            },
            Band::Medium => Style {
                double: 0.35,
                extra: 0.25,
                max_len: 6,
            },
            Band::Hard => Style {
                double: 0.25,
                extra: 0.35,
                max_len: 7,
            },
            Band::Expert => Style {
                double: 0.2,
                extra: 0.45,
                max_len: 8,
            },
            Band::Extreme => Style {
                double: 0.15,
                extra: 0.5,
                max_len: 9,
            },
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Cell {
    Water,
    Island,
    Bridge,
}

/// A solution under construction: islands, bridges and what each cell holds.
struct Network {
    width: usize,
    height: usize,
    cells: Vec<Cell>,
    islands: Vec<Pos>,
    /// (island, island, count), each pair once.
    bridges: Vec<(usize, usize, u8)>,
}

fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    // u32 keeps the stream identical on 32-bit (wasm) and 64-bit targets.
    rng.random_range(0..n as u32) as usize
}

impl Network {
    fn cell(&self, p: Pos) -> Cell {
        self.cells[p.r * self.width + p.c]
    }

    fn set(&mut self, p: Pos, cell: Cell) {
        self.cells[p.r * self.width + p.c] = cell;
    }

    /// The cells strictly between `a` and `b` (same row or column).
    fn between(a: Pos, b: Pos) -> Vec<Pos> {
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

    fn island_index(&self, p: Pos) -> Option<usize> {
        self.islands.iter().position(|&q| q == p)
    }

    /// Adds island `to`, bridged from island `from` with `count` bridges.
    fn attach(&mut self, from: usize, to: Pos, count: u8) {
        let a = self.islands[from];
        for p in Self::between(a, to) {
            self.set(p, Cell::Bridge);
        }
        self.set(to, Cell::Island);
        self.islands.push(to);
        self.bridges.push((from, self.islands.len() - 1, count));
    }

    /// Grows a connected network of about the requested density.
    fn grow(params: &Params, style: &Style, rng: &mut ChaCha8Rng) -> Option<Network> {
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
    fn has_room_for_island(&self, p: Pos) -> bool {
        let crowded = Direction::ALL
            .iter()
            .filter_map(|d| d.step(p, self.width, self.height))
            .any(|q| self.cell(q) == Cell::Island);
        !crowded && !self.closes_tight_square(p)
    }

    /// Whether an island at `p` would complete four islands on the corners of a 3x3 block.
    /// Such a square can swap single and double bridges around its ring, and its sides are
    /// too short to hold the island that would tell the two apart, so it is never built.
    fn closes_tight_square(&self, p: Pos) -> bool {
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

    fn totals(&self) -> Vec<u32> {
        let mut totals = vec![0u32; self.islands.len()];
        for &(a, b, count) in &self.bridges {
            totals[a] += u32::from(count);
            totals[b] += u32::from(count);
        }
        totals
    }

    /// The puzzle whose numbers are this network's bridge totals.
    fn as_puzzle(&self) -> Option<Puzzle> {
        let totals = self.totals();
        Puzzle::new(
            self.width,
            self.height,
            self.islands.iter().zip(totals).map(|(&p, t)| (p, t)),
        )
        .ok()
    }

    /// The network's bridges as a position of `puzzle`.
    fn as_state(&self, puzzle: &Puzzle) -> Option<State> {
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

    /// Solves the puzzle; while a second solution exists, adds an island where the two differ
    /// so that it no longer fits. Returns the unique puzzle and its solution.
    fn make_unique(&mut self, rng: &mut ChaCha8Rng) -> Option<(Puzzle, State)> {
        for _ in 0..MAX_REPAIRS.max(self.islands.len() as u32 / 3) {
            let puzzle = self.as_puzzle()?;
            let intended = self.as_state(&puzzle)?;
            let found = solve(&puzzle, 2);
            match found.uniqueness() {
                Uniqueness::Unique => return Some((puzzle, intended)),
                Uniqueness::None => return None,
                Uniqueness::Several => {
                    let other = found.solutions.iter().find(|s| **s != intended)?;
                    if !self.separate(&puzzle, &intended, other, rng) {
                        return None;
                    }
                }
            }
        }
        None
    }

    /// Changes the network wherever `intended` and `other` differ so that `other`, and the
    /// same swap of bridges around that loop, no longer fits. Each separate region where they
    /// differ is repaired at once, so one solve can fix several. Returns whether any was.
    fn separate(
        &mut self,
        puzzle: &Puzzle,
        intended: &State,
        other: &State,
        rng: &mut ChaCha8Rng,
    ) -> bool {
        let differing: Vec<usize> = (0..puzzle.edges().len())
            .filter(|&e| intended.count(e) != other.count(e))
            .collect();
        let mut regions = UnionFind::new(puzzle.islands().len());
        for &edge in &differing {
            let e = puzzle.edges()[edge];
            regions.union(e.a, e.b);
        }
        let mut by_region: Vec<(usize, Vec<usize>)> = Vec::new();
        for &edge in &differing {
            let root = regions.find(puzzle.edges()[edge].a);
            match by_region.iter_mut().find(|(r, _)| *r == root) {
                Some((_, edges)) => edges.push(edge),
                None => by_region.push((root, vec![edge])),
            }
        }
        let mut repaired = false;
        for (_, mut edges) in by_region {
            shuffle(&mut edges, rng);
            let fixed = edges
                .iter()
                .any(|&edge| self.split_edge(puzzle, intended, edge, rng))
                || edges
                    .iter()
                    .any(|&edge| self.pin_edge(puzzle, intended, other, edge));
            repaired |= fixed;
        }
        repaired
    }

    /// Adds an island on a water or bridge cell of `edge`, joined so that `intended` stays a
    /// solution: a bridge is split in two, an unbridged pair is blocked by a new island hung
    /// from one end. Needs a cell with no island beside it, so the edge must be at least four
    /// cells long.
    fn split_edge(
        &mut self,
        puzzle: &Puzzle,
        intended: &State,
        edge: usize,
        rng: &mut ChaCha8Rng,
    ) -> bool {
        let (a, b) = puzzle.edge_ends(edge);
        let inner = Self::between(a, b);
        // A cell that touches neither end, so that no bridge has length zero.
        let spot = match inner.len() {
            0..=2 => return false,
            n => inner[1 + below(rng, n - 2)],
        };
        if !self.has_room_for_island(spot) {
            return false;
        }
        let count = intended.count(edge);
        let (Some(ia), Some(ib)) = (self.island_index(a), self.island_index(b)) else {
            return false;
        };
        if count > 0 {
            // Split the bridge: a - spot - b, each part as strong as before.
            self.bridges
                .retain(|&(x, y, _)| (x, y) != (ia, ib) && (x, y) != (ib, ia));
            self.set(spot, Cell::Island);
            self.islands.push(spot);
            let new = self.islands.len() - 1;
            self.bridges.push((ia, new, count));
            self.bridges.push((new, ib, count));
            return true;
        }
        if self.cell(spot) != Cell::Water {
            return false;
        }
        // The intended solution leaves this pair unbridged: a single bridge from the nearer
        // end to a new island blocks the pair and pins a number the other solution lacks.
        let from = if rng.random_bool(0.5) { ia } else { ib };
        let anchor = self.islands[from];
        if Self::between(anchor, spot)
            .iter()
            .all(|&p| self.cell(p) == Cell::Water)
        {
            self.attach(from, spot, 1);
            return true;
        }
        false
    }

    /// For a single bridge of `intended` on `edge` that `other` doubles or drops, makes it a
    /// double or removes it (when the network stays connected). The numbers at both ends
    /// change with it, and the swap of bridges that led from `intended` to `other` would now
    /// need three bridges, or minus one, on this edge. This is the repair for tight loops whose
    /// edges are too short to hold a new island.
    fn pin_edge(&mut self, puzzle: &Puzzle, intended: &State, other: &State, edge: usize) -> bool {
        if intended.count(edge) != 1 {
            return false;
        }
        let (a, b) = puzzle.edge_ends(edge);
        let (Some(ia), Some(ib)) = (self.island_index(a), self.island_index(b)) else {
            return false;
        };
        let Some(slot) = self
            .bridges
            .iter()
            .position(|&(x, y, _)| (x, y) == (ia, ib) || (x, y) == (ib, ia))
        else {
            return false;
        };
        if other.count(edge) == 2 {
            self.bridges[slot].2 = 2;
            return true;
        }
        let removed = self.bridges.swap_remove(slot);
        if self.is_connected() {
            for p in Self::between(a, b) {
                self.set(p, Cell::Water);
            }
            return true;
        }
        self.bridges.push(removed);
        let last = self.bridges.len() - 1;
        self.bridges.swap(slot, last);
        false
    }

    /// Whether the bridges join every island.
    fn is_connected(&self) -> bool {
        let mut groups = UnionFind::new(self.islands.len());
        let joins = self
            .bridges
            .iter()
            .filter(|&&(a, b, _)| groups.union(a, b))
            .count();
        joins + 1 == self.islands.len()
    }
}

/// Fisher-Yates with the generator's portable `below`.
fn shuffle<T>(items: &mut [T], rng: &mut ChaCha8Rng) {
    for i in 0..items.len() {
        let j = i + below(rng, items.len() - i);
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Islands on the corners of a square of side 4, joined in a ring of single bridges.
    fn ring() -> Network {
        let mut net = Network {
            width: 5,
            height: 5,
            cells: vec![Cell::Water; 25],
            islands: vec![Pos::new(0, 0)],
            bridges: Vec::new(),
        };
        net.set(Pos::new(0, 0), Cell::Island);
        net.attach(0, Pos::new(0, 4), 1);
        net.attach(1, Pos::new(4, 4), 1);
        net.attach(2, Pos::new(4, 0), 1);
        for r in 1..4 {
            net.set(Pos::new(r, 0), Cell::Bridge);
        }
        net.bridges.push((3, 0, 1));
        net
    }

    /// The ring's puzzle, its own solution, the ring with top and bottom doubled and the sides
    /// dropped (the swap a repair has to rule out), and the edge between `a` and `b`.
    fn ring_swap(net: &Network, a: Pos, b: Pos) -> (Puzzle, State, State, usize) {
        let puzzle = net.as_puzzle().unwrap();
        let intended = net.as_state(&puzzle).unwrap();
        let mut other = State::empty(&puzzle);
        for edge in 0..puzzle.edges().len() {
            let (p, q) = puzzle.edge_ends(edge);
            other.set(&puzzle, edge, if p.r == q.r { 2 } else { 0 });
        }
        let edge = (0..puzzle.edges().len())
            .find(|&e| puzzle.edge_ends(e) == (a, b))
            .unwrap();
        (puzzle, intended, other, edge)
    }

    #[test]
    fn pinning_a_single_that_the_other_solution_doubles_makes_it_a_double() {
        let mut net = ring();
        let (puzzle, intended, other, top) = ring_swap(&net, Pos::new(0, 0), Pos::new(0, 4));
        assert!(net.pin_edge(&puzzle, &intended, &other, top));
        assert!(net.bridges.contains(&(0, 1, 2)));
        assert_eq!(net.totals(), vec![3, 3, 2, 2]);
    }

    #[test]
    fn pinning_removes_a_single_only_while_the_network_stays_connected() {
        let mut net = ring();
        let (puzzle, intended, other, left) = ring_swap(&net, Pos::new(0, 0), Pos::new(4, 0));
        assert!(net.pin_edge(&puzzle, &intended, &other, left));
        assert_eq!(net.bridges.len(), 3);
        assert!(net.is_connected());
        assert!((1..4).all(|r| net.cell(Pos::new(r, 0)) == Cell::Water));
        // The right side is now the only way to one corner: it stays.
        let (puzzle, intended, other, right) = ring_swap(&net, Pos::new(0, 4), Pos::new(4, 4));
        assert!(!net.pin_edge(&puzzle, &intended, &other, right));
        assert_eq!(net.bridges.len(), 3);
        assert!(net.is_connected());
    }

    #[test]
    fn a_double_is_never_pinned() {
        let mut net = ring();
        net.bridges[0].2 = 2;
        let (puzzle, intended, other, top) = ring_swap(&net, Pos::new(0, 0), Pos::new(0, 4));
        assert!(!net.pin_edge(&puzzle, &intended, &other, top));
        assert_eq!(net.bridges[0], (0, 1, 2));
    }

    #[test]
    fn a_fourth_corner_of_a_tight_square_is_refused() {
        let mut net = ring();
        for p in [Pos::new(2, 2), Pos::new(2, 4)] {
            net.set(p, Cell::Island);
        }
        // (0,4), (2,4) and (2,2) are three corners of the block whose fourth is (0,2).
        assert!(net.closes_tight_square(Pos::new(0, 2)));
        assert!(net.closes_tight_square(Pos::new(4, 2)));
        assert!(!net.closes_tight_square(Pos::new(2, 0)));
    }
}
