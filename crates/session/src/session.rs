//! A game in progress, whatever the game: its start, the history of entries with their kinds,
//! the current position, and the two facts undo does not take back.

use crate::entry::{Entry, EntryKind};
use crate::history::History;
use crate::rules::Rules;

/// One game's history, as Tatham's midend keeps it: the start, then one entry per action
/// with its kind, its move and the position it led to; undo and redo step between positions.
///
/// Two facts are sticky, because undo must not erase them: whether the solution was ever
/// revealed (a [`EntryKind::Reveal`] entry recorded), and how many hints were used.
///
/// ```
/// use session::{EntryKind, Rules, Session};
///
/// /// Count up to a target, any amount at a time but never past it.
/// #[derive(Clone, Debug, PartialEq)]
/// struct CountUp;
///
/// impl Rules for CountUp {
///     const GAME: &'static str = "count-up";
///     type Start = u32;
///     type State = u32;
///     type Move = u32;
///     type Error = String;
///     fn start(_target: &u32) -> u32 {
///         0
///     }
///     fn apply(target: &u32, count: &u32, step: &u32) -> Result<u32, String> {
///         let next = count.saturating_add(*step);
///         if next > *target {
///             return Err(format!("{next} is past {target}"));
///         }
///         Ok(next)
///     }
///     fn is_solved(target: &u32, count: &u32) -> bool {
///         count == target
///     }
///     fn write_start(target: &u32) -> String {
///         target.to_string()
///     }
///     fn read_start(text: &str) -> Result<u32, String> {
///         text.parse().map_err(|_| format!("{text:?} is not a number"))
///     }
/// }
///
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let mut session = Session::<CountUp>::new(5);
/// session.play(EntryKind::Play, 2)?;
/// assert!(session.play(EntryKind::Play, 4).is_err());
/// session.play(EntryKind::Reveal, 3)?;
/// assert!(session.is_solved() && session.is_revealed());
///
/// session.undo();
/// assert_eq!(*session.state(), 2);
/// assert!(session.is_revealed(), "undo does not take back having seen the solution");
///
/// // A save is the start, the moves as text and the position; restoring replays the moves.
/// let restored = Session::<CountUp>::restore(&session.save(()))?;
/// assert_eq!(restored, session);
/// # Ok(())
/// # }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session<R: Rules> {
    start: R::Start,
    /// The position before any entry: `R::start(&start)`, kept to lend out by reference.
    initial: R::State,
    history: History<Entry<R::Move, R::State>>,
    revealed: bool,
    assisted: bool,
    hints_used: u32,
    /// How many hinted steps went deepest to each level of a graduated hint: index 0 counts
    /// depth 1. Hints counted without a depth (older saves) are in no entry.
    hints_by_depth: Vec<usize>,
    /// The game's clock of play in ms, as last set ([`Session::set_clock`]); None until then.
    clock: Option<u64>,
    /// The clock when the last entry was recorded (or when the clock was first set).
    last_entry_at: Option<u64>,
}

impl<R: Rules> Session<R> {
    /// A session at the start, with an empty history.
    pub fn new(start: R::Start) -> Self {
        Self {
            initial: R::start(&start),
            start,
            history: History::new(),
            revealed: false,
            assisted: false,
            hints_used: 0,
            hints_by_depth: Vec::new(),
            clock: None,
            last_entry_at: None,
        }
    }

    /// Sets the clock of play (ms since the puzzle opened, pauses and a hidden page excluded,
    /// as the game's screen counts it): each entry recorded from then on keeps the time since
    /// the one before. The first setting starts the count for the next entry.
    pub fn set_clock(&mut self, played_ms: u64) {
        self.clock = Some(played_ms);
        self.last_entry_at.get_or_insert(played_ms);
    }

    pub fn start(&self) -> &R::Start {
        &self.start
    }

    /// The current position: the one after the last applied entry.
    pub fn state(&self) -> &R::State {
        self.history
            .done()
            .last()
            .map_or(&self.initial, |entry| &entry.after)
    }

    pub fn is_solved(&self) -> bool {
        R::is_solved(&self.start, self.state())
    }

    /// Applies `mv` through the rules and records it as a `kind` entry, dropping anything
    /// that could have been redone. A move that changes nothing is not recorded: the result
    /// says whether the entry was.
    pub fn play(&mut self, kind: EntryKind, mv: R::Move) -> Result<bool, R::Error> {
        let after = R::apply(&self.start, self.state(), &mv)?;
        if after == *self.state() {
            return Ok(false);
        }
        self.revealed |= kind == EntryKind::Reveal;
        self.assisted |= kind == EntryKind::Assist;
        let since = match (self.clock, self.last_entry_at) {
            (Some(now), Some(last)) => {
                Some(u32::try_from(now.saturating_sub(last) / 100).unwrap_or(u32::MAX))
            }
            _ => None,
        };
        self.last_entry_at = self.clock;
        self.history.record(Entry {
            kind,
            mv,
            after,
            since,
        });
        Ok(true)
    }

    /// Steps back over the last applied entry and returns it.
    pub fn undo(&mut self) -> Option<&Entry<R::Move, R::State>> {
        self.history.undo()
    }

    /// Steps forward over the next undone entry and returns it.
    pub fn redo(&mut self) -> Option<&Entry<R::Move, R::State>> {
        self.history.redo()
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// How many entries are applied.
    pub fn position(&self) -> usize {
        self.history.position()
    }

    /// Every entry, oldest first, including undone ones that could be redone.
    pub fn entries(&self) -> &[Entry<R::Move, R::State>] {
        self.history.entries()
    }

    /// The entries currently applied, oldest first.
    pub fn done(&self) -> &[Entry<R::Move, R::State>] {
        self.history.done()
    }

    /// Whether a [`EntryKind::Reveal`] entry was ever recorded. Undo does not clear it: the
    /// player has seen the solution, so finishing by hand afterwards is no solve of their own.
    pub fn is_revealed(&self) -> bool {
        self.revealed
    }

    /// Whether an [`EntryKind::Assist`] entry was recorded. Undo does not clear it: the
    /// assist did part of the work, which the statistics say. A restored session knows it
    /// from the saved entries (undone ones included), so a save needs no field for it.
    pub fn is_assisted(&self) -> bool {
        self.assisted
    }

    /// Hints counted with [`Session::note_hint`].
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// Counts one hint. Undo does not take it back: the player has seen it. The game says
    /// when a hint counts (Hashi: each time one is shown, not again when it is applied).
    pub fn note_hint(&mut self) {
        self.hints_used = self.hints_used.saturating_add(1);
    }

    /// Records a graduated hint: a step's first level shown (`was` is `None`: one more hint
    /// counted) or the same step gone deeper than `was`. Each step is tallied once, at the
    /// deepest depth (from 1) it reached. Undo takes none of it back.
    pub fn note_hint_depth(&mut self, was: Option<u8>, now: u8) {
        let Some(now) = usize::from(now).checked_sub(1) else {
            return;
        };
        match was.and_then(|was| usize::from(was).checked_sub(1)) {
            None => self.note_hint(),
            Some(was) if was >= now => return,
            Some(was) => {
                if let Some(n) = self.hints_by_depth.get_mut(was) {
                    *n = n.saturating_sub(1);
                }
            }
        }
        if self.hints_by_depth.len() <= now {
            self.hints_by_depth.resize(now + 1, 0);
        }
        self.hints_by_depth[now] = self.hints_by_depth[now].saturating_add(1);
    }

    /// Hinted steps by the deepest level each reached ([`Session::note_hint_depth`]).
    pub fn hints_by_depth(&self) -> &[usize] {
        &self.hints_by_depth
    }

    /// Sets the recorded entries' times, as a save's track gives them (one per entry).
    pub(crate) fn set_times(&mut self, times: &[Option<u32>]) {
        for (entry, time) in self.history.entries_mut().iter_mut().zip(times) {
            entry.since = *time;
        }
    }

    /// Marks the session revealed and sets the hint counts, as a save records them.
    pub(crate) fn set_sticky(&mut self, revealed: bool, hints_used: u32, by_depth: &[usize]) {
        self.revealed |= revealed;
        self.hints_used = hints_used;
        self.hints_by_depth = by_depth.to_vec();
    }
}
