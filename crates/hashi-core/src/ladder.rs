//! Graduated hints: which press of Hint shows what (look here, then the reason, then the
//! move), and how deep the player went into each step, which the save and the celebration
//! record.

use crate::puzzle::{IslandId, Puzzle};
use crate::state::State;
use crate::{Move, Pos};

/// How much a hint gives away, least first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HintLevel {
    /// Where the next step is: its islands highlighted, no technique named.
    Look,
    /// The technique and its sentence, with the bridges it decides.
    Reason,
    /// The step carried out on the board.
    Move,
}

impl HintLevel {
    pub const ALL: [HintLevel; 3] = [HintLevel::Look, HintLevel::Reason, HintLevel::Move];

    /// 1 for a look, 2 for the reason, 3 for the move: what the save records.
    pub fn depth(self) -> u8 {
        match self {
            HintLevel::Look => 1,
            HintLevel::Reason => 2,
            HintLevel::Move => 3,
        }
    }

    /// The next level a press goes to, if any.
    pub fn deeper(self) -> Option<HintLevel> {
        match self {
            HintLevel::Look => Some(HintLevel::Reason),
            HintLevel::Reason => Some(HintLevel::Move),
            HintLevel::Move => None,
        }
    }
}

/// A step of a hint going deeper: the first level shown for a step (`from` is `None`, a new
/// hint counted) or a later press on the same step. The save keeps the deepest per step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Climb {
    pub from: Option<HintLevel>,
    pub to: HintLevel,
}

/// What a press of Hint does, given the hint on show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// Nothing on show for this position: ask the solver for the next step.
    Ask,
    /// Show the hint on show at a deeper level.
    Show(HintLevel),
    /// Carry out the hint's moves.
    Apply(Vec<Move>),
}

/// The hint on show, for the position it was found for, with what it says (`T`: the
/// solver's answer, kept to show its deeper levels without asking again).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Rung<T> {
    at: State,
    level: HintLevel,
    moves: Vec<Move>,
    said: T,
}

/// One screen's graduated hint: press 1 looks, press 2 explains, press 3 moves. A change of
/// position makes the next press ask afresh.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintLadder<T> {
    rung: Option<Rung<T>>,
}

impl<T> Default for HintLadder<T> {
    fn default() -> Self {
        Self { rung: None }
    }
}

impl<T> HintLadder<T> {
    /// What a press does on position `now`. A hint with no moves (one that only rules
    /// bridges out) has no third level: the press after its reason asks for the next step.
    pub fn press(&self, now: &State) -> Press {
        let Some(rung) = self.rung.as_ref().filter(|r| r.at == *now) else {
            return Press::Ask;
        };
        match rung.level.deeper() {
            Some(HintLevel::Move) if rung.moves.is_empty() => Press::Ask,
            Some(HintLevel::Move) => Press::Apply(rung.moves.clone()),
            Some(level) => Press::Show(level),
            None => Press::Ask,
        }
    }

    /// The solver's answer about `at` arrived: a step to graduate (one that counts as a
    /// hint) starts at `first`. Returns the level to show, or `None` for an answer that is
    /// shown whole and counts nothing (a mistake in the position, a solved board).
    pub fn answered(
        &mut self,
        at: State,
        step: bool,
        moves: Vec<Move>,
        said: T,
        first: HintLevel,
    ) -> Option<Climb> {
        if !step {
            self.rung = None;
            return None;
        }
        // The move is what the third press does: an answer never starts there.
        let first = first.min(HintLevel::Reason);
        self.rung = Some(Rung {
            at,
            level: first,
            moves,
            said,
        });
        Some(Climb {
            from: None,
            to: first,
        })
    }

    /// Goes one level deeper on the hint on show (after [`Press::Show`] or
    /// [`Press::Apply`]); an applied hint leaves the ladder empty.
    pub fn climb(&mut self) -> Option<Climb> {
        let rung = self.rung.as_mut()?;
        let from = rung.level;
        let to = from.deeper()?;
        rung.level = to;
        if to == HintLevel::Move {
            self.rung = None;
        }
        Some(Climb {
            from: Some(from),
            to,
        })
    }

    /// What the hint on show says, and at which level.
    pub fn on_show(&self) -> Option<(HintLevel, &T, bool)> {
        self.rung
            .as_ref()
            .map(|r| (r.level, &r.said, !r.moves.is_empty()))
    }

    /// Forgets the hint on show.
    pub fn clear(&mut self) {
        self.rung = None;
    }
}

/// Where a look sends the eye, so that it can be said as well as shown: the first island the
/// step highlights (its number and place) and how many others it highlights with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LookAt {
    pub target: u8,
    pub pos: Pos,
    pub others: usize,
}

impl LookAt {
    /// The look at `islands` (a hint's highlighted islands, the first the one it is about);
    /// `None` when it highlights none.
    pub fn of(puzzle: &Puzzle, islands: &[IslandId]) -> Option<Self> {
        let first = puzzle.islands().get(*islands.first()?)?;
        let mut distinct = islands.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        Some(Self {
            target: first.target,
            pos: first.pos,
            others: distinct.len() - 1,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_task;

    fn two_positions() -> (State, State, Vec<Move>) {
        let puzzle = parse_task("3x1:2a2").unwrap();
        let empty = State::empty(&puzzle);
        let mv: Move = "0,0-0,2=2".parse().unwrap();
        let after = crate::apply(&puzzle, &empty, &mv, crate::Mode::Strict).unwrap();
        (empty, after, vec![mv])
    }

    #[test]
    fn three_presses_go_look_then_reason_then_move() {
        let (empty, _, moves) = two_positions();
        let mut ladder = HintLadder::default();
        assert_eq!(ladder.press(&empty), Press::Ask);
        let first = ladder.answered(empty.clone(), true, moves.clone(), "why", HintLevel::Look);
        assert_eq!(
            first,
            Some(Climb {
                from: None,
                to: HintLevel::Look
            })
        );
        assert_eq!(ladder.on_show(), Some((HintLevel::Look, &"why", true)));
        assert_eq!(ladder.press(&empty), Press::Show(HintLevel::Reason));
        assert_eq!(
            ladder.climb(),
            Some(Climb {
                from: Some(HintLevel::Look),
                to: HintLevel::Reason
            })
        );
        assert_eq!(ladder.press(&empty), Press::Apply(moves));
        assert_eq!(
            ladder.climb(),
            Some(Climb {
                from: Some(HintLevel::Reason),
                to: HintLevel::Move
            })
        );
        assert_eq!(ladder.on_show(), None);
        assert_eq!(ladder.press(&empty), Press::Ask);
    }

    #[test]
    fn starting_at_the_reason_makes_the_second_press_the_move() {
        let (empty, _, moves) = two_positions();
        let mut ladder = HintLadder::default();
        let first = ladder.answered(empty.clone(), true, moves.clone(), (), HintLevel::Reason);
        assert_eq!(first.map(|c| c.to), Some(HintLevel::Reason));
        assert_eq!(ladder.press(&empty), Press::Apply(moves));
    }

    #[test]
    fn an_answer_never_starts_at_the_move() {
        let (empty, _, moves) = two_positions();
        let mut ladder = HintLadder::default();
        let first = ladder.answered(empty, true, moves, (), HintLevel::Move);
        assert_eq!(first.map(|c| c.to), Some(HintLevel::Reason));
    }

    #[test]
    fn a_changed_position_or_a_plain_answer_asks_again() {
        let (empty, after, moves) = two_positions();
        let mut ladder = HintLadder::default();
        ladder.answered(empty.clone(), true, moves.clone(), (), HintLevel::Look);
        assert_eq!(ladder.press(&after), Press::Ask);
        assert_eq!(
            ladder.answered(empty.clone(), false, Vec::new(), (), HintLevel::Look),
            None
        );
        assert_eq!(ladder.press(&empty), Press::Ask);
        // A step that only rules bridges out has a reason but no move.
        ladder.answered(empty.clone(), true, Vec::new(), (), HintLevel::Reason);
        assert_eq!(ladder.press(&empty), Press::Ask);
    }

    #[test]
    fn a_look_is_at_the_first_island_with_how_many_others() {
        let puzzle = crate::formats::parse_task("3x3:2a2c1a1").unwrap();
        let at = |islands: &[IslandId]| LookAt::of(&puzzle, islands);
        assert_eq!(
            at(&[0]),
            Some(LookAt {
                target: 2,
                pos: Pos::new(0, 0),
                others: 0
            })
        );
        assert_eq!(at(&[0, 1, 1]).map(|l| l.others), Some(1));
        assert_eq!(
            at(&[1, 0, 2]),
            Some(LookAt {
                target: 2,
                pos: Pos::new(0, 2),
                others: 2
            })
        );
        assert_eq!(at(&[]), None);
    }
}
