//! How a band's networks are shaped (doubles, loops, bridge length), and how the generator
//! eases or tightens that shape to land in the band.

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
}

impl Style {
    /// Scales how loopy and how single-bridged the networks are (`factor` > 1: harder).
    pub fn adjust(&mut self, factor: f64) {
        self.extra = (self.extra * factor).clamp(0.02, 0.8);
        self.double = (self.double / factor).clamp(0.05, 0.7);
    }

    /// The band's style, eased on boards larger than 15x15: a big board has more places where
    /// a hard deduction can be needed, so the same style rates harder there and most networks
    /// would be thrown away.
    pub fn for_params(params: &Params) -> Self {
        let mut style = Self::for_band(params.difficulty);
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
