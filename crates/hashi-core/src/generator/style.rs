//! How a band's networks are shaped (doubles, loops, bridge length), and how the generator
//! eases or tightens that shape to land in the band, for the rules the puzzle is made for.

use super::Params;
use crate::number::bounded;
use crate::rating::Band;

/// Board area (cells) beyond which a band's style is eased.
const EASED_ABOVE: f64 = 225.0;

/// How a band's networks are shaped.
#[derive(Clone, Copy)]
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
    /// How far steering may take the share of doubles.
    pub double_range: (f64, f64),
}

/// The share of bridged pairs that the current version draws as doubles for `band`, before
/// steering: near hand-made puzzles of that band.
pub fn double_share(band: Band) -> f64 {
    match band {
        Band::Easy => 0.35,
        Band::Medium => 0.31,
        Band::Hard => 0.25,
        Band::Expert => 0.26,
        Band::Extreme => 0.27,
    }
}

/// How far version 8 steers the share of doubles from its band's, either way.
const DOUBLE_STEER: f64 = 0.08;

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
        self.double = bounded(
            self.double / factor,
            self.double_range.0,
            self.double_range.1,
        );
        self.most = bounded(self.most / factor, 0.1, 0.9);
    }

    /// Version 8's style: version 7's, with each band's share of doubles as in hand-made
    /// puzzles of that band (rated by us: easy 0.39, medium 0.33, hard 0.25, expert 0.26,
    /// extreme 0.27) and steering kept near it, so that bands are reached by loops and the
    /// layout rather than by doubles alone; and `more_loops` times the loops.
    pub fn for_params_v8(params: &Params, more_loops: f64) -> Self {
        let mut style = Self::for_band(params.difficulty);
        let double = double_share(params.difficulty);
        style.double = double;
        style.double_range = (double - DOUBLE_STEER, double + DOUBLE_STEER);
        style.extra = bounded(style.extra * more_loops, 0.02, 0.8);
        style.fitted(params)
    }

    /// The band's style, eased on boards larger than 15x15: a big board has more places where
    /// a hard deduction can be needed, so the same style rates harder there and most networks
    /// would be thrown away.
    pub fn for_params(params: &Params) -> Self {
        Self::for_band(params.difficulty).fitted(params)
    }

    /// This style fitted to the rules and the board's size.
    fn fitted(mut self, params: &Params) -> Self {
        let most = self.most;
        if params.rules.max_bridges() == 1 {
            self.single = true;
            // Start where loops are fewest: each one makes a single-bridge puzzle easier.
            self.extra = 0.02;
            self.max_len = SINGLE_LONGEST;
        }
        let area = (params.width * params.height) as f64;
        self.adjust((EASED_ABOVE / area).powf(0.6).min(1.0));
        // Not eased like the rest but scaled down on smaller boards, which need middling
        // counts to reach the top bands at all.
        self.most = most * (area / MOST_FULL_AREA).sqrt().min(1.0);
        self
    }

    pub fn for_band(band: Band) -> Self {
        match band {
            Band::Easy => Style {
                double: 0.45,
                extra: 0.15,
                max_len: 5,
                single: false,
                double_range: (0.05, 0.7),
                most: 0.6,
            },
            Band::Medium => Style {
                double: 0.35,
                extra: 0.25,
                max_len: 6,
                single: false,
                double_range: (0.05, 0.7),
                most: 0.6,
            },
            Band::Hard => Style {
                double: 0.25,
                extra: 0.35,
                max_len: 7,
                single: false,
                double_range: (0.05, 0.7),
                most: 0.6,
            },
            Band::Expert => Style {
                double: 0.2,
                extra: 0.45,
                max_len: 8,
                single: false,
                double_range: (0.05, 0.7),
                most: 0.5,
            },
            Band::Extreme => Style {
                double: 0.15,
                extra: 0.5,
                max_len: 9,
                single: false,
                double_range: (0.05, 0.7),
                most: 0.4,
            },
        }
    }
}
