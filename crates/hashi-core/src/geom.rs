//! Grid positions and the four directions a bridge can run.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A cell on the grid: row `r` from the top, column `c` from the left, both from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub r: usize,
    pub c: usize,
}

impl Pos {
    pub const fn new(r: usize, c: usize) -> Self {
        Self { r, c }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.r, self.c)
    }
}

/// Why a position's text form was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PosParseError(pub String);

impl fmt::Display for PosParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a position (expected `row,col`)", self.0)
    }
}

impl std::error::Error for PosParseError {}

impl FromStr for Pos {
    type Err = PosParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || PosParseError(s.to_string());
        let (r, c) = s.split_once(',').ok_or_else(err)?;
        Ok(Pos::new(
            r.trim().parse().map_err(|_| err())?,
            c.trim().parse().map_err(|_| err())?,
        ))
    }
}

/// One of the four directions along the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    Up,
    Right,
    Down,
    Left,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::Up,
        Direction::Right,
        Direction::Down,
        Direction::Left,
    ];

    /// Index into per-direction arrays, in the order of [`Direction::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Right => Direction::Left,
            Direction::Down => Direction::Up,
            Direction::Left => Direction::Right,
        }
    }

    /// The direction that leads from `from` straight to `to`, if they share a row or column.
    pub fn between(from: Pos, to: Pos) -> Option<Direction> {
        match (from.r == to.r, from.c == to.c) {
            (true, false) if to.c > from.c => Some(Direction::Right),
            (true, false) => Some(Direction::Left),
            (false, true) if to.r > from.r => Some(Direction::Down),
            (false, true) => Some(Direction::Up),
            _ => None,
        }
    }

    /// The next cell in this direction, if it is inside a `width` x `height` grid.
    pub fn step(self, p: Pos, width: usize, height: usize) -> Option<Pos> {
        match self {
            Direction::Up => p.r.checked_sub(1).map(|r| Pos::new(r, p.c)),
            Direction::Down => (p.r + 1 < height).then(|| Pos::new(p.r + 1, p.c)),
            Direction::Left => p.c.checked_sub(1).map(|c| Pos::new(p.r, c)),
            Direction::Right => (p.c + 1 < width).then(|| Pos::new(p.r, p.c + 1)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_round_trip_through_text() {
        let p = Pos::new(3, 14);
        assert_eq!(p.to_string().parse::<Pos>(), Ok(p));
        assert!("3;4".parse::<Pos>().is_err());
        assert!("a,4".parse::<Pos>().is_err());
    }

    #[test]
    fn direction_between_and_step() {
        let p = Pos::new(2, 2);
        assert_eq!(
            Direction::between(p, Pos::new(2, 5)),
            Some(Direction::Right)
        );
        assert_eq!(Direction::between(p, Pos::new(0, 2)), Some(Direction::Up));
        assert_eq!(Direction::between(p, Pos::new(3, 3)), None);
        assert_eq!(Direction::Up.step(Pos::new(0, 1), 3, 3), None);
        assert_eq!(
            Direction::Right.step(Pos::new(0, 1), 3, 3),
            Some(Pos::new(0, 2))
        );
        assert_eq!(Direction::Right.step(Pos::new(0, 2), 3, 3), None);
        for d in Direction::ALL {
            assert_eq!(d.opposite().opposite(), d);
        }
    }
}
