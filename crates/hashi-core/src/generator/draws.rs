//! What a laid-out network draws for itself, by generator version: its share of islands in
//! orbits, its density, and how loopy it is. Per-network draws make puzzles differ from each
//! other the way hand-made ones do; version 9 draws them closer to how hand-made puzzles
//! spread (measured on the 910 of the janko.at collection, kept outside the repository).

use super::chance::chance;
use super::network::below;
use crate::rating::Band;
use rand_chacha::ChaCha8Rng;

/// A number from `low` to `high`, drawn the same on every target.
pub(super) fn between(rng: &mut ChaCha8Rng, (low, high): (f64, f64)) -> f64 {
    low + (high - low) * below(rng, 1 << 20) as f64 / f64::from(1u32 << 20)
}

/// A version's per-network draws.
pub(super) struct Draws {
    /// Without an exact symmetry: the chance that every island is placed in an orbit.
    pub whole_orbits: f64,
    /// Otherwise the ranges the share of islands placed in orbits is drawn from: the first
    /// at chance `low_orbits`, else the second.
    pub low_orbits: f64,
    pub orbit_shares: [(f64, f64); 2],
    /// Added to the band's density, easy and medium first, then the harder bands: where
    /// layouts fell below the hand-made density of their band.
    pub density_lift: [f64; 2],
    /// How far a network's density strays, either way, from its band's.
    pub density_spread: f64,
    /// The chance that a network is sparse (islands per cell drawn from `sparse_density`,
    /// bridges as long as they come) rather than dense.
    pub sparse: f64,
    pub sparse_density: (f64, f64),
    /// The chance that a network closes no loops of its own (hand-made: one in seven
    /// solutions is a tree), and otherwise the range of the factor on the style's loop
    /// chance, drawn evenly on a log scale.
    pub treelike: f64,
    pub loopiness: (f64, f64),
}

/// Version 8's draws: a quarter of networks wholly in orbits, else a share from 0.25 to 0.85;
/// density within 0.06 of the band's; loops as the style says.
pub(super) const V8: Draws = Draws {
    whole_orbits: 0.25,
    low_orbits: 0.0,
    orbit_shares: [(0.25, 0.85), (0.25, 0.85)],
    density_lift: [0.0, 0.0],
    density_spread: 0.06,
    sparse: 0.0,
    sparse_density: (0.0, 0.0),
    treelike: 0.0,
    loopiness: (1.0, 1.0),
};

/// Version 9's draws, from the hand-made collection's spread: islands with their half-turn
/// image mostly 0.7 to 0.9 of them (version 8: evenly 0.25 to 0.85, a quarter all), one
/// layout in six mostly asymmetric; one in twenty sparse (about 0.2 islands a cell, long
/// bridges, as in a twentieth of the collection); one in seven a tree, and the rest from
/// half as loopy to twice.
pub(super) const V9: Draws = Draws {
    whole_orbits: 0.04,
    low_orbits: 0.22,
    orbit_shares: [(0.0, 0.45), (0.68, 0.96)],
    density_lift: [0.017, 0.008],
    density_spread: 0.025,
    sparse: 0.05,
    sparse_density: (0.17, 0.25),
    treelike: 0.10,
    loopiness: (0.7, 5.0),
};

impl Draws {
    /// The share of islands placed with their images (1 when `exact`).
    pub fn orbit_share(&self, exact: bool, rng: &mut ChaCha8Rng) -> f64 {
        if exact {
            1.0
        } else if chance(rng, self.whole_orbits) {
            // Every island in an orbit, but the repairs free to add islands alone.
            0.999_999
        } else if self.low_orbits > 0.0 && chance(rng, self.low_orbits) {
            between(rng, self.orbit_shares[0])
        } else {
            between(rng, self.orbit_shares[1])
        }
    }

    /// The network's islands per cell, about `density` (its band's, `band`).
    pub fn density(&self, density: f64, band: Band, rng: &mut ChaCha8Rng) -> f64 {
        if self.sparse > 0.0 && chance(rng, self.sparse) {
            return between(rng, self.sparse_density);
        }
        let lift = self.density_lift[usize::from(band > Band::Medium)];
        density + lift + between(rng, (-self.density_spread, self.density_spread))
    }

    /// The factor on the style's loop chance for one network (0: a tree where the joins
    /// allow).
    pub fn loop_factor(&self, rng: &mut ChaCha8Rng) -> f64 {
        if self.treelike > 0.0 && chance(rng, self.treelike) {
            return 0.0;
        }
        let (low, high) = self.loopiness;
        if low == high {
            return low;
        }
        (low.ln() + (high.ln() - low.ln()) * between(rng, (0.0, 1.0))).exp()
    }
}
