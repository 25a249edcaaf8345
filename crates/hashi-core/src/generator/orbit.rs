//! Islands added by repairs under an exact symmetry (version 8) get their images: each on a
//! bridge splits it, each in open water is bridged to an island it sees; and the small
//! questions about cells that layout and repairs ask (diagonal neighbours, side by side,
//! the island in sight).

use super::network::{below, Bridge, Cell, Network};
use crate::geom::{Direction, Pos};
use rand_chacha::ChaCha8Rng;

impl Network {
    /// Whether an island stands on a cell diagonal to `p`, across a seam too.
    pub(super) fn has_diagonal(&self, p: Pos) -> bool {
        [Direction::Up, Direction::Down].iter().any(|&v| {
            self.step(p, v).is_some_and(|q| {
                [Direction::Left, Direction::Right].iter().any(|&h| {
                    self.step(q, h)
                        .is_some_and(|d| self.cell(d) == Cell::Island)
                })
            })
        })
    }

    /// Whether `p` and `q` are neighbours, across a seam too.
    pub(super) fn adjacent(&self, p: Pos, q: Pos) -> bool {
        Direction::ALL.iter().any(|&d| self.step(p, d) == Some(q))
    }

    /// The island seen from `p` towards `dir` across water only, and the cells walked.
    pub(super) fn sight(&self, p: Pos, dir: Direction) -> Option<(Pos, usize)> {
        let mut q = p;
        let mut len = 0;
        loop {
            q = self.step(q, dir)?;
            len += 1;
            if q == p {
                return None;
            }
            match self.cell(q) {
                Cell::Island => return Some((q, len)),
                Cell::Bridge => return None,
                Cell::Water => {}
            }
        }
    }

    /// Gives a new island at `spot` (added by a repair) its images: each on a bridge splits
    /// it, each in open water is bridged once to an island it sees across water. Returns
    /// false, changing nothing the caller keeps, when an image has no room or no way in.
    pub(super) fn place_images(&mut self, spot: Pos, rng: &mut ChaCha8Rng) -> bool {
        let (w, h) = (self.width, self.height);
        for q in self.symmetry.orbit(spot, w, h).into_iter().skip(1) {
            if self.cell(q) == Cell::Island {
                continue;
            }
            if !self.has_room_for_island(q) {
                return false;
            }
            let placed = match self.cell(q) {
                Cell::Bridge => self.split_bridge_at(q),
                _ => self.hang_island(q, rng),
            };
            if !placed {
                return false;
            }
        }
        true
    }

    /// Splits the bridge that runs over `q` in two at a new island there, each part as
    /// strong as before.
    pub(super) fn split_bridge_at(&mut self, q: Pos) -> bool {
        let found = self.bridges.iter().position(|b| {
            let (a, z) = (self.islands[b.a], self.islands[b.b]);
            self.path(a, b.dir, z).contains(&q)
        });
        let Some(slot) = found else {
            return false;
        };
        let bridge = self.bridges.remove(slot);
        self.set(q, Cell::Island);
        self.islands.push(q);
        let new = self.islands.len() - 1;
        for (x, y) in [(bridge.a, new), (new, bridge.b)] {
            self.bridges.push(Bridge {
                a: x,
                b: y,
                dir: bridge.dir,
                count: bridge.count,
            });
        }
        true
    }

    /// Adds an island at water cell `q`, bridged once to an island it sees across water (the
    /// first of the four ways, from a random one, that has one).
    fn hang_island(&mut self, q: Pos, rng: &mut ChaCha8Rng) -> bool {
        let first = below(rng, 4);
        for turn in 0..4 {
            let dir = Direction::ALL[(first + turn) % 4];
            let Some((target, _)) = self.sight(q, dir) else {
                continue;
            };
            let Some(t) = self.island_index(target) else {
                continue;
            };
            for cell in self.path(q, dir, target) {
                self.set(cell, Cell::Bridge);
            }
            self.set(q, Cell::Island);
            self.islands.push(q);
            self.bridges.push(Bridge {
                a: self.islands.len() - 1,
                b: t,
                dir,
                count: 1,
            });
            return true;
        }
        false
    }
}
