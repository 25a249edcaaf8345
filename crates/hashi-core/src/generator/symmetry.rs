//! The symmetries a generated layout can have (none, half turn, quarter turn, mirrors) and
//! the images of a cell and a direction under each: islands are placed in whole orbits, so
//! the positions are symmetric while the numbers follow the solution, as in Nikoli's puzzles.

use crate::geom::{Direction, Pos};
use crate::rule_set::{RuleSet, Wrap};
use std::fmt;
use std::str::FromStr;

/// How the island positions repeat across the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// No symmetry.
    None,
    /// A half turn about the centre maps the islands onto themselves (most hand-made puzzles).
    #[default]
    Rot180,
    /// A quarter turn does (square boards only).
    Rot90,
    /// A mirror between the left and right halves.
    MirrorLr,
    /// A mirror between the top and bottom halves.
    MirrorUd,
}

impl Symmetry {
    pub const ALL: [Symmetry; 5] = [
        Symmetry::None,
        Symmetry::Rot180,
        Symmetry::Rot90,
        Symmetry::MirrorLr,
        Symmetry::MirrorUd,
    ];

    /// The name used in links and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rot180 => "rot180",
            Symmetry::Rot90 => "rot90",
            Symmetry::MirrorLr => "mirror-lr",
            Symmetry::MirrorUd => "mirror-ud",
        }
    }

    pub fn from_id(id: &str) -> Option<Symmetry> {
        Symmetry::ALL.into_iter().find(|s| s.id() == id)
    }

    /// Whether a `width` x `height` board can have this symmetry: a quarter turn needs a
    /// square.
    pub fn fits(self, width: usize, height: usize) -> bool {
        self != Symmetry::Rot90 || width == height
    }

    /// How many maps the symmetry has, the identity included.
    pub fn order(self) -> usize {
        match self {
            Symmetry::None => 1,
            Symmetry::Rot90 => 4,
            _ => 2,
        }
    }

    /// The image of `p` under the symmetry's `k`th map (0 is the identity; a quarter turn's
    /// maps are 0 to 3 clockwise turns).
    pub fn image(self, k: usize, p: Pos, width: usize, height: usize) -> Pos {
        let once = |p: Pos| match self {
            Symmetry::None => p,
            Symmetry::Rot180 => Pos::new(height - 1 - p.r, width - 1 - p.c),
            // Clockwise: the top row becomes the right column.
            Symmetry::Rot90 => Pos::new(p.c, width - 1 - p.r),
            Symmetry::MirrorLr => Pos::new(p.r, width - 1 - p.c),
            Symmetry::MirrorUd => Pos::new(height - 1 - p.r, p.c),
        };
        (0..k).fold(p, |q, _| once(q))
    }

    /// The image of a direction under the `k`th map, as [`Symmetry::image`] turns cells.
    pub fn direction(self, k: usize, dir: Direction) -> Direction {
        let once = |d: Direction| match (self, d) {
            (Symmetry::None, d) => d,
            (Symmetry::Rot180, d) => d.opposite(),
            (Symmetry::Rot90, Direction::Up) => Direction::Right,
            (Symmetry::Rot90, Direction::Right) => Direction::Down,
            (Symmetry::Rot90, Direction::Down) => Direction::Left,
            (Symmetry::Rot90, Direction::Left) => Direction::Up,
            (Symmetry::MirrorLr, Direction::Left | Direction::Right) => d.opposite(),
            (Symmetry::MirrorUd, Direction::Up | Direction::Down) => d.opposite(),
            (_, d) => d,
        };
        (0..k).fold(dir, |d, _| once(d))
    }

    /// The orbit of `p`: its distinct images, `p` first.
    pub fn orbit(self, p: Pos, width: usize, height: usize) -> Vec<Pos> {
        let mut cells: Vec<Pos> = Vec::with_capacity(self.order());
        for k in 0..self.order() {
            let q = self.image(k, p, width, height);
            if !cells.contains(&q) {
                cells.push(q);
            }
        }
        cells
    }

    /// Whether the cells `islands` are the same set under every map of the symmetry.
    pub fn holds_for(self, islands: &[Pos], width: usize, height: usize) -> bool {
        let set: std::collections::HashSet<Pos> = islands.iter().copied().collect();
        islands
            .iter()
            .all(|&p| (1..self.order()).all(|k| set.contains(&self.image(k, p, width, height))))
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The longest side laid out in orbits. Beyond it (boards larger than any hand-made puzzle),
/// and under single-bridge rules, version 8 makes what version 7 makes: a dense layout's
/// uniqueness repairs cost 100 to 500 ms a network at 100x100, where version 7 makes 100x100
/// hard in about 70 ms, and at 50x50 easy a median of 435 ms against version 7's 5 ms; at
/// 40x40 version 8 takes 10 to 50 ms (medians of 10 seeds a band, `hashi bench-gen --table`).
pub const LAID_OUT_SIDE: usize = 40;

/// Why a symmetry asked for is not offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SymmetryRefusal {
    /// A quarter turn on a board that is not square.
    NotSquare,
    /// Anything but a half turn on a board that wraps around: a mirror or a quarter turn
    /// leaves pairs that see each other both ways round, which no repair can tell apart.
    Wrapped,
    /// Any symmetry under single-bridge rules, whose puzzles need the freedom of a layout
    /// grown bridge by bridge to reach their bands.
    SingleBridges,
    /// A board with a side beyond this many cells, which version 8 makes as version 7 does.
    TooWide { side: usize },
}

impl fmt::Display for SymmetryRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SymmetryRefusal::NotSquare => {
                write!(f, "a quarter-turn symmetry needs a square board")
            }
            SymmetryRefusal::Wrapped => write!(
                f,
                "a board that wraps around can only have half-turn symmetry"
            ),
            SymmetryRefusal::SingleBridges => write!(
                f,
                "symmetric puzzles need rules that allow two or more bridges a pair"
            ),
            SymmetryRefusal::TooWide { side } => {
                write!(f, "symmetry is offered on boards up to {side}x{side}")
            }
        }
    }
}

impl Symmetry {
    /// Why this symmetry is not offered on a `w` x `h` board under `rules`, if it is not.
    pub fn refusal(self, w: usize, h: usize, rules: RuleSet) -> Option<SymmetryRefusal> {
        if self == Symmetry::None {
            None
        } else if w.max(h) > LAID_OUT_SIDE {
            Some(SymmetryRefusal::TooWide {
                side: LAID_OUT_SIDE,
            })
        } else if rules.max_bridges() == 1 {
            Some(SymmetryRefusal::SingleBridges)
        } else if rules.wrap() != Wrap::Flat && self != Symmetry::Rot180 {
            Some(SymmetryRefusal::Wrapped)
        } else if !self.fits(w, h) {
            Some(SymmetryRefusal::NotSquare)
        } else {
            None
        }
    }
}

/// A symmetry's name that is none of [`Symmetry::ALL`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSymmetry(pub String);

impl fmt::Display for UnknownSymmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a symmetry: use none, rot180, rot90, mirror-lr or mirror-ud",
            self.0
        )
    }
}

impl std::error::Error for UnknownSymmetry {}

impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Symmetry::from_id(s).ok_or_else(|| UnknownSymmetry(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_map_sends_cells_and_directions_alike() {
        // Stepping from p towards d, then mapping, lands where stepping from the image of p
        // towards the image of d does.
        let (w, h) = (7, 7);
        for symmetry in Symmetry::ALL {
            for k in 0..symmetry.order() {
                for r in 1..h - 1 {
                    for c in 1..w - 1 {
                        let p = Pos::new(r, c);
                        for d in Direction::ALL {
                            let stepped = d.step(p, w, h).unwrap();
                            let mapped =
                                symmetry
                                    .direction(k, d)
                                    .step(symmetry.image(k, p, w, h), w, h);
                            assert_eq!(mapped, Some(symmetry.image(k, stepped, w, h)));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn orbits_close_and_names_round_trip() {
        assert_eq!(Symmetry::Rot90.orbit(Pos::new(0, 0), 5, 5).len(), 4);
        assert_eq!(
            Symmetry::Rot180.orbit(Pos::new(2, 2), 5, 5),
            vec![Pos::new(2, 2)]
        );
        assert_eq!(Symmetry::MirrorLr.orbit(Pos::new(1, 2), 5, 4).len(), 1);
        assert!(Symmetry::Rot180.holds_for(&[Pos::new(0, 0), Pos::new(3, 4)], 5, 4));
        assert!(!Symmetry::MirrorUd.holds_for(&[Pos::new(0, 0)], 5, 4));
        assert!(!Symmetry::Rot90.fits(5, 4));
        for s in Symmetry::ALL {
            assert_eq!(s.id().parse::<Symmetry>(), Ok(s));
        }
        assert!("diagonal"
            .parse::<Symmetry>()
            .unwrap_err()
            .to_string()
            .contains("rot180"));
    }
}
