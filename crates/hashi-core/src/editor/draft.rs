//! A puzzle being drawn: a grid, islands with their numbers, and optionally the author's
//! own bridges, from which the numbers follow. Every change goes through one method that
//! says why it is refused, so a saved draft can be replayed through the same checks.

use crate::formats::write_task;
use crate::generator::{MAX_GENERATED_SIDE, MIN_SIDE};
use crate::geom::Pos;
use crate::puzzle::Puzzle;
use crate::rule_set::RuleSet;

/// The editor makes puzzles for the standard rules.
const MAX_BRIDGES: u8 = RuleSet::STANDARD.max_bridges();
const MAX_TARGET: u8 = RuleSet::STANDARD.max_target();
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A puzzle being drawn. Islands are keyed by position; drawn bridges by their ends
/// (upper/left end first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    width: usize,
    height: usize,
    islands: BTreeMap<Pos, u8>,
    bridges: BTreeMap<(Pos, Pos), u8>,
    /// Where the author last changed something: a reason for no solution names the island
    /// nearest it, where it could name several.
    last_change: Option<Pos>,
}

/// Why a change to a draft is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftError {
    Size { width: usize, height: usize },
    Outside { pos: Pos },
    Number { pos: Pos, number: u8 },
    NoIsland { pos: Pos },
    OnBridge { pos: Pos },
    NotInLine { a: Pos, b: Pos },
    IslandBetween { a: Pos, b: Pos, between: Pos },
    Crossing { a: Pos, b: Pos },
    NumberFollowsBridges { pos: Pos },
    BridgeCount { a: Pos, b: Pos, count: u8 },
}

impl Draft {
    /// An empty grid of a size the generator also makes: 5 to 100 a side.
    pub fn new(width: usize, height: usize) -> Result<Draft, DraftError> {
        let side = MIN_SIDE..=MAX_GENERATED_SIDE;
        if !side.contains(&width) || !side.contains(&height) {
            return Err(DraftError::Size { width, height });
        }
        Ok(Draft {
            width,
            height,
            islands: BTreeMap::new(),
            bridges: BTreeMap::new(),
            last_change: None,
        })
    }

    /// A draft holding `puzzle`'s islands (for "edit a copy"); refused if its size is one the
    /// editor does not offer.
    pub fn from_puzzle(puzzle: &Puzzle) -> Result<Draft, DraftError> {
        let mut draft = Draft::new(puzzle.width(), puzzle.height())?;
        for island in puzzle.islands() {
            draft.set_number(island.pos, island.target)?;
        }
        draft.last_change = None;
        Ok(draft)
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// The number at `pos`, if an island stands there.
    pub fn number(&self, pos: Pos) -> Option<u8> {
        self.islands.get(&pos).copied()
    }

    /// Islands in row-major order, with their numbers.
    pub fn islands(&self) -> impl Iterator<Item = (Pos, u8)> + '_ {
        self.islands.iter().map(|(&pos, &number)| (pos, number))
    }

    pub fn island_count(&self) -> usize {
        self.islands.len()
    }

    /// Drawn bridges: ends (upper/left first) and count.
    pub fn bridges(&self) -> impl Iterator<Item = (Pos, Pos, u8)> + '_ {
        self.bridges.iter().map(|(&(a, b), &n)| (a, b, n))
    }

    /// Bridges drawn at the island at `pos`.
    fn drawn_total(&self, pos: Pos) -> u8 {
        self.bridges
            .iter()
            .filter(|((a, b), _)| *a == pos || *b == pos)
            .map(|(_, &n)| n)
            .sum()
    }

    fn check_inside(&self, pos: Pos) -> Result<(), DraftError> {
        if pos.r < self.height && pos.c < self.width {
            Ok(())
        } else {
            Err(DraftError::Outside { pos })
        }
    }

    /// Where the author last changed the draft (an island placed, renumbered or removed, a
    /// bridge drawn: its first end), if anywhere since it was made or saved.
    pub fn last_change(&self) -> Option<Pos> {
        self.last_change
    }

    /// Places an island numbered `number` at `pos`, or renumbers the one there.
    pub fn set_number(&mut self, pos: Pos, number: u8) -> Result<(), DraftError> {
        self.place_number(pos, number)?;
        self.last_change = Some(pos);
        Ok(())
    }

    fn place_number(&mut self, pos: Pos, number: u8) -> Result<(), DraftError> {
        self.check_inside(pos)?;
        if !(1..=MAX_TARGET).contains(&number) {
            return Err(DraftError::Number { pos, number });
        }
        let follows_bridges = self.drawn_total(pos) > 0;
        match self.islands.get_mut(&pos) {
            Some(_) if follows_bridges => Err(DraftError::NumberFollowsBridges { pos }),
            Some(current) => {
                *current = number;
                Ok(())
            }
            None => {
                if self
                    .bridges
                    .keys()
                    .any(|&(a, b)| strictly_between(a, b, pos))
                {
                    return Err(DraftError::OnBridge { pos });
                }
                self.islands.insert(pos, number);
                Ok(())
            }
        }
    }

    /// Removes the island at `pos` and any bridges drawn to it.
    pub fn remove(&mut self, pos: Pos) -> Result<(), DraftError> {
        self.check_inside(pos)?;
        if self.islands.remove(&pos).is_none() {
            return Err(DraftError::NoIsland { pos });
        }
        let touching: Vec<(Pos, Pos)> = self
            .bridges
            .keys()
            .filter(|&&(a, b)| a == pos || b == pos)
            .copied()
            .collect();
        for key in touching {
            self.bridges.remove(&key);
            let other = if key.0 == pos { key.1 } else { key.0 };
            self.follow(other);
        }
        self.last_change = Some(pos);
        Ok(())
    }

    /// Cycles the drawn bridges between the islands at `a` and `b` (0, 1, 2, back to 0);
    /// both numbers then follow their drawn bridges.
    pub fn cycle_bridge(&mut self, a: Pos, b: Pos) -> Result<u8, DraftError> {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        for pos in [a, b] {
            self.check_inside(pos)?;
            if !self.islands.contains_key(&pos) {
                return Err(DraftError::NoIsland { pos });
            }
        }
        if a == b || (a.r != b.r && a.c != b.c) {
            return Err(DraftError::NotInLine { a, b });
        }
        if let Some(&between) = self.islands.keys().find(|&&p| strictly_between(a, b, p)) {
            return Err(DraftError::IslandBetween { a, b, between });
        }
        if self
            .bridges
            .keys()
            .any(|&(c, d)| (c, d) != (a, b) && crosses((a, b), (c, d)))
        {
            return Err(DraftError::Crossing { a, b });
        }
        let next = (self.bridges.get(&(a, b)).copied().unwrap_or(0) + 1) % (MAX_BRIDGES + 1);
        if next == 0 {
            self.bridges.remove(&(a, b));
        } else {
            self.bridges.insert((a, b), next);
        }
        self.follow(a);
        self.follow(b);
        self.last_change = Some(a);
        Ok(next)
    }

    /// Sets the number at `pos` to its drawn bridges, when it has any; an island whose last
    /// bridge was removed keeps the number it had.
    fn follow(&mut self, pos: Pos) {
        let total = self.drawn_total(pos);
        if let Some(number) = self.islands.get_mut(&pos) {
            if total > 0 {
                *number = total;
            }
        }
    }

    /// Makes a suggested change. A new island on a drawn bridge splits it in two, each part as
    /// strong as before, so the number it gets follows them (the drawn solution still fits).
    pub fn apply(&mut self, change: Change) -> Result<(), DraftError> {
        let pos = match change {
            Change::AddIsland { pos, .. } | Change::SetNumber { pos, .. } => pos,
            Change::Bridge { a, .. } => a,
        };
        let crossed = self
            .bridges
            .iter()
            .find(|(&(a, b), _)| strictly_between(a, b, pos))
            .map(|(&ends, &count)| (ends, count));
        match (change, crossed) {
            (Change::AddIsland { number, .. }, Some(((a, b), count))) if number == 2 * count => {
                self.bridges.remove(&(a, b));
                self.islands.insert(pos, number);
                self.bridges.insert((a, pos), count);
                self.bridges.insert((pos, b), count);
                self.last_change = Some(pos);
                Ok(())
            }
            (Change::AddIsland { number, .. } | Change::SetNumber { number, .. }, _) => {
                self.set_number(pos, number)
            }
            (Change::Bridge { a, b, from, to }, _) => self.redraw(a, b, from, to),
        }
    }

    /// Sets the drawn bridges between `a` and `b` from `from` to `to`. Refused unless both
    /// numbers follow drawn bridges before and after (an end without any keeps its number,
    /// so the change would not be the one judged), or when the draft does not hold `from`.
    fn redraw(&mut self, a: Pos, b: Pos, from: u8, to: u8) -> Result<(), DraftError> {
        let key = if a <= b { (a, b) } else { (b, a) };
        let drawn = self.bridges.get(&key).copied().unwrap_or(0);
        if drawn != from || to > MAX_BRIDGES {
            return Err(DraftError::BridgeCount { a, b, count: to });
        }
        let follows = |end: Pos| {
            let total = self.drawn_total(end);
            total > 0 && total + to > drawn
        };
        if !follows(a) || !follows(b) {
            return Err(DraftError::BridgeCount { a, b, count: to });
        }
        let mut count = drawn;
        while count != to {
            count = self.cycle_bridge(a, b)?;
        }
        Ok(())
    }

    /// Removes every drawn bridge, keeping the numbers they gave.
    pub fn clear_bridges(&mut self) {
        self.bridges.clear();
    }

    /// The puzzle as drawn: None while the grid has no island.
    pub fn puzzle(&self) -> Option<Puzzle> {
        Puzzle::new(
            self.width,
            self.height,
            self.islands().map(|(pos, number)| (pos, u32::from(number))),
        )
        .ok()
    }

    /// The puzzle's task string (the `/hashi/i/...` address), None while there is no island.
    pub fn task(&self) -> Option<String> {
        self.puzzle().map(|p| write_task(&p))
    }

    /// The draft as plain data, for local saves.
    pub fn to_saved(&self) -> SavedDraft {
        SavedDraft {
            width: self.width,
            height: self.height,
            islands: self.islands().map(|(p, n)| (p.r, p.c, n)).collect(),
            bridges: self
                .bridges()
                .map(|(a, b, n)| (a.r, a.c, b.r, b.c, n))
                .collect(),
            last_change: self.last_change.map(|p| (p.r, p.c)),
        }
    }

    /// Rebuilds a saved draft through the same checks as editing, so a damaged save is
    /// refused with the reason instead of trusted.
    pub fn from_saved(saved: &SavedDraft) -> Result<Draft, DraftError> {
        let mut draft = Draft::new(saved.width, saved.height)?;
        for &(r, c, n) in &saved.islands {
            draft.set_number(Pos::new(r, c), n)?;
        }
        for &(ar, ac, br, bc, n) in &saved.bridges {
            let (a, b) = (Pos::new(ar, ac), Pos::new(br, bc));
            if !(1..=MAX_BRIDGES).contains(&n) {
                return Err(DraftError::BridgeCount { a, b, count: n });
            }
            for _ in 0..n {
                draft.cycle_bridge(a, b)?;
            }
        }
        draft.last_change = match saved.last_change {
            Some((r, c)) => {
                let pos = Pos::new(r, c);
                draft.check_inside(pos)?;
                Some(pos)
            }
            None => None,
        };
        Ok(draft)
    }
}

/// A draft as plain data: `(row, column, number)` per island and `(row, column, row, column,
/// count)` per drawn bridge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedDraft {
    pub width: usize,
    pub height: usize,
    pub islands: Vec<(usize, usize, u8)>,
    #[serde(default)]
    pub bridges: Vec<(usize, usize, usize, usize, u8)>,
    /// `(row, column)` of the author's last change; drafts saved before it have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_change: Option<(usize, usize)>,
}

/// Whether `p` lies on the segment from `a` to `b`, ends excluded.
fn strictly_between(a: Pos, b: Pos, p: Pos) -> bool {
    if a.r == b.r && p.r == a.r {
        a.c.min(b.c) < p.c && p.c < a.c.max(b.c)
    } else if a.c == b.c && p.c == a.c {
        a.r.min(b.r) < p.r && p.r < a.r.max(b.r)
    } else {
        false
    }
}

/// Whether two straight bridges cross (one horizontal, one vertical, meeting inside both).
fn crosses((a, b): (Pos, Pos), (c, d): (Pos, Pos)) -> bool {
    let horizontal = |(x, y): (Pos, Pos)| x.r == y.r;
    let (h, v) = match (horizontal((a, b)), horizontal((c, d))) {
        (true, false) => ((a, b), (c, d)),
        (false, true) => ((c, d), (a, b)),
        _ => return false,
    };
    let row = h.0.r;
    let col = v.0.c;
    h.0.c.min(h.1.c) < col
        && col < h.0.c.max(h.1.c)
        && v.0.r.min(v.1.r) < row
        && row < v.0.r.max(v.1.r)
}

/// One change to a draft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Change {
    /// A new island at `pos` numbered `number`.
    AddIsland { pos: Pos, number: u8 },
    /// The island at `pos` renumbered to `number`.
    SetNumber { pos: Pos, number: u8 },
    /// The drawn bridges between `a` and `b` changed from `from` to `to`, the numbers at both
    /// ends following them: a draft drawn as bridges is repaired by redrawing.
    Bridge { a: Pos, b: Pos, from: u8, to: u8 },
}

#[cfg(test)]
mod tests;
