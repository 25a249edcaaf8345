//! What to generate, and why nothing was: the parameters, their limits and the errors.

use super::symmetry::{Symmetry, SymmetryRefusal};
use crate::puzzle::MAX_SIDE;
use crate::rating::Band;
use crate::rule_set::{RuleSet, Wrap};
use std::fmt;

/// How much sparser single-bridge boards are than the band's density. Measured at 25x25 hard
/// (30 seeds, bridges at most 4 long): density 0.14 to 0.17 generated fastest (median 3.5 to
/// 5 ms under `m1`, 7 to 14 ms under `m1L`); 0.2 took 5 and 12 ms, 0.26 took 18 and 49 ms.
const SINGLE_SPARSER: f64 = 0.11;

/// Smallest and largest side the generator accepts: up to the largest puzzle of all
/// ([`MAX_SIDE`]). Not every band reliably makes every size up to it
/// ([`Params::largest_area_under`]).
pub const MIN_SIDE: usize = 5;
pub const MAX_GENERATED_SIDE: usize = MAX_SIDE;
/// The longest side the generator accepted before boards went up to 100x100. Boards within
/// it are grown and repaired as they were, so that the larger boards change no seed's puzzle
/// there; a longer side also gets the repairs only big boards need (`Network::wide_repairs`).
pub(super) const FORMER_MAX_SIDE: usize = 50;
/// Narrowest side that reliably generates along a wrapped axis: on a narrower one a pair
/// alone in its line sees each other both ways round, with no room between for an island to
/// tell the two routes apart, so the pair can move its bridges to the other route.
pub const MIN_WRAPPED_SIDE: usize = 7;
/// Narrowest side at which flat single-bridge trees (`m1L`) reliably reach hard.
const SINGLE_TREE_HARD_SIDE: usize = 14;
/// Narrowest side at which flat boards without loops reliably reach extreme.
const FLAT_TREE_EXTREME_SIDE: usize = 12;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    pub width: usize,
    pub height: usize,
    pub difficulty: Band,
    /// Share of cells that are islands (0.1 to 0.4); None for the band's default.
    pub density: Option<f64>,
    /// The rules the puzzle is made for.
    pub rules: RuleSet,
    /// The symmetry the island positions keep exactly; None for the generator's own choice
    /// (version 8: mostly symmetric under a half turn, as hand-made puzzles are; version 7
    /// has none).
    pub symmetry: Option<Symmetry>,
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
            rules: RuleSet::STANDARD,
            symmetry: None,
        }
    }

    /// The fewest cells at which the band generates every time under the standard rules.
    /// Measured (`hashi gen`, 12 seeds a size): hard fails at 6x6 for 8 seeds in 12 and
    /// extreme at 6x6 for 9, expert finds nothing at 9x9 and has to search long at 10x9; from
    /// these areas up, every seed gave a puzzle, whatever the shape (5x10, 7x7, 8x13, 5x20,
    /// 50x5...). Smaller grids hold too few islands for the deductions the band asks for.
    /// Other rule sets: [`Params::smallest_area_under`].
    pub fn smallest_area(difficulty: Band) -> usize {
        match difficulty {
            Band::Easy | Band::Medium => MIN_SIDE * MIN_SIDE,
            Band::Hard | Band::Extreme => 49,
            Band::Expert => 100,
        }
    }

    /// The fewest cells at which the band generates every time under `rules` (with sides of
    /// at least [`Params::smallest_sides`]). Rules of 2 to 4 bridges a pair need what the
    /// standard ones do (`tests/integration/generator_variants.rs`), but for extreme on flat boards
    /// without loops (below). Single-bridge boards are sparser, so
    /// they need more cells for the islands the upper bands ask for: expert wants one
    /// lookahead in 25 to 100 islands, and hard under `m1L` several isolations without one.
    /// Measured with `hashi bench-gen` (every seed of 200 succeeded at each rule set's
    /// smallest square of these areas; smaller ones, 40 to 200 seeds): `m1` medium failed at 5x5, hard on 1 seed in 40 at 10x10, extreme on
    /// 3 at 9x9; `m1L` medium on 5 in 40 at 8x8, hard on 2 in 200 at 13x13; expert gave nothing at
    /// 10x10 under any single-bridge rules; on wrapped boards hard failed at 7x7 under `m1w`
    /// (5 in 60) and `m1Lt` (25), and under `m1Lw` at 8x8 (8).
    ///
    /// Since extreme takes a step beyond Tatham's Bridges solver (generator version 6), flat
    /// boards without loops need 12x12 for it, whatever the bridges a pair
    /// ([`Params::smallest_sides`]; none of 400 seeds failed at 12x12 under `L`, `m3L`, `m4L`
    /// and `m1L`, 2 to 5 in 600 at 11x11 under `L` and `m3L`, 4 in 200 at 10x10 under `m1L`,
    /// 1 or 2 in 200 at 8x16 and 10x13, 13 in 200 at 7x7 under `L`), and single bridges on a
    /// cylinder 8x8 (`m1w` and `m1Lw` failed on 3 to 5 seeds in 30 at 7x7, none in 100 at
    /// 8x8).
    pub fn smallest_area_under(difficulty: Band, rules: RuleSet) -> usize {
        let flat = rules.wrap() == Wrap::Flat;
        let loops = rules.allows_loops();
        if difficulty == Band::Extreme && flat && !loops {
            return FLAT_TREE_EXTREME_SIDE * FLAT_TREE_EXTREME_SIDE;
        }
        if rules.max_bridges() > 1 {
            return Self::smallest_area(difficulty);
        }
        match difficulty {
            Band::Easy => MIN_SIDE * MIN_SIDE,
            Band::Medium if flat && !loops => 81,
            Band::Medium => 49,
            Band::Hard if flat && loops => 144,
            Band::Hard if flat => 196,
            Band::Hard if rules.wrap() == Wrap::Torus && loops => 49,
            Band::Hard if rules.wrap() == Wrap::Cylinder && !loops => 81,
            Band::Hard => 64,
            Band::Expert => 144,
            Band::Extreme if flat => 100,
            Band::Extreme if rules.wrap() == Wrap::Cylinder => 64,
            Band::Extreme => 49,
        }
    }

    /// The narrowest width and height that the band reliably generates at under `rules`. A
    /// wrapped axis needs [`MIN_WRAPPED_SIDE`]; single-bridge rules need it on both axes
    /// above easy (5 wide, `m1L` failed on 9 seeds in 40 at 5x17 medium and on 30 at 5x45
    /// hard, `m1` on 1 at 5x29 expert; at 7 wide none failed, but for hard under flat `m1L`:
    /// 2 in 30 at 7x33, 4 in 40 at 9x19, 5 in 40 at 12x12, 2 in 200 at 13x13, none in 200
    /// at 14x14 and 15x15).
    pub fn smallest_sides(difficulty: Band, rules: RuleSet) -> (usize, usize) {
        let wrap = rules.wrap();
        // Flat boards without loops reach extreme reliably only from 12x12 (see
        // `smallest_area_under`).
        if difficulty == Band::Extreme && wrap == Wrap::Flat && !rules.allows_loops() {
            return (FLAT_TREE_EXTREME_SIDE, FLAT_TREE_EXTREME_SIDE);
        }
        if rules.max_bridges() == 1 && difficulty > Band::Easy {
            // Flat trees reach hard reliably only from 14x14 (see above).
            let side = match difficulty {
                Band::Hard if wrap == Wrap::Flat && !rules.allows_loops() => SINGLE_TREE_HARD_SIDE,
                _ => MIN_WRAPPED_SIDE,
            };
            return (side, side);
        }
        let side = |wraps: bool| if wraps { MIN_WRAPPED_SIDE } else { MIN_SIDE };
        (side(wrap.rows()), side(wrap.columns()))
    }

    /// Whether these parameters are within what the band reliably generates under their
    /// rules; a smaller grid may still succeed for some seeds, which is why links to one are
    /// not refused.
    pub fn is_reliable(&self) -> bool {
        let (width, height) = Self::smallest_sides(self.difficulty, self.rules);
        let area = self.width * self.height;
        self.width >= width
            && self.height >= height
            && area >= Self::smallest_area_under(self.difficulty, self.rules)
            && Self::largest_area_under(self.difficulty, self.rules).is_none_or(|most| area <= most)
    }

    /// The most cells at which the band generates every time under `rules`, where that is
    /// bounded. A band is reliable at a size while a seed needs on average no more than about
    /// 40 networks of the 400 allowed (`MAX_ATTEMPTS`), so that a seed gives up about once in
    /// 20,000 (networks are accepted independently, so the attempts are near geometric).
    ///
    /// - Easy: a big board has more places where a deduction beyond the local rules may be
    ///   needed, and one is enough to make a puzzle medium, so the share of easy networks
    ///   falls with the area. Measured (`hashi bench-gen --table`, 8 seeds each): under the
    ///   standard rules a seed needed 7 networks on average at 70x70, 12 at 80x80, 45 at
    ///   90x90 and 118 at 100x100 (up to 305), and `m3` and `m4` much the same (at 100x100
    ///   3 seeds in 16 gave up); wrapped boards that allow loops and take 3 or 4 bridges a
    ///   pair needed 7 to 20 at 90x90 and 42 to 66 at 100x100; every other rule set 6 to 40
    ///   at 100x100.
    /// - Single-bridge extreme puzzles are climbed to the band a bridge at a time, and on big
    ///   boards the climb runs out: 30x30 gave every seed of 8 under each single-bridge rule
    ///   set (median 14 ms under `m1w` to 515 ms under `m1L`); 35x35 failed 1 seed in 4
    ///   under `m1`, 40x40 1 in 5, 50x50 every seed under `m1`, `m1L` and `m1w`.
    /// - Single-bridge expert puzzles are climbed too, and need more networks as the board
    ///   grows. Measured (4 seeds each, networks a seed needed on average): at 40x40 5 to 19
    ///   under every single-bridge rule set; at 50x50 7 (`m1t`) to 23-40 (`m1`, `m1w`,
    ///   `m1Lt`), 96 under `m1Lw` and 200 under `m1L` (up to 303); at 60x60 `m1L` and `m1Lw`
    ///   gave up on 2 seeds in 4; at 100x100 none gave a puzzle within 40 s.
    ///
    /// Every other band makes 100x100 under every rule set (8 seeds under the standard
    /// rules, `m3` and `m4`, 4 under each single-bridge rule set, at most 58 networks a seed).
    pub fn largest_area_under(difficulty: Band, rules: RuleSet) -> Option<usize> {
        let single = rules.max_bridges() == 1;
        let flat = rules.wrap() == Wrap::Flat;
        match difficulty {
            Band::Extreme if single => Some(30 * 30),
            Band::Expert if single => Some(40 * 40),
            Band::Easy if !single && rules.allows_loops() && flat => Some(80 * 80),
            Band::Easy if rules.allows_loops() && rules.max_bridges() > 2 => Some(90 * 90),
            _ => None,
        }
    }

    /// The island density used: the requested one, or the band's (sparser under
    /// single-bridge rules, where an island needs more neighbours than its number to ask for
    /// thought: measured at 15x15, a density of 0.16 doubled the share of hard puzzles).
    pub fn density(&self) -> f64 {
        let band = match self.difficulty {
            Band::Easy => 0.30,
            Band::Medium => 0.29,
            Band::Hard => 0.28,
            Band::Expert => 0.27,
            Band::Extreme => 0.26,
        };
        let rules = if self.rules.max_bridges() == 1 {
            SINGLE_SPARSER
        } else {
            0.0
        };
        self.density.unwrap_or(band - rules)
    }

    /// The island density version 8 uses: the requested one, or the band's, as dense as
    /// published hand-made puzzles (0.325 islands a cell on average); sparser under
    /// single-bridge rules, as in version 7.
    pub fn density_v8(&self) -> f64 {
        let band = match self.difficulty {
            Band::Easy => 0.33,
            Band::Medium => 0.33,
            Band::Hard => 0.365,
            Band::Expert => 0.365,
            Band::Extreme => 0.365,
        };
        let rules = if self.rules.max_bridges() == 1 {
            SINGLE_SPARSER
        } else {
            0.0
        };
        self.density.unwrap_or(band - rules)
    }

    pub(super) fn validate(&self) -> Result<(), GenerateError> {
        let side = MIN_SIDE..=MAX_GENERATED_SIDE;
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
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum GenerateError {
    Size {
        width: usize,
        height: usize,
    },
    /// Travels in whole percents, as its sentence gives it: a float's text would link float
    /// formatting into the workers that generate.
    Density(#[serde(with = "whole_percent")] f64),
    /// No puzzle of the band was found within the attempt limit.
    GaveUp {
        attempts: u32,
    },
    /// The symmetry asked for is not offered on this board or under these rules.
    Symmetry(SymmetryRefusal),
    /// A link or request named a generator version this build cannot make.
    UnknownVersion {
        version: u32,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::Size { width, height } => write!(
                f,
                "a {width}x{height} puzzle cannot be generated: width and height must each be {MIN_SIDE} to {MAX_GENERATED_SIDE}"
            ),
            // In whole percents: a float's text would link float formatting, some 3 KB of
            // download, into every worker that generates, for a message the app never shows.
            GenerateError::Density(d) if d.is_finite() => write!(
                f,
                "an island density of {}% is outside 10% to 40%",
                (d * 100.0).round() as i64
            ),
            GenerateError::Density(_) => write!(f, "the island density is not a number"),
            GenerateError::GaveUp { attempts } => write!(
                f,
                "no puzzle of this difficulty and size was found in {attempts} attempts; try another size or seed"
            ),
            GenerateError::Symmetry(why) => write!(f, "{why}"),
            GenerateError::UnknownVersion { version } => write!(
                f,
                "generator version {version} is not one this build makes (it makes {} to {})",
                super::version::OLDEST_VERSION,
                super::version::GENERATOR_VERSION
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

/// A share (0.25) written as whole percents (25), `null` when it is not a number.
mod whole_percent {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(share: &f64, serializer: S) -> Result<S::Ok, S::Error> {
        match share.is_finite() {
            true => serializer.serialize_some(&((share * 100.0).round() as i64)),
            false => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<f64, D::Error> {
        Ok(Option::<i64>::deserialize(deserializer)?
            .map_or(f64::NAN, |percent| percent as f64 / 100.0))
    }
}
