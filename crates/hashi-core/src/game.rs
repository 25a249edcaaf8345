//! A game of Hashi on the shared session: the puzzle, the strict or free mode, pencil mode, and
//! the actions a player has (cycle a pair, adjust, mark "no bridge here", restart, take a hint,
//! let the assist finish what is forced, try pencil bridges and accept or reject them, reveal,
//! open shared progress, look back over the solve). Undo, redo and saves are the session's.

use crate::action::Action;
use crate::ladder::{Climb, HintLevel};
use crate::move_list::MoveList;
use crate::moves::{edge_of, Mode, Move, MoveError, MoveParseError, Setting};
use crate::puzzle::{EdgeId, Puzzle};
use crate::rules::{self, mistakes, Status};
use crate::session_rules::Hashi;
use crate::state::State;
use crate::Pos;
use session::{EntryKind, Session};
use std::sync::Arc;

/// A Hashi game as plain data: the session's versioned save. Version 1 saves
/// (`{"puzzle", "actions", "position"}`) read as all-play entries.
pub type Save = session::Save;
pub use session::SaveError;

/// A puzzle being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    session: Session<Hashi>,
    mode: Mode,
    /// Pencil mode: the player's next move opens a trial. Not part of the position (undo
    /// leaves it), like the strict or free mode.
    pencil: bool,
}

impl Game {
    /// A fresh game with no bridges.
    pub fn new(puzzle: Arc<Puzzle>, mode: Mode) -> Self {
        Self {
            session: Session::new(puzzle),
            mode,
            pencil: false,
        }
    }

    /// A game of `puzzle` showing `position` (an exercise's), its bridges and no-bridge marks,
    /// reached as one action in strict mode. Were the rules to refuse the position, the game
    /// shows the empty board.
    pub fn at(puzzle: Arc<Puzzle>, position: &State) -> Self {
        let mut game = Game::new(puzzle, Mode::Strict);
        let placed = moves_for(game.puzzle(), position);
        if game.play_position(&placed).is_err() {
            game = Game::new(game.puzzle().clone(), Mode::Strict);
        }
        game
    }

    pub fn puzzle(&self) -> &Arc<Puzzle> {
        self.session.start()
    }

    /// Sets the clock of play in ms (pauses and a hidden page excluded, as the screen counts
    /// it): each move from then on keeps the time taken before it, in its save.
    pub fn set_clock(&mut self, played_ms: u64) {
        self.session.set_clock(played_ms);
    }

    /// Tenths of a second taken before each applied action, oldest first; None where it is
    /// not known (an older save's, or played with no clock).
    pub fn move_times(&self) -> Vec<Option<u32>> {
        self.session
            .done()
            .iter()
            .map(|entry| entry.since)
            .collect()
    }

    /// The kind of each applied action, oldest first (the player's own, a hint's, the
    /// assist's...), beside [`Game::move_times`] and [`Game::replay_positions`].
    pub fn move_kinds(&self) -> Vec<EntryKind> {
        self.session.done().iter().map(|entry| entry.kind).collect()
    }

    pub fn state(&self) -> &State {
        self.session.state()
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn set_mode(&mut self, mode: Mode) {
        self.mode = mode;
    }

    pub fn can_undo(&self) -> bool {
        self.session.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.session.can_redo()
    }

    /// Actions applied so far (undone ones excluded), hints and reveals included.
    pub fn moves_made(&self) -> usize {
        self.session.position()
    }

    pub fn status(&self) -> Status {
        rules::status(self.puzzle(), self.state())
    }

    pub fn is_solved(&self) -> bool {
        rules::is_solved(self.puzzle(), self.state())
    }

    /// Whether the player's bridges and marks are taken: not on a solved board, where undo is
    /// the way back.
    pub fn takes_input(&self) -> bool {
        !self.is_solved()
    }

    /// Solved, and not by revealing the solution at any point: what counts in statistics
    /// and earns a celebration.
    pub fn solved_by_play(&self) -> bool {
        self.is_solved() && !self.is_revealed()
    }

    /// Whether the solution was ever revealed; undo does not take that back.
    pub fn is_revealed(&self) -> bool {
        self.session.is_revealed()
    }

    /// Hinted steps so far (see [`Game::note_hint`]).
    pub fn hints_used(&self) -> u32 {
        self.session.hints_used()
    }

    /// Hinted steps by the deepest level each reached: index 0 counts "look here", 1 the
    /// reason, 2 the move. Hints from saves older than the levels are in none.
    pub fn hints_by_depth(&self) -> &[usize] {
        self.session.hints_by_depth()
    }

    /// Records a graduated hint going to a level: a step's first level counts one hint,
    /// a later press on it (its reason, then the move applied with [`Game::play_hint`]) only
    /// makes that step's record deeper.
    pub fn note_hint(&mut self, climb: Climb) {
        self.session
            .note_hint_depth(climb.from.map(HintLevel::depth), climb.to.depth());
    }

    /// Applies `moves` as one undoable action: all of them, or none if any is refused.
    /// Moves that change nothing are dropped; an action that changes nothing is not recorded.
    pub fn play(&mut self, moves: &[Move]) -> Result<(), MoveError> {
        self.act(EntryKind::Play, moves, self.mode)
    }

    /// Applies a hint's moves as one undoable [`EntryKind::Hint`] action.
    pub fn play_hint(&mut self, moves: &[Move]) -> Result<(), MoveError> {
        self.act(EntryKind::Hint, moves, self.mode)
    }

    /// Whether the solve so far had the assist's help (an [`EntryKind::Assist`] entry was
    /// ever recorded; undo does not take that back).
    pub fn is_assisted(&self) -> bool {
        self.session.is_assisted()
    }

    /// Plays the bridges the assist found forced after the player's move (see
    /// [`crate::assist::forced_bridges`]) as one undoable [`EntryKind::Assist`] action of its
    /// own, so one Undo takes back all of them and leaves the player's move. Nothing while a
    /// trial is open: the assist places real bridges, never pencil ones.
    pub fn play_assist(&mut self, moves: &[Move]) -> Result<(), MoveError> {
        if self.state().in_trial() {
            return Ok(());
        }
        self.act(EntryKind::Assist, moves, self.mode)
    }

    fn act(&mut self, kind: EntryKind, moves: &[Move], mode: Mode) -> Result<(), MoveError> {
        let changes = MoveList::changes(self.puzzle(), self.state(), moves, mode)?;
        if changes.0.is_empty() {
            return Ok(());
        }
        let opens_trial = self.pencil && kind == EntryKind::Play && !self.state().in_trial();
        let action = if opens_trial {
            Action::Trial(changes)
        } else {
            Action::Moves(changes)
        };
        self.session.play(kind, action).map(|_recorded| ())
    }

    /// Whether new bridges are pencilled: pencil mode is on, or a trial is open (whose moves
    /// stay in it until it is accepted or rejected).
    pub fn is_pencil(&self) -> bool {
        self.pencil || self.state().in_trial()
    }

    /// Turns pencil mode on or off. An open trial stays open: only accepting or rejecting it
    /// closes it.
    pub fn set_pencil(&mut self, on: bool) {
        self.pencil = on;
    }

    /// The pencil key and button: pencil mode on or off, refused while a trial is open
    /// ([`MoveError::TrialOpen`]: its bridges are accepted or rejected first).
    pub fn toggle_pencil(&mut self) -> Result<(), MoveError> {
        if self.state().in_trial() {
            return Err(MoveError::TrialOpen);
        }
        self.pencil = !self.pencil;
        Ok(())
    }

    /// Makes every pencil bridge the player's own, as one undoable action.
    pub fn accept_trial(&mut self) -> Result<(), MoveError> {
        self.session
            .play(EntryKind::Play, Action::Accept)
            .map(|_recorded| ())
    }

    /// Drops every pencil bridge, back to the position the trial opened at, as one undoable
    /// action.
    pub fn reject_trial(&mut self) -> Result<(), MoveError> {
        self.session
            .play(EntryKind::Play, Action::Reject)
            .map(|_recorded| ())
    }

    /// Rejects an open trial before an action that sets the whole board (restart, reveal,
    /// shared progress, a snapshot, a rewind): those act on the player's own bridges.
    fn close_trial(&mut self) -> Result<(), MoveError> {
        if self.state().in_trial() {
            self.reject_trial()?;
        }
        Ok(())
    }

    /// Marks the pair "no bridge here", or takes the mark away, as one undoable action. A
    /// pair with bridges is refused ([`MoveError::MarkOnBridges`]): the player removes
    /// them first, so a mark never silently deletes work.
    pub fn toggle_no_bridge(&mut self, a: Pos, b: Pos) -> Result<(), MoveError> {
        let edge = edge_of(self.puzzle(), &Move::new(a, b, 0))?;
        let (a, b) = self.puzzle().edge_ends(edge);
        match self.state().setting(edge) {
            Setting::NoBridge => self.play(&[Move::new(a, b, 0)]),
            Setting::Bridges(0) => self.play(&[Move::no_bridge(a, b)]),
            Setting::Bridges(count) => Err(MoveError::MarkOnBridges { a, b, count }),
        }
    }

    /// The positions of the player's solve so far, for a replay: the empty board, then the
    /// position after each action applied (undone ones excluded).
    pub fn replay_positions(&self) -> Vec<State> {
        std::iter::once(State::empty(self.puzzle()))
            .chain(self.session.done().iter().map(|entry| entry.after.clone()))
            .collect()
    }

    /// The click-on-a-pair action: 0 → 1 → … → the rules' most → 0. In strict mode a step
    /// that would overfill an island goes back to 0 instead, so clicking never gets stuck.
    pub fn cycle(&mut self, a: Pos, b: Pos) -> Result<(), MoveError> {
        let current = self.count_between(a, b)?;
        let most = self.puzzle().max_bridges();
        let next = (current + 1) % (most + 1);
        match self.play(&[Move::new(a, b, next)]) {
            Err(MoveError::OverTarget { .. }) if current > 0 => self.play(&[Move::new(a, b, 0)]),
            other => other,
        }
    }

    /// The right-click action: 0 → the rules' most → … → 1 → 0, skipping a count strict
    /// mode refuses.
    pub fn cycle_back(&mut self, a: Pos, b: Pos) -> Result<(), MoveError> {
        let current = self.count_between(a, b)?;
        let most = self.puzzle().max_bridges();
        let mut last = Ok(());
        for step in 1..=most {
            let next = (current + (most + 1) - step) % (most + 1);
            last = self.play(&[Move::new(a, b, next)]);
            if !matches!(last, Err(MoveError::OverTarget { .. })) {
                return last;
            }
        }
        last
    }

    /// Adds (`delta` = 1) or removes (`delta` = -1) one bridge between `a` and `b`.
    pub fn adjust(&mut self, a: Pos, b: Pos, delta: i8) -> Result<(), MoveError> {
        let count = i16::from(self.count_between(a, b)?) + i16::from(delta);
        let max = self.puzzle().max_bridges();
        match u8::try_from(count) {
            Ok(count) if count <= max => self.play(&[Move::new(a, b, count)]),
            _ => Err(MoveError::CountOutOfRange {
                count: count.clamp(0, 255) as u8,
                max,
            }),
        }
    }

    fn count_between(&self, a: Pos, b: Pos) -> Result<u8, MoveError> {
        let edge = edge_of(self.puzzle(), &Move::new(a, b, 0))?;
        Ok(self.state().count(edge))
    }

    /// Removes every bridge and mark as one undoable [`EntryKind::Restart`] action.
    pub fn reset(&mut self) {
        let _ = self.close_trial();
        let clear = self.moves_to(&vec![Setting::Bridges(0); self.puzzle().edges().len()]);
        // Removing bridges never breaks a rule, so there is no refusal to report.
        let _ = self.act(EntryKind::Restart, &clear, Mode::Free);
    }

    /// Reverts the last action; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.session.undo().is_some()
    }

    /// Reapplies the last undone action; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.session.redo().is_some()
    }

    /// The player's bridges and no-bridge marks as moves (`r,c-r,c=n` or `r,c-r,c=x` joined
    /// by `;`): what a "share progress" link carries. Pencil bridges are left out: they are not
    /// the player's until accepted. Read back with [`parse_action`].
    pub fn position_text(&self) -> String {
        MoveList(moves_for(self.puzzle(), self.state().committed())).to_string()
    }

    /// Sets the board to exactly the listed bridges and marks (every other edge to 0, no
    /// mark) as one undoable action. Counts go down before any goes up, so no island is
    /// overfilled on the way.
    pub fn play_position(&mut self, bridges: &[Move]) -> Result<(), MoveError> {
        self.set_position(EntryKind::Play, bridges, self.mode)
    }

    /// Opens progress from a shared link: [`Game::play_position`] recorded as
    /// [`EntryKind::OpenShared`], so Undo returns to the player's own position.
    pub fn open_shared(&mut self, bridges: &[Move]) -> Result<(), MoveError> {
        self.set_position(EntryKind::OpenShared, bridges, self.mode)
    }

    /// Shows `solution` (a position of this puzzle) on the board as one undoable
    /// [`EntryKind::Reveal`] action, in any mode and from any position, over-full islands
    /// included. The game stays revealed even if the reveal is undone.
    pub fn reveal(&mut self, solution: &State) -> Result<(), MoveError> {
        let bridges = moves_for(self.puzzle(), solution);
        // The solution is shown, not placed by the player: strict mode has nothing to check.
        self.set_position(EntryKind::Reveal, &bridges, Mode::Free)
    }

    fn set_position(
        &mut self,
        kind: EntryKind,
        bridges: &[Move],
        mode: Mode,
    ) -> Result<(), MoveError> {
        self.close_trial()?;
        let mut wanted = vec![Setting::Bridges(0); self.puzzle().edges().len()];
        for mv in bridges {
            wanted[edge_of(self.puzzle(), mv)?] = mv.setting;
        }
        let moves = self.moves_to(&wanted);
        self.act(kind, &moves, mode)
    }

    /// The moves from the current position to the `wanted` setting on every edge:
    /// decreases (and marks, which leave no bridge) first, so no island is overfilled and no
    /// bridge crossed on the way.
    fn moves_to(&self, wanted: &[Setting]) -> Vec<Move> {
        let state = self.state();
        let (down, up): (Vec<EdgeId>, Vec<EdgeId>) = (0..wanted.len())
            .filter(|&edge| state.setting(edge) != wanted[edge])
            .partition(|&edge| wanted[edge].count() <= state.count(edge));
        down.into_iter()
            .chain(up)
            .map(|edge| Move::setting_edge(self.puzzle(), edge, wanted[edge]))
            .collect()
    }

    /// The position as a snapshot's text: the bridges and no-bridge marks on the board, as in
    /// a shared link.
    pub fn snapshot(&self) -> String {
        self.position_text()
    }

    /// Restores a snapshot taken with [`Game::snapshot`] (read back with [`parse_action`]) as
    /// one undoable action. It was a position of this game, so it is set in free mode, like a
    /// reveal: nothing is placed by the player. Moves that do not fit this puzzle are refused.
    pub fn restore_snapshot(&mut self, bridges: &[Move]) -> Result<(), MoveError> {
        self.set_position(EntryKind::Play, bridges, Mode::Free)
    }

    /// Whether Find my mistake would name something: the board has a bridge the puzzle's
    /// `solution` does not, or a no-bridge mark where it has one.
    pub fn has_mistakes(&self, solution: &State) -> bool {
        rules::has_mistakes(self.puzzle(), self.state(), solution)
    }

    /// "Rewind to before my first mistake": goes back to the latest position of the history
    /// (the empty board at worst) with no wrong bridge or mark, as one undoable action, so the
    /// player keeps every right move made before the mistake. Returns false, changing
    /// nothing, when the board has no mistake.
    pub fn rewind_before_mistakes(&mut self, solution: &State) -> bool {
        if !self.has_mistakes(solution) || self.close_trial().is_err() {
            return false;
        }
        let start = State::empty(self.puzzle());
        let target = (self.session.done().iter().rev())
            .map(|entry| &entry.after)
            .find(|position| mistakes(self.puzzle(), position, solution).is_empty())
            .unwrap_or(&start)
            .clone();
        let wanted: Vec<Setting> = (0..self.puzzle().edges().len())
            .map(|edge| target.setting(edge))
            .collect();
        let moves = self.moves_to(&wanted);
        // Every position in the history was reached by the rules, and the moves to it only
        // lower counts before raising any, so nothing here can be refused.
        self.act(EntryKind::Play, &moves, Mode::Free).is_ok()
    }

    /// The game as plain data: the puzzle's task string, every action and the position.
    pub fn save(&self) -> Save {
        self.session.save(())
    }

    /// Rebuilds a game by replaying a save's actions through the rules. Replay uses free
    /// mode (the save may come from a free-mode game); the game then continues in `mode`.
    pub fn restore(save: &Save, mode: Mode) -> Result<Game, SaveError> {
        Ok(Game {
            session: Session::restore(save)?,
            mode,
            pencil: false,
        })
    }

    /// Like [`Game::restore`], but for a known puzzle: a save of another puzzle is refused.
    /// Puzzles are compared by their canonical task strings, not the saved text.
    pub fn restore_for(puzzle: Arc<Puzzle>, save: &Save, mode: Mode) -> Result<Game, SaveError> {
        Ok(Game {
            session: Session::restore_onto(puzzle, save)?,
            mode,
            pencil: false,
        })
    }
}

/// The moves that set every edge as in `position`: its bridges, and a no-bridge mark where it
/// has one (edges with neither need no move, as `set_position` clears them).
fn moves_for(puzzle: &Puzzle, position: &State) -> Vec<Move> {
    (0..puzzle.edges().len())
        .filter(|&edge| position.setting(edge) != Setting::Bridges(0))
        .map(|edge| Move::setting_edge(puzzle, edge, position.setting(edge)))
        .collect()
}

/// Parses an action's text: moves separated by `;`.
pub fn parse_action(text: &str) -> Result<Vec<Move>, MoveParseError> {
    text.parse::<MoveList>().map(|list| list.0)
}
