//! How a band's networks are shaped (doubles, loops, bridge length), and how the generator
//! eases or tightens that shape to land in the band, for the rules the puzzle is made for.

use super::Params;
use crate::number::bounded;
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
    /// Under rules of 3 or 4 bridges a pair, the chance that a bridge of more than one has
    /// the most. Middling counts make middling numbers, which admit many ways to share them
    /// out: drawn evenly, 9 in 10 networks at 25x25 rated above hard and their uniqueness
    /// checks took ten times as long; with 0.6, about a quarter land in hard. Less for the
    /// top bands and on smaller boards: at 7x7, m3L and m4L extreme gave up on a seed in 200.
    pub most: f64,
    /// Single-bridge rules: a loop bridge there raises a number to the count of islands it
    /// sees, which gives the bridges away, so loops make such puzzles easier, not harder.
    pub single: bool,
}

/// Board area (cells) from which the band's whole `most` share is used: 25x25, where it was
/// measured.
const MOST_FULL_AREA: f64 = 625.0;

/// Longest bridge grown under single-bridge rules, whatever the band. Short bridges pack
/// islands that see several others each, so a number below its count of neighbours leaves a
/// choice that the crossings and connectivity of nearby islands settle; the climb of
/// `harden` then reaches the band in fewer moves. Measured at 25x25 hard (30 seeds, density
/// 0.17): median 3.5 ms under `m1` and 7 ms under `m1L` with 3 to 5 here, against 7 and 60 ms
/// with 10 (the band's 7 plus 3, which had been measured to give more hard networks at
/// 15x15 before puzzles were climbed).
const SINGLE_LONGEST: u32 = 4;

impl Style {
    /// Scales how loopy and how single-bridged the networks are (`factor` > 1: harder).
    pub fn adjust(&mut self, factor: f64) {
        let loops = if self.single { 1.0 / factor } else { factor };
        self.extra = bounded(self.extra * loops, 0.02, 0.8);
        self.double = bounded(self.double / factor, 0.05, 0.7);
        self.most = bounded(self.most / factor, 0.1, 0.9);
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
            style.max_len = SINGLE_LONGEST;
        }
        let area = (params.width * params.height) as f64;
        style.adjust((EASED_ABOVE / area).powf(0.6).min(1.0));
        // Not eased like the rest but scaled down on smaller boards, which need middling
        // counts to reach the top bands at all.
        style.most =
            Self::for_band(params.difficulty).most * (area / MOST_FULL_AREA).sqrt().min(1.0);
        style
    }

    pub fn for_band(band: Band) -> Self {
        match band {
            Band::Easy => Style {
                double: 0.45,
                extra: 0.15,
                max_len: 5,
                single: false,
                most: 0.6,
            },
            Band::Medium => Style {
                double: 0.35,
                extra: 0.25,
                max_len: 6,
                single: false,
                most: 0.6,
            },
            Band::Hard => Style {
                double: 0.25,
                extra: 0.35,
                max_len: 7,
                single: false,
                most: 0.6,
            },
            Band::Expert => Style {
                double: 0.2,
                extra: 0.45,
                max_len: 8,
                single: false,
                most: 0.5,
            },
            Band::Extreme => Style {
                double: 0.15,
                extra: 0.5,
                max_len: 9,
                single: false,
                most: 0.4,
            },
        }
    }
}
