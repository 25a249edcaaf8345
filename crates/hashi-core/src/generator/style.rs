//! How a band's networks are shaped (doubles, loops, bridge length), and how the generator
//! eases or tightens that shape to land in the band, for the rules the puzzle is made for.

use super::Params;
use crate::rating::Band;

/// Board area (cells) beyond which a band's style is eased.
const EASED_ABOVE: f64 = 225.0;

/// How a band's networks are shaped.
pub(super) struct Style {
    /// Chance a new bridge is a double.
    pub double: f64,
    /// Chance each extra visible pair gets a bridge, closing a loop.
    pub extra: f64,
    /// Longest bridge drawn while growing.
    pub max_len: u32,
    /// Single-bridge rules: a loop bridge there raises a number to the count of islands it
    /// sees, which gives the bridges away, so loops make such puzzles easier, not harder.
    pub single: bool,
}

/// Extra bridge length for single-bridge rules: a long sight line shows an island more
/// neighbours than its number, where the puzzle asks for thought. Measured at 15x15: hard
/// puzzles went from 3 in 100 networks to about 10.
const SINGLE_LONGER: u32 = 3;

impl Style {
    /// Scales how loopy and how single-bridged the networks are (`factor` > 1: harder).
    pub fn adjust(&mut self, factor: f64) {
        let loops = if self.single { 1.0 / factor } else { factor };
        self.extra = (self.extra * loops).clamp(0.02, 0.8);
        self.double = (self.double / factor).clamp(0.05, 0.7);
    }

    /// The band's style, eased on boards larger than 15x15: a big board has more places where
    /// a hard deduction can be needed, so the same style rates harder there and most networks
    /// would be thrown away.
    pub fn for_params(params: &Params) -> Self {
        let mut style = Self::for_band(params.difficulty);
        if params.rules.max_bridges() == 1 {
            style.single = true;
            // Start where loops are fewest: each one makes a single-bridge puzzle easier.
            style.extra = 0.02;
            style.max_len += SINGLE_LONGER;
        }
        let area = (params.width * params.height) as f64;
        style.adjust((EASED_ABOVE / area).powf(0.6).min(1.0));
        style
    }

    pub fn for_band(band: Band) -> Self {
        match band {
            Band::Easy => Style {
                double: 0.45,
                extra: 0.15,
                max_len: 5,
                single: false,
            },
            Band::Medium => Style {
                double: 0.35,
                extra: 0.25,
                max_len: 6,
                single: false,
            },
            Band::Hard => Style {
                double: 0.25,
                extra: 0.35,
                max_len: 7,
                single: false,
            },
            Band::Expert => Style {
                double: 0.2,
                extra: 0.45,
                max_len: 8,
                single: false,
            },
            Band::Extreme => Style {
                double: 0.15,
                extra: 0.5,
                max_len: 9,
                single: false,
            },
        }
    }
}
