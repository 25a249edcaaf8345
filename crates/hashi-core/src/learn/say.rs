//! The English of lessons, all in one place: what an exercise teaches and the verdict on a
//! move, written from their data and the puzzle's positions (the worker sends the data; the
//! learning pages and the CLI write it here).

use super::exercise::{Right, Teaching, Verdict, Wrong};
use super::wrong::Breaking;
use crate::hint::explain;
use crate::puzzle::{EdgeId, IslandId, Puzzle};
use crate::solver::BrokenIsland;
use crate::words::{bridges, capitalise, places, Place};

impl Teaching {
    /// The technique's title and its reason, then the placing deduction's where that is
    /// another: "Isolation: … Capacity: …" reads as one lesson.
    pub fn text(&self, puzzle: &Puzzle) -> String {
        let mut text = format!("{}: {}", self.technique.title(), explain(&self.key, puzzle));
        if let Some(placing) = &self.placing {
            text.push(' ');
            text.push_str(&explain(placing, puzzle).to_string());
        }
        text
    }
}

impl Verdict {
    /// What the player reads under the board.
    pub fn text(&self, puzzle: &Puzzle) -> String {
        match self {
            Verdict::Right(right) => right_text(right, puzzle),
            Verdict::Wrong(wrong) => wrong_text(wrong, puzzle),
        }
    }
}

fn right_text(right: &Right, puzzle: &Puzzle) -> String {
    match right {
        Right::Forced(teaching) => teaching.text(puzzle),
        Right::AlsoForced {
            edge,
            count,
            teaching,
        } => {
            let (a, b) = places(puzzle.edge_ends(*edge));
            format!(
                "Yes, that is forced too: with fewer than {} between {a} and {b} the puzzle breaks. The step this position teaches: {}",
                bridges(u32::from(*count)),
                teaching.text(puzzle)
            )
        }
        Right::TakenAway { edge, count } => {
            let (a, b) = places(puzzle.edge_ends(*edge));
            format!(
                "Taken away: {} between {a} and {b} now.",
                bridges(u32::from(*count))
            )
        }
        Right::Fits { edge, count } => {
            let (a, b) = places(puzzle.edge_ends(*edge));
            format!(
                "{} between {a} and {b}: that fits.",
                capitalise(&bridges(u32::from(*count)))
            )
        }
        Right::Shown(teaching) => format!("Here it is on the board. {}", teaching.text(puzzle)),
    }
}

fn wrong_text(wrong: &Wrong, puzzle: &Puzzle) -> String {
    match wrong {
        Wrong::NotAPair { a, b } => format!(
            "{} and {} cannot be joined: a bridge runs straight to the next island in line.",
            Place(*a),
            Place(*b)
        ),
        Wrong::AlreadyCertain { edge, count } => {
            let (a, b) = places(puzzle.edge_ends(*edge));
            format!(
                "The {} between {a} and {b} {} already certain: this step asks for a new bridge.",
                bridges(u32::from(*count)),
                if *count == 1 { "is" } else { "are" },
            )
        }
        Wrong::Breaks { edge, count, why } => breaking(puzzle, *edge, *count, why),
        Wrong::NotYet {
            edge,
            count,
            technique,
            look_at,
        } => {
            let (a, b) = places(puzzle.edge_ends(*edge));
            let look = look_at
                .map(|island| format!(" Look at {}.", island_named(puzzle, island)))
                .unwrap_or_default();
            format!(
                "{} between {a} and {b} may well be right in the end, but nothing on the board forces it yet: {} has something certain to say elsewhere.{look}",
                capitalise(&bridges(u32::from(*count))),
                technique.name()
            )
        }
    }
}

/// Why `count` bridges on `edge` cannot be right.
fn breaking(puzzle: &Puzzle, edge: EdgeId, count: u8, why: &Breaking) -> String {
    let (a, b) = places(puzzle.edge_ends(edge));
    let tried = format!("With {} between {a} and {b}", bridges(u32::from(count)));
    let later = |steps: usize| match steps {
        0 => String::new(),
        1 => ", one forced step later".to_string(),
        n => format!(", {n} forced steps later"),
    };
    match why {
        Breaking::Crosses { blocking } => {
            let (c, d) = places(puzzle.edge_ends(*blocking));
            format!("A bridge between {a} and {b} would cross the bridge between {c} and {d}, and bridges never cross.")
        }
        Breaking::AtOnce => format!("{tried} the position breaks at once."),
        Breaking::Island {
            broken,
            steps,
            last,
        } => {
            let island = broken_island(puzzle, *broken);
            match last {
                None => format!("{tried}, {island}."),
                Some(last) => format!(
                    "{tried}{} {island} (the last step: {})",
                    later(*steps),
                    explain(last, puzzle)
                ),
            }
        }
        Breaking::Apart { steps, group, more } => {
            let named: Vec<String> = group.iter().map(|&i| island_named(puzzle, i)).collect();
            let more = if *more { " and others" } else { "" };
            let what = match named.as_slice() {
                [] => "the islands could no longer all be joined in one group".to_string(),
                [one] => format!("{one} would be cut off from every other island"),
                [init @ .., last] => format!(
                    "{} and {last}{more} would be cut off from the other islands",
                    init.join(", ")
                ),
            };
            format!("{tried}{} {what}.", later(*steps))
        }
        Breaking::OtherWay => {
            format!("{tried} the puzzle has another way on, but not the one its solution takes.")
        }
        Breaking::Unfinishable => format!(
            "{tried} the puzzle can no longer be finished: every way on from there breaks a rule. Look again at the islands around {a} and {b}."
        ),
    }
}

/// "the 3 at row 2, column 5".
fn island_named(puzzle: &Puzzle, island: IslandId) -> String {
    let i = &puzzle.islands()[island];
    format!("the {} at {}", i.target, Place(i.pos))
}

/// An island that has more bridges than its number, or can no longer reach it.
fn broken_island(puzzle: &Puzzle, broken: BrokenIsland) -> String {
    match broken {
        BrokenIsland::TooMany { island, least } => format!(
            "{} would have {}, more than its number",
            island_named(puzzle, island),
            bridges(least)
        ),
        BrokenIsland::TooFew { island, most } => {
            let could_get = match most {
                0 => "could get no bridges at all".to_string(),
                most => format!("could get at most {}", bridges(most)),
            };
            format!(
                "{} {could_get}, fewer than its number",
                island_named(puzzle, island)
            )
        }
    }
}
