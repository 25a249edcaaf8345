//! Laying out a network the way a setter of hand-made puzzles spreads islands (version 8):
//! cells taken in random order, pass after pass, each becoming an island bridged to the
//! nearest island it sees, where no island stands beside it, the square around it is not yet
//! as dense as the board should be and, mostly, an island stands diagonal to it; each with its
//! images under the symmetry. Long bridges are then split by new islands, the pieces joined
//! and short loops closed.

use super::chance::chance;
use super::draws::{between, Draws};
use super::network::{below, Bridge, Cell, Network};
use super::repair::shuffle;
use super::style::Style;
use super::symmetry::Symmetry;
use super::Params;
use crate::geom::{Direction, Pos};
use crate::number::bounded;
use crate::union_find::UnionFind;
use rand_chacha::ChaCha8Rng;

/// The range of the chance, drawn per layout, that a cell with no island on a diagonal
/// neighbour is passed over: hand-made layouts are lattice-like (82% of islands have a
/// diagonal neighbour), some more than others.
const LONE_PASSED: (f64, f64) = (0.3, 0.8);
/// The half-width of the square around a cell whose islands are counted against the
/// density: a new island is placed only where that square is not yet as dense as the board
/// should be, so the islands cover the board evenly.
const AROUND: usize = 3;
/// The most water cells between a new island and the island it is bridged to (hand-made:
/// 1.9% of bridges cross 4 or more).
const NEAREST: usize = 4;
/// The chance that a cell whose nearest island is `n` water cells away waits for a later
/// pass (where a nearer one may have come), for `n` from 2, on a dense board: most bridges
/// of hand-made puzzles cross one water cell (mean 1.42). Sparser boards wait less, down to
/// not at all at [`SPARSE`] islands a cell: in hand-made puzzles bridges lengthen as density
/// falls (1.93 water cells below 0.29 islands a cell, 1.26 above 0.35).
const FAR_WAITS: [f64; 3] = [0.5, 0.85, 0.95];
const SPARSE: f64 = 0.30;
const DENSE: f64 = 0.36;
/// The most water cells a bridge that closes a loop crosses: hand-made loops are tight.
const LOOP_LONGEST: usize = 2;
/// Times the style's loop chance that a new island is bridged to a second island it sees,
/// closing a loop as it is placed: later, the bridges around would block most such pairs.
const SECOND_BRIDGE: f64 = 0.5;
/// How far above the density asked for the count around a cell may go: the cap is only
/// reached in places, and the board as a whole stays below it.
const CAP_SLACK: f64 = 0.04;

impl Network {
    /// An empty network for `params`, whose islands keep `symmetry` (each placed with its
    /// images at chance `share`; exactly, through repairs too, at 1).
    fn empty_for(params: &Params, symmetry: Symmetry, share: f64) -> Network {
        Network {
            width: params.width,
            height: params.height,
            rules: params.rules,
            cells: vec![Cell::Water; params.width * params.height],
            islands: Vec::new(),
            bridges: Vec::new(),
            wide_repairs: true,
            symmetry,
            orbit_share: share,
            tight_squares: true,
        }
    }

    /// Lays out about `density` islands per cell (strayed per network, as `draws` says)
    /// keeping `symmetry` (exactly when `exact`, else for a share of islands drawn per
    /// network), joined into one group by bridges, with short loops where the rules allow
    /// them; None when the layout falls short of the density or of a border, or cannot be
    /// joined.
    pub(super) fn lay_out(
        params: &Params,
        (symmetry, exact): (Symmetry, bool),
        (density, draws): (f64, &Draws),
        style: &Style,
        rng: &mut ChaCha8Rng,
    ) -> Option<Network> {
        let share = draws.orbit_share(exact, rng);
        let density = draws.density(density, params.difficulty, rng);
        let lone_passed = between(rng, LONE_PASSED);
        let loops = draws.loop_factor(rng);
        let style = &Style {
            extra: style.extra * loops,
            ..*style
        };
        let waits = bounded((density - SPARSE) / (DENSE - SPARSE), 0.0, 1.0);
        let mut net = Network::empty_for(params, symmetry, share);
        let wanted = ((params.width * params.height) as f64 * density).round() as usize;
        net.place_islands(wanted, density, (lone_passed, waits), style, rng);
        net.split_long_bridges(wanted, rng);
        net.join_pieces(style, rng);
        if net.islands.len() < wanted * 4 / 5 || !net.touches_all_borders() || !net.is_connected() {
            return None;
        }
        if net.rules.allows_loops() {
            net.close_loops(style, rng);
        }
        Some(net)
    }

    /// Takes cells in random order, pass after pass, each where it sees an island across a
    /// few water cells and no more than `density` of the cells around it hold islands (so
    /// the islands spread over the whole board before any part is full): the cell becomes an
    /// island bridged to the nearest island it sees, and its images (at the network's
    /// chance) likewise to that island's images.
    fn place_islands(
        &mut self,
        wanted: usize,
        density: f64,
        (lone_passed, waits): (f64, f64),
        style: &Style,
        rng: &mut ChaCha8Rng,
    ) {
        let (w, h) = (self.width, self.height);
        let cap =
            ((density + CAP_SLACK) * ((2 * AROUND + 1) * (2 * AROUND + 1)) as f64).round() as usize;
        self.seed_orbit(rng);
        let mut order: Vec<usize> = (0..w * h).collect();
        for _ in 0..2 * w.max(h) + 8 {
            let before = self.islands.len();
            shuffle(&mut order, rng);
            for &cell in &order {
                if self.islands.len() >= wanted {
                    return;
                }
                let p = Pos::new(cell / w, cell % w);
                if self.cell(p) != Cell::Water
                    || !self.has_room_for_island(p)
                    || self.islands_around(p) >= cap
                    || (!self.has_diagonal(p) && chance(rng, lone_passed))
                {
                    continue;
                }
                let reach = if waits > 0.0 { NEAREST } else { NEAREST + 2 };
                self.place_orbit(p, reach, waits, style, rng);
            }
            if self.islands.len() == before {
                return;
            }
        }
    }

    /// Where growth left the board short of `wanted` islands, splits bridges at cells with
    /// room, in random order (with their images at the network's chance): a long bridge
    /// becomes a chain of short ones, as in the dense parts of hand-made puzzles.
    fn split_long_bridges(&mut self, wanted: usize, rng: &mut ChaCha8Rng) {
        let (w, h) = (self.width, self.height);
        let mut order: Vec<usize> = (0..w * h).collect();
        shuffle(&mut order, rng);
        for cell in order {
            if self.islands.len() >= wanted {
                return;
            }
            let p = Pos::new(cell / w, cell % w);
            if self.cell(p) != Cell::Bridge || !self.has_room_for_island(p) {
                continue;
            }
            let exact = self.orbit_share >= 1.0;
            if exact || chance(rng, self.orbit_share) {
                let saved = self.clone();
                if !(self.split_bridge_at(p) && self.place_images(p, rng)) {
                    *self = saved;
                }
            } else {
                self.split_bridge_at(p);
            }
        }
    }

    /// Islands within [`AROUND`] cells of `p` each way.
    fn islands_around(&self, p: Pos) -> usize {
        let (w, h) = (self.width as isize, self.height as isize);
        let reach = AROUND as isize;
        let mut count = 0;
        for dr in -reach..=reach {
            for dc in -reach..=reach {
                let (r, c) = (p.r as isize + dr, p.c as isize + dc);
                if (0..h).contains(&r)
                    && (0..w).contains(&c)
                    && self.cell(Pos::new(r as usize, c as usize)) == Cell::Island
                {
                    count += 1;
                }
            }
        }
        count
    }

    /// Places the first island and its images, none beside another.
    fn seed_orbit(&mut self, rng: &mut ChaCha8Rng) {
        let (w, h) = (self.width, self.height);
        for _ in 0..16 {
            let p = Pos::new(below(rng, h), below(rng, w));
            let orbit = self.symmetry.orbit(p, w, h);
            let crowded = orbit
                .iter()
                .enumerate()
                .any(|(i, &a)| orbit[..i].iter().any(|&b| self.adjacent(a, b)));
            if !crowded {
                for q in orbit {
                    self.set(q, Cell::Island);
                    self.islands.push(q);
                }
                return;
            }
        }
    }

    /// Makes water cell `p` an island bridged to the nearest island it sees within `reach`
    /// water cells (or leaves it, at `waits` times the chance in [`FAR_WAITS`], when that
    /// island is more than one water cell away), with its images where the network places
    /// them; returns whether it did.
    fn place_orbit(
        &mut self,
        p: Pos,
        reach: usize,
        waits: f64,
        style: &Style,
        rng: &mut ChaCha8Rng,
    ) -> bool {
        let (w, h) = (self.width, self.height);
        let first = below(rng, 4);
        let mut best: Option<(usize, Direction, Pos)> = None;
        for turn in 0..4 {
            let dir = Direction::ALL[(first + turn) % 4];
            if let Some((q, len)) = self.sight(p, dir) {
                // Sparse boards take the farther island as often as not (`waits` is 0).
                let coin = chance(rng, 0.5);
                let better = |l: usize| {
                    if waits > 0.0 {
                        len < l
                    } else {
                        len > l || coin
                    }
                };
                if len <= reach + 1 && best.is_none_or(|(l, ..)| better(l)) {
                    best = Some((len, dir, q));
                }
            }
        }
        let Some((len, dir, anchor)) = best else {
            return false;
        };
        if len > 2 && chance(rng, waits * FAR_WAITS[(len - 3).min(FAR_WAITS.len() - 1)]) {
            return false;
        }
        let exact = self.orbit_share >= 1.0;
        let order = if exact || chance(rng, self.orbit_share) {
            self.symmetry.order()
        } else {
            1
        };
        let cells = self.path(p, dir, anchor);
        // Each image: the new island, the way to its anchor, the anchor, the water between.
        let mut planned: Vec<(Pos, Direction, Pos, Vec<Pos>)> = Vec::new();
        for k in 0..order {
            let image = |q: Pos| self.symmetry.image(k, q, w, h);
            let (pk, ak) = (image(p), image(anchor));
            if planned.iter().any(|x| x.0 == pk) {
                continue;
            }
            let path: Vec<Pos> = cells.iter().map(|&q| image(q)).collect();
            let fits = self.cell(ak) == Cell::Island
                && self.cell(pk) == Cell::Water
                && self.has_room_for_island(pk)
                && path.iter().all(|&q| self.cell(q) == Cell::Water)
                && !planned.iter().any(|x| {
                    self.adjacent(x.0, pk)
                        || x.3.contains(&pk)
                        || path.contains(&x.0)
                        || path.iter().any(|q| x.3.contains(q))
                });
            if !fits {
                if exact {
                    return false;
                }
                continue;
            }
            planned.push((pk, self.symmetry.direction(k, dir), ak, path));
        }
        let base = planned.first().map(|x| (x.0, x.1));
        for (pk, dir, ak, path) in planned {
            let Some(to) = self.island_index(ak) else {
                return false;
            };
            for q in path {
                self.set(q, Cell::Bridge);
            }
            self.set(pk, Cell::Island);
            self.islands.push(pk);
            let count = self.draw_count(rng, style);
            self.bridges.push(Bridge {
                a: self.islands.len() - 1,
                b: to,
                dir,
                count,
            });
        }
        if let Some((new, used)) = base {
            if self.rules.allows_loops() && chance(rng, style.extra * SECOND_BRIDGE) {
                self.bridge_again(new, used, style, rng);
            }
        }
        true
    }

    /// Bridges the new island at `p` to a second island it sees within [`LOOP_LONGEST`]
    /// water cells, other than the way `used`, closing a loop.
    fn bridge_again(&mut self, p: Pos, used: Direction, style: &Style, rng: &mut ChaCha8Rng) {
        let first = below(rng, 4);
        for turn in 0..4 {
            let dir = Direction::ALL[(first + turn) % 4];
            if dir == used {
                continue;
            }
            let Some((q, len)) = self.sight(p, dir) else {
                continue;
            };
            let (Some(a), Some(b)) = (self.island_index(p), self.island_index(q)) else {
                continue;
            };
            if len > LOOP_LONGEST + 1 || self.bridges.iter().any(|x| (x.a, x.b) == (b, a)) {
                continue;
            }
            let cells = self.path(p, dir, q);
            self.lay_bridge((a, b), dir, cells, (style, rng));
            return;
        }
    }

    /// Bridges, at the style's chance, pairs not yet joined that see each other across at
    /// most [`LOOP_LONGEST`] water cells, closing loops.
    fn close_loops(&mut self, style: &Style, rng: &mut ChaCha8Rng) {
        let mut pairs: Vec<(usize, usize, Direction)> = Vec::new();
        for (i, &p) in self.islands.iter().enumerate() {
            for dir in [Direction::Right, Direction::Down] {
                if let Some((q, len)) = self.sight(p, dir) {
                    if let Some(j) = self.island_index(q) {
                        if len <= LOOP_LONGEST + 1 {
                            pairs.push((i, j, dir));
                        }
                    }
                }
            }
        }
        shuffle(&mut pairs, rng);
        for (i, j, dir) in pairs {
            let joined = self
                .bridges
                .iter()
                .any(|x| (x.a, x.b) == (i, j) || (x.a, x.b) == (j, i));
            let (a, b) = (self.islands[i], self.islands[j]);
            let cells = self.path(a, dir, b);
            if joined
                || !cells.iter().all(|&q| self.cell(q) == Cell::Water)
                || !chance(rng, style.extra)
            {
                continue;
            }
            self.lay_bridge((i, j), dir, cells, (style, rng));
        }
    }

    /// Bridges pairs that see each other across water from different groups, shortest first
    /// (in random order among equals), until one group remains or no pair is left: the
    /// images of the first island each grow a group of their own.
    fn join_pieces(&mut self, style: &Style, rng: &mut ChaCha8Rng) {
        let mut groups = UnionFind::new(self.islands.len());
        for b in &self.bridges {
            groups.union(b.a, b.b);
        }
        let mut pairs: Vec<(usize, usize, usize, Direction)> = Vec::new();
        for (i, &p) in self.islands.iter().enumerate() {
            for dir in [Direction::Right, Direction::Down] {
                if let Some((q, len)) = self.sight(p, dir) {
                    if let Some(j) = self.island_index(q) {
                        if groups.find(i) != groups.find(j) {
                            pairs.push((len, i, j, dir));
                        }
                    }
                }
            }
        }
        shuffle(&mut pairs, rng);
        pairs.sort_by_key(|&(len, ..)| len);
        for (_, i, j, dir) in pairs {
            if groups.find(i) == groups.find(j) {
                continue;
            }
            let (a, b) = (self.islands[i], self.islands[j]);
            let cells = self.path(a, dir, b);
            if cells.iter().all(|&q| self.cell(q) == Cell::Water) {
                self.lay_bridge((i, j), dir, cells, (style, rng));
                groups.union(i, j);
            }
        }
    }

    /// Bridges islands `a` and `b` over the water `cells`, leaving `a` towards `dir`, with a
    /// count drawn from the style.
    fn lay_bridge(
        &mut self,
        (a, b): (usize, usize),
        dir: Direction,
        cells: Vec<Pos>,
        (style, rng): (&Style, &mut ChaCha8Rng),
    ) {
        for q in cells {
            self.set(q, Cell::Bridge);
        }
        let count = self.draw_count(rng, style);
        self.bridges.push(Bridge { a, b, dir, count });
    }
}
